/**
 * supabase/server/settings.ts and start-from-env.ts (issue #8): the Supabase
 * CLI's public default JWT secret is only accepted on loopback; listening on
 * any other address needs a secret of one's own, and the refusal says how.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startLocalSupabase } from "../../supabase/server/index";
import { assertSafeBinding, DEFAULT_JWT_SECRET, isLoopbackHost, readEnvSettings } from "../../supabase/server/settings";
import { pointSiteAtBackend, readStartSettings, startFromEnv } from "../../supabase/server/start-from-env";
import { deriveApiKeys } from "../../supabase/server/keys";

const OWN_SECRET = "a-project-secret-of-our-own-0123456789abcdef";
const REFUSAL = /Refusing to listen on 0\.0\.0\.0 with the default JWT_SECRET/;

describe("isLoopbackHost()", () => {
  it.each([
    "127.0.0.1",
    "127.0.0.53",
    "127.255.255.254",
    "::1",
    "0:0:0:0:0:0:0:1",
    "[::1]",
    "::ffff:127.0.0.1",
    "localhost",
    "LOCALHOST",
  ])("counts %s as loopback", (host) => expect(isLoopbackHost(host)).toBe(true));
  it.each([
    "0.0.0.0",
    "::",
    "192.168.1.20",
    "10.0.0.1",
    "128.0.0.1",
    "::ffff:10.0.0.1",
    "example.com",
    "localhost.example.com",
    "127.1",
  ])("does not count %s as loopback", (host) => expect(isLoopbackHost(host)).toBe(false));
});

describe("assertSafeBinding()", () => {
  it("refuses the default secret on a non-loopback host and says how to set one", () => {
    expect(() => assertSafeBinding("0.0.0.0", DEFAULT_JWT_SECRET)).toThrow(REFUSAL);
    expect(() => assertSafeBinding("0.0.0.0", DEFAULT_JWT_SECRET)).toThrow(
      'JWT_SECRET="$(openssl rand -base64 48)" npm run supabase:local -- --host 0.0.0.0',
    );
    expect(() => assertSafeBinding("192.168.1.20", DEFAULT_JWT_SECRET)).toThrow(/on 192\.168\.1\.20/);
  });
  it("accepts the default secret on loopback and any other secret anywhere", () => {
    expect(() => assertSafeBinding("127.0.0.1", DEFAULT_JWT_SECRET)).not.toThrow();
    expect(() => assertSafeBinding("::1", DEFAULT_JWT_SECRET)).not.toThrow();
    expect(() => assertSafeBinding("0.0.0.0", OWN_SECRET)).not.toThrow();
  });
});

describe("readStartSettings() (npm start, npm run dev, npm run supabase:local)", () => {
  it("refuses SUPABASE_HOST=0.0.0.0 without a JWT_SECRET", () => {
    expect(() => readStartSettings({}, { SUPABASE_HOST: "0.0.0.0" })).toThrow(REFUSAL);
    expect(() => readStartSettings({}, { SUPABASE_HOST: "0.0.0.0", JWT_SECRET: "" })).toThrow(REFUSAL);
  });
  it("refuses the default secret set explicitly, and a host given as a CLI override", () => {
    expect(() => readStartSettings({}, { SUPABASE_HOST: "::", JWT_SECRET: DEFAULT_JWT_SECRET })).toThrow(
      /Refusing to listen on :: with the default JWT_SECRET/,
    );
    expect(() => readStartSettings({ overrides: { SUPABASE_HOST: "0.0.0.0" } }, {})).toThrow(REFUSAL);
  });
  it("accepts 0.0.0.0 with a secret of 32+ characters of one's own", () => {
    const s = readStartSettings({}, { SUPABASE_HOST: "0.0.0.0", JWT_SECRET: OWN_SECRET, SUPABASE_PORT: "54400" });
    expect(s).toEqual({ env: expect.objectContaining({ JWT_SECRET: OWN_SECRET }), host: "0.0.0.0", port: 54400 });
  });
  it("still requires 32 characters of any secret", () => {
    expect(() => readStartSettings({}, { SUPABASE_HOST: "0.0.0.0", JWT_SECRET: "short" })).toThrow(
      /JWT_SECRET must be at least 32 characters/,
    );
  });
  it("accepts the default secret on loopback", () => {
    for (const host of ["127.0.0.1", "localhost", "::1"]) {
      const s = readStartSettings({}, { SUPABASE_HOST: host });
      expect(s.host).toBe(host);
      expect(s.env.JWT_SECRET).toBe(DEFAULT_JWT_SECRET);
    }
    expect(readStartSettings({}, {}).host).toBe("127.0.0.1");
  });
  it("accepts a 0.0.0.0 setting when nothing listens (db:reset binds 127.0.0.1; db:seed reads only the seed accounts)", () => {
    expect(readStartSettings({ noListen: true }, { SUPABASE_HOST: "0.0.0.0" })).toMatchObject({
      host: "127.0.0.1",
      port: 0,
    });
    expect(readEnvSettings({ SUPABASE_HOST: "0.0.0.0" }).SEED_ADMIN_EMAIL).toBe("admin@example.com");
  });
});

describe("startFromEnv()", () => {
  it("refuses before starting anything when the default secret would listen on 0.0.0.0", async () => {
    await expect(
      startFromEnv({
        overrides: {
          SUPABASE_HOST: "0.0.0.0",
          JWT_SECRET: DEFAULT_JWT_SECRET,
          SUPABASE_PORT: "0",
          SUPABASE_DATA_DIR: "memory",
        },
      }),
    ).rejects.toThrow(REFUSAL);
  });
});

describe("startLocalSupabase() (programmatic start)", () => {
  it("refuses the default secret on a non-loopback host before creating the data folder", async () => {
    const parent = await mkdtemp(path.join(tmpdir(), "safe-binding-"));
    const dataDir = path.join(parent, "data");
    try {
      await expect(startLocalSupabase({ host: "0.0.0.0", port: 0, dataDir, quiet: true })).rejects.toThrow(
        /JWT_SECRET/,
      );
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});

describe("pointSiteAtBackend() (npm start, npm run dev)", () => {
  const secret = "a-custom-secret-of-at-least-32-characters!!";
  it("points the site at the backend's port with its secret's anon key", () => {
    const target: NodeJS.ProcessEnv = {};
    pointSiteAtBackend(readEnvSettings({ SUPABASE_PORT: "54400", JWT_SECRET: secret }), target);
    expect(target.VITE_SUPABASE_URL).toBe("http://localhost:54400");
    expect(target.VITE_SUPABASE_ANON_KEY).toBe(deriveApiKeys(secret).anonKey);
    expect(target.VITE_SUPABASE_ANON_KEY).not.toBe(deriveApiKeys(DEFAULT_JWT_SECRET).anonKey);
  });

  it("keeps values that are already set", () => {
    const target: NodeJS.ProcessEnv = { VITE_SUPABASE_URL: "https://x.supabase.co", VITE_SUPABASE_ANON_KEY: "k" };
    pointSiteAtBackend(readEnvSettings({ JWT_SECRET: secret }), target);
    expect(target).toEqual({ VITE_SUPABASE_URL: "https://x.supabase.co", VITE_SUPABASE_ANON_KEY: "k" });
  });
});
