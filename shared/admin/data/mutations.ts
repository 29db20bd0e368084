/**
 * The admin's writes as react-query mutations (issue #25): each one calls
 * its data function and then invalidates the queries it changed, so every
 * list, count, trash, history and the activity refresh themselves; no screen
 * passes `onSaved`/`onChanged` callbacks up the tree. Toasts stay with the
 * screens (they know the wording). Every mutation rejects with the data
 * function's DataError; react-query does not retry it.
 */
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type CatalogDetails,
  type CatalogUploadOptions,
  deleteCatalogFile,
  setCatalogStatus,
  uploadCatalogFile,
} from "../../data";
import { saveContentItem, type SaveItemOptions } from "../../data/content-save";
import { deleteForever, moveToTrash, restoreFromTrash, type TrashedRow } from "../../data/content-trash";
import { type ItemVersions, restoreItemVersion } from "../../data/content-versions";
import { deleteEnquiry, type Enquiry, updateEnquiry } from "../../data/enquiries";
import type { EnquiryStatus } from "../../enquiries/forms";
import type { CatalogFile, ContentStatus, EditorialTable } from "../../types/domain";
import { useAdminHost } from "../auth/admin-context";
import { placeChangedFiles } from "./file-placement";
import { adminKeys } from "./query-keys";

/**
 * After an item of `table` changed (saved, published, moved to draft,
 * trashed, restored, deleted forever): that type's list, trash, trash count
 * and histories, the count cards and the recent activity. Resolves once the
 * shown ones have reloaded; never rejects (a failed reload is the query's error).
 */
export async function invalidateContent(queryClient: QueryClient, table: EditorialTable): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.content(table) }),
    queryClient.invalidateQueries({ queryKey: adminKeys.counts() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.activity() }),
    // A change visitors see requests a build (issue #27): the site status reads it at once.
    queryClient.invalidateQueries({ queryKey: adminKeys.siteBuilds() }),
  ]);
}

/** After a catalog upload or delete: the catalog list and the count cards. Never rejects. */
export async function invalidateCatalog(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.catalog() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.counts() }),
  ]);
}

/**
 * Saves a content item with saveContentItem (files first, then the row
 * through `options.write`, which holds the dialog's stale-save check) and
 * refreshes that type's queries. Resolves with the release report of
 * replaced files. Rejects with StaleSaveError when the item changed since it
 * was loaded (nothing refreshed: the dialog explains), or any DataError.
 */
export function useSaveContentItem<Input>(table: EditorialTable) {
  const { client } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: Omit<SaveItemOptions<Input>, "table">) => saveContentItem(client, { ...options, table }),
    onSuccess: (_report, { id }) => {
      void invalidateContent(queryClient, table);
      void placeChangedFiles(client, [{ table, id }]);
    },
  });
}

/** Moves item `id` of `table` to the trash (issue #12) and refreshes that type's queries. */
export function useMoveToTrash(table: EditorialTable) {
  const { client } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => moveToTrash(client, table, id),
    onSuccess: (_data, id) => {
      void invalidateContent(queryClient, table);
      void placeChangedFiles(client, [{ table, id }]);
    },
  });
}

/**
 * Restores item `id` of `table` from the trash (Restore; Undo uses the plain
 * call with invalidateContent, since its toast outlives the tab). Refreshes
 * that type's queries whether it worked or not (someone may have restored or
 * deleted it meanwhile).
 */
export function useRestoreFromTrash(table: EditorialTable) {
  const { client } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => restoreFromTrash(client, table, id),
    onSettled: (_data, _error, id) => {
      void invalidateContent(queryClient, table);
      void placeChangedFiles(client, [{ table, id }]);
    },
  });
}

/** What useRestoreVersion restores: item `id`'s versions as the History read them, and the chosen entry. */
export interface VersionRestore {
  id: string;
  versions: ItemVersions;
  entryId: string;
}

