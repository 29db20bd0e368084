/**
 * The seeded accounts (spec §6: one admin, one signed-in account without a
 * role; issue #29: one author and one publisher), apart from the seed itself
 * so tests and tools can name them without loading the seed's PDF and image
 * code. Roles are `public.admin_users.role` (docs/team-roles.md); the editor
 * has no row there: it is the "no-role account" of issue #29.
 */

/** One seeded account: e-mail and password. */
export interface SeedAccount {
  email: string;
  password: string;
}

/**
 * Seeded accounts. `author` and `publisher` are optional so a caller that
 * names only the spec's two (the local server's SEED_* settings) still seeds
 * them with the defaults below.
 */
export interface SeedAccountList {
  /** Role admin. */
  admin: SeedAccount;
  /** Signed in, no role. */
  editor: SeedAccount;
  /** Role author (issue #29). */
  author?: SeedAccount;
  /** Role publisher (issue #29). */
  publisher?: SeedAccount;
}

/** The default seeded accounts (passwords of at least 12 characters, issue #29's staff policy). */
export const DEFAULT_SEED_ACCOUNTS = {
  admin: { email: "admin@example.com", password: "admin-password" },
  editor: { email: "editor@example.com", password: "editor-password" },
  author: { email: "author@example.com", password: "author-password-1" },
  publisher: { email: "publisher@example.com", password: "publisher-password-1" },
} as const satisfies Required<SeedAccountList>;
