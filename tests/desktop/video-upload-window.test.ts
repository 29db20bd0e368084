/**
 * Desktop conditions of the admin's resumable video upload (issue #28): the
 * console window runs in Electron's default, persistent session (no
 * `partition`, no in-memory `session`), so tus-js-client's upload
 * fingerprints in localStorage survive an app restart and choosing the same
 * file continues the upload; and its Content-Security-Policy lets the
 * renderer read a chosen video (`media-src blob:`, the poster frame and the
 * duration) and reach the project's TUS endpoint (`connect-src`).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { freshElectron, type Electron } from "./helpers";

beforeEach(async () => {
  await freshElectron();
});

describe("the console window and video uploads", () => {
  it("keeps the default persistent session, where localStorage (upload fingerprints) outlives a restart", async () => {
    const { createMainWindow } = await import("../../desktop/main/window");
    const window = (await createMainWindow()) as unknown as InstanceType<Electron["BrowserWindow"]>;
    const prefs = (window.options["webPreferences"] ?? {}) as Record<string, unknown>;
    expect(prefs).not.toHaveProperty("partition");
    expect(prefs).not.toHaveProperty("session");
  });

  it("allows blob: media (reading the chosen video) and the project's http(s) origin for the TUS requests", async () => {
    const { buildRendererCsp } = await import("../../desktop/shared/csp");
    const policy = buildRendererCsp("http://127.0.0.1:54321");
    expect(policy).toMatch(/media-src [^;]*blob:/);
    expect(policy).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:54321/);
  });
});
