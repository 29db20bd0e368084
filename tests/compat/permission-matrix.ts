/**
 * THE expected permission matrix of issue #8, the one source of truth that
 * both compatibility suites check cell by cell:
 *   - tests/compat/postgres.test.ts, by SQL on a real PostgreSQL with the
 *     hosted baseline and this project's migrations, exactly as PostgREST and
 *     Storage run requests (as `authenticator`, `set local role`, JWT claims);
 *   - tests/compat/embedded.test.ts, over HTTP with supabase-js against the
 *     embedded backend (PGlite).
 * It also holds the grant allow-list that the advisor-style lints compare the
 * database's real privileges with.
 *
 * Expectations are derived from the intended least privileges of issue #8
 * (supabase/migrations/20261123100000_explicit_api_grants.sql), the RLS
 * policies of supabase/migrations/20261121100000_content_schema.sql and, for
 * enquiries, issue #9 (supabase/migrations/20261124100000_enquiries.sql);
 * for the content-images bucket, issue #11
 * (supabase/migrations/20261126100000_content_images_bucket.sql); for drafts,
 * trash and the content audit log, issue #12
 * (supabase/migrations/20261127100000_editorial_safety.sql); for news, the
 * fifth managed type, issue #26 (supabase/migrations/20261129100000_news.sql:
 * the same policies and grants as the other content tables); for scheduled
 * publishing, issue #26 (supabase/migrations/20261130100000_scheduled_publishing.sql:
 * a published row whose `publish_at` is in the future is hidden from visitors
 * until that time); for item pages, issue #26
 * (supabase/migrations/20261201100000_item_pages.sql: a published item's
 * slug is written like any other column, and the functions of its trigger
 * live in `private`, out of every API role's reach); for site builds, issue #27
 * (supabase/migrations/20261202100000_site_builds.sql: admins read the build
 * records and may request a build; only service_role writes them, claims and
 * finishes builds; the request machinery lives in `private`); for the files of
 * drafts and trashed items, issue #27
 * (supabase/migrations/20261203100000_private_draft_files.sql: a private twin of
 * each public content bucket, admin-only policies, no public URL); for team
 * roles, issue #29 (supabase/migrations/20261204200000_team_roles.sql: an
 * author writes drafts and the private buckets' files, a publisher also
 * publishes, schedules, trashes, restores, purges and manages the catalog,
 * the public buckets and site builds, an admin also the enquiries and the
 * team; with the team's MFA requirement on, every write needs an aal2 JWT).
 */
import { ITEM_PAGE_TABLES, type ItemPageTable } from "../../shared/content/item-pages";
import { DOCUMENTS_BUCKET, IMAGES_BUCKET, privateTwinOf } from "../../shared/content/storage-layout";
import { VIDEOS_BUCKET, VIDEOS_PRIVATE_BUCKET } from "../../shared/content/video-storage";
import { EDITORIAL_TABLES, type EditorialTable } from "../../shared/types/domain";

/**
 * Who calls: the callers a request can come from. `editor` is signed in
 * without a role; `author`, `publisher` and `admin` are the team roles of
 * issue #29 (`public.admin_users.role`).
 */
export type Caller = "anon" | "editor" | "author" | "publisher" | "admin" | "service_role";

/** The Postgres role each caller's requests run as. */
export const ROLE_OF: Record<Caller, "anon" | "authenticated" | "service_role"> = {
  anon: "anon", // no session: the anon key
  editor: "authenticated", // signed in, no row in public.admin_users
  author: "authenticated", // signed in, role author (issue #29)
  publisher: "authenticated", // signed in, role publisher (issue #29)
  admin: "authenticated", // signed in, role admin in public.admin_users
  service_role: "service_role", // the service_role key (bypasses RLS)
};

/** The callers, in the order cells are listed. */
export const CALLERS: Caller[] = ["anon", "editor", "author", "publisher", "admin", "service_role"];
/** The team members (issue #29): the callers the MFA cells run as. */
export type StaffCaller = "author" | "publisher" | "admin";
export const STAFF_CALLERS: StaffCaller[] = ["author", "publisher", "admin"];

/** The API roles a JWT can select (PostgREST `role` claim). */
export const API_ROLES = ["anon", "authenticated", "service_role"] as const;
export type ApiRole = (typeof API_ROLES)[number];

/**
 * The outcome of one cell. Precisely:
 * - `allowed`: no error, and the statement reached everything it targeted:
 *   a select/list sees every row that exists (as many as the superuser sees),
 *   an insert/upload stores the new row (inserts ask for no representation,
 *   as the product's do: PostgREST `return=minimal`), an update/delete/remove affects the
 *   target row, an RPC returns its result.
 * - `own_rows`: (select only) no error, at least one row, fewer rows than
 *   exist, and every row returned is the caller's own (RLS `user_id = auth.uid()`).
 * - `filtered`: no error, but nothing visible / nothing affected: a
 *   select/list returns no row although rows exist, an update/delete/remove
 *   affects no row (RLS `using` hides it). The caller has the privilege.
 * - `denied`: Postgres error 42501: the role lacks the privilege (table,
 *   function), or a row violates an RLS `with check` (insert/upload).
 *   Over HTTP: PostgREST 401 (anon) / 403 (signed in) with code 42501;
 *   Storage 400 with statusCode "403". A function of a schema the Data API
 *   does not serve (`private`, issue #26) counts as denied over HTTP when
 *   PostgREST answers 406 PGRST106 for that schema and 404 PGRST202 for the
 *   same name in `public` (on PostgreSQL: 42501, no USAGE / EXECUTE).
 */
export type Outcome = "allowed" | "own_rows" | "filtered" | "denied";

/** The content tables (spec §3; news since issue #26). */
export const CONTENT_TABLES = [
  "white_papers",
  "case_studies",
  "videos",
  "documentation",
  "news",
  "catalog_files",
] as const;
export type ContentTable = (typeof CONTENT_TABLES)[number];
/** The site settings (issue #30, supabase/migrations/20261204110000_site_settings.sql): one row. */
export const SETTINGS_TABLES = ["site_settings"] as const;
export type SettingsTable = (typeof SETTINGS_TABLES)[number];
/** Every table of `public` the matrix covers. */
export type PublicTable =
  ContentTable | "admin_users" | "enquiries" | "content_audit_log" | "site_builds" | TeamTable | SettingsTable;
/**
 * The team's tables (issue #29): the MFA requirement (one row), the team
 * history, the access requests of accounts without a role, the review
 * requests of authors.
 */
export const TEAM_TABLES = ["team_settings", "team_history", "access_requests", "review_requests"] as const;
export type TeamTable = (typeof TEAM_TABLES)[number];
/**
 * The content tables, then admin_users, then enquiries (issue #9), then the content audit log (issue #12), then
 * the site builds (issue #27), then the team's tables (issue #29).
 */
export const PUBLIC_TABLES: PublicTable[] = [
  ...CONTENT_TABLES,
  "admin_users",
  "enquiries",
  "content_audit_log",
  "site_builds",
  ...TEAM_TABLES,
  ...SETTINGS_TABLES,
];

/**
 * The content tables with drafts and trash (issue #12), and the two states a
 * row is hidden from the public in: a draft, or a row in the trash.
 */
export { EDITORIAL_TABLES, type EditorialTable };
export type HiddenState = "draft" | "trashed";
export const HIDDEN_STATES: HiddenState[] = ["draft", "trashed"];

/**
 * A published row with a go-live time (issue #26): `future` (an hour ahead:
 * hidden from visitors until then) or `past` (an hour ago: live).
 */
export type ScheduleWhen = "future" | "past";
export const SCHEDULE_WHENS: ScheduleWhen[] = ["future", "past"];

/** The tables whose items have pages and slugs (issue #26, shared/content/item-pages.ts). */
export { ITEM_PAGE_TABLES, type ItemPageTable };

/**
 * Functions in `private` with EXECUTE revoked from PUBLIC: no API role may
 * call them, as an RPC or in SQL. The slug trigger's (issue #26), then the
 * site builds' schedule check and trigger function (issue #27; their other
 * helpers are checked in the catalog by postgres.test.ts).
 */
