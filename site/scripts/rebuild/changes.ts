/**
 * The changes a site build request carries (issue #27): the `changes`
 * column of `public.site_builds` (migration 20261202100000_site_builds.sql),
 * one entry per changed row, merged while the request waited.
 */
import { z } from "zod";
import { CONTENT_TABLES } from "../../../shared/types/domain";

/** The tables whose changes the builder knows what to do with; any other means "re-render everything". */
export const KNOWN_CHANGE_TABLES = [...CONTENT_TABLES, "catalog_files"] as const;

/** One changed row: its table, id, and its slug and previous slugs when it has an item page. */
export interface SiteChange {
  table: string;
  id: string;
  slug?: string | null;
  previous_slugs?: string[] | null;
}

const changeSchema = z.object({
  table: z.string(),
  id: z.string().min(1),
  slug: z.string().nullish(),
  previous_slugs: z.array(z.string()).nullish(),
});

/**
 * The changes of a build record, or null when they do not say what changed
 * (not an array, an entry of another shape or of an unknown table, or none
 * at all: a manual "update the site now"): then every page is re-rendered.
 */
export function parseChanges(value: unknown): SiteChange[] | null {
  const parsed = z.array(changeSchema).safeParse(value);
  if (!parsed.success || parsed.data.length === 0) return null;
  const known: readonly string[] = KNOWN_CHANGE_TABLES;
  return parsed.data.every((change) => known.includes(change.table)) ? parsed.data : null;
}
