/** Reads an array or object from the locales (i18next `returnObjects`), typed by the caller. */
import { useTranslation } from "react-i18next";

/** Returns `(key) => T` reading structured translations; arrays default to []. */
export function useTObject() {
  const { t } = useTranslation();
  return function tObject<T>(key: string, values?: Record<string, string>): T {
    const value = t(key, { returnObjects: true, ...values }) as unknown;
    return (typeof value === "string" ? [] : value) as T;
  };
}