export const PRIVATE_FUNCTIONS = [
  "slugify",
  "unique_item_slug",
  "keep_item_slug",
  "request_builds_for_due_schedules",
  "request_site_build_on_change",
] as const;
export type PrivateFunction = (typeof PRIVATE_FUNCTIONS)[number];

/** What a table cell does (PostgREST GET / POST / PATCH / DELETE). */
export type TableAction = "select" | "insert" | "update" | "delete";
export const TABLE_ACTIONS: TableAction[] = ["select", "insert", "update", "delete"];
/**
 * What a storage cell does: list (POST /object/list: SELECT), upload (POST /object: INSERT), update
 * (POST /object/move to a new name: UPDATE, issue #27), remove (DELETE /object: DELETE).
 */
export type StorageAction = "list" | "upload" | "update" | "remove";
export const STORAGE_ACTIONS: StorageAction[] = ["list", "upload", "update", "remove"];
/** The RPCs of the public API (POST /rest/v1/rpc/<name>). */
export type Rpc =
  "is_admin" | "increment_video_views" | "request_site_build" | "claim_site_build" | "finish_site_build" | TeamRpc;
/** The team's RPCs (issue #29, 20261204200000_team_roles.sql). */
export const TEAM_RPCS = [
  "staff_role",
  "can_edit_content",
  "can_publish",
  "mfa_satisfied",
  "list_team_members",
  "set_member_role",
  "remove_member",
  "team_administrators",
  "request_access",
  "submit_for_review",
] as const;
export type TeamRpc = (typeof TEAM_RPCS)[number];
export const RPCS: Rpc[] = [
  "is_admin",
  "increment_video_views",
  "request_site_build",
  "claim_site_build",
  "finish_site_build",
  ...TEAM_RPCS,
];
/**
 * What an allowed RPC cell must return (see Cell.returns): a boolean, null or
 * a role name (compared as is), or one of the shapes named on Cell.returns.
 */
export type RpcReturns =
  | boolean
  | null
  | "author"
  | "publisher"
  | "admin"
  | "count"
  | "build_id"
  | "claimed_build"
  | "void"
  | "members"
  | "admin_emails"
  | "uuid";
/**
 * The public buckets (issue #11): documents in content-files, images in
 * content-images. Both have the same admin-only policies; both serve
 * /object/public/… without any.
 */
export const PUBLIC_STORAGE_BUCKETS = [DOCUMENTS_BUCKET, IMAGES_BUCKET] as const;
/**
 * Their private twins (issue #27): the files of drafts, scheduled and trashed
 * items. Admin-only policies too, and no public route.
 */
export const PRIVATE_STORAGE_BUCKETS = [
  privateTwinOf(DOCUMENTS_BUCKET) as "content-files-private",
  privateTwinOf(IMAGES_BUCKET) as "content-images-private",
] as const;
/**
 * The video buckets (issue #28, 20261203110000_video_files.sql): `videos` (public) and its private
 * twin `videos-private`, both with admin-only policies ("Admins can read/upload/update/delete video
 * files"), the same rows as the content buckets.
 */
export const VIDEO_STORAGE_BUCKETS = [VIDEOS_BUCKET, VIDEOS_PRIVATE_BUCKET] as const;
/** Every bucket the matrix covers: the public ones, their private twins, then the video pair. */
export const STORAGE_BUCKETS = [
  ...PUBLIC_STORAGE_BUCKETS,
  ...PRIVATE_STORAGE_BUCKETS,
  ...VIDEO_STORAGE_BUCKETS,
] as const;
export type StorageBucket = (typeof STORAGE_BUCKETS)[number];

/** What a cell targets. */
export type Target =
  | { kind: "table"; table: PublicTable; action: TableAction }
  | { kind: "rpc"; fn: Rpc }
  /** Select by id of one row of `table` that is a draft or in the trash (issue #12); a catalog draft (issue #27). */
  | { kind: "hidden"; table: EditorialTable | "catalog_files"; state: HiddenState }
  /** Select by id of one published row of `table` whose publish_at is in the future or the past (issue #26). */
  | { kind: "scheduled"; table: EditorialTable; when: ScheduleWhen }
  /** Change the slug of one published row of `table` (PATCH, issue #26): allowed means the trigger kept the old slug. */
  | { kind: "slug"; table: ItemPageTable }
  /** Call a function of the slug trigger in `private` (issue #26). */
  | { kind: "private_fn"; fn: PrivateFunction }
  | { kind: "storage"; bucket: StorageBucket; action: StorageAction }
  /** An editorial step on one row of `table` (issue #29): what an author may and may not do. */
  | { kind: "editorial"; table: EditorialTable; op: EditorialOp };

/**
 * The editorial steps of issue #29, each on a row made for the cell:
 * - `insert_draft`: insert a draft (no go-live time, not in the trash);
 * - `edit_draft`: change a draft's title;
 * - `publish`: a draft becomes published;
 * - `schedule`: a draft gets a go-live time an hour ahead;
 * - `trash`: a draft goes to the trash (deleted_at set);
 * - `restore`: a draft in the trash comes back (deleted_at null);
 * - `purge`: a draft is deleted forever.
 */
export type EditorialOp = "insert_draft" | "edit_draft" | "publish" | "schedule" | "trash" | "restore" | "purge";
export const EDITORIAL_OPS: EditorialOp[] = [
  "insert_draft",
  "edit_draft",
  "publish",
  "schedule",
  "trash",
  "restore",
  "purge",
];

/** The JWT's authenticator assurance level (issue #29): aal1 after a password, aal2 after a TOTP code. */
export type Aal = "aal1" | "aal2";

/** One cell of the matrix. */
export interface Cell {
  /** Stable, readable id, e.g. `editor × videos × update`. */
  id: string;
  caller: Caller;
  target: Target;
  expected: Outcome;
  /**
   * For `allowed` RPC cells, what the call returns: a boolean, `"count"`
   * for increment_video_views (the new view count, an integer >= 1),
   * `"build_id"` for request_site_build (the request's id, an integer >= 1),
   * `"claimed_build"` for claim_site_build (a row with status 'building'),
   * `"void"` for finish_site_build (nothing); issue #29: `"members"` for
   * list_team_members (an array of members, each with user_id, email, role,
   * mfa_enabled), `"admin_emails"` for team_administrators (the admins'
   * e-mails and nothing else), `"uuid"` for request_access (the request's id).
   */
  returns?: RpcReturns;
  /** Why this is the expected outcome (shown when the cell fails). */
  why: string;
  /**
   * MFA cells (issue #29): the cell runs while the team requires MFA
   * (`team_settings.mfa_required = true`), with a JWT whose `aal` claim is this.
   */
  mfa?: Aal;
}

type Row = Record<Caller, Outcome>;

/**
 * Content tables, on published rows: everyone reads; publishers, admins and service_role write (issue #29: an
 * author writes drafts only, see the editorial cells; the catalog is the publishers').
 */
