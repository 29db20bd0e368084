/**
 * What the public site needs of the catalog files (issue #27): the columns a
 * Download Catalog button reads and the pick of the file it offers. No
 * client or schema code here, so the site's small entry may import it.
 */
import type { Tables } from "../types/database";
import { CATALOG_FALLBACK_LANGUAGE } from "../types/domain";

/** A public Download Catalog button's file: the row, and whether it is the English fallback of a missing Chinese one. */
export interface CatalogPick<T> {
  catalog: T;
  /** True when the page's language had no catalog and the English one is offered instead (issue #27). */
  fallback: boolean;
}

/**
 * The catalog a Download Catalog button of `category` offers on a page in
 * `language` (issue #27): the newest published row of that category and
 * language, else (for Chinese) the newest English one with `fallback` set,
 * else null. `rows` is any list of catalog rows; drafts are ignored and the
 * newest is the latest `created_at`, whatever the list's order.
 */
export function pickCatalog<T extends Pick<Tables<"catalog_files">, "category" | "language" | "status" | "created_at">>(
  rows: readonly T[],
  category: string,
  language: string,
): CatalogPick<T> | null {
  const newest = (lang: string): T | undefined =>
    rows
      .filter((r) => r.category === category && r.language === lang && r.status === "published")
      .reduce<T | undefined>((best, r) => (!best || r.created_at > best.created_at ? r : best), undefined);
  const own = newest(language);
  if (own) return { catalog: own, fallback: false };
  if (language === CATALOG_FALLBACK_LANGUAGE) return null;
  const english = newest(CATALOG_FALLBACK_LANGUAGE);
  return english ? { catalog: english, fallback: true } : null;
}

/** The columns the public site reads of a catalog (issue #27): what the buttons need, nothing more. */
export const PUBLIC_CATALOG_COLUMNS = [
  "id",
  "title",
  "name",
  "file_url",
  "category",
  "language",
  "status",
  "created_at",
] as const;
/** A catalog as the public site has it. */
export type PublicCatalog = Pick<Tables<"catalog_files">, (typeof PUBLIC_CATALOG_COLUMNS)[number]>;
