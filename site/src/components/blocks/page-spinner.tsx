/** Centered spinner shown while a lazy page or section loads (spec §2 Home). */
import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Spinner with an accessible label; `minHeight` reserves space to avoid layout shift. */
export function PageSpinner({ minHeight = 320 }: { minHeight?: number }) {
  const { t } = useTranslation();
  return (
    <Center mih={minHeight} role="status" aria-label={t("common.loading")}>
      <Loader />
    </Center>
  );
}
