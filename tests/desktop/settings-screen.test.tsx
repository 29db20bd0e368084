/**
 * The desktop settings / first-run screen in the admin console's language
 * (issue #10 item 4): the admin's EN / 中文 toggle on the screen switches
 * every text, the zod schema's validation messages and the problems main
 * found in settings.json included; the renderer reports the language to main
 * for the native menu (`setMenuLanguage`) at start and after every switch.
 */
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminI18n, setAdminLanguage, ADMIN_LANGUAGE_STORAGE_KEY } from "../../shared/admin/i18n";
import type { DesktopBridge, SettingsState } from "../../desktop/shared/ipc-contract";
import { DEFAULT_SETTINGS, settingsProblem } from "../../desktop/shared/settings";
import { SettingsScreen } from "../../desktop/renderer/src/settings/settings-screen";
import { syncMenuLanguage } from "../../desktop/renderer/src/menu-language";
import { renderWithMantine } from "../fixtures/render";

const saveSettings = vi.fn<DesktopBridge["saveSettings"]>(async () => ({ ok: true }));

beforeEach(() => {
  saveSettings.mockClear();
  window.desktop = { saveSettings } as unknown as DesktopBridge;
});
afterEach(async () => {
  cleanup();
  await act(() => setAdminLanguage("en"));
  localStorage.clear();
});

const FIRST_RUN: SettingsState = { settings: DEFAULT_SETTINGS, source: "default", firstRun: true, problems: [] };

function renderScreen(state: SettingsState = FIRST_RUN, onCancel?: () => void) {
  return renderWithMantine(<SettingsScreen state={state} onCancel={onCancel} />);
}

/** Visible text of the screen without the toggle (whose "EN" names English in English on purpose). */
function textWithoutToggle(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  copy.querySelector('[data-testid="admin-language-toggle"]')?.remove();
  for (const node of copy.querySelectorAll("style, textarea")) node.remove();
  return copy.textContent ?? "";
}

