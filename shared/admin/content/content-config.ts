/** What one content tab needs to know about its entity (spec §2 Admin dashboard, §7, §8 Admin content). */
import type { UseFormReturnType } from "@mantine/form";
import type { ComponentType, ReactNode } from "react";
import type { TranslatedTable } from "../../content/translations";
import type { ContentSchema } from "../../data/content-schemas";
import type { AppSupabaseClient } from "../../supabase/client";
import type { AdminI18n } from "../i18n";

/**
 * A content dialog's form (@mantine/form, issue #25): values `F`, inline
 * errors (FieldError keys, from the last submit) keyed by field, dirty state.
 */
export type ContentForm<F> = UseFormReturnType<F & FormValues>;

/** What @mantine/form's values must be: an object of named fields (so each form type is an alias, not an interface). */
export type FormValues = Record<string, unknown>;

/** Props every entity's dialog fields component takes. */
export interface FieldsProps<F> {
  /** The dialog's form: bind inputs with bound-fields' bindFields / bindFiles. */
  form: ContentForm<F>;
}

/** The description of one content type's tab: names, calls, form and card. */
export interface ContentConfig<Row extends { id: string }, F, Input> {
  /**
   * The table, which also names the entity in every text of the tab (the
   * admin texts' `entities.<table>`: 'Add New White Paper', 'White paper
   * created successfully', 'Search white papers').
   */
  table: TranslatedTable;
  /** Loads the admin list, newest created first (spec §7 Admin lists). */
  list: (client: AppSupabaseClient) => Promise<Row[]>;
  /**
   * Inserts one item (spec §7 Create) with `id`, made in the dialog so that
   * its files are stored under it before the row exists (issue #11).
   */
  create: (client: AppSupabaseClient, input: Input, id: string) => Promise<void>;
  /** Updates item `id` with the whole form object (spec §7 Update). */
  update: (client: AppSupabaseClient, id: string, input: Input) => Promise<void>;
  /**
   * Deletes item `id` at once (spec §7 Delete). Since issue #12 the tab does
   * not call it: Delete moves the item to the trash and "Delete forever"
   * goes through content-trash.ts's deleteForever (trashed rows only).
   */
  remove: (client: AppSupabaseClient, id: string) => Promise<void>;
  /** The Add dialog's starting values. */
  emptyForm: () => F;
  /** The Edit dialog's values, prefilled from a row. */
  toForm: (row: Row) => F;
  /**
   * The type's schema (shared/data/content-schemas, spec §5): validates the
   * form through the zod resolver and turns it into the payload and the files
   * to upload on Save; saveContentItem checks the payload with it again.
   */
  schema: ContentSchema<F, Input>;
  /** The dialog's inputs. */
  Fields: ComponentType<FieldsProps<F>>;
  /** The row's title (card heading and the Edit/Delete accessible names). */
  rowTitle: (row: Row) => string;
  /** Texts the search box matches against. */
  searchText: (row: Row) => (string | number | null | undefined)[];
  /** The card's body under the title, in the admin language of `i18n` (texts, dates, numbers). */
  renderSummary: (row: Row, i18n: AdminI18n) => ReactNode;
}
