/** The ALTCHA captcha provider (proof-of-work, for the local backend; spec §4 Captcha token, issue #4). */
import "./altcha-widget";
import type { AltchaWidgetElement } from "altcha";
import type {} from "altcha/types/react";
import { useEffect, useRef } from "react";
import type { CaptchaWidgetProps } from "../host";
import { ALTCHA_LANGUAGE } from "./languages";

/** Props of AltchaCaptcha: the common widget props plus where challenges come from. */
export interface AltchaCaptchaProps extends CaptchaWidgetProps {
  /** URL the widget fetches a challenge from, e.g. `<SUPABASE_URL>/captcha/v1/challenge`. */
  challengeUrl: string;
}

/**
 * Renders `<altcha-widget>` as a checkbox; reports the solved payload through
 * onVerify (it is the captchaToken Auth verifies), its error and expiry
 * states through onError / onExpire, resets when `resetSignal` changes and
 * labels itself in `language` (ALTCHA's own zh-cn strings for Chinese).
 */
export function AltchaCaptcha({
  challengeUrl,
  onVerify,
  onError,
  onExpire,
  resetSignal,
  language,
}: AltchaCaptchaProps) {
  const ref = useRef<AltchaWidgetElement | null>(null);
  // Latest callbacks, so the listeners are attached once per element.
  const callbacks = useRef({ onVerify, onError, onExpire });
  useEffect(() => {
    callbacks.current = { onVerify, onError, onExpire };
  });

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onVerified = (ev: Event) => {
      const payload = (ev as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) callbacks.current.onVerify(payload);
    };
    const onState = (ev: Event) => {
      const state = (ev as CustomEvent<{ state?: string }>).detail?.state;
      if (state === "error") callbacks.current.onError("Captcha verification failed");
      else if (state === "expired") callbacks.current.onExpire();
    };
    widget.addEventListener("verified", onVerified);
    widget.addEventListener("statechange", onState);
    return () => {
      widget.removeEventListener("verified", onVerified);
      widget.removeEventListener("statechange", onState);
    };
  }, []);

  const firstSignal = useRef(resetSignal);
  useEffect(() => {
    if (resetSignal === firstSignal.current) return;
    firstSignal.current = resetSignal;
    ref.current?.reset?.();
  }, [resetSignal]);

  return (
    <altcha-widget
      ref={ref}
      challenge={challengeUrl}
      type="checkbox"
      language={ALTCHA_LANGUAGE[language]}
      data-testid="altcha-captcha"
    />
  );
}
