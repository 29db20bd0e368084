/** Pure helpers of the trash and the history (issue #12): days left before the purge, which changes an entry shows, how values are shortened, and the file URLs of a purge log row. */
import { describe, expect, it } from "vitest";
import { CHANGE_VALUE_MAX_CHARS, formatChangeValue, shownChanges } from "../../../shared/data/content-history";
import { purgeDate, TRASH_RETENTION_DAYS, trashDaysLeft } from "../../../shared/data/content-trash";
import { purgedFileUrls } from "../../../shared/data/purged-files";

const DAY = 24 * 60 * 60 * 1000;

describe("trashDaysLeft()", () => {
  const deleted = "2026-03-01T12:00:00.000Z";
  const at = (ms: number) => new Date(deleted).getTime() + ms;

  it("is the full retention right after the delete and counts down by whole days, rounding up", () => {
    expect(trashDaysLeft(deleted, at(0))).toBe(TRASH_RETENTION_DAYS);
    expect(trashDaysLeft(deleted, at(1000))).toBe(TRASH_RETENTION_DAYS);
    expect(trashDaysLeft(deleted, at(DAY))).toBe(TRASH_RETENTION_DAYS - 1);
    expect(trashDaysLeft(deleted, at(DAY + 1))).toBe(TRASH_RETENTION_DAYS - 1);
    expect(trashDaysLeft(deleted, at((TRASH_RETENTION_DAYS - 1) * DAY + 1))).toBe(1);
  });

  it("never goes below 0 once the purge date has passed", () => {
    expect(trashDaysLeft(deleted, at(TRASH_RETENTION_DAYS * DAY))).toBe(0);
    expect(trashDaysLeft(deleted, at(40 * DAY))).toBe(0);
  });

  it("purgeDate is the delete time plus the retention", () => {
    expect(purgeDate(deleted).toISOString()).toBe("2026-03-31T12:00:00.000Z");
  });
});

describe("formatChangeValue()", () => {
  it("shows empty values with the given placeholder, text as is, numbers and lists as written", () => {
    expect(formatChangeValue(null, "(empty)")).toBe("(empty)");
    expect(formatChangeValue("", "(empty)")).toBe("(empty)");
    expect(formatChangeValue(undefined)).toBe("—");
    expect(formatChangeValue("Bit wear")).toBe("Bit wear");
    expect(formatChangeValue(14)).toBe("14");
    expect(formatChangeValue(false)).toBe("false");
    expect(formatChangeValue([{ name: "Manual", download_url: "https://x.example/m.pdf" }])).toBe(
      '[{"name":"Manual","download_url":"https://x.example/m.pdf"}]',
    );
  });

  it("puts a long value on one line and shortens it to the limit with an ellipsis", () => {
    const long = `First line\n\n${"word ".repeat(50)}`;
    const shown = formatChangeValue(long);
    expect(shown).toHaveLength(CHANGE_VALUE_MAX_CHARS);
    expect(shown.endsWith("…")).toBe(true);
    expect(shown.startsWith("First line word word")).toBe(true);
    expect(formatChangeValue("abcdef", "—", 4)).toBe("abc…");
    expect(formatChangeValue("abcd", "—", 4)).toBe("abcd");
  });
});

describe("shownChanges()", () => {
  it("lists an edit's fields in name order", () => {
    expect(
      shownChanges({
        action: "update",
        changes: { title: { old: "A", new: "B" }, pages: { old: 1, new: 2 } },
      }),
    ).toEqual([
      { field: "pages", old: 1, new: 2 },
      { field: "title", old: "A", new: "B" },
    ]);
    expect(shownChanges({ action: "publish", changes: { status: { old: "draft", new: "published" } } })).toEqual([
      { field: "status", old: "draft", new: "published" },
    ]);
  });

  it("lists nothing for create, delete, restore and purge (their action says it)", () => {
    for (const action of ["create", "delete", "restore", "purge"] as const)
      expect(shownChanges({ action, changes: { title: { old: null, new: "A" } } })).toEqual([]);
  });
});

describe("purgedFileUrls()", () => {
  it("reads the item's file URLs from the old values of a purge row", () => {
    expect(
      purgedFileUrls({
        table_name: "documentation",
        changes: {
          title: { old: "Guide", new: null },
          image_url: { old: "https://x.example/i.png", new: null },
          documents: { old: [{ name: "A", download_url: "https://x.example/a.pdf" }], new: null },
        },
      }),
    ).toEqual(["https://x.example/i.png", "https://x.example/a.pdf"]);
    expect(
      purgedFileUrls({
        table_name: "white_papers",
        changes: { pdf_url: { old: "https://x.example/p.pdf", new: null }, image_url: { old: "", new: null } },
      }),
    ).toEqual(["https://x.example/p.pdf"]);
  });
});
