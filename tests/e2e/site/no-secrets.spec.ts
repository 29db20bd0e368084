import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { SITE_DIR } from "../support/env";

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// The service_role key's payload segment ({"role":"service_role"...}) and the local JWT secret.
const SECRETS = [
  "InNlcnZpY2Vfcm9sZSI",
  "super-secret-jwt-token-with-at-least-32-characters-long",
  "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz",
];

test("the built site bundle holds no service_role key or JWT secret", () => {
  const files = filesUnder(SITE_DIR).filter((f) => /\.(js|html|json|map|css|txt|xml)$/.test(f));
  expect(files.length).toBeGreaterThan(30);
  const leaks = files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return SECRETS.filter((s) => text.includes(s)).map((s) => `${file}: ${s}`);
  });
  expect(leaks).toEqual([]);
});
