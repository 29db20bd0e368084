/** The All / Published / Draft filter beside an admin list's search box (issue #12 Drafts). */
import { SegmentedControl } from "@mantine/core";
import type { ContentStatus } from "../../types/domain";
import { useAdminI18n } from "../i18n";
import { statusOf } from "./editorial-status";

/** What the list shows: every item, or the items of one status. */
export type StatusFilterValue = "all" | ContentStatus;

/** Whether `row` is shown under `filter`. */
export const matchesStatus = (filter: StatusFilterValue, row: { status?: string | null }): boolean =>
  filter === "all" || statusOf(row) === filter;

/** Props of StatusFilter. */
export interface StatusFilterProps {
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
}

/** Three segments, labelled in the admin language; a radio group named 'Show' for assistive technology. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const { t } = useAdminI18n();
  return (
    <SegmentedControl
      aria-label={t("editorial.filterLabel")}
      value={value}
      onChange={(v) => onChange(v as StatusFilterValue)}
      data={[
        { value: "all", label: t("editorial.all") },
        { value: "published", label: t("editorial.published") },
        { value: "draft", label: t("editorial.draft") },
      ]}
    />
  );
}
