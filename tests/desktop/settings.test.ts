import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_SETTINGS,
  LOCAL_ANON_KEY,
  SETTINGS_PROBLEMS,
  captchaPageUrl,
  parseSettings,
} from "../../desktop/shared/settings";
import { freshElectron, ipcEvent, RENDERER_URL, type Electron } from "./helpers";

let electron: Electron;
let userData: string;
beforeEach(async () => {
  ({ electron, userData } = await freshElectron());
});

const hosted = {
  supabaseUrl: "https://abc.supabase.co/",
  supabaseAnonKey: "eyJhbGciOiJIUzI1NiJ9.hosted-anon-key",
  captchaProvider: "hcaptcha",
  hcaptchaSiteKey: "10000000-ffff-ffff-ffff-000000000001",
  siteOrigin: "https://www.example.com",
};

describe("parseSettings()", () => {
  it("defaults to the local backend, its anon key, ALTCHA and the local site", () => {
    expect(DEFAULT_SETTINGS).toEqual({
      supabaseUrl: "http://localhost:54321",
      supabaseAnonKey: LOCAL_ANON_KEY,
      captchaProvider: "altcha",
      hcaptchaSiteKey: "",
      siteOrigin: "http://localhost:5173",
    });
    expect(parseSettings(DEFAULT_SETTINGS)).toEqual({ ok: true, settings: DEFAULT_SETTINGS });
  });

  it("accepts hosted settings and strips the trailing slash", () => {
    const parsed = parseSettings(hosted);
    expect(parsed.ok && parsed.settings.supabaseUrl).toBe("https://abc.supabase.co");
  });

  it("lists every problem: non-http URL, short key, unknown provider, site origin with a path, unknown field", () => {
    const parsed = parseSettings({
      supabaseUrl: "ftp://x",
      supabaseAnonKey: "short",
      captchaProvider: "recaptcha",
      siteOrigin: "https://www.example.com/admin",
      extra: true,
    });
    expect(parsed.ok).toBe(false);
    const fields = parsed.ok ? [] : parsed.problems.map((problem) => problem.field);
    for (const field of ["supabaseUrl", "supabaseAnonKey", "captchaProvider", "siteOrigin", "extra"])
      expect(fields).toContain(field);
  });

  it("gives every problem its field, a stable code and the code's English text (issues #10, #25)", () => {
    const parsed = parseSettings({
      supabaseUrl: "ftp://x",
      supabaseAnonKey: "short",
      captchaProvider: "recaptcha",
      siteOrigin: "https://www.example.com/admin",
      extra: true,
    });
    if (parsed.ok) throw new Error("expected problems");
    expect(parsed.problems).toEqual([
      { field: "supabaseUrl", code: "notHttp", message: "must be an http:// or https:// URL" },
      { field: "supabaseAnonKey", code: "anonKey", message: "must be the project's anon key" },
      { field: "captchaProvider", code: "provider", message: 'must be "altcha" or "hcaptcha"' },
      { field: "siteOrigin", code: "notOrigin", message: "must be an origin (scheme, host and port only)" },
      { field: "extra", code: "unknownField", message: "is not a known setting" },
    ]);
    for (const problem of parsed.problems) expect(problem.message).toBe(SETTINGS_PROBLEMS[problem.code]);
    const missing = parseSettings({ supabaseAnonKey: 42 });
    expect(missing.ok ? [] : missing.problems.map(({ field, code }) => ({ field, code }))).toEqual([
      { field: "supabaseUrl", code: "required" },
      { field: "supabaseAnonKey", code: "notText" },
      { field: "captchaProvider", code: "required" },
      { field: "siteOrigin", code: "required" },
    ]);
    expect(parseSettings([1])).toMatchObject({ problems: [{ field: "(file)", code: "notObject" }] });
  });

  it("requires the hCaptcha site key with the hcaptcha provider", () => {
    const parsed = parseSettings({ ...hosted, hcaptchaSiteKey: "" });
    expect(parsed).toEqual({
      ok: false,
      problems: [{ field: "hcaptchaSiteKey", code: "hcaptchaSiteKey", message: "is required for hCaptcha" }],
    });
  });

  it("captchaPageUrl() points at <siteOrigin>/captcha.html with the provider's parameters and the language", () => {
    expect(captchaPageUrl(DEFAULT_SETTINGS)).toBe(
      "http://localhost:5173/captcha.html?provider=altcha&challengeUrl=http%3A%2F%2Flocalhost%3A54321%2Fcaptcha%2Fv1%2Fchallenge&lang=en",
    );
    const parsed = parseSettings(hosted);
    if (!parsed.ok) throw new Error("fixture invalid");
    expect(captchaPageUrl(parsed.settings, "zh")).toBe(
      "https://www.example.com/captcha.html?provider=hcaptcha&sitekey=10000000-ffff-ffff-ffff-000000000001&lang=zh",
    );
  });
});

describe("settings.json", () => {
  it("uses the defaults and flags the first run when the file is missing", async () => {
    const { loadSettings } = await import("../../desktop/main/settings");
    await expect(loadSettings()).resolves.toEqual({
      settings: DEFAULT_SETTINGS,
      source: "default",
      firstRun: true,
      problems: [],
    });
  });

  it("reads a valid file", async () => {
    writeFileSync(join(userData, "settings.json"), JSON.stringify(hosted));
    const { loadSettings } = await import("../../desktop/main/settings");
    const state = await loadSettings();
    expect(state).toMatchObject({ source: "file", firstRun: false, problems: [] });
    expect(state.settings.captchaProvider).toBe("hcaptcha");
  });

  it("falls back to the defaults and reports the problems of a bad file", async () => {
    writeFileSync(join(userData, "settings.json"), JSON.stringify({ ...hosted, supabaseUrl: "javascript:alert(1)" }));
    const { loadSettings } = await import("../../desktop/main/settings");
    const state = await loadSettings();
    expect(state.settings).toEqual(DEFAULT_SETTINGS);
    expect(state.source).toBe("default");
    expect(state.problems.map((problem) => problem.field)).toContain("supabaseUrl");
  });

  it("reports a file that is not JSON", async () => {
    writeFileSync(join(userData, "settings.json"), "{oops");
    const { loadSettings } = await import("../../desktop/main/settings");
    await expect(loadSettings()).resolves.toMatchObject({
      source: "default",
      problems: [{ field: "(file)", code: "invalidJson", message: "not valid JSON" }],
    });
  });

  it("settings:set validates, writes the file and notifies listeners; invalid input changes nothing", async () => {
    const settings = await import("../../desktop/main/settings");
    settings.setupSettings();
    const changed = vi.fn();
    settings.onSettingsChanged(changed);
    const event = ipcEvent(electron, RENDERER_URL);
    await expect(
      electron.ipcMain.invoke("settings:set", event, { ...hosted, supabaseUrl: "https://abc.supabase.co" }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(JSON.parse(readFileSync(join(userData, "settings.json"), "utf8")).supabaseUrl).toBe(
      "https://abc.supabase.co",
    );
    expect(changed).toHaveBeenCalledTimes(1);
    await expect(electron.ipcMain.invoke("settings:get", event)).resolves.toMatchObject({
      source: "file",
      firstRun: false,
    });
    await expect(
      electron.ipcMain.invoke("settings:set", event, { ...hosted, captchaProvider: "nope" }),
    ).rejects.toThrow();
    await expect(settings.saveSettings({ ...hosted, captchaProvider: "nope" })).resolves.toEqual({
      ok: false,
      problems: [{ field: "captchaProvider", code: "provider", message: SETTINGS_PROBLEMS.provider }],
    });
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
