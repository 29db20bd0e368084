/**
 * The seeded accounts (spec §6: one admin, one signed-in non-admin), apart
 * from the seed itself so tests and tools can name them without loading the
 * seed's PDF and image code.
 */

/** Seeded accounts (spec §6: one admin, one signed-in non-admin). */
export interface SeedAccountList {
  admin: { email: string; password: string };
  editor: { email: string; password: string };
}

/** The default seeded accounts. */
export const DEFAULT_SEED_ACCOUNTS: SeedAccountList = {
  admin: { email: "admin@example.com", password: "admin-password" },
  editor: { email: "editor@example.com", password: "editor-password" },
};
