/**
 * The admin auth state machine (spec §4 Admin access, Auth state; §6; §8
 * Sign-in and admin check): user, isAdmin, loading, error and the admin check
 * status, kept in a zustand store made per host client.
 */
import type { AuthChangeEvent, Session, User } from "@supabase/supabase-js";
import { createStore, type StoreApi } from "zustand/vanilla";
import {
  DataError,
  isAdmin as fetchIsAdmin,
  signInWithPassword,
  signOut as endSession,
  staffRole as fetchStaffRole,
  type StaffRole,
} from "../../data";
import { type AssuranceLevel, assuranceLevel } from "../../data/mfa";
import type { AppSupabaseClient } from "../../supabase/client";
import { adminLanguage, adminT } from "../i18n";
import { type AdminMessages, en } from "../i18n/en";
import { type Notify, showToast } from "../ui/notify";

/**
 * Admin access (spec §4): unknown, then checking, then admin or not-admin.
 * Since issue #29 'admin' means "a team member" (author, publisher or admin:
 * `role` says which); 'not-admin' an account without a role.
 */
export type AdminAccess = "unknown" | "checking" | "admin" | "not-admin";

/** What the admin screens read from the store. */
export interface AuthState {
  /** The signed-in user, or null. */
  user: User | null;
  /** True only once the is_admin check said so (role admin). */
  isAdmin: boolean;
  /** The team role (issue #29): 'admin' with isAdmin, else staff_role()'s answer; null without one. */
  role: StaffRole | null;
  /**
   * The session's assurance level (issue #29 two-factor sign-in): read with
   * the admin check and again on every session change; null signed out or
   * when it could not be read.
   */
  aal: AssuranceLevel | null;
  /** True until the stored session has been read at start. */
  loading: boolean;
  /** 'Failed to initialize auth' when reading the session failed, else null. */
  error: string | null;
  /** The admin check's status for the current user. */
  access: AdminAccess;
  /**
   * Reads the stored session and subscribes to auth changes; returns the
   * unsubscribe function. Safe to call again (each call has its own subscription).
   */
  init: () => () => void;
  /**
   * Signs in with the captcha token; toasts 'Success' or 'Authentication Error'
   * with the server's message. Resolves true on success; never rejects.
   */
  signIn: (email: string, password: string, captchaToken: string) => Promise<boolean>;
  /** Signs out; toasts 'Success' or 'Error' (spec §8). Resolves true on success; never rejects. */
  signOut: () => Promise<boolean>;
}

type TranslatedAuthError = keyof AdminMessages["authErrors"];

/** Whether Auth error `code` has a translated message (en.ts `authErrors`). */
const isTranslatedAuthError = (code: string | undefined): code is TranslatedAuthError =>
  code !== undefined && Object.hasOwn(en.authErrors, code);

/**
 * The message of a failed sign-in (spec §8: the server's message). In English
 * it is the server's own text; in another admin language a known Auth error
 * code gives its translation and anything else the server's text; without a
 * message, 'Sign-in failed'.
 */
export function signInErrorMessage(err: unknown): string {
  const code = err instanceof DataError ? err.code : undefined;
  if (adminLanguage() !== "en" && isTranslatedAuthError(code)) return adminT(`authErrors.${code}`);
  return err instanceof Error && err.message ? err.message : adminT("toast.signInFailed");
}

/** Options of createAuthStore. */
export interface AuthStoreOptions {
  /** Where toasts go (default: Mantine notifications). */
  notify?: Notify;
}

/** A vanilla zustand store of AuthState; read it in React with `useStore(store, selector)`. */
export type AuthStore = StoreApi<AuthState>;

/**
 * Creates the auth store for one Supabase client (spec §4/§6/§8). The admin
 * check (is_admin RPC) runs once per signed-in user; signing out returns the
 * access to 'unknown'. Call `init()` once the UI mounts.
 */
