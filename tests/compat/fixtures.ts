/**
 * Shared data of the two compatibility suites (issue #8): what each table
 * cell inserts, updates and matches on, and how an observed response becomes
 * one of the matrix's outcome names, so real Postgres and the embedded
 * backend are judged by the same rules.
 */
import { caseStudy, catalogRow, documentation, newsItem, video, whitePaper } from "../fixtures/content";
import type {
  Cell,
  EditorialOp,
  HiddenState,
  Outcome,
  PrivateFunction,
  PublicTable,
  ScheduleWhen,
} from "./permission-matrix";

/** Column a cell's update/delete targets its row by. */
export const KEY_COLUMN: Record<PublicTable, string> = {
  white_papers: "id",
  case_studies: "id",
  videos: "id",
  documentation: "id",
  news: "id",
  catalog_files: "id",
  admin_users: "user_id",
  enquiries: "id",
  content_audit_log: "id",
  site_builds: "id",
  site_settings: "id",
  team_settings: "id",
  team_history: "id",
  access_requests: "id",
  review_requests: "id",
};

/**
 * Column and value that mark the row an insert cell adds, so the suites can
 * remove it afterwards without asking the insert for a representation
 * (a visitor's enquiry insert returns nothing).
 */
export const INSERT_MARKER: Record<PublicTable, { column: string; value: (spareUserId: string) => string }> = {
  white_papers: { column: "title", value: () => "compat insert" },
  case_studies: { column: "title", value: () => "compat insert" },
  videos: { column: "title", value: () => "compat insert" },
  documentation: { column: "title", value: () => "compat insert" },
  news: { column: "title", value: () => "compat insert" },
  catalog_files: { column: "name", value: () => "compat-insert.pdf" },
  admin_users: { column: "user_id", value: (spare) => spare },
  enquiries: { column: "name", value: () => "compat insert" },
  content_audit_log: { column: "item_title", value: () => "compat insert" },
  site_builds: { column: "reason", value: () => "compat insert" },
  // Issue #30: a second settings row, refused to every caller (no INSERT privilege).
  site_settings: { column: "company_name_en", value: () => "compat insert" },
  // Issue #29. team_settings: a marker no real row has (its one row must never be cleaned up).
  team_settings: { column: "updated_by", value: (spare) => spare },
  team_history: { column: "actor_email", value: () => "forger@example.com" },
  access_requests: { column: "email", value: () => "compat-insert@example.com" },
  review_requests: { column: "item_title", value: () => "compat insert" },
};

/** Column naming a row's owner, for `own_rows` (tables with per-user RLS only). */
export const OWNER_COLUMN: Partial<Record<PublicTable, string>> = { admin_users: "user_id" };

/**
 * A valid row to insert into `table`. admin_users gets `spareUserId`, an auth
 * user who is not an admin yet (so an insert that wrongly succeeds makes no
 * caller of the matrix an admin).
 */
export function insertRow(table: PublicTable, spareUserId: string): Record<string, unknown> {
  switch (table) {
    // The content rows carry Chinese text too (issue #10), so every cell exercises the *_zh columns.
    case "white_papers":
      return whitePaper({ title: "compat insert", title_zh: "兼容插入", description_zh: "中文说明" });
    case "case_studies":
      return caseStudy({
        title: "compat insert",
        title_zh: "兼容插入",
        location_zh: "休斯敦",
      });
    case "videos":
      return video({ title: "compat insert", title_zh: "兼容插入", duration_zh: "12 分钟" });
    case "documentation":
      return documentation({
        title: "compat insert",
        title_zh: "兼容插入",
        documents: [{ name: "Manual", name_zh: "手册", download_url: "https://example.com/m.pdf" }],
      });
    case "news":
      return newsItem({ title: "compat insert", title_zh: "兼容插入", excerpt_zh: "中文摘要", featured: true });
    case "catalog_files":
      return catalogRow({ name: "compat-insert.pdf" });
    case "admin_users":
      return { user_id: spareUserId };
    case "enquiries":
      return {
        form: "sales",
        name: "compat insert",
        email: "buyer@example.com",
        company: "Compat Drilling",
        details: { inquiryType: "bulk-order", projectDetails: "Twelve wells" },
        locale: "en",
        page: "/products/contact-sales-team",
      };
    case "content_audit_log":
      // A forged entry: no API role may write one (issue #12).
      return {
        table_name: "videos",
        item_id: "00000000-0000-4000-8000-000000000012",
        item_title: "compat insert",
        action: "create",
        actor_email: "forger@example.com",
      };
    case "site_settings":
      // A second settings row: no API role may insert one (issue #30).
      return { company_name_en: "compat insert" };
    case "site_builds":
      // A build record written directly: only service_role may (issue #27).
      return { reason: "compat insert" };
    // Issue #29: a second settings row (refused: no API role may insert one), a forged history row, and the
    // two request tables' rows (only service_role writes them directly).
    case "team_settings":
      return { id: true, mfa_required: false, updated_by: spareUserId };
    case "team_history":
      return { action: "role_set", actor_email: "forger@example.com" };
    case "access_requests":
      return { user_id: spareUserId, email: "compat-insert@example.com", message: "compat" };
    case "review_requests":
      return {
        table_name: "white_papers",
        item_id: "00000000-0000-4000-8000-000000000029",
        item_title: "compat insert",
      };
  }
}