describe("desktop settings screen", () => {
  it("is in English by default, with the admin's language toggle", () => {
    renderScreen();
    expect(screen.getByRole("heading", { name: "Welcome: connect the console" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Language" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /Supabase URL/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save and connect" })).toBeTruthy();
  });

  it("switches every text to Chinese after choosing 中文, and remembers the choice", async () => {
    const { container } = renderScreen({ ...FIRST_RUN, firstRun: false }, () => undefined);
    fireEvent.click(screen.getByRole("button", { name: "中文" }));
    expect(await screen.findByRole("heading", { name: "设置" })).toBeTruthy();
    expect(localStorage.getItem(ADMIN_LANGUAGE_STORAGE_KEY)).toBe("zh");
    expect(screen.getByRole("group", { name: "语言" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /Supabase 地址/ })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /Supabase 匿名密钥/ })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /网站源地址/ })).toBeTruthy();
    expect(screen.getByText("控制台管理哪个 Supabase 项目。默认值为本地开发后端。")).toBeTruthy();
    expect(screen.getByText("人机验证服务")).toBeTruthy();
    expect(screen.getByText("ALTCHA（本地后端）")).toBeTruthy();
    expect(screen.getByText("hCaptcha（托管的 Supabase）")).toBeTruthy();
    for (const name of ["使用本地默认值", "取消", "保存并连接"])
      expect(screen.getByRole("button", { name })).toBeTruthy();
    // Apart from names (Supabase, ALTCHA, hCaptcha, anon, service_role, URLs), no English words are left.
    const leftover = textWithoutToggle(container)
      .replace(/https?:\/\/\S+|\/captcha\.html|<project>|Supabase|ALTCHA|hCaptcha|anon|service_role/g, "")
      .match(/[A-Za-z]{3,}/g);
    expect(leftover).toBeNull();

    // hCaptcha's site key field, labelled in Chinese too.
    fireEvent.click(screen.getByText("hCaptcha（托管的 Supabase）"));
    expect(await screen.findByRole("textbox", { name: /hCaptcha 站点密钥/ })).toBeTruthy();
  });

  it("shows the schema's validation messages in the chosen language and saves nothing", async () => {
    renderScreen();
    fireEvent.click(screen.getByRole("button", { name: "中文" }));
    await screen.findByRole("heading", { name: "欢迎：连接控制台" });
    fireEvent.change(screen.getByRole("textbox", { name: /Supabase 地址/ }), { target: { value: "ftp://x" } });
    fireEvent.change(screen.getByRole("textbox", { name: /Supabase 匿名密钥/ }), { target: { value: "short" } });
    fireEvent.change(screen.getByRole("textbox", { name: /网站源地址/ }), {
      target: { value: "https://www.example.com/admin" },
    });
    fireEvent.click(screen.getByText("hCaptcha（托管的 Supabase）"));
    fireEvent.click(screen.getByRole("button", { name: "保存并连接" }));
    expect(await screen.findByText("必须是 http:// 或 https:// 网址")).toBeTruthy();
    expect(screen.getByText("必须是项目的 anon 密钥")).toBeTruthy();
    expect(screen.getByText("必须是源地址（仅协议、主机和端口）")).toBeTruthy();
    expect(screen.getByText("使用 hCaptcha 时必填")).toBeTruthy();
    expect(screen.queryByText(/must be/)).toBeNull();
    expect(saveSettings).not.toHaveBeenCalled();

    // Switching back shows the same problems in English.
    fireEvent.click(screen.getByRole("button", { name: "EN" }));
    expect(await screen.findByText("Must be an http:// or https:// URL")).toBeTruthy();
    expect(screen.getByText("Required for hCaptcha")).toBeTruthy();
  });

  it("translates the problems main found in settings.json and main's refusal", async () => {
    await act(() => setAdminLanguage("zh"));
    saveSettings.mockResolvedValueOnce({ ok: false, problems: [settingsProblem("siteOrigin", "notOrigin")] });
    renderScreen({
      ...FIRST_RUN,
      problems: [settingsProblem("(file)", "invalidJson"), settingsProblem("extra", "unknownField")],
    });
    const ignored = screen.getByRole("alert", { name: "已忽略 settings.json" });
    expect(within(ignored).getByText("(file)：不是有效的 JSON; extra：不是已知的设置项")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "保存并连接" }));
    const refused = await screen.findByRole("alert", { name: "无法保存" });
    expect(within(refused).getByText("siteOrigin：必须是源地址（仅协议、主机和端口）")).toBeTruthy();
    expect(saveSettings).toHaveBeenCalledWith(DEFAULT_SETTINGS);
  });

  it("says why when main fails to write settings.json, and the button stops spinning", async () => {
    saveSettings.mockRejectedValueOnce(new Error("EACCES: permission denied, open 'settings.json'"));
    renderScreen(FIRST_RUN);
    const button = screen.getByRole("button", { name: "Save and connect" });
    fireEvent.click(button);
    const refused = await screen.findByRole("alert", { name: "Could not save" });
    expect(within(refused).getByText("settings.json: EACCES: permission denied, open 'settings.json'")).toBeTruthy();
    expect(button.getAttribute("data-loading")).toBeNull();
  });
});

describe("syncMenuLanguage()", () => {
  it("reports the admin language to main at start and after every switch, until unsubscribed", async () => {
    const setMenuLanguage = vi.fn<DesktopBridge["setMenuLanguage"]>(async () => undefined);
    const stop = syncMenuLanguage({ setMenuLanguage }, adminI18n);
    expect(setMenuLanguage.mock.calls).toEqual([["en"]]);
    await setAdminLanguage("zh");
    await setAdminLanguage("en");
    expect(setMenuLanguage.mock.calls).toEqual([["en"], ["zh"], ["en"]]);
    stop();
    await setAdminLanguage("zh");
    expect(setMenuLanguage).toHaveBeenCalledTimes(3);
  });

  it("logs a refused report instead of throwing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const setMenuLanguage = vi.fn<DesktopBridge["setMenuLanguage"]>(async () => {
      throw new Error("refused");
    });
    const stop = syncMenuLanguage({ setMenuLanguage }, adminI18n);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    stop();
    warn.mockRestore();
  });
});
