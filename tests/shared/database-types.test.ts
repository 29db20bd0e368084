/**
 * Drift check: shared/types/database.ts must describe exactly the schema the
 * migrations build (columns, nullability, defaults, types, the two RPCs). The
 * TS file is parsed with the TypeScript compiler and compared with what
 * `supabase gen types` would generate from the migrated PGlite database.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, openDatabase, type Db } from "../../supabase/server/db/database";
import {
  introspectSchemaTypes,
  type SchemaTypes,
  type TableTypes,
  type TypeMember,
} from "../../supabase/server/db/schema-types";

const TYPES_FILE = path.resolve(__dirname, "../../shared/types/database.ts");

/** Reads the `Database["public"]` Tables and Functions of a types file. */
function parseTypesFile(file: string, text: string): SchemaTypes {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const alias = source.statements.find(
    (s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === "Database",
  );
  if (!alias || !ts.isTypeLiteralNode(alias.type)) throw new Error("type Database not found");
  const member = (node: ts.TypeLiteralNode, name: string): ts.TypeNode => {
    const m = node.members.find(
      (x): x is ts.PropertySignature => ts.isPropertySignature(x) && x.name.getText(source).replace(/"/g, "") === name,
    );
    if (!m?.type) throw new Error(`member ${name} not found`);
    return m.type;
  };
  const literal = (node: ts.TypeNode): ts.TypeLiteralNode => {
    if (!ts.isTypeLiteralNode(node)) throw new Error(`expected an object type, got ${node.getText(source)}`);
    return node;
  };
  const members = (node: ts.TypeNode): Record<string, TypeMember> => {
    const out: Record<string, TypeMember> = {};
    for (const m of literal(node).members) {
      if (!ts.isPropertySignature(m) || !m.type) continue;
      out[m.name.getText(source)] = {
        type: m.type.getText(source).replace(/\s+/g, " "),
        optional: m.questionToken !== undefined,
      };
    }
    return out;
  };
  const pub = literal(member(alias.type, "public"));
  const Tables: Record<string, TableTypes> = {};
  for (const t of literal(member(pub, "Tables")).members) {
    if (!ts.isPropertySignature(t) || !t.type) continue;
    const lit = literal(t.type);
    Tables[t.name.getText(source)] = {
      Row: members(member(lit, "Row")),
      Insert: members(member(lit, "Insert")),
      Update: members(member(lit, "Update")),
    };
  }
  const Functions: SchemaTypes["Functions"] = {};
  for (const f of literal(member(pub, "Functions")).members) {
    if (!ts.isPropertySignature(f) || !f.type) continue;
    const lit = literal(f.type);
    const args = member(lit, "Args");
    const isNever = args.kind === ts.SyntaxKind.NeverKeyword || args.getText(source) === "Record<PropertyKey, never>";
    Functions[f.name.getText(source)] = {
      Args: isNever ? "never" : members(args),
      Returns: member(lit, "Returns").getText(source),
    };
  }
  return { Tables, Functions };
}

/** Human-readable differences between generated and declared types ([] when equal). */
function diff(expected: SchemaTypes, actual: SchemaTypes): string[] {
  const out: string[] = [];
  const keys = (a: object, b: object) => [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  for (const t of keys(expected.Tables, actual.Tables)) {
    const e = expected.Tables[t];
    const a = actual.Tables[t];
    if (!e || !a) {
      out.push(`table ${t}: ${e ? "missing from the types file" : "not in the schema"}`);
      continue;
    }
    for (const part of ["Row", "Insert", "Update"] as const) {
      for (const c of keys(e[part], a[part])) {
        const em = e[part][c];
        const am = a[part][c];
        const show = (m?: TypeMember) => (m ? `${m.optional ? "?" : ""}: ${m.type}` : "(absent)");
        if (!em || !am || em.type !== am.type || em.optional !== am.optional)
          out.push(`${t}.${part}.${c} schema ${show(em)} vs file ${show(am)}`);
      }
    }
  }
  for (const f of keys(expected.Functions, actual.Functions)) {
    if (JSON.stringify(expected.Functions[f]) !== JSON.stringify(actual.Functions[f])) {
      out.push(
        `function ${f}: schema ${JSON.stringify(expected.Functions[f])} vs file ${JSON.stringify(actual.Functions[f])}`,
      );
    }
  }
  return out;
}

let db: Db;
let declared: SchemaTypes;

beforeAll(async () => {
  db = (await openDatabase(undefined)).db;
  declared = parseTypesFile(TYPES_FILE, await readFile(TYPES_FILE, "utf8"));
});
afterAll(() => db?.close());

describe("shared/types/database.ts", () => {
  it("matches the migrated schema: tables, columns, nullability, defaults and types", async () => {
    const generated = await introspectSchemaTypes(db);
    expect(diff(generated, declared)).toEqual([]);
    expect(Object.keys(declared.Tables).sort()).toEqual([
      "admin_users",
      "case_studies",
      "catalog_files",
      "content_audit_log",
      "documentation",
      "enquiries",
      "videos",
      "white_papers",
    ]);
  });

  it("declares both RPCs with their arguments and return types", () => {
    expect(declared.Functions).toEqual({
      increment_video_views: { Args: { video_id: { type: "string", optional: false } }, Returns: "number" },
      is_admin: { Args: "never", Returns: "boolean" },
    });
  });

  it("fails when a migration adds a column the types file does not declare", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "types-drift-"));
    try {
      await cp(MIGRATIONS_DIR, dir, { recursive: true });
      await writeFile(path.join(dir, "29991231000000_drift.sql"), "alter table public.videos add column speaker text;");
      const drifted = await openDatabase(undefined, dir);
      try {
        expect(diff(await introspectSchemaTypes(drifted.db), declared)).toEqual([
          "videos.Row.speaker schema : string | null vs file (absent)",
          "videos.Insert.speaker schema ?: string | null vs file (absent)",
          "videos.Update.speaker schema ?: string | null vs file (absent)",
        ]);
      } finally {
        await drifted.db.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
