/**
 * A Mantine Badge that always shows its whole text (issue #25, "Admin
 * screens a user tripped over"). Mantine's Badge clips its label with an
 * ellipsis (`overflow: hidden`), and an element that clips may shrink to
 * nothing in a flex row or an auto-width table column: at 1280 px the
 * Enquiries tab's count read "1…" (a `circle` badge is also only as wide as
 * it is high) and the inbox's status badges "NE…". With this style the
 * badge is never narrower than its text and never shrinks in a row.
 */
import type { CSSProperties } from "react";

/** Style for a Badge root: at least as wide as its text (and as high), never shrunk by its row or column. */
export const WHOLE_BADGE: CSSProperties = {
  minWidth: "max-content",
  flexShrink: 0,
};