const CONTENT: Record<TableAction, Row> = {
  select: {
    anon: "allowed",
    editor: "allowed",
    author: "allowed",
    publisher: "allowed",
    admin: "allowed",
    service_role: "allowed",
  },
  insert: {
    anon: "denied",
    editor: "denied",
    author: "denied",
    publisher: "allowed",
    admin: "allowed",
    service_role: "allowed",
  },
  update: {
    anon: "denied",
    editor: "filtered",
    author: "filtered",
    publisher: "allowed",
    admin: "allowed",
    service_role: "allowed",
  },
  delete: {
    anon: "denied",
    editor: "filtered",
    author: "filtered",
    publisher: "allowed",
    admin: "allowed",
    service_role: "allowed",
  },
};
const CONTENT_WHY: Record<TableAction, Record<Caller, string>> = {
  select: {
    anon: "anon has SELECT; policy 'Anyone can read' (to anon, authenticated) using (true)",
    editor: "authenticated has SELECT; policy 'Anyone can read' using (true)",
    author: "authenticated has SELECT; 'Anyone can read published …' and 'Staff can read every …' are true",
    publisher: "authenticated has SELECT; 'Anyone can read published …' and 'Staff can read every …' are true",
    admin: "authenticated has SELECT; policy 'Anyone can read' using (true)",
    service_role: "service_role has SELECT and bypasses RLS",
  },
  insert: {
    anon: "anon has no INSERT privilege",
    editor: "authenticated has INSERT, but the 'Admins can insert' with check (is_admin()) is false → RLS violation",
    author:
      "the fixture row is published: 'Staff can insert rows' lets an author add only a draft (catalog: publishers only) → RLS violation",
    publisher: "authenticated has INSERT; with check (can_publish() and mfa_satisfied()) is true",
    admin: "authenticated has INSERT; with check (is_admin()) is true",
    service_role: "service_role has INSERT and bypasses RLS",
  },
  update: {
    anon: "anon has no UPDATE privilege",
    editor: "authenticated has UPDATE, but 'Admins can update' using (is_admin()) hides every row",
    author:
      "'Staff can update rows' using lets an author reach drafts only: the published row is hidden from the update",
    publisher: "authenticated has UPDATE; using/with check (can_publish() and mfa_satisfied()) are true",
    admin: "authenticated has UPDATE; using/with check (is_admin()) are true",
    service_role: "service_role has UPDATE and bypasses RLS",
  },
  delete: {
    anon: "anon has no DELETE privilege",
    editor: "authenticated has DELETE, but 'Admins can delete' using (is_admin()) hides every row",
    author: "'Publishers can delete rows' using (can_publish()) is false for an author: nothing is deleted",
    publisher: "authenticated has DELETE; using (can_publish() and mfa_satisfied()) is true",
    admin: "authenticated has DELETE; using (is_admin()) is true",
    service_role: "service_role has DELETE and bypasses RLS",
  },
};

/**
 * admin_users: only service_role reads or writes it (issue #23 dropped the
 * signed-in user's SELECT: the console asks `is_admin()` instead).
 */
const ONLY_SERVICE: Row = {
  anon: "denied",
  editor: "denied",
  author: "denied",
  publisher: "denied",
  admin: "denied",
  service_role: "allowed",
};
const ADMIN_USERS: Record<TableAction, Row> = {
  select: ONLY_SERVICE,
  insert: ONLY_SERVICE,
  update: ONLY_SERVICE,
  delete: ONLY_SERVICE,
};
const ADMIN_USERS_WHY: Record<TableAction, Record<Caller, string>> = {
  select: {
    anon: "anon has no privilege on admin_users",
    editor: "authenticated has no privilege on admin_users (revoked by 20261128100000_hardening)",
    author: "authenticated has no privilege on admin_users: members ask staff_role()",
    publisher: "authenticated has no privilege on admin_users: members ask staff_role()",
    admin: "authenticated has no privilege on admin_users: admins ask is_admin(), never read the table",
    service_role: "service_role has SELECT and bypasses RLS",
  },
  insert: {
    anon: "anon has no privilege on admin_users",
    editor: "authenticated has no privilege on admin_users",
    author: "authenticated has no privilege on admin_users: members ask staff_role()",
    publisher: "authenticated has no privilege on admin_users: members ask staff_role()",
    admin: "authenticated has no privilege on admin_users (admins cannot make admins)",
    service_role: "service_role has INSERT and bypasses RLS",
  },
  update: {
    anon: "anon has no privilege on admin_users",
    editor: "authenticated has no privilege on admin_users",
    author: "authenticated has no privilege on admin_users: members ask staff_role()",
    publisher: "authenticated has no privilege on admin_users: members ask staff_role()",
    admin: "authenticated has no privilege on admin_users",
    service_role: "service_role has UPDATE and bypasses RLS",
  },
  delete: {
    anon: "anon has no privilege on admin_users",
    editor: "authenticated has no privilege on admin_users",
    author: "authenticated has no privilege on admin_users: members ask staff_role()",
    publisher: "authenticated has no privilege on admin_users: members ask staff_role()",
    admin: "authenticated has no privilege on admin_users",
    service_role: "service_role has DELETE and bypasses RLS",
  },
};

/**
 * enquiries (issue #9): visitors and signed-in users may only send (insert);
 * admins read, change status/note and delete; service_role does everything.
 */
/** Only admins and service_role reach the rows; anon has no privilege; the other members see nothing (RLS). */
const ADMINS_ONLY: Row = {
  anon: "denied",
  editor: "filtered",
  author: "filtered",
  publisher: "filtered",
  admin: "allowed",
  service_role: "allowed",
};
const ENQUIRIES: Record<TableAction, Row> = {
  select: ADMINS_ONLY,
  insert: {
    anon: "allowed",
    editor: "allowed",
    author: "allowed",
    publisher: "allowed",
    admin: "allowed",
    service_role: "allowed",
  },
  update: ADMINS_ONLY,
  delete: ADMINS_ONLY,
};
const ENQUIRIES_WHY: Record<TableAction, Record<Caller, string>> = {
  select: {
    anon: "anon has no SELECT on enquiries: a visitor never reads an enquiry back",
    editor: "authenticated has SELECT; 'Admins can read enquiries' using (is_admin()) hides every row",
    author: "an author is authenticated: it has SELECT; 'Admins can read enquiries' using (is_admin()) hides every row",
    publisher:
      "a publisher is authenticated: it has SELECT; 'Admins can read enquiries' using (is_admin()) hides every row",
    admin: "authenticated has SELECT; using (is_admin()) is true",
    service_role: "service_role has SELECT and bypasses RLS",
  },
  insert: {
    anon: "anon has INSERT on the visitor columns; 'Visitors can send enquiries' with check holds for a new row",
    editor: "authenticated has INSERT on the visitor columns; the same policy applies",
    author: "an author is authenticated: it has INSERT on the visitor columns; the same policy applies",
    publisher: "a publisher is authenticated: it has INSERT on the visitor columns; the same policy applies",
    admin: "authenticated has INSERT on the visitor columns; the same policy applies",
    service_role: "service_role has INSERT and bypasses RLS",
  },
  update: {
    anon: "anon has no UPDATE on enquiries",
    editor: "authenticated has UPDATE (status, note), but 'Admins can update enquiries' hides every row",
    author:
      "an author is authenticated: it has UPDATE (status, note), but 'Admins can update enquiries' hides every row",
    publisher:
      "a publisher is authenticated: it has UPDATE (status, note), but 'Admins can update enquiries' hides every row",
    admin: "authenticated has UPDATE (status, note); using/with check (is_admin()) are true",
    service_role: "service_role has UPDATE and bypasses RLS",
  },
  delete: {
    anon: "anon has no DELETE on enquiries",
    editor: "authenticated has DELETE, but 'Admins can delete enquiries' hides every row",
    author: "an author is authenticated: it has DELETE, but 'Admins can delete enquiries' hides every row",
    publisher: "a publisher is authenticated: it has DELETE, but 'Admins can delete enquiries' hides every row",
    admin: "authenticated has DELETE; using (is_admin()) is true",
    service_role: "service_role has DELETE and bypasses RLS",
  },
};

/**
 * content_audit_log (issue #12): written only by the content tables'
 * triggers (security definer); admins read it; no API role writes it, not
 * even service_role (it may only read).
 */
