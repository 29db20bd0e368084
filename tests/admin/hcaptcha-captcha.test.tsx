/**
 * The hCaptcha provider behind the common captcha interface (spec §4 Captcha
 * token). hCaptcha's script comes from hcaptcha.com, which cannot be reached
 * here, so its React component is replaced by a double exposing the same
 * callbacks and `resetCaptcha()`.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { forwardRef, useImperativeHandle } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

const resetCaptcha = vi.fn();
const seenSiteKeys: string[] = [];
const seenLanguages: (string | undefined)[] = [];

interface DoubleProps {
  sitekey: string;
  languageOverride?: string;
  onVerify: (token: string) => void;
  onError: (event: string) => void;
  onExpire: () => void;
  onChalExpired: () => void;
}

vi.mock("@hcaptcha/react-hcaptcha", () => ({
  default: forwardRef<{ resetCaptcha: () => void }, DoubleProps>(function HCaptchaDouble(props, ref) {
    useImperativeHandle(ref, () => ({ resetCaptcha }));
    seenSiteKeys.push(props.sitekey);
    seenLanguages.push(props.languageOverride);
    return (
      <div>
        <button type="button" onClick={() => props.onVerify("hc-token")}>
          verify
        </button>
        <button type="button" onClick={() => props.onError("network-error")}>
          error
        </button>
        <button type="button" onClick={() => props.onExpire()}>
          expire
        </button>
        <button type="button" onClick={() => props.onChalExpired()}>
          challenge expired
        </button>
      </div>
    );
  }),
}));

const { HCaptchaCaptcha } = await import("../../shared/admin/captcha/hcaptcha-captcha");

afterEach(() => {
  cleanup();
  resetCaptcha.mockClear();
  seenSiteKeys.length = 0;
  seenLanguages.length = 0;
});

function renderWidget(resetSignal = 0, language: "en" | "zh" = "en") {
  const handlers = { onVerify: vi.fn(), onError: vi.fn(), onExpire: vi.fn() };
  const view = render(
    <HCaptchaCaptcha siteKey="10000000-ffff" resetSignal={resetSignal} language={language} {...handlers} />,
  );
  return { handlers, view };
}

describe("HCaptchaCaptcha", () => {
  it("passes the site key to hCaptcha", () => {
    renderWidget();
    expect(seenSiteKeys).toContain("10000000-ffff");
  });

  it("labels the widget in the admin language through hCaptcha's hl (en, zh-CN)", () => {
    const { handlers, view } = renderWidget(0, "en");
    expect(seenLanguages.at(-1)).toBe("en");
    view.rerender(<HCaptchaCaptcha siteKey="10000000-ffff" resetSignal={0} language="zh" {...handlers} />);
    expect(seenLanguages.at(-1)).toBe("zh-CN");
  });

  it("forwards the token on verify and the error text on error", () => {
    const { handlers } = renderWidget();
    fireEvent.click(screen.getByText("verify"));
    expect(handlers.onVerify).toHaveBeenCalledWith("hc-token");
    fireEvent.click(screen.getByText("error"));
    expect(handlers.onError).toHaveBeenCalledWith("network-error");
  });

  it("reports expiry of the token and of an open challenge alike", () => {
    const { handlers } = renderWidget();
    fireEvent.click(screen.getByText("expire"));
    fireEvent.click(screen.getByText("challenge expired"));
    expect(handlers.onExpire).toHaveBeenCalledTimes(2);
  });

  it("resets the widget only when resetSignal changes", () => {
    const { handlers, view } = renderWidget(0);
    expect(resetCaptcha).not.toHaveBeenCalled();
    view.rerender(<HCaptchaCaptcha siteKey="10000000-ffff" resetSignal={0} language="en" {...handlers} />);
    expect(resetCaptcha).not.toHaveBeenCalled();
    view.rerender(<HCaptchaCaptcha siteKey="10000000-ffff" resetSignal={1} language="en" {...handlers} />);
    expect(resetCaptcha).toHaveBeenCalledTimes(1);
  });
});
