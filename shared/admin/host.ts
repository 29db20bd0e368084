/**
 * What a host (the site at /admin, or the desktop console) hands the shared
 * admin UI. Nothing in shared/admin may assume a browser where the desktop
 * differs: the captcha, the session storage (inside `client`) and "open in a
 * new tab" all come in through this interface (spec §2 Admin, issue #4/#5).
 */
import type { ComponentType } from "react";
import type { FileKind } from "../data/content-objects";
import type { AppSupabaseClient } from "../supabase/client";
import type { AdminLanguage } from "./i18n";

/** Props every captcha widget provider implements (spec §4 Captcha token). */
export interface CaptchaWidgetProps {
  /** Called with the token once the captcha is solved. */
  onVerify: (token: string) => void;
  /** Called when the widget fails; the token must be cleared. */
  onError: (message?: string) => void;
  /** Called when a solved token expires; the token must be cleared. */
  onExpire: () => void;
  /** Incremented by the sign-in form to reset the widget (after a failed sign-in). */
  resetSignal: number;
  /** The admin language the widget's own labels follow (issue #10); a change relabels it. */
  language: AdminLanguage;
}

/** Everything the shared admin UI needs from its host (site: browser; desktop: Electron renderer). */
export interface AdminHost {
  /** The Supabase client, created with the host's session storage. */
  client: AppSupabaseClient;
  /** The captcha widget of the configured provider (ALTCHA locally, hCaptcha on hosted Supabase). */
  CaptchaWidget: ComponentType<CaptchaWidgetProps>;
  /** Opens a URL outside the app: a new browser tab, or the system browser on desktop. */
  openExternal: (url: string) => void;
  /**
   * Optional native file chooser for the catalog upload (desktop Open File
   * dialog). Returns null when the user cancels. The browser uses the dropzone's own.
   */
  pickCatalogFile?: () => Promise<File | null>;
  /**
   * Optional native file chooser for the content dialogs' file fields (issue
   * #11, desktop Open File dialog): a document (PDF, DOC, DOCX) or an image
   * (PNG, JPEG, WebP). Returns null when the user cancels or the file is
   * refused (the host says why). The browser uses the dropzone's own.
   */
  pickFile?: (kind: FileKind) => Promise<File | null>;
  /**
   * Optional system notification (issue #9: new enquiries while the console is
   * open). `title` and `body` are plain text. The desktop console shows the
   * operating system's notification through main; a host without it (the
   * site's /admin) gets none: the inbox and its count card update in place.
   * Must not throw; a failure is the host's to log.
   */
  notify?: (title: string, body: string) => void;
  /**
   * Optional home page of the host's public site in an admin language (the
   * site's /admin: "/" or "/zh"). The admin's not-found page links to it with
   * 'Return to Home' (spec §2); a host without a public site (desktop) has none.
   */
  siteHome?: (language: AdminLanguage) => string;
}
