/**
 * The announcement of a list that changed while the page was open (issue
 * #27: no layout shift from fresh data): "2 new papers · Show" in a small
 * bar fixed at the bottom of the viewport, so it moves nothing; the new rows
 * appear only when the visitor presses Show (lib/use-remote-list.ts). The
 * text sits in a polite live region that is always in the page (empty while
 * nothing waits), so screen readers announce it when it fills.
 */
import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { RemoteList } from "../../lib/use-remote-list";

/** The lists' names in the announcement (`freshList.<kind>_one/_other` in the core copy). */
export type FreshListKind = "whitePapers" | "caseStudies" | "videos" | "documentation" | "news";

/** Props of FreshListBar. */
export interface FreshListBarProps {
  /** The page's list (useRemoteList): its waiting change and how to show it. */
  list: Pick<RemoteList<unknown>, "change" | "showPending">;
  /** Which list's words to use ("2 new papers"). */
  kind: FreshListKind;
}

/** The bar: empty (no box, no clicks) while nothing waits. */
export function FreshListBar({ list, kind }: FreshListBarProps) {
  const { t } = useTranslation();
  const { change } = list;
  const text = !change
    ? ""
    : change.added > 0
      ? t(`freshList.${kind}`, { count: change.added })
      : t("freshList.changed");
  return (
    <div className="fresh-list-bar" data-open={change ? "" : undefined} data-testid="fresh-list-bar">
      <span role="status" aria-live="polite">
        {text}
      </span>
      {change && (
        <Button size="compact-sm" variant="white" onClick={list.showPending}>
          {t("freshList.show")}
        </Button>
      )}
    </div>
  );
}