const NOBODY: Row = {
  anon: "denied",
  editor: "denied",
  author: "denied",
  publisher: "denied",
  admin: "denied",
  service_role: "denied",
};
const AUDIT_LOG: Record<TableAction, Row> = {
  select: {
    anon: "denied",
    editor: "filtered",
    author: "allowed",
    publisher: "allowed",
    admin: "allowed",
    service_role: "allowed",
  },
  insert: NOBODY,
  update: NOBODY,
  delete: NOBODY,
};
const AUDIT_LOG_WHY: Record<TableAction, Record<Caller, string>> = {
  select: {
    anon: "anon has no privilege on content_audit_log",
    editor: "authenticated has SELECT; 'Admins can read the content audit log' using (is_admin()) hides every row",
    author:
      "authenticated has SELECT; 'Staff can read the content audit log' using (can_edit_content()) is true (issue #29)",
    publisher:
      "authenticated has SELECT; 'Staff can read the content audit log' using (can_edit_content()) is true (issue #29)",
    admin: "authenticated has SELECT; using (is_admin()) is true",
    service_role: "service_role has SELECT and bypasses RLS",
  },
  insert: {
    anon: "anon has no privilege on content_audit_log",
    editor: "authenticated has only SELECT: only the triggers write the log",
    author: "authenticated has only SELECT: only the triggers write the log",
    publisher: "authenticated has only SELECT: only the triggers write the log",
    admin: "authenticated has only SELECT: an admin cannot forge a log row",
    service_role: "service_role has only SELECT on the log",
  },
  update: {
    anon: "anon has no privilege on content_audit_log",
    editor: "authenticated has only SELECT: log rows are never edited",
    author: "authenticated has only SELECT: log rows are never edited",
    publisher: "authenticated has only SELECT: log rows are never edited",
    admin: "authenticated has only SELECT: an admin cannot edit history",
    service_role: "service_role has only SELECT on the log",
  },
  delete: {
    anon: "anon has no privilege on content_audit_log",
    editor: "authenticated has only SELECT: log rows are never deleted",
    author: "authenticated has only SELECT: log rows are never deleted",
    publisher: "authenticated has only SELECT: log rows are never deleted",
    admin: "authenticated has only SELECT: an admin cannot erase history",
    service_role: "service_role has only SELECT on the log",
  },
};

/**
 * site_builds (issue #27): the build records. Admins read them; nobody but
 * service_role writes them directly (requests come from triggers and
 * request_site_build(), both security definer).
 */
const SITE_BUILDS: Record<TableAction, Row> = {
  select: {
    anon: "denied",
    editor: "filtered",
    author: "filtered",
    publisher: "allowed",
    admin: "allowed",
    service_role: "allowed",
  },
  insert: ONLY_SERVICE,
  update: ONLY_SERVICE,
  delete: ONLY_SERVICE,
};
const SITE_BUILDS_WHY: Record<TableAction, Record<Caller, string>> = {
  select: {
    anon: "anon has no privilege on site_builds: visitors never see build records",
    editor: "authenticated has SELECT; 'Admins can read site builds' using (is_admin()) hides every row",
    author: "authenticated has SELECT; 'Publishers can read site builds' using (can_publish()) is false for an author",
    publisher: "authenticated has SELECT; 'Publishers can read site builds' using (can_publish()) is true (issue #29)",
    admin: "authenticated has SELECT; using (is_admin()) is true",
    service_role: "service_role has SELECT and bypasses RLS",
  },
  insert: {
    anon: "anon has no privilege on site_builds",
    editor: "authenticated has only SELECT: requests come from the triggers and request_site_build()",
    author: "authenticated has only SELECT: requests come from the triggers and request_site_build()",
    publisher: "authenticated has only SELECT: requests come from the triggers and request_site_build()",
    admin: "authenticated has only SELECT: an admin asks with request_site_build(), never writes a row",
    service_role: "service_role has INSERT and bypasses RLS",
  },
  update: {
    anon: "anon has no privilege on site_builds",
    editor: "authenticated has only SELECT",
    author: "authenticated has only SELECT",
    publisher: "authenticated has only SELECT",
    admin: "authenticated has only SELECT: only the builder (service_role) moves a build on",
    service_role: "service_role has UPDATE and bypasses RLS",
  },
  delete: {
    anon: "anon has no privilege on site_builds",
    editor: "authenticated has only SELECT",
    author: "authenticated has only SELECT",
    publisher: "authenticated has only SELECT",
    admin: "authenticated has only SELECT: build records are not erased by admins",
    service_role: "service_role has DELETE and bypasses RLS",
  },
};

/**
 * The team's tables (issue #29, 20261204200000_team_roles.sql). team_settings:
 * team members read (20261204220000_team_settings_readable.sql) and admins
 * change the MFA requirement (column grant), no API role adds
 * or deletes its one row. team_history: written only by triggers, admins read.
 * access_requests: written by request_access() (security definer), admins read
 * and dismiss. review_requests: written by submit_for_review(), team members
 * read (20261204210000_team_review_requests.sql), publishers dismiss. service_role writes the two request tables.
 */
const PUBLISHERS: Row = {
  anon: "denied",
  editor: "filtered",
  author: "filtered",
  publisher: "allowed",
  admin: "allowed",
  service_role: "allowed",
};
const TEAM: Record<TeamTable, Record<TableAction, Row>> = {
  team_settings: { select: { ...PUBLISHERS, author: "allowed" }, insert: NOBODY, update: ADMINS_ONLY, delete: NOBODY },
  team_history: { select: ADMINS_ONLY, insert: NOBODY, update: NOBODY, delete: NOBODY },
  access_requests: { select: ADMINS_ONLY, insert: ONLY_SERVICE, update: ONLY_SERVICE, delete: ADMINS_ONLY },
  review_requests: {
    select: { ...PUBLISHERS, author: "allowed" },
    insert: ONLY_SERVICE,
    update: ONLY_SERVICE,
    delete: PUBLISHERS,
  },
};
/** Why, per outcome, for the team tables' cells. */
function teamWhy(table: TeamTable, action: TableAction, caller: Caller, outcome: Outcome): string {
  const reader =
    table === "review_requests" || table === "team_settings"
      ? action === "select"
        ? "can_edit_content()"
        : table === "review_requests"
          ? "can_publish()"
          : "is_admin()"
      : "is_admin()";
  if (caller === "service_role") {
    return outcome === "allowed"
      ? `service_role has ${action.toUpperCase()} on ${table} and bypasses RLS`
      : `service_role has no ${action.toUpperCase()} on ${table}`;
  }
  if (caller === "anon") return `anon has no privilege on ${table}`;
  if (outcome === "denied")
    return `authenticated has no ${action.toUpperCase()} on ${table}: only triggers, RPCs or service_role write it`;
  if (outcome === "filtered")
    return `authenticated has ${action.toUpperCase()}; the policy's ${reader} is false for a ${caller}`;
  return `authenticated has ${action.toUpperCase()}; the policy's ${reader} is true for a ${caller}`;
}

// ---------------------------------------------------------------------------
// site_settings (issue #30, supabase/migrations/20261204110000_site_settings.sql)
// ---------------------------------------------------------------------------

/**
 * site_settings: the company details every public page shows, one row.
 * Everyone reads it (the site build reads it with the anon key); admins
 * update it (RLS `(select public.is_admin())`); service_role reads and
 * updates it (the seed); nobody inserts or deletes through the API.
 */
const SITE_SETTINGS_OUTCOME: Record<TableAction, (caller: Caller) => Outcome> = {
  select: () => "allowed",
  insert: () => "denied",
  update: (caller) =>
    caller === "anon" ? "denied" : caller === "admin" || caller === "service_role" ? "allowed" : "filtered",
  delete: () => "denied",
};
function siteSettingsWhy(action: TableAction, caller: Caller): string {
  const role = caller === "anon" || caller === "service_role" ? caller : "authenticated";
  if (action === "select") {
    return `${role} has SELECT; 'Anyone can read the site settings' using (true)${role === "service_role" ? " (and it bypasses RLS)" : ""}`;
  }
  if (action === "insert" || action === "delete") {
    return `${role} has no ${action.toUpperCase()} on site_settings: its one row is the migration's`;
  }
  if (caller === "anon") return "anon has only SELECT on site_settings";
  if (caller === "service_role") return "service_role has UPDATE and bypasses RLS (the seed)";
  return caller === "admin"
    ? "authenticated has UPDATE; 'Admins can update the site settings' using (is_admin()) is true"
    : `authenticated has UPDATE; 'Admins can update the site settings' using (is_admin()) hides the row from a ${caller}`;
}
const SITE_SETTINGS = Object.fromEntries(
  TABLE_ACTIONS.map((action) => [
    action,
    Object.fromEntries(CALLERS.map((caller) => [caller, SITE_SETTINGS_OUTCOME[action](caller)])),
  ]),
) as Record<TableAction, Row>;
const SITE_SETTINGS_WHY = Object.fromEntries(
  TABLE_ACTIONS.map((action) => [
    action,
    Object.fromEntries(CALLERS.map((caller) => [caller, siteSettingsWhy(action, caller)])),
  ]),
) as Record<TableAction, Record<Caller, string>>;