/**
 * The row an editorial cell (issue #29) starts from: a draft (a draft in the
 * trash for `restore`); `insert_draft` inserts this row itself.
 */
export function editorialRowPatch(op: EditorialOp): Record<string, unknown> {
  return op === "restore"
    ? { status: "draft", deleted_at: "2026-01-02T03:04:05Z", publish_at: null }
    : { status: "draft", deleted_at: null, publish_at: null };
}

/** The change an editorial cell makes to its row (PATCH); `insert_draft` and `purge` make none. */
export function editorialChange(op: EditorialOp): Record<string, unknown> {
  switch (op) {
    case "edit_draft":
      return { title: "compat edited draft" };
    case "publish":
      return { status: "published" };
    case "schedule":
      return { publish_at: new Date(Date.now() + 60 * 60 * 1000).toISOString() };
    case "trash":
      return { deleted_at: new Date().toISOString() };
    case "restore":
      return { deleted_at: null };
    default:
      return {};
  }
}

/** The columns that make a content row a draft or put it in the trash (issue #12). */
export function hiddenPatch(state: HiddenState): Record<string, unknown> {
  return state === "draft" ? { status: "draft" } : { deleted_at: "2026-01-02T03:04:05Z" };
}

/**
 * The columns of a published row scheduled an hour ahead or an hour ago
 * (issue #26). Computed when called, so a cell never waits for the clock.
 */
export function schedulePatch(when: ScheduleWhen): Record<string, unknown> {
  const hour = 60 * 60 * 1000;
  const at = new Date(Date.now() + (when === "future" ? hour : -hour)).toISOString();
  return { status: "published", deleted_at: null, publish_at: at };
}

/**
 * A slug cell's row (issue #26): published with slug `first`; the cell
 * changes it to `next`, and an allowed change must leave `previous_slugs`
 * as `[first]` (kept by the trigger).
 */
export const SLUG_CELL = { first: "compat-slug-first", next: "compat-slug-next" } as const;
/** The columns of a slug cell's row. */
export function slugRowPatch(): Record<string, unknown> {
  return { status: "published", deleted_at: null, slug: SLUG_CELL.first };
}

/**
 * The arguments a private_fn cell calls each private function with (issues
 * #26, #27), by name; the trigger functions and the schedule check take none.
 */
export function privateFunctionArgs(fn: PrivateFunction): Record<string, unknown> {
  if (fn === "slugify") return { title: "Compat probe" };
  if (fn === "unique_item_slug") {
    return { tbl: "public.news", title: "Compat probe", item: "00000000-0000-4000-8000-000000000026" };
  }
  return {};
}

/** The change an update cell makes (one plain column; on content tables its Chinese twin too, issue #10). */
export function updatePatch(table: PublicTable): Record<string, unknown> {
  if (table === "admin_users") return { created_at: "2026-01-02T03:04:05Z" };
  if (table === "catalog_files") return { name: "compat-updated.pdf" };
  if (table === "enquiries") return { status: "closed" };
  if (table === "content_audit_log") return { actor_email: "forger@example.com" };
  if (table === "site_builds") return { status: "live" };
  if (table === "site_settings") return { company_name_en: "compat updated" };
  if (table === "team_settings") return { mfa_required: false };
  if (table === "team_history") return { actor_email: "forger@example.com" };
  if (table === "access_requests") return { message: "compat updated" };
  if (table === "review_requests") return { item_title: "compat updated" };
  return { title: "compat updated", title_zh: "兼容更新" };
}

/** What one attempt at a cell produced, in terms both suites can state. */
export interface Observation {
  /** Set when the request failed: its Postgres/PostgREST code (42501 = denied) and message. */
  error?: { code: string; message: string };
  /** Rows returned (select/list), inserted (insert/upload) or affected (update/delete/remove). */
  rows: number;
  /** select/list/hidden only: how many rows exist in what the statement targets (seen by a superuser). */
  total?: number;
  /** select only, tables with an owner column: every returned row is the caller's own. */
  allOwn?: boolean;
  /** rpc only: the function's result; slug cells: the changed row's `{ slug, previous_slugs }`. */
  value?: unknown;
}

