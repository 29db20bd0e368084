/** Case studies data access (spec §7; created as a one-item array). */
import type { AppSupabaseClient } from "../supabase/client";
import type { Tables, TablesInsert, TablesUpdate } from "../types/database";
import { deleteRow, insertRow, listForAdmin, listOrdered, updateRow } from "./content";

/** Public list: all case studies, newest `year` first. @throws DataError */
export const listCaseStudies = (client: AppSupabaseClient): Promise<Tables<"case_studies">[]> =>
  listOrdered(client, "case_studies", "year");

/** Admin list: every item not in the trash (drafts too), newest `created_at` first (issue #12). @throws DataError */
export const listCaseStudiesForAdmin = (client: AppSupabaseClient): Promise<Tables<"case_studies">[]> =>
  listForAdmin(client, "case_studies");

/** Inserts one case study, sent as a one-item array (spec §7 Create). @throws DataError */
export const createCaseStudy = (client: AppSupabaseClient, input: TablesInsert<"case_studies">): Promise<void> =>
  insertRow(client, "case_studies", { ...input }, true);

/** Updates case study `id` with the whole form object. @throws DataError */
export const updateCaseStudy = (
  client: AppSupabaseClient,
  id: string,
  input: TablesUpdate<"case_studies">,
): Promise<void> => updateRow(client, "case_studies", id, { ...input });

/** Deletes case study `id`. @throws DataError */
export const deleteCaseStudy = (client: AppSupabaseClient, id: string): Promise<void> =>
  deleteRow(client, "case_studies", id);
