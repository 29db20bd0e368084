/**
 * The pure parts of supabase/dev (issue #23): `npm run db:push`'s check of
 * SUPABASE_DB_URL, the password redaction of CLI command lines, and the
 * drift hint of the generated types check. The CLI itself runs in
 * tests/compat/postgres.test.ts.
 */
import { describe, expect, it } from "vitest";
import { describeTypesDrift } from "../../../supabase/dev/database-types";
import { readHostedDbUrl, redactDbUrl } from "../../../supabase/dev/supabase-cli";

describe("readHostedDbUrl()", () => {
  it("returns a postgresql:// URL as given", () => {
    const url = "postgresql://postgres.abc:s3cret@aws-0-eu-west-1.pooler.supabase.com:5432/postgres";
    expect(readHostedDbUrl({ SUPABASE_DB_URL: url })).toBe(url);
  });

  it("says SUPABASE_DB_URL is missing and what it must hold", () => {
    expect(() => readHostedDbUrl({})).toThrow(
      /SUPABASE_DB_URL is not set[\s\S]*Needed: SUPABASE_DB_URL: .*postgresql:\/\//,
    );
  });

  it("refuses another scheme and the dashboard's password placeholder", () => {
    expect(() => readHostedDbUrl({ SUPABASE_DB_URL: "https://abc.supabase.co" })).toThrow(
      /must start with postgresql:\/\//,
    );
    expect(() =>
      readHostedDbUrl({ SUPABASE_DB_URL: "postgresql://postgres:[YOUR-PASSWORD]@db.abc.supabase.co:5432/postgres" }),
    ).toThrow(/\[YOUR-PASSWORD\] placeholder/);
  });
});

describe("redactDbUrl()", () => {
  it("hides the password of a connection URL and keeps the rest", () => {
    expect(redactDbUrl("--db-url postgresql://postgres.abc:p%40ss@host:5432/postgres?sslmode=require")).toBe(
      "--db-url postgresql://postgres.abc:***@host:5432/postgres?sslmode=require",
    );
    expect(redactDbUrl("postgresql://postgres@127.0.0.1:5433/postgres")).toBe(
      "postgresql://postgres@127.0.0.1:5433/postgres",
    );
  });
});

describe("describeTypesDrift()", () => {
  it("is empty when the files are equal", () => {
    expect(describeTypesDrift("a\nb\n", "a\nb\n")).toBe("");
  });

  it("lists an added column as one + line with its line number and names the command", () => {
    const committed = "Row: {\n  id: string;\n};\n";
    const generated = "Row: {\n  id: string;\n  speaker: string | null;\n};\n";
    expect(describeTypesDrift(committed, generated).split("\n")).toEqual([
      "shared/types/database.ts differs from a fresh generation on 1 line(s) (- committed, + generated):",
      "+3:   speaker: string | null;",
      "Run `npm run db:types` and commit shared/types/database.ts.",
    ]);
  });

  it("shows a changed line as - then +", () => {
    expect(describeTypesDrift("x: string;\n", "x: number;\n").split("\n").slice(1, 3)).toEqual([
      "-1: x: string;",
      "+1: x: number;",
    ]);
  });
});
