/** The 6-digit TOTP code field (issue #29): one-time-code autocomplete, numeric keyboard, digits only. */
import { TextInput } from "@mantine/core";
import type { Ref } from "react";
import { useAdminI18n } from "../i18n";

/** A TOTP code: exactly 6 digits. */
export const TOTP_CODE = /^\d{6}$/;

/** Props of CodeInput. */
export interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The message under the field (wrong code, wrong format), or null. */
  error: string | null;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/** Keeps only digits (a pasted "123 456" works) and at most 6 of them. */
export function CodeInput({ value, onChange, error, disabled, inputRef, autoFocus }: CodeInputProps) {
  const { t } = useAdminI18n();
  return (
    <TextInput
      ref={inputRef}
      label={t("mfa.code")}
      description={t("mfa.codeHint")}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]{6}"
      maxLength={7}
      required
      autoFocus={autoFocus}
      disabled={disabled}
      value={value}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, "").slice(0, 6))}
      styles={{ input: { letterSpacing: "0.3em", fontVariantNumeric: "tabular-nums" } }}
    />
  );
}
