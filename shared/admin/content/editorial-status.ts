/**
 * An item's publication state in the admin (issue #12 Drafts): read from a
 * row, and what the dialog's save shortcut (Ctrl/Cmd+S) and Enter save as.
 */
import type { ContentStatus } from "../../types/domain";

/** A row's status: `draft` only when the row says so; anything else (older rows, no column) is published. */
export const statusOf = (row: { status?: string | null }): ContentStatus =>
  row.status === "draft" ? "draft" : "published";

/**
 * The status a save without an explicit choice keeps (Ctrl/Cmd+S, Enter in a
 * field): a new item or a draft is saved as a draft, a published item stays
 * published (the spec's Update). It never publishes anything that was not
 * already public.
 */
export const defaultSaveStatus = (current: ContentStatus | null): ContentStatus =>
  current === "published" ? "published" : "draft";
