/** Centered spinner shown while a lazy page or section loads (spec §2 Home); pure CSS, no component code to load. */
import { useTranslation } from "react-i18next";

/** Spinner with an accessible label; `minHeight` (px) reserves space to avoid layout shift. */
export function PageSpinner({ minHeight = 320 }: { minHeight?: number }) {
  const { t } = useTranslation();
  return <div className="spinner" style={{ minHeight }} role="status" aria-label={t("common.loading")} />;
}
