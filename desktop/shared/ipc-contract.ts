/**
 * The one typed IPC contract of the desktop console (issue #5). Every channel
 * is named here once ('noun:verb'); main's `handle()`/`on()` and both
 * preloads derive argument and result types from these maps, so a channel
 * cannot be registered or called with the wrong shape.
 */
import { LANGUAGES, type Language } from "../../shared/i18n/languages";
import type { DesktopSettings, SettingsProblem } from "./settings";

/** Where the captcha web view is drawn, in window-content DIPs (CSS px at zoom 1). */
export interface CaptchaBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A language of the admin console (issue #10): what its EN / 中文 toggle chose. */
export type ConsoleLanguage = Language;

/** Every console language, for the argument schemas. */
export const CONSOLE_LANGUAGES = LANGUAGES;

/** The language the captcha page labels its widget in: the admin console's (issue #10). */
export type CaptchaLanguage = ConsoleLanguage;

/** Every captcha language, for the argument schema. */
export const CAPTCHA_LANGUAGES = CONSOLE_LANGUAGES;

/** Size the captcha page asks for, in CSS px (hCaptcha's challenge needs far more room than its checkbox). */
export interface CaptchaSize {
  width: number;
  height: number;
}

/** What a content dialog's file field holds (issue #11): a document (PDF, DOC, DOCX) or an image (PNG, JPEG, WebP). */
export type ContentFileKind = "document" | "image";

/** Every content file kind, for the argument schema. */
export const CONTENT_FILE_KINDS = ["document", "image"] as const satisfies readonly ContentFileKind[];

/** A file read by main after the Open File dialog; `bytes` is the whole file (≤ its kind's limit). */
export interface PickedFile {
  name: string;
  /** MIME type derived from the extension (pdf/doc/docx). */
  type: string;
  bytes: Uint8Array;
}

/** What `settings:get` returns: the effective settings and where they came from. */
export interface SettingsState {
  settings: DesktopSettings;
  /** "file" when userData/settings.json was read and valid; "default" otherwise. */
  source: "file" | "default";
  /** True until the user saves settings once (the renderer then shows the first-run screen). */
  firstRun: boolean;
  /** Problems found in a bad settings.json (it was ignored); empty when fine. */
  problems: SettingsProblem[];
}

/** Result of operations that can fail for a user-visible reason; errors are values. */
export type Outcome = { ok: true } | { ok: false; error: string };

/** Result of `settings:set`: saved, or every problem of the refused settings (issue #25: typed, not joined text). */
export type SaveSettingsOutcome = { ok: true } | { ok: false; problems: SettingsProblem[] };

/** Renderer → main request/response channels (ipcRenderer.invoke / ipcMain.handle). */
export interface InvokeContract {
  "settings:get": { args: []; result: SettingsState };
  "settings:set": { args: [settings: DesktopSettings]; result: SaveSettingsOutcome };
  "session:get": { args: [key: string]; result: string | null };
  "session:set": { args: [key: string, value: string]; result: void };
  "session:remove": { args: [key: string]; result: void };
  "captcha:open": { args: [bounds: CaptchaBounds, language: CaptchaLanguage]; result: void };
  "captcha:reset": { args: []; result: void };
  "captcha:close": { args: []; result: void };
  "catalog:open-file": { args: []; result: PickedFile | null };
  "content:open-file": { args: [kind: ContentFileKind]; result: PickedFile | null };
  "shell:open-external": { args: [url: string]; result: Outcome };
  "notification:show": { args: [title: string, body: string]; result: Outcome };
  "menu:set-language": { args: [language: ConsoleLanguage]; result: void };
}

/** Main → renderer events (webContents.send / ipcRenderer.on). */
export interface EventContract {
  "captcha:token": [token: string];
  "captcha:error": [message: string];
  "captcha:expired": [];
  "captcha:resize": [size: CaptchaSize];
  "menu:open-settings": [];
}

/** Captcha page (inside the web view) → main one-way messages (ipcRenderer.send / ipcMain.on). */
export interface CaptchaPageContract {
  "captcha-page:token": [token: string];
  "captcha-page:error": [message: string];
  "captcha-page:expired": [];
  "captcha-page:resize": [size: CaptchaSize];
}

/** Name of a renderer → main channel. */
export type InvokeChannel = keyof InvokeContract;
/** Argument tuple of an invoke channel. */
export type InvokeArgs<C extends InvokeChannel> = InvokeContract[C]["args"];
/** Resolved result of an invoke channel. */
export type InvokeResult<C extends InvokeChannel> = InvokeContract[C]["result"];
/** Name of a main → renderer event. */
export type EventChannel = keyof EventContract;
/** Name of a captcha page → main channel. */
export type CaptchaPageChannel = keyof CaptchaPageContract;

/** Every invoke channel, for registration checks and tests. */
export const INVOKE_CHANNELS = [
  "settings:get",
  "settings:set",
  "session:get",
  "session:set",
  "session:remove",
  "captcha:open",
  "captcha:reset",
  "captcha:close",
  "catalog:open-file",
  "content:open-file",
  "shell:open-external",
  "notification:show",
  "menu:set-language",
] as const satisfies readonly InvokeChannel[];

/** Every main → renderer event channel. */
export const EVENT_CHANNELS = [
  "captcha:token",
  "captcha:error",
  "captcha:expired",
  "captcha:resize",
  "menu:open-settings",
] as const satisfies readonly EventChannel[];

/** Every captcha page → main channel. */
export const CAPTCHA_PAGE_CHANNELS = [
  "captcha-page:token",
  "captcha-page:error",
  "captcha-page:expired",
  "captcha-page:resize",
] as const satisfies readonly CaptchaPageChannel[];

/** Longest notification title main accepts, in characters (issue #9). */
export const MAX_NOTIFICATION_TITLE = 200;
/** Longest notification body main accepts, in characters (issue #9). */
export const MAX_NOTIFICATION_BODY = 1000;

/**
 * Accepted catalog extensions and their MIME types (spec §5: .pdf, .doc,
 * .docx only) and the upper bound of a catalog file in bytes (50 MiB, the
 * storage bucket's limit): shared/types/domain.ts's values (issue #25).
 */
export { CATALOG_MIME_TYPES as CATALOG_TYPES, CATALOG_MAX_BYTES as MAX_CATALOG_BYTES } from "../../shared/types/domain";

/**
 * Accepted content image extensions and their MIME types (issue #11: PNG,
 * JPEG, WebP; never SVG) and their upper bound in bytes (5 MiB), the
 * content-images bucket's own values.
 */
export {
  IMAGE_MIME_TYPES as IMAGE_TYPES,
  IMAGE_MAX_BYTES as MAX_IMAGE_BYTES,
} from "../../shared/content/storage-layout";

/** The bridge the main preload exposes as `window.desktop` (named verbs, never ipcRenderer). */
export interface DesktopBridge {
  /** Reads the effective settings (defaults when settings.json is missing or bad). */
  getSettings(): Promise<SettingsState>;
  /** Validates and saves settings.json, then main reloads the window. */
  saveSettings(settings: DesktopSettings): Promise<SaveSettingsOutcome>;
  /** Supabase storage adapter: the decrypted value of `key`, or null. */
  sessionGet(key: string): Promise<string | null>;
  /** Supabase storage adapter: encrypts and stores `value` under `key`. */
  sessionSet(key: string, value: string): Promise<void>;
  /** Supabase storage adapter: removes `key` (the file is wiped when empty). */
  sessionRemove(key: string): Promise<void>;
  /**
   * Shows (or moves) the captcha web view over `bounds`, its widget labelled in
   * `language` (a different language than the page shows reloads it).
   */
  captchaOpen(bounds: CaptchaBounds, language: CaptchaLanguage): Promise<void>;
  /** Reloads the captcha page so a fresh challenge is shown (after a failed sign-in). */
  captchaReset(): Promise<void>;
  /** Hides and destroys the captcha web view. */
  captchaClose(): Promise<void>;
  /** Native Open File dialog for a catalog; null when cancelled; rejects for a bad type or size. */
  openCatalogFile(): Promise<PickedFile | null>;
  /**
   * Native Open File dialog for a content dialog's file field (issue #11): a
   * document (pdf/doc/docx, ≤ 50 MiB) or an image (png/jpg/jpeg/webp, ≤ 5 MiB);
   * null when cancelled; rejects for a bad type or size.
   */
  openContentFile(kind: ContentFileKind): Promise<PickedFile | null>;
  /** Opens an http(s) URL in the system browser; other schemes are refused. */
  openExternal(url: string): Promise<Outcome>;
  /**
   * Shows a system notification (issue #9: new enquiries); plain text, no
   * markup. Clicking it brings the console to the front. `ok: false` when the
   * system has no notifications.
   */
  notify(title: string, body: string): Promise<Outcome>;
  /**
   * Tells main the admin console's language (issue #10), at start and after
   * each toggle; main rebuilds the native menu and the About box in it.
   */
  setMenuLanguage(language: ConsoleLanguage): Promise<void>;
  /** Subscribes to a main → renderer event; returns the unsubscribe function. */
  on<E extends EventChannel>(event: E, listener: (...args: EventContract[E]) => void): () => void;
}

/** The bridge the captcha preload exposes as `window.captchaBridge` inside the web view. */
export interface CaptchaPageBridge {
  /** Hands the solved captcha token to the desktop app. */
  sendToken(token: string): void;
  /** Reports a widget failure (the app clears its token). */
  sendError(message: string): void;
  /** Reports that the solved token expired (the app clears its token). */
  sendExpired(): void;
  /** Asks for a bigger or smaller area (CSS px, clamped by main), e.g. while hCaptcha's challenge is open. */
  sendSize(width: number, height: number): void;
}
