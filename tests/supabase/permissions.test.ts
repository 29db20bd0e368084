/**
 * The permission matrix of spec §6: anonymous visitor, signed-in non-admin
 * (editor) and admin, against each content table (select, insert, update,
 * delete), the storage bucket (upload, remove) and both RPCs. Every cell
 * asserts allowed or denied. Anon holds no write privilege at all (migration
 * 20261123100000), so its writes are refused with 42501 before RLS; a signed-in
 * non-admin's update/delete is filtered by RLS: "no error, row unchanged".
 */
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import type { Database } from "../../shared/types/database";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN, EDITOR } from "../fixtures/accounts";
import { caseStudy, catalogRow, documentation, video, whitePaper } from "../fixtures/content";
import { anonClient, signedInClient } from "./helpers";

type Table = "white_papers" | "case_studies" | "videos" | "documentation" | "catalog_files";
type Role = "anon" | "editor" | "admin";

const builders: Record<Table, () => Record<string, unknown>> = {
  white_papers: whitePaper,
  case_studies: caseStudy,
  videos: video,
  documentation,
  catalog_files: catalogRow,
};
/** A text column each table can be updated through. */
const textColumn: Record<Table, string> = {
  white_papers: "title",
  case_studies: "title",
  videos: "title",
  documentation: "title",
  catalog_files: "name",
};

let server: RunningServer;
let service: ReturnType<typeof createClient<Database>>;
const clients = {} as Record<Role, AppSupabaseClient>;

