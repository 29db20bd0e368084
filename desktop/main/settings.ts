/**
 * Connection settings in userData/settings.json (issue #5): read and
 * validated with zod at start (a bad file falls back to the local defaults
 * and its problems are shown on the settings screen), saved from the
 * settings screen, after which the window reloads with the new project.
 */
import { join } from "node:path";
import { app } from "electron";
import type { SaveSettingsOutcome, SettingsState } from "../shared/ipc-contract";
import { DEFAULT_SETTINGS, parseSettings, settingsProblem, type DesktopSettings } from "../shared/settings";
import { readOptionalFile, writeFileAtomic } from "./files";
import { handle } from "./ipc";

let current: SettingsState = { settings: DEFAULT_SETTINGS, source: "default", firstRun: true, problems: [] };
const listeners = new Set<(settings: DesktopSettings) => void>();

/** Absolute path of settings.json in userData. */
export function settingsPath(): string {
  return join(app.getPath("userData"), "settings.json");
}

/** Reads settings.json: valid → source "file"; missing → defaults (first run); bad JSON or fields → defaults + problems. */
export async function loadSettings(): Promise<SettingsState> {
  const raw = await readOptionalFile(settingsPath());
  if (!raw) {
    current = { settings: DEFAULT_SETTINGS, source: "default", firstRun: true, problems: [] };
    return current;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.toString("utf8"));
  } catch {
    current = {
      settings: DEFAULT_SETTINGS,
      source: "default",
      firstRun: true,
      problems: [settingsProblem("(file)", "invalidJson")],
    };
    return current;
  }
  const parsed = parseSettings(json);
  current = parsed.ok
    ? { settings: parsed.settings, source: "file", firstRun: false, problems: [] }
    : { settings: DEFAULT_SETTINGS, source: "default", firstRun: true, problems: parsed.problems };
  return current;
}

/** The settings in effect (last loaded or saved). */
export function getSettingsState(): SettingsState {
  return current;
}

/** Shorthand for the effective settings. */
export function getSettings(): DesktopSettings {
  return current.settings;
}

/** Calls `listener` after each successful save; returns the unsubscribe function. */
export function onSettingsChanged(listener: (settings: DesktopSettings) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Validates and writes settings.json, then notifies listeners; invalid input is `{ok:false}` with every problem. */
export async function saveSettings(raw: unknown): Promise<SaveSettingsOutcome> {
  const parsed = parseSettings(raw);
  if (!parsed.ok) return { ok: false, problems: parsed.problems };
  await writeFileAtomic(settingsPath(), `${JSON.stringify(parsed.settings, null, 2)}\n`);
  current = { settings: parsed.settings, source: "file", firstRun: false, problems: [] };
  for (const listener of listeners) listener(parsed.settings);
  return { ok: true };
}

/** Registers `settings:get` and `settings:set`. */
export function setupSettings(): void {
  handle("settings:get", () => getSettingsState());
  handle("settings:set", (_event, settings) => saveSettings(settings));
}