/**
 * The matrix outcome an observation amounts to (definitions on `Outcome` in
 * permission-matrix.ts), or a description starting with `unexpected:` when it
 * fits none (an error other than 42501, a select seeing part of the rows that
 * are not the caller's own, an insert returning nothing, a wrong RPC result).
 */
export function classify(cell: Cell, obs: Observation): Outcome | `unexpected: ${string}` {
  if (obs.error) {
    return obs.error.code === "42501" ? "denied" : `unexpected: error ${obs.error.code}: ${obs.error.message}`;
  }
  const t = cell.target;
  if (t.kind === "private_fn") return `unexpected: private.${t.fn} answered (${obs.rows} rows)`;
  if (t.kind === "rpc" && cell.returns === "build_id") {
    return Number.isInteger(Number(obs.value)) && Number(obs.value) >= 1
      ? "allowed"
      : `unexpected: returned ${JSON.stringify(obs.value)}, not a build id`;
  }
  if (t.kind === "rpc" && cell.returns === "claimed_build") {
    const build = obs.value as { id?: unknown; status?: unknown } | null | undefined;
    return build?.status === "building" && Number(build.id) >= 1
      ? "allowed"
      : `unexpected: returned ${JSON.stringify(obs.value)}, not a claimed build`;
  }
  if (t.kind === "rpc" && cell.returns === "void") {
    return obs.value === null || obs.value === undefined || obs.value === ""
      ? "allowed"
      : `unexpected: returned ${JSON.stringify(obs.value)}, expected nothing`;
  }
  if (t.kind === "rpc" && cell.returns === "members") {
    const members = obs.value as { user_id?: unknown; email?: unknown; role?: unknown; mfa_enabled?: unknown }[];
    return Array.isArray(members) &&
      members.length > 0 &&
      members.every(
        (m) => typeof m.email === "string" && typeof m.mfa_enabled === "boolean" && typeof m.role === "string",
      )
      ? "allowed"
      : `unexpected: returned ${JSON.stringify(obs.value)}, not a list of members`;
  }
  if (t.kind === "rpc" && cell.returns === "admin_emails") {
    // The suites pass the e-mails as a string array; nothing but e-mails may come back.
    const emails = obs.value as unknown[];
    return Array.isArray(emails) && emails.length > 0 && emails.every((e) => typeof e === "string" && e.includes("@"))
      ? "allowed"
      : `unexpected: returned ${JSON.stringify(obs.value)}, not the admins' e-mails`;
  }
  if (t.kind === "rpc" && cell.returns === "uuid") {
    return typeof obs.value === "string" && /^[0-9a-f-]{36}$/.test(obs.value)
      ? "allowed"
      : `unexpected: returned ${JSON.stringify(obs.value)}, not an id`;
  }
  if (t.kind === "slug" && obs.rows === 1) {
    const want = { slug: SLUG_CELL.next, previous_slugs: [SLUG_CELL.first] };
    return JSON.stringify(obs.value) === JSON.stringify(want)
      ? "allowed"
      : `unexpected: the changed row is ${JSON.stringify(obs.value)}, expected ${JSON.stringify(want)}`;
  }
  const action =
    t.kind === "rpc"
      ? "rpc"
      : t.kind === "hidden" || t.kind === "scheduled"
        ? "select"
        : t.kind === "slug"
          ? "update"
          : t.kind === "editorial"
            ? t.op === "insert_draft"
              ? "insert"
              : t.op === "purge"
                ? "delete"
                : "update"
            : t.action;
  switch (action) {
    case "select":
    case "list": {
      const total = obs.total ?? 0;
      if (total === 0) return "unexpected: fixture has no row to see";
      if (obs.rows === 0) return "filtered";
      if (obs.rows === total) return "allowed";
      if (obs.rows < total && obs.allOwn === true) return "own_rows";
      return `unexpected: ${obs.rows} of ${total} rows, not only the caller's own`;
    }
    case "insert":
    case "upload":
      return obs.rows === 1 ? "allowed" : `unexpected: ${obs.rows} rows inserted`;
    case "update":
    case "delete":
    case "remove":
      if (obs.rows === 0) return "filtered";
      return obs.rows === 1 ? "allowed" : `unexpected: ${obs.rows} rows affected`;
    case "rpc": {
      if (cell.returns === "count") {
        return Number.isInteger(obs.value) && (obs.value as number) >= 1
          ? "allowed"
          : `unexpected: returned ${JSON.stringify(obs.value)}, not a view count`;
      }
      if (cell.returns !== undefined && obs.value !== cell.returns) {
        return `unexpected: returned ${JSON.stringify(obs.value)}, expected ${JSON.stringify(cell.returns)}`;
      }
      return "allowed";
    }
  }
}
