/**
 * The inbox's filters (issue #9 item 4): by form, by status and the search box
 * (`matchesSearch` of shared/data/search.ts over `enquirySearchFields`). What the list shows is what
 * "Export CSV" writes.
 */
import { type Enquiry, enquirySearchFields } from "../../data/enquiries";
import { matchesSearch } from "../../data/search";
import type { EnquiryForm, EnquiryStatus } from "../../enquiries/forms";

/** The inbox's filter controls; "" means "all". */
export interface InboxFilter {
  form: EnquiryForm | "";
  status: EnquiryStatus | "";
  /** Free text; every word must occur (see matchesSearch). */
  query: string;
}

/** The empty filter: every enquiry. */
export const NO_FILTER: InboxFilter = { form: "", status: "", query: "" };

/** The rows `filter` lets through, in their given order (the inbox keeps newest first). */
export function filterEnquiries(rows: readonly Enquiry[], filter: InboxFilter): Enquiry[] {
  return rows.filter(
    (row) =>
      (!filter.form || row.form === filter.form) &&
      (!filter.status || row.status === filter.status) &&
      matchesSearch(filter.query, enquirySearchFields(row)),
  );
}
