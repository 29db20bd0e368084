/**
 * Scheduled publishing (issue #26): the one source of the go-live column's
 * name and of the rules the admin reads a row's schedule by. The migration
 * supabase/migrations/20261130100000_scheduled_publishing.sql adds the same
 * column to the five managed content tables and hides a published row from
 * visitors (RLS) while `publish_at > now()`; nothing has to run at the
 * go-live time.
 *
 * The admin form holds the time as a `datetime-local` input value
 * ("YYYY-MM-DDTHH:mm", the browser's local time zone); the database holds a
 * timestamptz (ISO 8601 with offset on the wire).
 */

/** The go-live column of every managed content table. */
export const PUBLISH_AT_COLUMN = "publish_at" as const;

/** A row as far as its schedule is concerned. */
export interface SchedulableRow {
  status?: string | null;
  publish_at?: string | null;
}

/**
 * Whether `row` is published but waiting for its go-live time: status
 * `published` and a `publish_at` later than `now` (what RLS hides from
 * visitors). A draft is never "scheduled": it is a draft.
 */
export function isScheduled(row: SchedulableRow, now: Date = new Date()): boolean {
  if (row.status !== "published" || !row.publish_at) return false;
  const at = Date.parse(row.publish_at);
  return Number.isFinite(at) && at > now.getTime();
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A stored timestamptz as a `datetime-local` input value in the local time
 * zone ("2026-12-01T09:30"); "" for null, absent or unreadable.
 */
export function publishAtToField(value: string | null | undefined): string {
  if (!value) return "";
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A `datetime-local` input value (local time) as the ISO timestamp to store,
 * or null when blank (no schedule: live as soon as published). Returns
 * undefined for text that is no date and time (the schema refuses it).
 * A time in the past is kept: it means "live now".
 */
export function publishAtFromField(value: string): string | null | undefined {
  const text = value.trim();
  if (text === "") return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(text)) return undefined;
  const d = new Date(text); // no offset: read as local time, as the input shows it
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}