// ---------------------------------------------------------------------------
// (end of site_settings)
// ---------------------------------------------------------------------------

const TABLE_MATRIX = (table: PublicTable) =>
  table === "site_settings"
    ? { row: SITE_SETTINGS, why: SITE_SETTINGS_WHY }
    : (TEAM_TABLES as readonly string[]).includes(table)
      ? {
          row: TEAM[table as TeamTable],
          why: Object.fromEntries(
            TABLE_ACTIONS.map((action) => [
              action,
              Object.fromEntries(
                CALLERS.map((caller) => [
                  caller,
                  teamWhy(table as TeamTable, action, caller, TEAM[table as TeamTable][action][caller]),
                ]),
              ),
            ]),
          ) as Record<TableAction, Record<Caller, string>>,
        }
      : table === "admin_users"
        ? { row: ADMIN_USERS, why: ADMIN_USERS_WHY }
        : table === "enquiries"
          ? { row: ENQUIRIES, why: ENQUIRIES_WHY }
          : table === "content_audit_log"
            ? { row: AUDIT_LOG, why: AUDIT_LOG_WHY }
            : table === "site_builds"
              ? { row: SITE_BUILDS, why: SITE_BUILDS_WHY }
              : { row: CONTENT, why: CONTENT_WHY };

/** A draft or trashed row selected by id (issue #12): only team members (issue #29) and service_role see it. */
const HIDDEN: Row = {
  anon: "filtered",
  editor: "filtered",
  author: "allowed",
  publisher: "allowed",
  admin: "allowed",
  service_role: "allowed",
};
const STAFF_READ_WHY = "'Staff can read every …' using (can_edit_content()) is true for a team member (issue #29)";
const HIDDEN_WHY: Record<HiddenState, Record<Caller, string>> = {
  draft: {
    anon: "'Anyone can read published …' using (status = 'published' and deleted_at is null) is false for a draft",
    editor: "the public policy is false for a draft and 'Admins can read every …' (is_admin()) is false",
    author: STAFF_READ_WHY,
    publisher: STAFF_READ_WHY,
    admin: "'Admins can read every …' using (is_admin()) is true",
    service_role: "service_role bypasses RLS",
  },
  trashed: {
    anon: "'Anyone can read published …' using (… and deleted_at is null) is false for a row in the trash",
    editor: "the public policy is false for a trashed row and 'Admins can read every …' (is_admin()) is false",
    author: STAFF_READ_WHY,
    publisher: STAFF_READ_WHY,
    admin: "'Admins can read every …' using (is_admin()) is true",
    service_role: "service_role bypasses RLS",
  },
};

/**
 * A catalog file saved as a draft (issue #27,
 * supabase/migrations/20261202110000_catalog_files_form.sql), selected by id:
 * only admins and service_role see it (catalog files have no trash).
 */
const CATALOG_DRAFT_WHY: Record<Caller, string> = {
  anon: "'Anyone can read published catalog files' using (status = 'published') is false for a draft",
  editor: "the public policy is false for a draft and 'Admins can read every catalog file' (is_admin()) is false",
  author: STAFF_READ_WHY,
  publisher: STAFF_READ_WHY,
  admin: "'Admins can read every catalog file' using (is_admin()) is true",
  service_role: "service_role bypasses RLS",
};

/** A published row with a go-live time, selected by id (issue #26). */
const SCHEDULED: Record<ScheduleWhen, Row> = {
  future: HIDDEN,
  past: {
    anon: "allowed",
    editor: "allowed",
    author: "allowed",
    publisher: "allowed",
    admin: "allowed",
    service_role: "allowed",
  },
};
const SCHEDULED_WHY: Record<ScheduleWhen, Record<Caller, string>> = {
  future: {
    anon: "'Anyone can read published …' requires publish_at is null or publish_at <= now(): false before the go-live time",
    editor: "the public policy is false before the go-live time and 'Admins can read every …' (is_admin()) is false",
    author: STAFF_READ_WHY,
    publisher: STAFF_READ_WHY,
    admin: "'Admins can read every …' using (is_admin()) is true: staff see what is scheduled",
    service_role: "service_role bypasses RLS",
  },
  past: {
    anon: "the go-live time has passed: publish_at <= now() makes the public policy true, nobody pressed anything",
    editor: "the public policy is true once the go-live time has passed",
    author: "the public policy is true once the go-live time has passed",
    publisher: "the public policy is true once the go-live time has passed",
    admin: "both read policies are true",
    service_role: "service_role bypasses RLS",
  },
};

/** Changing a published item's slug (issue #26): the content tables' UPDATE rights and policies, nothing more. */
const SLUG: Row = {
  anon: "denied",
  editor: "filtered",
  author: "filtered",
  publisher: "allowed",
  admin: "allowed",
  service_role: "allowed",
};
const SLUG_WHY: Record<Caller, string> = {
  anon: "anon has no UPDATE privilege: a visitor cannot move an item's address",
  editor: "authenticated has UPDATE, but 'Admins can update' using (is_admin()) hides every row",
  author: "'Staff can update rows' lets an author reach drafts only: a published row's address is the publishers'",
  publisher: "can_publish() is true; the trigger appends the old slug to previous_slugs",
  admin: "authenticated has UPDATE; is_admin() is true; the trigger appends the old slug to previous_slugs",
  service_role: "service_role has UPDATE and bypasses RLS; the trigger still keeps the old slug",
};

/** The slug trigger's functions (issue #26): nobody calls them but the trigger. */
const PRIVATE_FN_WHY: Record<Caller, string> = {
  anon: "schema private: no USAGE for API roles and not exposed by the Data API; EXECUTE revoked from PUBLIC",
  editor: "schema private: no USAGE for authenticated, not exposed; EXECUTE revoked from PUBLIC",
  author: "an author is `authenticated`: no USAGE on private, not exposed; EXECUTE revoked from PUBLIC",
  publisher: "a publisher is `authenticated`: no USAGE on private, not exposed; EXECUTE revoked from PUBLIC",
  admin: "an admin is `authenticated` too: no USAGE on private, not exposed; EXECUTE revoked from PUBLIC",
  service_role: "even service_role has no USAGE on private and no EXECUTE: only the trigger (as its owner) runs them",
};

/**
 * Storage, the buckets content-files and content-images (public buckets; public download needs no
 * policy) and their private twins (issue #27), and the video pair (issue #28): the same row for all,
 * only admins and service_role reach an object through the API.
 */
const STORAGE: Record<StorageAction, Row> = {
  list: {
    anon: "filtered",
    editor: "filtered",
    author: "allowed",
    publisher: "allowed",
    admin: "allowed",
    service_role: "allowed",
  },
  upload: {
    anon: "denied",
    editor: "denied",
    author: "denied",
    publisher: "allowed",
    admin: "allowed",
    service_role: "allowed",
  },
  update: {
    anon: "filtered",
    editor: "filtered",
    author: "filtered",
    publisher: "allowed",
    admin: "allowed",
    service_role: "allowed",
  },
  remove: {
    anon: "filtered",
    editor: "filtered",
    author: "filtered",
    publisher: "allowed",
    admin: "allowed",
    service_role: "allowed",
  },
};
/**
 * The private twins (issue #29): an author reads and writes their objects too (outside catalogs/, which the
 * cells do not touch); the public buckets are the publishers' (STORAGE above).
 */
const PRIVATE_STORAGE_AUTHOR: Record<StorageAction, string> = {
  list: "'Staff can read content objects' using (… and can_edit_content()) is true for an author",
  upload: "'Staff can upload private content objects' with check (… can_edit_content(), not catalogs/) is true",
  update: "'Staff can update private content objects' using and with check are true for an author in the twin",
  remove: "'Staff can delete private content objects' and 'Staff can read content objects' let an author remove it",
};
/** The expected outcome of a storage cell: the private twins let an author do everything the publishers do. */
const storageOutcome = (bucket: StorageBucket, action: StorageAction, caller: Caller): Outcome =>
  caller === "author" && (VIDEO_OR_PRIVATE_TWINS as readonly string[]).includes(bucket)
    ? "allowed"
    : STORAGE[action][caller];
