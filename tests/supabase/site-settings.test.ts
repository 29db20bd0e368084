/**
 * Site settings (issue #30, `public.site_settings`) against the real local
 * backend (PGlite, the shipped migrations, the seed), through supabase-js as
 * the site's build (anon), a signed-in non-admin and the admin console call
 * it: everyone reads the one row the seed filled with the defaults, only
 * admins change it, the database refuses what the form refuses (in
 * PostgREST's error shape), and a change requests a build of every page.
 * The permission cells run on both backends in tests/compat.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fetchSiteSettings, updateSiteSettings } from "../../shared/data/site-settings";
import { DataError } from "../../shared/data/errors";
import { DEFAULT_CONTACT_SETTINGS, DEFAULT_SITE_SETTINGS } from "../../shared/site-settings/defaults";
import { malformedOfficeLists, VALID_OFFICE } from "../fixtures/site-settings";
import { SETTINGS_COLUMNS } from "../../shared/site-settings/fields";
import { settingsToForm } from "../../shared/site-settings/schema";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import type { Database } from "../../shared/types/database";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { parseChanges } from "../../site/scripts/rebuild/changes";
import { readSiteSettings } from "../../site/src/app/site-settings-build";
import { ADMIN, EDITOR } from "../fixtures/accounts";
import { anonClient, signedInClient } from "./helpers";

let server: RunningServer;
let anon: AppSupabaseClient;
let editor: AppSupabaseClient;
let admin: AppSupabaseClient;
let service: SupabaseClient<Database>;

beforeAll(async () => {
  server = await startTestServer();
  anon = anonClient(server);
  editor = await signedInClient(server, EDITOR);
  admin = await signedInClient(server, ADMIN);
  service = createClient<Database>(server.url, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
});
afterAll(() => server?.close());

// Every test starts from the seeded settings and no build record.
beforeEach(async () => {
  const { error } = await service.from("site_settings").update(DEFAULT_SITE_SETTINGS).eq("id", true);
  if (error) throw new Error(error.message);
  await server.db.query("delete from public.site_builds");
});

const salesPhone = async () =>
  (await server.db.query<{ p: string }>("select sales_phone as p from public.site_settings")).rows[0]!.p;

describe("reading", () => {
  it("anon reads the one row, filled by the seed with the fictional defaults", async () => {
    const { data, error } = await anon.from("site_settings").select("*");
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const stored = await fetchSiteSettings(anon);
    expect(stored.settings).toEqual(DEFAULT_SITE_SETTINGS);
    expect(stored.updatedAt).not.toBeNull();
    expect(stored.settings.sales_email).toMatch(/@example\.com$/);
  });

  it("the migrations' column defaults are the defaults module's contact values and offices", async () => {
    const columns = await server.db.query<{ column_name: string; column_default: string | null }>(
      "select column_name, column_default from information_schema.columns where table_schema = 'public' and table_name = 'site_settings'",
    );
    const defaults = new Map(columns.rows.map((r) => [r.column_name, r.column_default]));
    for (const [column, value] of Object.entries(DEFAULT_CONTACT_SETTINGS)) {
      if (value === null) expect(defaults.get(column), column).toBeNull();
      else expect(defaults.get(column), column).toBe(`'${value}'::text`);
    }
    // The offices' default is a jsonb expression: evaluate it.
    const offices = await server.db.query<{ value: unknown }>(`select ${defaults.get("offices")} as value`);
    expect(offices.rows[0]!.value).toEqual(DEFAULT_SITE_SETTINGS.offices);
  });

  it("the build reads the stored settings with the anon key, and falls back to the defaults without a backend", async () => {
    await service.from("site_settings").update({ sales_phone: "+1 (713) 555-0111" }).eq("id", true);
    const read = await readSiteSettings({ url: server.url, anonKey: server.anonKey });
    expect(read.sales_phone).toBe("+1 (713) 555-0111");
    const offline = await readSiteSettings({ url: "http://127.0.0.1:9", anonKey: "x" }, 2_000);
    expect(offline).toEqual(DEFAULT_SITE_SETTINGS);
  });
});

describe("who may change them", () => {
  it("anon cannot update (42501, 401)", async () => {
    const { error, status } = await anon.from("site_settings").update({ sales_phone: "+1 555 0000" }).eq("id", true);
    expect(error?.code).toBe("42501");
    expect(status).toBe(401);
    expect(await salesPhone()).toBe(DEFAULT_SITE_SETTINGS.sales_phone);
  });

  it("a signed-in non-admin updates nothing (RLS hides the row) and the data module says so", async () => {
    const { data, error } = await editor
      .from("site_settings")
      .update({ sales_phone: "+1 555 0000" })
      .eq("id", true)
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    await expect(
      updateSiteSettings(editor, { ...settingsToForm(DEFAULT_SITE_SETTINGS), sales_phone: "+1 555 0000" }),
    ).rejects.toMatchObject({ code: "not_found" });
    expect(await salesPhone()).toBe(DEFAULT_SITE_SETTINGS.sales_phone);
  });

  it("nobody inserts or deletes through the API, not even an admin", async () => {
    const insert = await admin.from("site_settings").insert({ company_name_en: "Second" });
    expect(insert.error?.code).toBe("42501");
    const remove = await admin.from("site_settings").delete().eq("id", true);
    expect(remove.error?.code).toBe("42501");
    const serviceRemove = await service.from("site_settings").delete().eq("id", true);
    expect(serviceRemove.error?.code).toBe("42501");
    expect((await server.db.query("select 1 from public.site_settings")).rows).toHaveLength(1);
  });

  it("an admin saves through the data module; updated_at moves; every column round-trips", async () => {
    const before = (await fetchSiteSettings(admin)).updatedAt!;
    const form = {
      ...settingsToForm(DEFAULT_SITE_SETTINGS),
      sales_phone: " +1 (713) 555-0123 ",
      linkedin_url: "https://www.linkedin.com/company/example",
      terms_en: "## Heading\n\n<script>alert(1)</script> stays text",
    };
    const saved = await updateSiteSettings(admin, form);
    expect(saved.settings.sales_phone).toBe("+1 (713) 555-0123");
    expect(saved.settings.linkedin_url).toBe("https://www.linkedin.com/company/example");
    expect(saved.settings.x_url).toBeNull();
    expect(saved.settings.terms_en).toBe(form.terms_en);
    expect(new Date(saved.updatedAt!).getTime()).toBeGreaterThan(new Date(before).getTime());
    expect(Object.keys(saved.settings).sort()).toEqual([...SETTINGS_COLUMNS].sort());
  });
});

describe("bad values", () => {
  it("a social URL that is not https is refused by the database in PostgREST's shape (400, 23514)", async () => {
    const { data, error, status } = await admin
      .from("site_settings")
      .update({ x_url: "http://x.com/example" })
      .eq("id", true)
      .select();
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "23514" });
    expect(error?.message).toContain("site_settings_social_urls");
    expect(Object.keys(error ?? {}).sort()).toEqual(["code", "details", "hint", "message"]);
  });

  it("a javascript: URL, a bad e-mail, a phone with letters and an empty name are refused too", async () => {
    for (const patch of [
      { facebook_url: "javascript:alert(1)" },
      { press_email: "press@localhost" },
      { support_phone: "call us" },
      { company_name_zh: "  " },
    ]) {
      const { error } = await admin.from("site_settings").update(patch).eq("id", true);
      expect(error?.code, JSON.stringify(patch)).toBe("23514");
    }
    expect((await fetchSiteSettings(anon)).settings).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it("the data module refuses a bad form before sending anything (code invalid, naming the fields)", async () => {
    const error = await updateSiteSettings(admin, {
      ...settingsToForm(DEFAULT_SITE_SETTINGS),
      youtube_url: "http://youtube.com/x",
      sales_email: "not an address",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).code).toBe("invalid");
    expect((error as DataError).details).toBe("sales_email,youtube_url");
    expect((await server.db.query("select 1 from public.site_builds")).rows).toHaveLength(0);
  });
});

describe("branch offices", () => {
  const office = VALID_OFFICE;
  const storedOffices = async () =>
    (await server.db.query<{ o: unknown }>("select offices as o from public.site_settings")).rows[0]!.o;

  it("an admin adds, edits, reorders and removes offices through the data module; anon reads them", async () => {
    const form = settingsToForm(DEFAULT_SITE_SETTINGS);
    const [dubai, , singapore] = form.offices;
    const lagos = {
      name_en: "West Africa Office",
      name_zh: "西非办事处",
      location_en: "Lagos, Nigeria",
      location_zh: "尼日利亚拉各斯",
      address_en: "12 Marina Road, Lagos",
      address_zh: "拉各斯滨海路 12 号",
      phone: "+234 1 555 0140",
      email: "lagos@example.com",
    };
    const saved = await updateSiteSettings(admin, {
      ...form,
      offices: [singapore!, { ...dubai!, phone: " +971 4 555 0199 " }, lagos],
    });
    expect(saved.settings.offices.map((o) => o.location_en)).toEqual(["Singapore", "Dubai, UAE", "Lagos, Nigeria"]);
    expect(saved.settings.offices[1]!.phone).toBe("+971 4 555 0199");
    expect((await fetchSiteSettings(anon)).settings.offices).toEqual(saved.settings.offices);
    const emptied = await updateSiteSettings(admin, { ...form, offices: [] });
    expect(emptied.settings.offices).toEqual([]);
  });

  it("the database refuses a malformed office list (23514) and keeps the stored one", async () => {
    for (const { breaks, offices } of malformedOfficeLists()) {
      const { error, status } = await admin
        .from("site_settings")
        .update({ offices: offices as never })
        .eq("id", true);
      expect(error?.code, breaks).toBe("23514");
      expect(status).toBe(400);
      expect(error?.message).toContain("site_settings_offices");
    }
    expect(await storedOffices()).toEqual(DEFAULT_SITE_SETTINGS.offices);
    const twelve = await admin
      .from("site_settings")
      .update({ offices: Array(12).fill(office) })
      .eq("id", true);
    expect(twelve.error).toBeNull();
    expect(await storedOffices()).toHaveLength(12);
  });

  it("a signed-in non-admin cannot change them (RLS)", async () => {
    const { data } = await editor.from("site_settings").update({ offices: [] }).eq("id", true).select();
    expect(data).toEqual([]);
    expect(await storedOffices()).toEqual(DEFAULT_SITE_SETTINGS.offices);
  });
});

describe("site builds", () => {
  it("a change requests a build whose changes make the builder re-render every page", async () => {
    await updateSiteSettings(admin, { ...settingsToForm(DEFAULT_SITE_SETTINGS), sales_phone: "+1 (713) 555-0177" });
    const builds = await server.db.query<{ status: string; reason: string; changes: unknown }>(
      "select status, reason, changes from public.site_builds",
    );
    expect(builds.rows).toHaveLength(1);
    expect(builds.rows[0]).toMatchObject({ status: "requested", reason: "change" });
    expect(builds.rows[0]!.changes).toEqual([{ table: "site_settings", id: "site", slug: null, previous_slugs: [] }]);
    // The local builder: a table it does not know means every page (site/scripts/rebuild/changes.ts).
    expect(parseChanges(builds.rows[0]!.changes)).toBeNull();
  });

  it("merged into a waiting content request, it still makes the build re-render every page", async () => {
    await server.db.query(
      `insert into public.site_builds (reason, changes) values ('change', '[{"table":"news","id":"n1","slug":"a","previous_slugs":[]}]')`,
    );
    expect(
      parseChanges(
        (await server.db.query<{ changes: unknown }>("select changes from public.site_builds")).rows[0]!.changes,
      ),
    ).not.toBeNull();
    await admin.from("site_settings").update({ press_email: "media@example.com" }).eq("id", true);
    const rows = (await server.db.query<{ changes: unknown }>("select changes from public.site_builds")).rows;
    expect(rows).toHaveLength(1);
    expect(parseChanges(rows[0]!.changes)).toBeNull();
  });

  it("a save that changes nothing requests no build", async () => {
    await admin.from("site_settings").update({ sales_phone: DEFAULT_SITE_SETTINGS.sales_phone }).eq("id", true);
    expect((await server.db.query("select 1 from public.site_builds")).rows).toHaveLength(0);
  });
});