export function createAuthStore(client: AppSupabaseClient, options: AuthStoreOptions = {}): AuthStore {
  const notify = options.notify ?? showToast;
  // The user the admin check last ran (or runs) for: one check per sign-in,
  // not one per token refresh or tab focus.
  let checkedUserId: string | null = null;

  return createStore<AuthState>()((set, get) => {
    const checkAdmin = async (user: User): Promise<void> => {
      checkedUserId = user.id;
      let admin = false;
      let role: StaffRole | null = null;
      try {
        admin = await fetchIsAdmin(client);
        // Issue #29: authors and publishers may sign in too.
        role = admin ? "admin" : await fetchStaffRole(client);
      } catch (err) {
        console.error("Admin check failed", err);
        notify({
          title: adminT("toast.error"),
          message: adminT(err instanceof DataError ? "toast.adminCheckFailed" : "toast.adminCheckError"),
          destructive: true,
        });
      }
      const aal = await readAal();
      // A sign-out or another sign-in while the RPC ran makes this answer stale.
      if (get().user?.id !== user.id || checkedUserId !== user.id) return;
      set({ access: role ? "admin" : "not-admin", isAdmin: admin, role, aal });
    };

    /** The session's assurance level; null when it cannot be read (issue #29). */
    const readAal = (): Promise<AssuranceLevel | null> => assuranceLevel(client).catch(() => null);

    const applySession = (session: Session | null): void => {
      const user = session?.user ?? null;
      if (!user) {
        checkedUserId = null;
        set({ user: null, isAdmin: false, role: null, aal: null, access: "unknown", loading: false });
        return;
      }
      if (checkedUserId === user.id) {
        set({ user, loading: false });
        // A verified code (or a factor added or removed) changes the level, not the user.
        void readAal().then((aal) => {
          if (get().user?.id === user.id) set({ aal });
        });
        return;
      }
      // User and 'checking' in one update: no render sees a user with access unknown.
      set({ user, loading: false, access: "checking", isAdmin: false, role: null, aal: null });
      void checkAdmin(user);
    };

    return {
      user: null,
      isAdmin: false,
      role: null,
      aal: null,
      loading: true,
      error: null,
      access: "unknown",

      init: () => {
        let active = true;
        const { data } = client.auth.onAuthStateChange((event: AuthChangeEvent) => {
          if (!active || event === "INITIAL_SESSION") return;
          // supabase-js holds its auth lock while it runs this callback, so the
          // work is deferred; and by then the event's own session may be stale
          // (a sign-out followed by a new sign-in), so the current one is read.
          setTimeout(() => {
            if (!active) return;
            void client.auth.getSession().then(({ data: current }) => {
              if (active) applySession(current.session);
            });
          }, 0);
        });
        client.auth
          .getSession()
          .then(({ data: sessionData, error }) => {
            if (!active) return;
            if (error) throw error;
            set({ error: null });
            applySession(sessionData.session);
          })
          .catch((err: unknown) => {
            if (!active) return;
            console.error("Failed to initialize auth", err);
            set({ loading: false, error: "Failed to initialize auth" });
          });
        return () => {
          active = false;
          data.subscription.unsubscribe();
        };
      },

      signIn: async (email, password, captchaToken) => {
        try {
          const { session } = await signInWithPassword(client, email, password, captchaToken);
          notify({ title: adminT("toast.success"), message: adminT("toast.signedIn") });
          applySession(session);
          return true;
        } catch (err) {
          notify({ title: adminT("toast.authErrorTitle"), message: signInErrorMessage(err), destructive: true });
          return false;
        }
      },

      signOut: async () => {
        try {
          await endSession(client);
          applySession(null);
          notify({ title: adminT("toast.success"), message: adminT("toast.signedOut") });
          return true;
        } catch (err) {
          console.error("Sign-out failed", err);
          notify({
            title: adminT("toast.error"),
            message: adminT(err instanceof DataError ? "toast.signOutFailed" : "toast.unexpected"),
            destructive: true,
          });
          return false;
        }
      },
    };
  });
}
