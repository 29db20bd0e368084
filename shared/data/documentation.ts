/** Documentation entries data access (spec §7; `documents` is a list of {name, name_zh?, download_url}, issue #10). */
import type { AppSupabaseClient } from "../supabase/client";
import type { Tables } from "../types/database";
import type { DocumentLink, Documentation, DocumentationInput, DocumentationUpdate } from "../types/domain";
import { deleteRow, insertRow, listForAdmin, listOrdered, updateRow } from "./content";

/** Keeps only well-formed `{name, download_url}` entries of a stored `documents` value, with their `name_zh` when it is text. */
export function parseDocuments(value: unknown): DocumentLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((d) =>
    d && typeof d === "object" && typeof d.name === "string" && typeof d.download_url === "string"
      ? [
          {
            name: d.name,
            ...(typeof d.name_zh === "string" && d.name_zh.trim() ? { name_zh: d.name_zh } : {}),
            download_url: d.download_url,
          },
        ]
      : [],
  );
}

/** A generated `documentation` row with its `documents` JSON narrowed to well-formed links. */
const normalise = (row: Tables<"documentation">): Documentation => ({
  ...row,
  documents: parseDocuments(row.documents),
});

/** All documentation entries a visitor may see, newest `created_at` first (public page). @throws DataError */
export async function listDocumentation(client: AppSupabaseClient): Promise<Documentation[]> {
  const rows = await listOrdered(client, "documentation", "created_at");
  return rows.map(normalise);
}

/**
 * Admin list: every documentation entry not in the trash (drafts too),
 * newest `created_at` first (issue #12). @throws DataError
 */
export async function listDocumentationForAdmin(client: AppSupabaseClient): Promise<Documentation[]> {
  const rows = await listForAdmin(client, "documentation");
  return rows.map(normalise);
}

/** Inserts one documentation entry. @throws DataError */
export const createDocumentation = (client: AppSupabaseClient, input: DocumentationInput): Promise<void> =>
  insertRow(client, "documentation", { ...input });

/** Updates documentation entry `id` with the whole form object. @throws DataError */
export const updateDocumentation = (client: AppSupabaseClient, id: string, input: DocumentationUpdate): Promise<void> =>
  updateRow(client, "documentation", id, { ...input });

/** Deletes documentation entry `id`. @throws DataError */
export const deleteDocumentation = (client: AppSupabaseClient, id: string): Promise<void> =>
  deleteRow(client, "documentation", id);