beforeAll(async () => {
  server = await startTestServer();
  service = createClient<Database>(server.url, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  clients.anon = anonClient(server);
  clients.editor = await signedInClient(server, EDITOR);
  clients.admin = await signedInClient(server, ADMIN);
});
afterAll(() => server?.close());

/** Inserts a row as service_role and returns its id. */
async function seedRow(table: Table): Promise<string> {
  const q = service.from(table) as unknown as {
    insert(v: unknown): { select(): { single(): PromiseLike<{ data: { id: string } | null; error: unknown }> } };
  };
  const { data, error } = await q.insert(builders[table]()).select().single();
  if (error || !data) throw new Error(`seed ${table}: ${JSON.stringify(error)}`);
  return data.id;
}

async function readRow(table: Table, id: string): Promise<Record<string, unknown> | undefined> {
  const { data } = await service.from(table).select("*").eq("id", id);
  return (data as Record<string, unknown>[] | null)?.[0];
}

const roles: Role[] = ["anon", "editor", "admin"];

/**
 * An update/delete's answer: anon holds no write privilege (401, 42501);
 * signed-in callers get 204 whether RLS let the write through or filtered it.
 */
function expectWriteAnswer(role: Role, error: unknown, status: number): void {
  if (role === "anon") {
    expect(error).toMatchObject({ code: "42501" });
    expect(status).toBe(401);
  } else {
    expect(error).toBeNull();
    expect(status).toBe(204);
  }
}
const tables: Table[] = ["white_papers", "case_studies", "videos", "documentation", "catalog_files"];

describe.each(tables)("%s", (table) => {
  const from = (role: Role) =>
    clients[role].from(table) as unknown as {
      select(c: string): PromiseLike<{ data: unknown[] | null; error: { code: string } | null }>;
      insert(v: unknown): PromiseLike<{ error: { code: string } | null; status: number }>;
      update(v: unknown): { eq(c: string, v: string): PromiseLike<{ error: unknown; status: number }> };
      delete(): { eq(c: string, v: string): PromiseLike<{ error: unknown; status: number }> };
    };

  it.each(roles)("select by %s is allowed", async (role) => {
    const { data, error } = await from(role).select("*");
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
  });

  it.each(roles)("insert by %s", async (role) => {
    const { error, status } = await from(role).insert(builders[table]());
    if (role === "admin") {
      expect(error).toBeNull();
      expect(status).toBe(201);
    } else {
      expect(error?.code).toBe("42501");
      expect(status).toBe(role === "anon" ? 401 : 403);
    }
  });

  it.each(roles)("update by %s", async (role) => {
    const id = await seedRow(table);
    const before = await readRow(table, id);
    const { error, status } = await from(role)
      .update({ [textColumn[table]]: "changed" })
      .eq("id", id);
    expectWriteAnswer(role, error, status);
    const after = await readRow(table, id);
    if (role === "admin") expect(after![textColumn[table]]).toBe("changed");
    else expect(after).toEqual(before);
  });

  it.each(roles)("delete by %s", async (role) => {
    const id = await seedRow(table);
    const { error, status } = await from(role).delete().eq("id", id);
    expectWriteAnswer(role, error, status);
    if (role === "admin") expect(await readRow(table, id)).toBeUndefined();
    else expect(await readRow(table, id)).toBeDefined();
  });
});

describe("admin_users", () => {
  it("GET /rest/v1/admin_users is refused to every API role but service_role (issue #23: no client reads it)", async () => {
    const read = async (token?: string) => {
      const headers: Record<string, string> = { apikey: server.anonKey };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await fetch(`${server.url}/rest/v1/admin_users?select=*`, { headers });
      return { status: res.status, body: (await res.json()) as { code?: string } | { user_id: string }[] };
    };
    const session = async (role: Role) => (await clients[role].auth.getSession()).data.session;
    // service_role reads every member: the seeded admin, publisher and author (issue #29; the editor has no role).
    expect((await read(server.serviceRoleKey)).body).toHaveLength(3);
    // anon and signed-in users hold no privilege on admin_users at all.
    expect(await read()).toMatchObject({ status: 401, body: { code: "42501" } });
    expect(await read((await session("editor"))!.access_token)).toMatchObject({ status: 403, body: { code: "42501" } });
    expect(await read((await session("admin"))!.access_token)).toMatchObject({ status: 403, body: { code: "42501" } });
  });

  it.each(roles)("is not writable by %s", async (role) => {
    const { data: users } = await service.auth.admin.listUsers();
    const editorId = users.users.find((u) => u.email === EDITOR.email)!.id;
    const { error } = await clients[role].from("admin_users").insert({ user_id: editorId });
    expect(error?.code).toBe("42501");
  });
});

describe("storage bucket content-files", () => {
  let counter = 0;
  const pdf = () => new Blob(["%PDF-1.4 matrix"], { type: "application/pdf" });

  it.each(roles)("upload by %s", async (role) => {
    const path = `catalogs/matrix-${role}-${++counter}.pdf`;
    const { data, error } = await clients[role].storage.from("content-files").upload(path, pdf());
    if (role === "admin") {
      expect(error).toBeNull();
      expect(data?.path).toBe(path);
    } else {
      expect(error).toMatchObject({ status: 400, statusCode: "403" });
      expect((error as unknown as { message: string }).message).toBe("new row violates row-level security policy");
    }
  });

  it.each(roles)("remove by %s", async (role) => {
    const path = `catalogs/remove-${role}-${++counter}.pdf`;
    await service.storage.from("content-files").upload(path, pdf());
    const { data, error } = await clients[role].storage.from("content-files").remove([path]);
    expect(error).toBeNull();
    const res = await fetch(`${server.url}/storage/v1/object/public/content-files/${path}`);
    if (role === "admin") {
      expect(data).toHaveLength(1);
      expect(res.status).toBe(400);
    } else {
      expect(data).toEqual([]);
      expect(res.status).toBe(200);
    }
  });

  it.each(roles)("listing by %s", async (role) => {
    const { data, error } = await clients[role].storage.from("content-files").list("catalogs");
    expect(error).toBeNull();
    // A public bucket is served by URL; only admins may list it (no public_bucket_allows_listing).
    if (role === "admin") expect(data!.length).toBeGreaterThan(0);
    else expect(data).toEqual([]);
  });

  it.each(roles)("authenticated download by %s", async (role) => {
    const { data: row } = await service.from("catalog_files").select("file_url").limit(1).single();
    const path = decodeURIComponent(row!.file_url.split("/object/public/content-files/")[1]!);
    const { data, error } = await clients[role].storage.from("content-files").download(path);
    if (role === "admin") {
      expect(error).toBeNull();
      expect(data!.size).toBeGreaterThan(0);
    } else {
      expect(data).toBeNull();
      expect(error).not.toBeNull();
    }
  });

  it.each(roles)("public read by %s", async () => {
    const { data } = await service.from("catalog_files").select("file_url").limit(1).single();
    expect((await fetch(data!.file_url)).status).toBe(200);
  });
});

describe("RPCs", () => {
  it.each(["editor", "admin"] as const)("is_admin by %s answers only for the caller", async (role) => {
    const { data, error } = await clients[role].rpc("is_admin");
    expect(error).toBeNull();
    expect(data).toBe(role === "admin");
  });

  it("is_admin is not executable by anon (nothing for a visitor to ask)", async () => {
    const { data, error, status } = await clients.anon.rpc("is_admin");
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: "42501", message: "permission denied for function is_admin" });
    expect(status).toBe(401);
  });

  it.each(roles)("increment_video_views by %s is allowed", async (role) => {
    const id = await seedRow("videos");
    const { data, error } = await clients[role].rpc("increment_video_views", { video_id: id });
    expect(error).toBeNull();
    expect(data).toBe(1);
  });
});
