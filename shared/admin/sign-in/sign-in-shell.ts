/**
 * The admin's HTML shell, seen from the admin code (issue #24: `/admin` and
 * the desktop renderer paint their sign-in form at once). The shell
 * (site/scripts/admin-shell.ts) is an element `#admin-shell` placed before
 * the React root, which its CSS hides while the shell is there; its sign-in
 * form is a real one (same ids, names and autocomplete as SignInForm), so a
 * visitor can type into it, and a password manager fill it, before the code
 * runs. React renders into the hidden root meanwhile (loading, the session
 * read); the shell goes when the admin has something real to show:
 * SignInForm takes it over (values, focused field, caret) and removes it in
 * the same task, or AdminRoutes removes it once the auth state has settled
 * (a dashboard, Access Denied, not-found), or a host removes it for a screen
 * of its own (the desktop's settings, an error): use-admin-shell-release.ts.
 * No React here: the build scripts import these names.
 */
/** The shell's element id (site/scripts/admin-shell.ts). */
export const ADMIN_SHELL_ID = "admin-shell";

/** `<html>` attribute the shell's script sets when a stored session makes the dashboard likely. */
export const ADMIN_SESSION_ATTRIBUTE = "data-admin-session";

/** Id and name of each sign-in field, shared by the shell's form and SignInForm's inputs. */
export const SIGN_IN_FIELDS = {
  email: { id: "admin-sign-in-email", name: "email" },
  password: { id: "admin-sign-in-password", name: "password" },
} as const;

/** A sign-in field's name: "email" | "password". */
export type SignInField = keyof typeof SIGN_IN_FIELDS;

/** What the visitor left in the shell's form, for SignInForm to start from. */
export interface SignInShellState {
  /** The email input's value ("" when untouched). */
  email: string;
  /** The password input's value (typed or autofilled). */
  password: string;
  /**
   * The field that has focus, with its caret (selection offsets; null where
   * the input type has none, as type=email), or null when neither has it.
   */
  focus: {
    field: SignInField;
    start: number | null;
    end: number | null;
    direction: "forward" | "backward" | "none";
  } | null;
}

const shellElement = (doc: Document): HTMLElement | null => doc.getElementById(ADMIN_SHELL_ID);

/** The shell's input of `field`, or null (no shell, or a shell without the sign-in form). */
function shellInput(doc: Document, field: SignInField): HTMLInputElement | null {
  const input = shellElement(doc)?.querySelector(`#${SIGN_IN_FIELDS[field].id}`);
  return input instanceof HTMLInputElement ? input : null;
}

/**
 * Reads the shell's sign-in form: values, focused field and caret.
 * @returns null when the page has no shell form (already taken over, dev server, tests).
 */
export function readSignInShell(doc: Document = document): SignInShellState | null {
  const email = shellInput(doc, "email");
  const password = shellInput(doc, "password");
  if (!email || !password) return null;
  const focused = doc.activeElement === email ? "email" : doc.activeElement === password ? "password" : null;
  const input = focused === "email" ? email : password;
  return {
    email: email.value,
    password: password.value,
    focus: focused
      ? {
          field: focused,
          start: input.selectionStart,
          end: input.selectionEnd,
          direction: input.selectionDirection ?? "none",
        }
      : null,
  };
}

/** Removes the shell (and its session hint on `<html>`), showing the React root; nothing when it is gone already. */
export function releaseAdminShell(doc: Document = document): void {
  shellElement(doc)?.remove();
  doc.documentElement.removeAttribute(ADMIN_SESSION_ATTRIBUTE);
}
