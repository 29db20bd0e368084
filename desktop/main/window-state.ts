/**
 * Remembered window size and position (userData/window-state.json): read and
 * validated at start, placed back on a display that still exists, saved when
 * the window moves, resizes or closes.
 */
import { join } from "node:path";
import { app, screen, type BrowserWindow, type Rectangle } from "electron";
import { z } from "zod";
import { readOptionalFile, writeFileAtomic } from "./files";

const stateSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(400).max(20_000),
  height: z.number().int().min(300).max(20_000),
  isMaximized: z.boolean().default(false),
});

/** Saved bounds in screen DIPs; x/y absent means "centre on the primary display". */
export type WindowState = z.infer<typeof stateSchema>;

/** Size of a first window: 1280 × 800 DIPs, centred. */
export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 800, isMaximized: false };

/** Absolute path of window-state.json. */
export function windowStatePath(): string {
  return join(app.getPath("userData"), "window-state.json");
}

/** True when at least 100 × 50 DIPs of the window overlap some display's work area. */
export function isVisibleOnSomeDisplay(bounds: Rectangle, workAreas: Rectangle[]): boolean {
  return workAreas.some((area) => {
    const width = Math.min(bounds.x + bounds.width, area.x + area.width) - Math.max(bounds.x, area.x);
    const height = Math.min(bounds.y + bounds.height, area.y + area.height) - Math.max(bounds.y, area.y);
    return width >= 100 && height >= 50;
  });
}

/** Loads the saved state; a missing, corrupt or off-screen state gives the default (or just drops x/y). */
export async function loadWindowState(): Promise<WindowState> {
  const raw = await readOptionalFile(windowStatePath());
  if (!raw) return { ...DEFAULT_WINDOW_STATE };
  let parsed: ReturnType<typeof stateSchema.safeParse>;
  try {
    parsed = stateSchema.safeParse(JSON.parse(raw.toString("utf8")));
  } catch {
    return { ...DEFAULT_WINDOW_STATE };
  }
  if (!parsed.success) return { ...DEFAULT_WINDOW_STATE };
  const state = parsed.data;
  if (state.x === undefined || state.y === undefined)
    return { width: state.width, height: state.height, isMaximized: state.isMaximized };
  const workAreas = screen.getAllDisplays().map((display) => display.workArea);
  const bounds = { x: state.x, y: state.y, width: state.width, height: state.height };
  if (!isVisibleOnSomeDisplay(bounds, workAreas))
    return { width: state.width, height: state.height, isMaximized: state.isMaximized };
  return state;
}

/** Writes the window's normal (un-maximized) bounds and maximized flag. */
export async function saveWindowState(window: BrowserWindow): Promise<void> {
  if (window.isDestroyed()) return;
  const bounds = window.getNormalBounds();
  const state: WindowState = { ...bounds, isMaximized: window.isMaximized() };
  await writeFileAtomic(windowStatePath(), `${JSON.stringify(state)}\n`);
}

/** Saves the state 500 ms after the last move/resize and immediately on close. */
export function trackWindowState(window: BrowserWindow): void {
  let timer: NodeJS.Timeout | undefined;
  const save = () => {
    clearTimeout(timer);
    saveWindowState(window).catch((error: unknown) => console.warn("Could not save window state", error));
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(save, 500);
  };
  window.on("resize", later);
  window.on("move", later);
  window.on("close", save);
}
