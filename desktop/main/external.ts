/**
 * Opening links outside the app (catalog Preview, content URLs): only http
 * and https go to the system browser; file:, javascript:, custom schemes and
 * anything unparsable are refused (Electron checklist #15).
 */
import { shell } from "electron";
import type { Outcome } from "../shared/ipc-contract";
import { handle } from "./ipc";

/** True for absolute http: and https: URLs only. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:";
  } catch {
    return false;
  }
}

/** Opens `url` in the system browser when its scheme is http(s); errors are values. */
export async function openExternalUrl(url: string): Promise<Outcome> {
  if (!isSafeExternalUrl(url)) return { ok: false, error: "Only http and https links can be opened" };
  try {
    // Reviewed: only reached after isSafeExternalUrl() accepted an http(s) URL.
    await shell.openExternal(url); /* eng-disable OPEN_EXTERNAL_JS_CHECK */
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Registers `shell:open-external`. */
export function setupExternal(): void {
  handle("shell:open-external", (_event, url) => openExternalUrl(url));
}
