/**
 * The visible "English" marker of an item a Chinese page shows in English
 * (issue #30: database items without a Chinese translation fall back to
 * their English texts, issue #10, and say so): a small outlined badge,
 * "英文" when the item has no Chinese title, "部分为英文" when only some of
 * its shown texts are English. Nothing on English pages. Used by every card
 * (white papers, case studies, videos, documentation, news), the home
 * page's news and the item pages, inside a react-i18next instance holding
 * the site's card texts (`common.inEnglish`, `common.partlyInEnglish`).
 */
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { englishShare, type ContentLocale } from "../content/translations";

/** The marker's `data-testid`, and its attribute saying how much is English ("all", "part"). */
export const ENGLISH_MARKER_TESTID = "english-marker";

/** Props of EnglishMarker. */
export interface EnglishMarkerProps {
  /** The item's row (its `<field>` and `<field>_zh` columns are read). */
  row: object;
  /** The translated fields the card or page shows besides the title ("description", "duration"...). */
  fields?: readonly string[];
  /** The page's language. */
  locale: ContentLocale;
}

/** The marker, or nothing when everything shown is in the page's language. */
export function EnglishMarker({ row, fields = [], locale }: EnglishMarkerProps) {
  const { t } = useTranslation();
  const share = englishShare(row, fields, locale);
  if (!share) return null;
  return (
    <Badge variant="outline" color="gray.7" data-testid={ENGLISH_MARKER_TESTID} data-english={share}>
      {t(share === "all" ? "common.inEnglish" : "common.partlyInEnglish")}
    </Badge>
  );
}
