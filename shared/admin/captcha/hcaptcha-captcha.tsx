/** The hCaptcha provider (for hosted Supabase; spec §4 Captcha token, §7 captcha script, issue #4). */
import HCaptcha from "@hcaptcha/react-hcaptcha";
import { useEffect, useRef } from "react";
import type { CaptchaWidgetProps } from "../host";
import { HCAPTCHA_LANGUAGE } from "./languages";

/** Props of HCaptchaCaptcha: the common widget props plus the site key. */
export interface HCaptchaCaptchaProps extends CaptchaWidgetProps {
  /** The hCaptcha site key configured in the Supabase project's Auth settings. */
  siteKey: string;
}

/**
 * Renders the hCaptcha checkbox in `language` (hCaptcha's `hl`; a change
 * re-renders it); forwards verify / error / expiry and resets when `resetSignal` changes.
 */
export function HCaptchaCaptcha({ siteKey, onVerify, onError, onExpire, resetSignal, language }: HCaptchaCaptchaProps) {
  const ref = useRef<HCaptcha | null>(null);
  const firstSignal = useRef(resetSignal);
  useEffect(() => {
    if (resetSignal === firstSignal.current) return;
    firstSignal.current = resetSignal;
    ref.current?.resetCaptcha();
  }, [resetSignal]);

  return (
    <HCaptcha
      ref={ref}
      sitekey={siteKey}
      languageOverride={HCAPTCHA_LANGUAGE[language]}
      onVerify={(token) => onVerify(token)}
      onError={(event) => onError(event)}
      onExpire={onExpire}
      onChalExpired={onExpire}
    />
  );
}
