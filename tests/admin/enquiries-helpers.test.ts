/**
 * Pure helpers of the admin inbox (issue #9 item 4): labels of a stored row,
 * the CSV export's columns and records (parsed back with papaparse), the
 * filters, and the arrival batch behind the desktop notification.
 */
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { Enquiry } from "../../shared/data/enquiries";
import { ENQUIRY_FORMS, detailFields, type EnquiryForm } from "../../shared/enquiries/forms";
import { FIELD_LABELS } from "../../shared/enquiries/labels";
import { toEnquiryInsert, type EnquiryValues } from "../../shared/enquiries/schema";
import { arrivalNotice, mergeArrivals, newestFirst, pollSince } from "../../shared/admin/enquiries/arrivals";
import {
  CSV_COLUMNS,
  CSV_DETAIL_COLUMNS,
  csvFileName,
  csvRecord,
  enquiriesCsv,
  notifiedText,
} from "../../shared/admin/enquiries/csv";
import { labelledFields } from "../../shared/admin/enquiries/enquiry-fields";
import { formatDateTime } from "../../shared/admin/forms/format";
import { filterEnquiries, NO_FILTER } from "../../shared/admin/enquiries/inbox-filter";
import { SAMPLE_VALUES } from "../fixtures/enquiries";

let seq = 0;
/** A stored row as the admin reads it, built from form values through the real insert builder. */
function stored(form: EnquiryForm, values: EnquiryValues, extra: Partial<Enquiry> = {}): Enquiry {
  const insert = toEnquiryInsert(form, values, { locale: "en", page: "/contact" });
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, "0")}`,
    ...insert,
    status: "new",
    note: null,
    notified_at: null,
    notify_error: null,
    created_at: `2026-11-24T10:00:${String(seq % 60).padStart(2, "0")}.000000+00:00`,
    updated_at: "2026-11-24T10:00:00+00:00",
    ...extra,
  } as Enquiry;
}

const quote = () => stored("quote", { ...SAMPLE_VALUES.quote, additionalRequirements: 'Line one, "quoted"\nline two' });

const sales = () => stored("sales", { ...SAMPLE_VALUES.sales, projectDetails: '=HYPERLINK("https://evil.example")' });

describe("labelledFields", () => {
  it("lists every field of the form in its order, labelled as on the form, options and the checkbox as shown", () => {
    const rows = labelledFields(quote());
    expect(rows.map((r) => r.label)).toEqual([
      "First Name",
      "Last Name",
      "Email Address",
      "Company Name",
      "Phone Number",
      "Project Type",
      "Expected Depth (ft)",
      "Formation Type",
      "Project Timeline",
      "Budget Range",
      "Additional Requirements",
      "Send me product updates and technical news",
    ]);
    const value = (label: string) => rows.find((r) => r.label === label)?.value;
    expect(value("Project Type")).toBe("Horizontal");
    expect(value("Project Timeline")).toBe("Short (1-3 months)");
    expect(value("Budget Range")).toBe("$1M - $5M");
    expect(value("Send me product updates and technical news")).toBe("Yes");
    expect(value("Company Name")).toBe("Analytical Drilling");
  });

  it("shows empty fields as empty and an unticked newsletter as No", () => {
    const rows = labelledFields(stored("quote", { firstName: "A", lastName: "B", email: "a@b.co", company: "C" }));
    expect(rows.find((r) => r.key === "formation")?.value).toBe("");
    expect(rows.find((r) => r.key === "newsletter")?.value).toBe("No");
  });

  it("keeps a stored detail the form does not know, labelled by its key", () => {
    const row = sales();
    row.details = { ...row.details, legacyField: "kept" };
    expect(labelledFields(row).at(-1)).toEqual({ key: "legacyField", label: "legacyField", value: "kept" });
  });

  it("formats a timestamp with date and time; an unreadable one is returned as given", () => {
    expect(formatDateTime("2026-11-24T10:15:00Z", "en-GB")).toMatch(/24 Nov 2026.*\d{2}:\d{2}/);
    expect(formatDateTime("not a date")).toBe("not a date");
    expect(formatDateTime(null)).toBe("");
  });
});

describe("CSV export", () => {
  it("has the fixed lead columns, every detail label of the seven forms once, then Note and Notified", () => {
    expect(CSV_COLUMNS.slice(0, 11)).toEqual([
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
    ]);
    expect(CSV_COLUMNS.slice(-2)).toEqual(["Note", "Notified"]);
    const labels = new Set(
      ENQUIRY_FORMS.flatMap((form) => detailFields(form).map((f) => FIELD_LABELS[form][f.key] ?? f.key)),
    );
    expect(new Set(CSV_DETAIL_COLUMNS)).toEqual(labels);
    expect(CSV_DETAIL_COLUMNS).toHaveLength(labels.size);
    expect(new Set(CSV_COLUMNS).size).toBe(CSV_COLUMNS.length);
  });

  it("fills a row's own detail columns (shared labels shared), leaves other forms' columns empty", () => {
    const record = csvRecord(sales());
    expect(record["Form"]).toBe("Sales enquiry");
    expect(record["Status"]).toBe("New");
    expect(record["Inquiry Type"]).toBe("Bulk Order");
    expect(record["Timeline"]).toBe("This quarter");
    expect(record["Project Timeline"]).toBe("");
    expect(record["Send me product updates and technical news"]).toBe("");
    const q = csvRecord(quote());
    expect(q["Project Timeline"]).toBe("Short (1-3 months)");
    expect(q["Timeline"]).toBe("");
    expect(q["Send me product updates and technical news"]).toBe("Yes");
    expect(q["Name"]).toBe("Ada Lovelace");
  });

  it("round-trips through papaparse: quotes, commas and line breaks kept, formulas defused", () => {
    const rows = [quote(), sales()];
    const text = enquiriesCsv(rows);
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...CSV_COLUMNS]);
    expect(parsed.data.map((r) => r["ID"])).toEqual(rows.map((r) => r.id));
    expect(parsed.data[0]?.["Additional Requirements"]).toBe('Line one, "quoted"\nline two');
    // A leading + (phone) or = (formula) is prefixed with ' so spreadsheets show text.
    expect(parsed.data[0]?.["Phone"]).toBe("'+1 555 0100");
    expect(parsed.data[1]?.["Project Details"]).toBe('\'=HYPERLINK("https://evil.example")');
    expect(text.split("\r\n")[0]).toBe(CSV_COLUMNS.map((c) => `"${c}"`).join(","));
  });

  it("quotes every cell, so a `;`-separated value stays one cell in a `;`-locale spreadsheet (issue #23)", () => {
    const row = sales();
    row.company = "Acme;=1+1";
    row.page = "/contact;x";
    const text = enquiriesCsv([row]);
    const [header, record] = text.split("\r\n");
    // Every cell, the header's included, is a quoted field: "…","…",…
    const quotedCells = (line: string) => /^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/.test(line);
    expect(quotedCells(header!)).toBe(true);
    expect(quotedCells(record!)).toBe(true);
    expect(record).toContain(',"Acme;=1+1",');
    expect(record).toContain(',"/contact;x",');
    // Read with `;` as the separator (as such a locale does), the value is still inside one quoted cell.
    const bySemicolon = Papa.parse<string[]>(record!, { delimiter: ";" });
    expect(bySemicolon.data[0]!.some((cell) => cell.startsWith("=") || cell.startsWith("1+1"))).toBe(false);
    const parsed = Papa.parse<Record<string, string>>(text, { header: true });
    expect(parsed.data[0]?.["Company"]).toBe("Acme;=1+1");
  });

  it("quotes and neutralises a =HYPERLINK(…) cell (issue #23)", () => {
    const text = enquiriesCsv([sales()]);
    expect(text).toContain(`,"'=HYPERLINK(""https://evil.example"")",`);
    expect(text).not.toMatch(/(^|[,;])=HYPERLINK/m);
  });

  it("defuses a formula that spans lines too", () => {
    const row = sales();
    row.note = "-1+1\nsecond line";
    const parsed = Papa.parse<Record<string, string>>(enquiriesCsv([row]), { header: true });
    expect(parsed.data[0]?.["Note"]).toBe("'-1+1\nsecond line");
  });

  it("writes Notified as the time, or the failure", () => {
    expect(notifiedText({ notified_at: "2026-11-24T10:00:00+00:00", notify_error: null })).toBe(
      "2026-11-24T10:00:00+00:00",
    );
    expect(notifiedText({ notified_at: null, notify_error: "SMTP 550" })).toBe("Failed: SMTP 550");
    expect(notifiedText({ notified_at: null, notify_error: null })).toBe("");
  });

  it("names the file by local date and time", () => {
    expect(csvFileName(new Date(2026, 10, 4, 9, 5))).toBe("enquiries-2026-11-04-0905.csv");
  });
});

describe("filterEnquiries", () => {
  it("filters by form, status and search words together, keeping the order", () => {
    const a = quote();
    const b = sales();
    const c = { ...sales(), status: "closed" as const, name: "Closed Carl" };
    const rows = [c, b, a];
    expect(filterEnquiries(rows, NO_FILTER)).toEqual(rows);
    expect(filterEnquiries(rows, { ...NO_FILTER, form: "sales" })).toEqual([c, b]);
    expect(filterEnquiries(rows, { ...NO_FILTER, form: "sales", status: "new" })).toEqual([b]);
    expect(filterEnquiries(rows, { ...NO_FILTER, query: "analytical ADA" })).toEqual([a]);
    expect(filterEnquiries(rows, { ...NO_FILTER, query: "nobody" })).toEqual([]);
  });
});

describe("arrivals", () => {
  const at = (iso: string, id: string) => ({ ...sales(), id, created_at: iso });

  it("polls from the newest known row minus the overlap, from the epoch when none is known", () => {
    const rows = [at("2026-11-24T10:00:00+00:00", "a"), at("2026-11-24T10:05:00.5+00:00", "b")];
    expect(pollSince(rows, 60_000)).toBe("2026-11-24T10:04:00.500Z");
    expect(pollSince([])).toBe("1970-01-01T00:00:00.000Z");
  });

  it("adds only unknown, not deleted rows, newest first", () => {
    const known = [at("2026-11-24T10:00:00+00:00", "a")];
    const fetched = [
      at("2026-11-24T10:00:00+00:00", "a"),
      at("2026-11-24T10:01:00+00:00", "b"),
      at("2026-11-24T10:02:00+00:00", "c"),
      at("2026-11-24T10:03:00+00:00", "gone"),
    ];
    const { rows, arrivals } = mergeArrivals(known, fetched, new Set(["gone"]));
    expect(arrivals.map((r) => r.id)).toEqual(["c", "b"]);
    expect(rows.map((r) => r.id)).toEqual(["c", "b", "a"]);
    expect(mergeArrivals(rows, fetched.slice(0, 3)).arrivals).toEqual([]);
  });

  it("orders equal times by id so the order is stable", () => {
    const x = at("2026-11-24T10:00:00+00:00", "x");
    const y = at("2026-11-24T10:00:00+00:00", "y");
    expect([x, y].sort(newestFirst).map((r) => r.id)).toEqual(["y", "x"]);
  });

  it("words one notification per batch and names the newest", () => {
    expect(arrivalNotice([])).toBeNull();
    const older = { ...quote(), created_at: "2026-11-24T10:00:00+00:00" };
    const newer = { ...sales(), created_at: "2026-11-24T10:01:00+00:00" };
    expect(arrivalNotice([older])).toEqual({
      title: "1 new enquiry",
      body: "Ada Lovelace (Analytical Drilling) · Quote request",
    });
    expect(arrivalNotice([older, newer])).toEqual({
      title: "2 new enquiries",
      body: "Newest: Alan Turing (Bletchley Drilling) · Sales enquiry",
    });
    expect(arrivalNotice([{ ...newer, company: null }])?.body).toBe("Alan Turing · Sales enquiry");
  });
});