/**
 * "Restore this version" (issue #25): writes item `id` of `table` back to the
 * version it had right after the chosen history entry, through the stale-save
 * check (restoreItemVersion); resolves with the fields written. Refreshes that
 * type's queries (list, trash, histories), the counts and the activity whether
 * it worked or not: a refused restore means the item changed meanwhile.
 * Rejects with StaleSaveError or any DataError.
 */
export function useRestoreVersion(table: EditorialTable) {
  const { client } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, versions, entryId }: VersionRestore) => restoreItemVersion(client, table, id, versions, entryId),
    onSettled: (_data, _error, { id }) => {
      void placeChangedFiles(client, [{ table, id }]);
      return invalidateContent(queryClient, table);
    },
  });
}

/**
 * Deletes a trashed item of `table` forever and releases its files; resolves
 * with the release report. Refreshes that type's queries whether it worked or not.
 */
export function useDeleteForever(table: EditorialTable) {
  const { client } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: TrashedRow & object) => deleteForever(client, table, row),
    onSettled: () => void invalidateContent(queryClient, table),
  });
}

/** One catalog upload of the form (issue #27): the file, its details, and the upload's progress and cancel. */
export interface CatalogUpload {
  file: File;
  details: CatalogDetails;
  options?: CatalogUploadOptions;
}

/**
 * Uploads a catalog file with its details (spec §7 Catalog upload, issue
 * #27); refreshes the list and the counts, also after a failure or a cancel.
 */
export function useUploadCatalogFile() {
  const { client } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, details, options }: CatalogUpload) => uploadCatalogFile(client, file, details, options),
    onSettled: (row) => {
      void invalidateCatalog(queryClient);
      if (row) void placeChangedFiles(client, [{ table: "catalog_files", id: row.id }]);
    },
  });
}

/** Publishes or unpublishes a catalog file (issue #27); refreshes the list. */
export function useSetCatalogStatus() {
  const { client } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContentStatus }) => setCatalogStatus(client, id, status),
    onSettled: (_row, _error, { id }) => {
      void invalidateCatalog(queryClient);
      void placeChangedFiles(client, [{ table: "catalog_files", id }]);
    },
  });
}

/**
 * Deletes a catalog file (spec §7 Catalog delete); resolves with the items
 * that still use it (issue #11). Refreshes the list and the counts.
 */
export function useDeleteCatalogFile() {
  const { client } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Pick<CatalogFile, "id" | "file_url">) => deleteCatalogFile(client, file),
    onSuccess: () => void invalidateCatalog(queryClient),
  });
}

/** A change to one enquiry: its status, its note, or both. */
export interface EnquiryChange {
  id: string;
  patch: { status?: EnquiryStatus; note?: string | null };
}

/**
 * Saves an enquiry's status or note (issue #9). The inbox shows the change at
 * once and then reloads (statuses and notes may have changed elsewhere too).
 */
export function useUpdateEnquiry() {
  const { client } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: EnquiryChange) => updateEnquiry(client, id, patch),
    onSuccess: (_data, { id, patch }) => {
      queryClient.setQueryData<Enquiry[]>(adminKeys.enquiryList(), (rows) =>
        rows?.map((row) => (row.id === id ? { ...row, ...patch } : row)),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.enquiryList() });
    },
  });
}

/**
 * Deletes enquiry `id` (a visitor's deletion request, issue #9). Loads and
 * polls under way are cancelled first, so none of them brings the row back;
 * then the inbox drops it and reloads.
 */
export function useDeleteEnquiry() {
  const { client } = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteEnquiry(client, id),
    onSuccess: async (_data, id) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.enquiries() });
      queryClient.setQueryData<Enquiry[]>(adminKeys.enquiryList(), (rows) => rows?.filter((row) => row.id !== id));
      void queryClient.invalidateQueries({ queryKey: adminKeys.enquiryList() });
    },
  });
}
