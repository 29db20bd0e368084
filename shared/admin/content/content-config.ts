/** What one content tab needs to know about its entity (spec §2 Admin dashboard, §7, §8 Admin content). */
import type { ComponentType, ReactNode } from "react";
import type { AppSupabaseClient } from "../../supabase/client";
import type { FieldErrors, ParseResult } from "../forms/common";

/** Props every entity's dialog fields component takes. */
export interface FieldsProps<F> {
  /** The current form values. */
  form: F;
  /** Merges `patch` into the form. */
  update: (patch: Partial<F>) => void;
  /** Inline errors from the last submit, keyed by field. */
  errors: FieldErrors<F>;
}

/** The description of one content type's tab: names, calls, form and card. */
export interface ContentConfig<Row extends { id: string }, F, Input> {
  /** Title-case singular for dialog titles: 'White Paper' gives 'Add New White Paper' / 'Edit White Paper'. */
  title: string;
  /** Lower-case singular for toasts: 'white paper' gives 'White paper created successfully'. */
  singular: string;
  /** Lower-case plural for fetch errors, search and empty text: 'white papers'. */
  plural: string;
  list: (client: AppSupabaseClient) => Promise<Row[]>;
  create: (client: AppSupabaseClient, input: Input) => Promise<void>;
  update: (client: AppSupabaseClient, id: string, input: Input) => Promise<void>;
  remove: (client: AppSupabaseClient, id: string) => Promise<void>;
  emptyForm: () => F;
  toForm: (row: Row) => F;
  parse: (form: F) => ParseResult<Input, F>;
  /** The dialog's inputs. */
  Fields: ComponentType<FieldsProps<F>>;
  /** The row's title (card heading and the Edit/Delete accessible names). */
  rowTitle: (row: Row) => string;
  /** Texts the search box matches against. */
  searchText: (row: Row) => (string | number | null | undefined)[];
  /** The card's body under the title. */
  renderSummary: (row: Row) => ReactNode;
}

/** Upper-cases the first letter: 'white paper' to 'White paper'. */
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