const VIDEO_OR_PRIVATE_TWINS = [...PRIVATE_STORAGE_BUCKETS, VIDEOS_PRIVATE_BUCKET] as const;
const STORAGE_WHY: Record<StorageAction, Record<Caller, string>> = {
  list: {
    anon: "storage.objects is granted to anon, but no SELECT policy applies to anon any more",
    editor:
      "'Admins can read [private] content files/images' / 'Admins can read video files' using (bucket_id … and is_admin()) is false",
    author: "'Staff can read content objects' using (bucket_id … and can_edit_content()) is true for an author",
    publisher: "'Staff can read content objects' is true for a publisher",
    admin: "'Admins can read [private] content files/images' / 'Admins can read video files' is true for an admin",
    service_role: "service_role bypasses RLS",
  },
  upload: {
    anon: "no INSERT policy applies to anon → RLS violation",
    editor: "'Admins can upload' with check (is_admin()) is false → RLS violation",
    author:
      "a public bucket: 'Publishers can upload public content objects' with check (can_publish()) is false → RLS violation",
    publisher: "'Publishers can upload …' / 'Staff can upload private …' with check is true for a publisher",
    admin: "'Admins can upload' with check is true",
    service_role: "service_role bypasses RLS",
  },
  update: {
    anon: "no UPDATE (or SELECT) policy applies to anon: the move finds no object (hosted: 404 Object not found)",
    editor: "'Admins can update' using (is_admin()) hides the object: nothing is moved (hosted: 404)",
    author:
      "a public bucket: the author sees the object but no update policy lets an author change it: nothing is moved",
    publisher: "'Publishers can update …' / 'Staff can update private …' using and with check are true for a publisher",
    admin: "'Admins can update' using and with check are true for an admin: the object gets its new name",
    service_role: "service_role bypasses RLS (the site builder's moves, issue #27)",
  },
  remove: {
    anon: "no DELETE (or SELECT) policy applies to anon: nothing is removed",
    editor: "'Admins can delete' using (is_admin()) hides the object: nothing is removed",
    author:
      "a public bucket: 'Publishers can delete public content objects' using (can_publish()) is false: nothing is removed",
    publisher: "'Publishers can delete …' / 'Staff can delete private …' let a publisher remove it",
    admin: "'Admins can delete' and 'Admins can read' let the admin remove it",
    service_role: "service_role bypasses RLS",
  },
};

/** RPCs (POST /rest/v1/rpc/<fn>). */
const ALL_SIGNED_IN: Row = {
  anon: "denied",
  editor: "allowed",
  author: "allowed",
  publisher: "allowed",
  admin: "allowed",
  service_role: "allowed",
};
/** Granted to authenticated only; the function itself refuses (42501) the callers below its role. */
const rpcFor = (allowed: Caller[]): Row =>
  Object.fromEntries(CALLERS.map((c) => [c, allowed.includes(c) ? "allowed" : "denied"])) as Row;
const RPC: Record<Rpc, Row> = {
  is_admin: ALL_SIGNED_IN,
  increment_video_views: { ...ALL_SIGNED_IN, anon: "allowed" },
  request_site_build: rpcFor(["publisher", "admin"]),
  claim_site_build: rpcFor(["service_role"]),
  finish_site_build: rpcFor(["service_role"]),
  staff_role: ALL_SIGNED_IN,
  can_edit_content: ALL_SIGNED_IN,
  can_publish: ALL_SIGNED_IN,
  mfa_satisfied: ALL_SIGNED_IN,
  list_team_members: rpcFor(["admin"]),
  set_member_role: rpcFor(["admin"]),
  remove_member: rpcFor(["admin"]),
  team_administrators: rpcFor(["editor", "author", "publisher", "admin"]),
  request_access: rpcFor(["editor"]),
  submit_for_review: rpcFor(["author", "publisher", "admin"]),
};
const RPC_RETURNS: Record<Rpc, Partial<Record<Caller, RpcReturns>>> = {
  is_admin: { anon: false, editor: false, author: false, publisher: false, admin: true, service_role: false },
  increment_video_views: {
    anon: "count",
    editor: "count",
    author: "count",
    publisher: "count",
    admin: "count",
    service_role: "count",
  },
  request_site_build: { publisher: "build_id", admin: "build_id" },
  claim_site_build: { service_role: "claimed_build" },
  finish_site_build: { service_role: "void" },
  staff_role: { editor: null, author: "author", publisher: "publisher", admin: "admin", service_role: null },
  can_edit_content: { editor: false, author: true, publisher: true, admin: true, service_role: false },
  can_publish: { editor: false, author: false, publisher: true, admin: true, service_role: false },
  mfa_satisfied: { editor: true, author: true, publisher: true, admin: true, service_role: true },
  list_team_members: { admin: "members" },
  set_member_role: { admin: "void" },
  remove_member: { admin: "void" },
  team_administrators: {
    editor: "admin_emails",
    author: "admin_emails",
    publisher: "admin_emails",
    admin: "admin_emails",
  },
  request_access: { editor: "uuid" },
  submit_for_review: { author: "void", publisher: "void", admin: "void" },
};
const RPC_WHY: Record<Rpc, Partial<Record<Caller, string>>> = {
  is_admin: {
    anon: "EXECUTE on is_admin() is not granted to anon (issue #8)",
    editor: "authenticated may EXECUTE; the editor has no admin_users row → false",
    author: "authenticated may EXECUTE; role author is not admin → false (issue #29)",
    publisher: "authenticated may EXECUTE; role publisher is not admin → false (issue #29)",
    admin: "authenticated may EXECUTE; the admin has a row with role admin → true",
    service_role: "service_role may EXECUTE; its JWT has no sub → false",
  },
  increment_video_views: {
    anon: "EXECUTE granted to anon (accepted security definer exception)",
    service_role: "EXECUTE granted to service_role",
  },
  request_site_build: {
    anon: "EXECUTE is granted to authenticated only",
    editor: "authenticated may EXECUTE, but the function refuses a non-publisher with 42501",
    author: "authenticated may EXECUTE, but can_publish() is false for an author: 42501 (issue #29)",
    publisher: "can_publish() is true: the id of the waiting request (issue #29)",
    admin: "authenticated may EXECUTE; can_publish() is true: the id of the waiting request",
    service_role: "EXECUTE is granted to authenticated only: the builder never asks itself",
  },
  claim_site_build: {
    admin: "EXECUTE is granted to service_role only: only the builder claims a build",
    service_role: "EXECUTE granted to service_role: the waiting request becomes 'building'",
  },
  finish_site_build: {
    admin: "EXECUTE is granted to service_role only: an admin cannot mark a build live",
    service_role: "EXECUTE granted to service_role: the builder records the outcome",
  },
  staff_role: {
    anon: "EXECUTE is not granted to anon",
    editor: "no admin_users row → null",
    service_role: "service_role may EXECUTE; its JWT has no sub → null",
  },
  can_edit_content: { anon: "EXECUTE is not granted to anon" },
  can_publish: { anon: "EXECUTE is not granted to anon" },
  mfa_satisfied: {
    anon: "EXECUTE is not granted to anon",
    editor: "the team does not require MFA (team_settings.mfa_required false) → true for anyone",
  },
  list_team_members: {
    anon: "EXECUTE is granted to authenticated only",
    admin: "is_admin() is true: every member with e-mail, role, last sign-in and MFA status",
    service_role: "EXECUTE is granted to authenticated only",
  },
  set_member_role: {
    admin: "is_admin() is true: the other admin becomes a publisher (rolled back / put back after the cell)",
  },
  remove_member: {
    admin: "is_admin() is true: the other admin's row goes and their sessions end (put back after the cell)",
  },
  team_administrators: {
    anon: "EXECUTE is granted to authenticated only",
    editor: "any signed-in user learns whom to ask: the admins' e-mails, nothing else",
    service_role: "EXECUTE is granted to authenticated only",
  },
  request_access: {
    anon: "EXECUTE is granted to authenticated only",
    editor: "a signed-in account without a role records a request: its id",
    author: "the caller already has a role: 42501",
    publisher: "the caller already has a role: 42501",
    admin: "the caller already has a role: 42501",
    service_role: "EXECUTE is granted to authenticated only",
  },
  submit_for_review: {
    anon: "EXECUTE is granted to authenticated only",
    editor: "can_edit_content() is false without a role: 42501",
    author: "can_edit_content() is true and the row is a draft: marked and the publishers notified",
    service_role: "EXECUTE is granted to authenticated only",
  },
};
/** The reason shown for an RPC cell: RPC_WHY's, else one stated from the outcome. */
function rpcWhy(fn: Rpc, caller: Caller): string {
  const stated = RPC_WHY[fn][caller];
  if (stated) return stated;
  const outcome = RPC[fn][caller];
  if (outcome === "allowed")
    return `the ${caller} may EXECUTE ${fn}() and is let through: ${String(RPC_RETURNS[fn][caller])}`;
  if (caller === "anon" || caller === "service_role") return `EXECUTE on ${fn}() is not granted to ${caller}`;
  return `authenticated may EXECUTE ${fn}(), but the function refuses a ${caller} with 42501`;
}

