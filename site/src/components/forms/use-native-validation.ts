/**
 * Browser validation with translated messages (spec §5): on `invalid` the
 * field gets a message in the current language; typing clears it.
 */
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Props to spread on a required or email field: onInvalid + onInput. */
export function useNativeValidation() {
  const { t } = useTranslation();
  return {
    onInvalid: (event: FormEvent<Field>) => {
      const field = event.currentTarget;
      if (field.validity.valueMissing) field.setCustomValidity(t("validation.required"));
      else if (field.validity.typeMismatch) field.setCustomValidity(t("validation.email"));
      else field.setCustomValidity("");
    },
    onInput: (event: FormEvent<Field>) => event.currentTarget.setCustomValidity(""),
  };
}
