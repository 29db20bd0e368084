/**
 * The inbox's "Export CSV" (issue #9 item 4): the current filtered and
 * searched list as a CSV file written by papaparse's `unparse` (embedded
 * quotes and line breaks handled by the library). Every cell, the header's
 * included, is quoted (issue #23): a spreadsheet in a locale whose list
 * separator is `;` splits an unquoted `a;=1+1` into two cells, the second a
 * formula the prefix below never saw; inside quotes it stays one cell. One row
 * per enquiry; the columns are fixed (the same for every export), so files
 * from different days line up:
 *
 *   ID, Received, Form, Status, Name, Email, Phone, Company, Position, Locale,
 *   Page, <every detail field label of the seven forms>, Note, Notified
 *
 * Detail columns are keyed by the form's label (FIELD_LABELS): fields of
 * different forms that share a label share a column ("Project Details" of
 * the contact and sales forms); fields a row's form does not have stay empty.
 * Cells starting with = + - @ tab or a line break are also prefixed with `'`
 * so a spreadsheet never runs a visitor's text as a formula (CSV injection).
 */
import Papa from "papaparse";
import { detailFields, ENQUIRY_FORMS, type EnquiryFieldSpec, type EnquiryForm } from "../../enquiries/forms";
import { FORM_LABELS, STATUS_LABELS } from "../../enquiries/labels";
import type { Enquiry } from "../../data/enquiries";
import { fieldLabel, fieldValue } from "./enquiry-fields";

/** The columns before the detail fields, in order. */
export const CSV_LEAD_COLUMNS = [
  "ID",
  "Received",
  "Form",
  "Status",
  "Name",
  "Email",
  "Phone",
  "Company",
  "Position",
  "Locale",
  "Page",
] as const;

/** The columns after the detail fields, in order. */
export const CSV_TAIL_COLUMNS = ["Note", "Notified"] as const;

/** Which field of which form fills each detail column: label → form → field. */
function detailColumnMap(): Map<string, Map<EnquiryForm, EnquiryFieldSpec>> {
  const columns = new Map<string, Map<EnquiryForm, EnquiryFieldSpec>>();
  for (const form of ENQUIRY_FORMS) {
    for (const field of detailFields(form)) {
      const label = fieldLabel(form, field.key);
      const byForm = columns.get(label) ?? new Map<EnquiryForm, EnquiryFieldSpec>();
      if (!byForm.has(form)) byForm.set(form, field);
      columns.set(label, byForm);
    }
  }
  return columns;
}

const DETAIL_COLUMNS = detailColumnMap();

/** Every detail column label, each once, in the order of ENQUIRY_FORMS and then of each form's fields. */
export const CSV_DETAIL_COLUMNS: readonly string[] = [...DETAIL_COLUMNS.keys()];

/** The full header row of the export. */
export const CSV_COLUMNS: readonly string[] = [...CSV_LEAD_COLUMNS, ...CSV_DETAIL_COLUMNS, ...CSV_TAIL_COLUMNS];

/**
 * The "Notified" cell: when the notification e-mail went out (ISO timestamp),
 * `Failed: <reason>` when it failed, "" while none was sent.
 */
export function notifiedText(enquiry: Pick<Enquiry, "notified_at" | "notify_error">): string {
  if (enquiry.notify_error) return `Failed: ${enquiry.notify_error}`;
  return enquiry.notified_at ?? "";
}

/**
 * One CSV record of `enquiry`, keyed by CSV_COLUMNS: ISO timestamp, form and
 * status labels, contact columns, select values as their option labels and
 * the newsletter box as Yes/No (only on quote rows).
 */
export function csvRecord(enquiry: Enquiry): Record<string, string> {
  const record: Record<string, string> = {
    ID: enquiry.id,
    Received: enquiry.created_at,
    Form: FORM_LABELS[enquiry.form] ?? enquiry.form,
    Status: STATUS_LABELS[enquiry.status] ?? enquiry.status,
    Name: enquiry.name ?? "",
    Email: enquiry.email ?? "",
    Phone: enquiry.phone ?? "",
    Company: enquiry.company ?? "",
    Position: enquiry.position ?? "",
    Locale: enquiry.locale ?? "",
    Page: enquiry.page ?? "",
  };
  for (const [label, byForm] of DETAIL_COLUMNS) {
    const field = byForm.get(enquiry.form);
    record[label] = field ? fieldValue(enquiry, field) : "";
  }
  record["Note"] = enquiry.note ?? "";
  record["Notified"] = notifiedText(enquiry);
  return record;
}

/** Cells papaparse prefixes with `'`: a leading = + - @ tab, CR or LF (multi-line cells included). */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * The CSV text of `enquiries` in the given order: header row plus one record
 * each, every cell in double quotes (`"` doubled inside), formula starts
 * prefixed with `'`, CRLF line ends, no byte-order mark (see csvFile for the
 * download). Issue #9 item 4; quoting of every cell: issue #23.
 */
export function enquiriesCsv(enquiries: readonly Enquiry[]): string {
  return Papa.unparse(
    {
      fields: [...CSV_COLUMNS],
      data: enquiries.map((enquiry) => {
        const record = csvRecord(enquiry);
        return CSV_COLUMNS.map((column) => record[column] ?? "");
      }),
    },
    { newline: "\r\n", quotes: true, escapeFormulae: FORMULA_START },
  );
}

/** File name of an export made at `now`, in local time: `enquiries-YYYY-MM-DD-HHmm.csv`. */
export function csvFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `enquiries-${day}-${pad(now.getHours())}${pad(now.getMinutes())}.csv`;
}

/**
 * The export as a file: UTF-8 with a byte-order mark so spreadsheet programs
 * read non-Latin names (a Chinese-locale visitor) correctly; `text/csv`.
 */
export function csvFile(enquiries: readonly Enquiry[], now: Date = new Date()): File {
  return new File([`\uFEFF${enquiriesCsv(enquiries)}`], csvFileName(now), { type: "text/csv;charset=utf-8" });
}

/**
 * Saves `file` through the browser's download (an object URL on a temporary
 * link with `download`); the desktop console's Chromium shows its Save dialog.
 * Requires a DOM.
 */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handed to the download manager.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