/**
 * The editorial steps (issue #29): publishers, admins and service_role do
 * every one; an author inserts and edits drafts only; a signed-in account
 * without a role reaches no row (its insert violates the policy); anon has
 * no INSERT/UPDATE/DELETE privilege.
 */
function editorialOutcome(op: EditorialOp, caller: Caller): Outcome {
  if (caller === "anon") return "denied";
  if (caller === "publisher" || caller === "admin" || caller === "service_role") return "allowed";
  if (op === "insert_draft") return caller === "author" ? "allowed" : "denied";
  if (caller === "editor") return "filtered";
  // author
  if (op === "edit_draft") return "allowed";
  if (op === "publish" || op === "schedule" || op === "trash") return "denied";
  return "filtered"; // restore (a trashed row), purge (delete)
}
const EDITORIAL_AUTHOR_WHY: Record<EditorialOp, string> = {
  insert_draft: "'Staff can insert rows' lets an author add a draft without a go-live time, outside the trash",
  edit_draft: "'Staff can update rows' using and with check are true for a draft that stays a draft",
  publish: "the author reaches the draft, but with check (status = 'draft') fails for the published row → 42501",
  schedule: "the author reaches the draft, but with check (publish_at is null) fails → 42501",
  trash: "the author reaches the draft, but with check (deleted_at is null) fails → 42501",
  restore: "'Staff can update rows' using (… deleted_at is null) hides a trashed row from an author",
  purge: "'Publishers can delete rows' using (can_publish()) is false: nothing is deleted",
};
function editorialWhy(op: EditorialOp, caller: Caller): string {
  if (caller === "author") return EDITORIAL_AUTHOR_WHY[op];
  if (caller === "anon") return "anon has no INSERT, UPDATE or DELETE privilege on the content tables";
  if (caller === "editor") {
    return op === "insert_draft"
      ? "with check (can_edit_content() …) is false without a role → RLS violation"
      : "the policies' using (can_edit_content() / can_publish()) hide every row from an account without a role";
  }
  if (caller === "service_role") return "service_role bypasses RLS";
  return `can_publish() is true for a ${caller}: every editorial step`;
}

/**
 * The MFA cells (issue #29): with the team's MFA requirement on, each team
 * member tries writes their role allows, and a read, with an aal1 and an aal2
 * JWT. At aal2 the outcome is the cell's usual one; at aal1 every write is
 * refused (an insert or upload violates the policy: denied; an update, delete
 * or remove reaches no row: filtered; an RPC raises 42501) and reads still work.
 */
export const MFA_TARGETS: Target[] = [
  { kind: "editorial", table: "white_papers", op: "insert_draft" },
  { kind: "editorial", table: "news", op: "edit_draft" },
  { kind: "editorial", table: "videos", op: "publish" },
  { kind: "editorial", table: "case_studies", op: "purge" },
  { kind: "table", table: "catalog_files", action: "insert" },
  { kind: "table", table: "enquiries", action: "update" },
  { kind: "table", table: "access_requests", action: "delete" },
  { kind: "storage", bucket: "content-images-private", action: "upload" },
  { kind: "storage", bucket: "content-files", action: "remove" },
  { kind: "rpc", fn: "request_site_build" },
  { kind: "rpc", fn: "submit_for_review" },
  { kind: "rpc", fn: "set_member_role" },
  { kind: "hidden", table: "documentation", state: "draft" },
];
/** The outcome of a target for a caller without the MFA requirement (the matrix's usual cell). */
function usualOutcome(target: Target, caller: Caller): Outcome {
  switch (target.kind) {
    case "editorial":
      return editorialOutcome(target.op, caller);
    case "table":
      return TABLE_MATRIX(target.table).row[target.action][caller];
    case "storage":
      return storageOutcome(target.bucket, target.action, caller);
    case "rpc":
      return RPC[target.fn][caller];
    case "hidden":
      return HIDDEN[caller];
    default:
      throw new Error(`no MFA cell for ${target.kind}`);
  }
}
/** A readable name of a target, for MFA cell ids. */
function targetName(t: Target): string {
  switch (t.kind) {
    case "editorial":
      return `${t.table} × ${t.op}`;
    case "table":
      return `${t.table} × ${t.action}`;
    case "storage":
      return `storage ${t.bucket} × ${t.action}`;
    case "rpc":
      return `rpc ${t.fn}`;
    case "hidden":
      return `${t.table} × select a ${t.state} by id`;
    default:
      return t.kind;
  }
}
function mfaOutcome(target: Target, caller: Caller, aal: Aal): Outcome {
  const usual = usualOutcome(target, caller);
  if (aal === "aal2" || target.kind === "hidden") return usual;
  // At aal1 the update and delete policies' using (… mfa_satisfied()) hides every row first.
  if (target.kind === "editorial" && target.op !== "insert_draft") return "filtered";
  if (usual !== "allowed") return usual;
  if (target.kind === "rpc") return "denied";
  if (target.kind === "editorial") return target.op === "insert_draft" ? "denied" : "filtered";
  if (target.kind === "storage") return target.action === "upload" ? "denied" : "filtered";
  return target.kind === "table" && target.action === "insert" ? "denied" : "filtered";
}

/**
 * Every cell, in a stable order: tables × actions × callers, then hidden rows
 * (editorial table × state × caller, then a catalog draft × caller, issue
 * #27), then scheduled rows (editorial table ×
 * future/past × caller, issue #26), then slug changes (item-page table ×
 * caller) and the slug trigger's functions (function × caller, issue #26),
 * then RPCs, then storage (bucket × action × caller).
 */
