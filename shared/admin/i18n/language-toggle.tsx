/**
 * The admin's language toggle (issue #10 item 4): EN / 中文 buttons, the
 * current one pressed; a click switches every admin screen and remembers the
 * choice (setAdminLanguage). Each button names its language in that language.
 */
import { Button, Group } from "@mantine/core";
import { ADMIN_LANGUAGES, ADMIN_LOCALE_TAG, setAdminLanguage, useAdminI18n } from "./index";

/** The EN / 中文 toggle, a labelled group of two buttons. */
export function AdminLanguageToggle() {
  const { t, language } = useAdminI18n();
  return (
    <Group gap={4} role="group" aria-label={t("language.label")} data-testid="admin-language-toggle">
      {ADMIN_LANGUAGES.map((option) => (
        <Button
          key={option}
          size="compact-sm"
          variant={option === language ? "filled" : "default"}
          aria-pressed={option === language}
          lang={ADMIN_LOCALE_TAG[option]}
          onClick={() => void setAdminLanguage(option)}
        >
          {t(`language.${option}`)}
        </Button>
      ))}
    </Group>
  );
}
