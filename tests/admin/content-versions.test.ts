/**
 * "Restore this version" and the same-user conflict wording (issue #25):
 * which fields a restore writes (restoreValues), which history entries offer
 * it (canRestore), and the conflict message's first line (conflictTitle), in
 * English and Chinese.
 */
import { describe, expect, it } from "vitest";
import { conflictTitle } from "../../shared/admin/content/conflict-message";
import { canRestore } from "../../shared/admin/content/item-history";
import { adminI18n, adminT } from "../../shared/admin/i18n";
import { type ItemVersions, restoreValues } from "../../shared/data/content-versions";
import type { ContentAuditEntry } from "../../shared/types/domain";

let n = 0;
/** A logged change of item i1 with `changes` (old/new per field). */
function entry(action: ContentAuditEntry["action"], changes: ContentAuditEntry["changes"]): ContentAuditEntry {
  n++;
  return {
    id: `e${n}`,
    occurred_at: `2026-11-26T10:${String(n).padStart(2, "0")}:00Z`,
    actor_id: "u1",
    actor_email: "admin@example.com",
    table_name: "white_papers",
    item_id: "i1",
    item_title: "Paper",
    action,
    changes,
  } as ContentAuditEntry;
}

/** Created (v1), edited to v2, published, edited to v3: newest first, with the stored row. */
function history(): ItemVersions & { ids: Record<string, string> } {
  const created = entry("create", {
    title: { old: null, new: "Paper" },
    description: { old: null, new: "v1" },
    pages: { old: null, new: 1 },
    status: { old: null, new: "draft" },
  });
  const edited = entry("update", { description: { old: "v1", new: "v2" }, pages: { old: 1, new: 2 } });
  const published = entry("publish", { status: { old: "draft", new: "published" } });
  const latest = entry("update", {
    description: { old: "v2", new: "v3" },
    documents: { old: [{ name: "A", download_url: "https://x/a.pdf" }], new: [] },
  });
  return {
    row: {
      id: "i1",
      title: "Paper",
      description: "v3",
      pages: 2,
      status: "published",
      documents: [],
      views: 40,
      deleted_at: null,
      updated_at: "2026-11-26T10:59:00Z",
    },
    entries: [latest, published, edited, created],
    ids: { created: created.id, edited: edited.id, published: published.id, latest: latest.id },
  };
}

describe("restoreValues()", () => {
  it("undoes every newer change: the version right after an edit", () => {
    const v = history();
    expect(restoreValues(v, v.ids.edited!)).toEqual({
      description: "v2",
      documents: [{ name: "A", download_url: "https://x/a.pdf" }],
    });
  });

  it("goes back to the first version, but never writes status, views or the trash column", () => {
    const v = history();
    expect(restoreValues(v, v.ids.created!)).toEqual({
      description: "v1",
      pages: 1,
      documents: [{ name: "A", download_url: "https://x/a.pdf" }],
    });
  });

  it("restores an item page's address but never writes its earlier addresses (the database keeps those, issue #26)", () => {
    const v = history();
    const moved = entry("update", {
      slug: { old: "paper", new: "paper-moved" },
      previous_slugs: { old: [], new: ["paper"] },
    });
    const versions: ItemVersions = {
      row: { ...v.row!, slug: "paper-moved", previous_slugs: ["paper"] },
      entries: [moved, ...v.entries],
    };
    expect(restoreValues(versions, v.ids.latest!)).toEqual({ slug: "paper" });
    const onlyPrevious: ItemVersions = {
      row: { ...v.row!, previous_slugs: ["old"] },
      entries: [entry("update", { previous_slugs: { old: [], new: ["old"] } }), v.entries[0]!],
    };
    expect(canRestore(onlyPrevious, 1)).toBe(false);
  });

  it("is empty for the newest entry, an unknown entry and a row that no longer exists", () => {
    const v = history();
    expect(restoreValues(v, v.ids.latest!)).toEqual({});
    expect(restoreValues(v, "nope")).toEqual({});
    expect(restoreValues({ ...v, row: null }, v.ids.edited!)).toEqual({});
  });
});

describe("canRestore()", () => {
  it("offers every earlier version that differs in content, never the newest", () => {
    const v = history();
    expect(v.entries.map((_, i) => canRestore(v, i))).toEqual([false, true, true, true]);
  });

  it("does not offer a version equal to the current one (only its status differed)", () => {
    const v = history();
    const onlyStatus: ItemVersions = {
      row: { ...v.row!, status: "draft" },
      entries: [entry("unpublish", { status: { old: "published", new: "draft" } }), v.entries[0]!],
    };
    expect(canRestore(onlyStatus, 1)).toBe(false);
  });
});

describe("conflictTitle()", () => {
  const latest = { actor_id: "u1", occurred_at: "2026-11-26T10:30:00Z" };

  it("says the same user changed it in another window or tab, with the time", () => {
    const text = conflictTitle("changed", "white paper", latest, "u1", adminT, "en-US");
    expect(text).toMatch(
      /^You changed this white paper in another window or tab at .*2026.*, after you opened it here/,
    );
    expect(conflictTitle("removed", "white paper", latest, "u1", adminT, "en-US")).toMatch(
      /^You moved this white paper to the trash or deleted it in another window or tab at /,
    );
  });

  it("blames someone else for another user's, the system's or an unknown change", () => {
    for (const [last, user] of [
      [latest, "u2"],
      [{ ...latest, actor_id: null }, "u1"],
      [null, "u1"],
      [latest, null],
    ] as const) {
      expect(conflictTitle("changed", "white paper", last, user, adminT, "en-US")).toBe(
        "Someone else changed this white paper after you opened it, so your changes were not saved.",
      );
    }
  });

  it("has the same-user wording in Chinese", async () => {
    await adminI18n.changeLanguage("zh");
    try {
      const t = adminI18n.getFixedT("zh") as unknown as typeof adminT;
      expect(conflictTitle("changed", "白皮书", latest, "u1", t, "zh-CN")).toMatch(/在另一个窗口或标签页中修改了它/);
    } finally {
      await adminI18n.changeLanguage("en");
    }
  });
});