export const CELLS: Cell[] = [
  ...PUBLIC_TABLES.flatMap((table) =>
    TABLE_ACTIONS.flatMap((action) =>
      CALLERS.map((caller): Cell => ({
        id: `${caller} × ${table} × ${action}`,
        caller,
        target: { kind: "table", table, action },
        expected: TABLE_MATRIX(table).row[action][caller],
        why: TABLE_MATRIX(table).why[action][caller],
      })),
    ),
  ),
  ...EDITORIAL_TABLES.flatMap((table) =>
    HIDDEN_STATES.flatMap((state) =>
      CALLERS.map((caller): Cell => ({
        id: `${caller} × ${table} × select a ${state === "draft" ? "draft" : "trashed row"} by id`,
        caller,
        target: { kind: "hidden", table, state },
        expected: HIDDEN[caller],
        why: HIDDEN_WHY[state][caller],
      })),
    ),
  ),
  ...CALLERS.map((caller): Cell => ({
    id: `${caller} × catalog_files × select a draft by id`,
    caller,
    target: { kind: "hidden", table: "catalog_files", state: "draft" },
    expected: HIDDEN[caller],
    why: CATALOG_DRAFT_WHY[caller],
  })),
  ...EDITORIAL_TABLES.flatMap((table) =>
    SCHEDULE_WHENS.flatMap((when) =>
      CALLERS.map((caller): Cell => ({
        id: `${caller} × ${table} × select a row scheduled ${when === "future" ? "for the future" : "in the past"} by id`,
        caller,
        target: { kind: "scheduled", table, when },
        expected: SCHEDULED[when][caller],
        why: SCHEDULED_WHY[when][caller],
      })),
    ),
  ),
  ...ITEM_PAGE_TABLES.flatMap((table) =>
    CALLERS.map((caller): Cell => ({
      id: `${caller} × ${table} × change the slug of a published row`,
      caller,
      target: { kind: "slug", table },
      expected: SLUG[caller],
      why: SLUG_WHY[caller],
    })),
  ),
  ...PRIVATE_FUNCTIONS.flatMap((fn) =>
    CALLERS.map((caller): Cell => ({
      id: `${caller} × call private.${fn}`,
      caller,
      target: { kind: "private_fn", fn },
      expected: "denied",
      why: PRIVATE_FN_WHY[caller],
    })),
  ),
  ...RPCS.flatMap((fn) =>
    CALLERS.map((caller): Cell => {
      const returns = RPC[fn][caller] === "allowed" ? RPC_RETURNS[fn][caller] : undefined;
      return {
        id: `${caller} × rpc ${fn}`,
        caller,
        target: { kind: "rpc", fn },
        expected: RPC[fn][caller],
        ...(returns !== undefined ? { returns } : {}),
        why: rpcWhy(fn, caller),
      };
    }),
  ),
  ...EDITORIAL_TABLES.flatMap((table) =>
    EDITORIAL_OPS.flatMap((op) =>
      CALLERS.map((caller): Cell => ({
        id: `${caller} × ${table} × ${op}`,
        caller,
        target: { kind: "editorial", table, op },
        expected: editorialOutcome(op, caller),
        why: editorialWhy(op, caller),
      })),
    ),
  ),
  ...MFA_TARGETS.flatMap((target) =>
    STAFF_CALLERS.flatMap((caller) =>
      (["aal1", "aal2"] as const).map((aal): Cell => {
        const expected = mfaOutcome(target, caller, aal);
        const returns = target.kind === "rpc" && expected === "allowed" ? RPC_RETURNS[target.fn][caller] : undefined;
        return {
          id: `${caller} at ${aal}, MFA required × ${targetName(target)}`,
          caller,
          target,
          expected,
          ...(returns !== undefined ? { returns } : {}),
          mfa: aal,
          why:
            aal === "aal2"
              ? "the JWT carries aal2: mfa_satisfied() is true, the usual cell's outcome"
              : expected === usualOutcome(target, caller)
                ? "reads, and what the role never may, do not depend on the MFA requirement"
                : "mfa_satisfied() is false at aal1 while the team requires MFA: every write is refused",
        };
      }),
    ),
  ),
  ...STORAGE_BUCKETS.flatMap((bucket) =>
    STORAGE_ACTIONS.flatMap((action) =>
      CALLERS.map((caller): Cell => ({
        id: `${caller} × storage ${bucket} × ${action}`,
        caller,
        target: { kind: "storage", bucket, action },
        expected: storageOutcome(bucket, action, caller),
        why:
          caller === "author" && storageOutcome(bucket, action, caller) === "allowed"
            ? PRIVATE_STORAGE_AUTHOR[action]
            : STORAGE_WHY[action][caller],
      })),
    ),
  ),
];

// ---------------------------------------------------------------------------
// Grant allow-list for the lints (what each API role may hold in `public`)
// ---------------------------------------------------------------------------

/** Table privileges Postgres knows. */
export const TABLE_PRIVILEGES = ["SELECT", "INSERT", "UPDATE", "DELETE", "TRUNCATE", "REFERENCES", "TRIGGER"] as const;
export type TablePrivilege = (typeof TABLE_PRIVILEGES)[number];
/** Never granted to an API role on any table. */
export const FORBIDDEN_API_PRIVILEGES: TablePrivilege[] = ["TRUNCATE", "REFERENCES", "TRIGGER"];

const READ: TablePrivilege[] = ["SELECT"];
const CRUD: TablePrivilege[] = ["SELECT", "INSERT", "UPDATE", "DELETE"];

/**
 * Exactly the privileges each API role holds on each table of `public`
 * (table- or column-level, directly or through PUBLIC). A table missing here,
 * a privilege beyond this, or one missing from it, is a lint finding.
 */
export const TABLE_GRANTS: Record<PublicTable, Record<ApiRole, TablePrivilege[]>> = {
  white_papers: { anon: READ, authenticated: CRUD, service_role: CRUD },
  case_studies: { anon: READ, authenticated: CRUD, service_role: CRUD },
  videos: { anon: READ, authenticated: CRUD, service_role: CRUD },
  documentation: { anon: READ, authenticated: CRUD, service_role: CRUD },
  // Issue #26: granted explicitly by its own migration (hosted gives a new table none).
  news: { anon: READ, authenticated: CRUD, service_role: CRUD },
  catalog_files: { anon: READ, authenticated: CRUD, service_role: CRUD },
  admin_users: { anon: [], authenticated: [], service_role: CRUD },
  // INSERT and UPDATE are column-level (visitor columns; status and note).
  enquiries: { anon: ["INSERT"], authenticated: CRUD, service_role: CRUD },
  // Written only by triggers (security definer); RLS lets admins read.
  content_audit_log: { anon: [], authenticated: READ, service_role: READ },
  // Issue #27: admins read (RLS); requests come from security definer functions; the builder writes.
  site_builds: { anon: [], authenticated: READ, service_role: CRUD },
  // Issue #30: everyone reads; admins update (RLS); the seed (service_role) updates; no API insert or delete.
  site_settings: { anon: READ, authenticated: ["SELECT", "UPDATE"], service_role: ["SELECT", "UPDATE"] },
  // Issue #29: admins read and change the MFA requirement (UPDATE on mfa_required only); nobody adds or deletes the row.
  team_settings: { anon: [], authenticated: ["SELECT", "UPDATE"], service_role: ["SELECT", "UPDATE"] },
  // Written only by triggers (security definer).
  team_history: { anon: [], authenticated: READ, service_role: READ },
  // Written by request_access() / submit_for_review() (security definer); readers dismiss (DELETE).
  access_requests: { anon: [], authenticated: ["SELECT", "DELETE"], service_role: CRUD },
  review_requests: { anon: [], authenticated: ["SELECT", "DELETE"], service_role: CRUD },
};

/**
 * Exactly which API roles may EXECUTE each function of `public`, keyed by
 * `name(identity arguments)` as pg_get_function_identity_arguments prints them.
 * A function missing here is a lint finding.
 */
export const FUNCTION_GRANTS: Record<string, ApiRole[]> = {
  "is_admin()": ["authenticated", "service_role"],
  "increment_video_views(video_id uuid)": ["anon", "authenticated", "service_role"],
  // Issue #27: admins ask for a build (the function refuses others); only the builder claims and finishes.
  "request_site_build(p_reason text)": ["authenticated"],
  "claim_site_build()": ["service_role"],
  "finish_site_build(p_id bigint, p_ok boolean, p_error text)": ["service_role"],
  // Issue #29: the role checks (policies and the console), then the team's RPCs (each refuses callers below its role).
  "staff_role()": ["authenticated", "service_role"],
  "can_edit_content()": ["authenticated", "service_role"],
  "can_publish()": ["authenticated", "service_role"],
  "mfa_satisfied()": ["authenticated", "service_role"],
  "list_team_members()": ["authenticated"],
  "set_member_role(member uuid, new_role text)": ["authenticated"],
  "remove_member(member uuid)": ["authenticated"],
  "team_administrators()": ["authenticated"],
  "request_access(message text)": ["authenticated"],
  "submit_for_review(table_name text, item_id uuid)": ["authenticated"],
};

/**
 * SECURITY DEFINER functions of `public` that anon may execute, each an
 * accepted advisor warning (anon_security_definer_function_executable): a
 * visitor counts a video view without any UPDATE right on videos.
 */
export const ANON_SECURITY_DEFINER_ALLOWED: string[] = ["increment_video_views(video_id uuid)"];

/**
 * Sequences of `public` API roles may use: none (ids are uuids; site_builds'
 * identity sequence serves inserts, which need no right on it).
 */
export const SEQUENCE_GRANTS: Record<string, Record<ApiRole, string[]>> = {};
