/**
 * The desktop CaptchaWidget: a placeholder box over which main draws the
 * captcha web view (captcha:open with the box's rectangle, kept in place on
 * resize and scroll), forwarding captcha:token|error|expired to the sign-in
 * form, growing when the page asks (captcha:resize, e.g. hCaptcha's challenge)
 * and reloading the page when the form asks for a reset. The page labels its
 * widget in the admin's language, passed with every captcha:open (issue #10).
 */
import { Box, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import type { CaptchaWidgetProps } from "../../../../shared/admin/host";
import { useAdminI18n } from "../../../../shared/admin/i18n";
import type { CaptchaBounds, CaptchaSize } from "../../../shared/ipc-contract";
import { getBridge } from "../bridge";

/** Initial width of the area the captcha page gets, in CSS px (fits ALTCHA's and hCaptcha's checkbox widgets); the page may ask for more. */
export const CAPTCHA_WIDTH = 320;
/** Initial height of the captcha area, in CSS px. */
export const CAPTCHA_HEIGHT = 90;

/** The placeholder's rectangle relative to the window's content area. */
export function boundsOf(element: Element): CaptchaBounds {
  const rect = element.getBoundingClientRect();
  return { x: Math.max(0, rect.left), y: Math.max(0, rect.top), width: rect.width, height: rect.height };
}

/** CaptchaWidget for AdminHost: see the module comment. */
export function DesktopCaptcha({ onVerify, onError, onExpire, resetSignal, language }: CaptchaWidgetProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const { t } = useAdminI18n();
  const [size, setSize] = useState<CaptchaSize>({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  const callbacks = useRef({ onVerify, onError, onExpire });
  const languageRef = useRef(language);
  useEffect(() => {
    callbacks.current = { onVerify, onError, onExpire };
    languageRef.current = language;
  });

  useEffect(() => {
    const bridge = getBridge();
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        void bridge.captchaOpen(boundsOf(element), languageRef.current);
      });
    };
    const unsubscribe = [
      bridge.on("captcha:token", (token) => callbacks.current.onVerify(token)),
      bridge.on("captcha:error", (message) => callbacks.current.onError(message)),
      bridge.on("captcha:expired", () => callbacks.current.onExpire()),
      bridge.on("captcha:resize", (next) => setSize(next)),
    ];
    void bridge.captchaOpen(boundsOf(element), languageRef.current);
    const observer = new ResizeObserver(place);
    observer.observe(element);
    observer.observe(document.body);
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, true);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place, true);
      for (const off of unsubscribe) off();
      void bridge.captchaClose();
    };
  }, []);

  // A language switch while the captcha shows: main reloads the page in the new language.
  const firstLanguage = useRef(language);
  useEffect(() => {
    if (language === firstLanguage.current) return;
    firstLanguage.current = language;
    if (ref.current) void getBridge().captchaOpen(boundsOf(ref.current), language);
  }, [language]);

  const firstSignal = useRef(resetSignal);
  useEffect(() => {
    if (resetSignal === firstSignal.current) return;
    firstSignal.current = resetSignal;
    void getBridge().captchaReset();
  }, [resetSignal]);

  return (
    <Box
      ref={ref}
      w={size.width}
      h={size.height}
      data-testid="desktop-captcha"
      aria-label={t("captcha.label")}
      role="group"
      style={{ border: "1px dashed var(--mantine-color-gray-4)", borderRadius: 4 }}
    >
      <Text size="xs" c="dimmed" p="xs">
        {t("captcha.loading")}
      </Text>
    </Box>
  );
}
