/**
 * Settings of the enquiry e-mail (issue #9, item 5): SMTP_URL,
 * ENQUIRY_NOTIFY_TO and ENQUIRY_NOTIFY_FROM in the local backend's settings
 * (supabase/server/settings.ts, start-from-env.ts) and in the hosted
 * function's secrets (supabase/functions/notify-enquiry/settings.ts), and
 * `startFromEnv` (what npm start runs) e-mailing through SMTP_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitEnquiry } from "../../shared/data/enquiries";
import {
  DEFAULT_NOTIFY_FROM,
  DEFAULT_NOTIFY_TO,
  isSmtpUrl,
  notifyConfigFromEnv,
} from "../../supabase/functions/notify-enquiry/settings.ts";
import type { LocalSupabase } from "../../supabase/server/index";
import { readEnvSettings } from "../../supabase/server/settings";
import { banner, notifyConfigFrom, startFromEnv } from "../../supabase/server/start-from-env";
import { anonClient } from "./helpers";
import { startSmtpSink, type SmtpSink } from "./notify-enquiry-smtp";

describe("local settings", () => {
  it("leave e-mail off without SMTP_URL and default the addresses", () => {
    const env = readEnvSettings({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.ENQUIRY_NOTIFY_TO).toBe(DEFAULT_NOTIFY_TO);
    expect(env.ENQUIRY_NOTIFY_FROM).toBe(DEFAULT_NOTIFY_FROM);
    expect(notifyConfigFrom(env)).toBeUndefined();
  });

  it("turn e-mail on with SMTP_URL, linking the inbox on VITE_SITE_URL", () => {
    const env = readEnvSettings({
      SMTP_URL: "smtps://mailer:s%40cret@mail.example.com:465",
      ENQUIRY_NOTIFY_TO: "sales@company.test",
      ENQUIRY_NOTIFY_FROM: "Website <web@company.test>",
      VITE_SITE_URL: "https://www.company.test",
    });
    expect(notifyConfigFrom(env)).toEqual({
      smtpUrl: "smtps://mailer:s%40cret@mail.example.com:465",
      to: "sales@company.test",
      from: "Website <web@company.test>",
      siteUrl: "https://www.company.test",
    });
  });

  it.each(["http://mail.example.com", "mail.example.com:25", "smtp://", "smtp:mail"])(
    "refuse SMTP_URL=%s with a message naming the variable",
    (url) => {
      expect(() => readEnvSettings({ SMTP_URL: url })).toThrow(/SMTP_URL must be smtp:\/\//);
    },
  );

  it("accept smtp:// and smtps:// URLs with a host", () => {
    for (const url of ["smtp://localhost:1025", "smtps://u:p@smtp.example.com:465", "smtp://10.0.0.5"]) {
      expect(isSmtpUrl(url)).toBe(true);
    }
  });

  it("print where enquiries are e-mailed in the banner, never the SMTP password", () => {
    const server = { url: "http://127.0.0.1:54321", anonKey: "anon", serviceRoleKey: "service" } as LocalSupabase;
    const on = banner(server, readEnvSettings({ SMTP_URL: "smtps://mailer:hunter2@mail.example.com:465" }));
    expect(on).toContain(`Enquiry email: new enquiries to ${DEFAULT_NOTIFY_TO} via smtps://mail.example.com:465`);
    expect(on).not.toContain("hunter2");
    expect(banner(server, readEnvSettings({}))).toContain("Enquiry email: off (set SMTP_URL to e-mail new enquiries)");
  });
});

describe("hosted function secrets (notifyConfigFromEnv)", () => {
  const envOf = (vars: Record<string, string>) => (name: string) => vars[name];

  it("names every missing secret", () => {
    const read = notifyConfigFromEnv(envOf({}));
    expect(read).toEqual({
      problem:
        "notify-enquiry is not configured: set SMTP_URL, ENQUIRY_NOTIFY_TO, ENQUIRY_NOTIFY_FROM (supabase secrets set)",
    });
  });

  it("refuses an SMTP_URL that is not smtp:// or smtps://", () => {
    const read = notifyConfigFromEnv(
      envOf({ SMTP_URL: "https://api.mail.test", ENQUIRY_NOTIFY_TO: "a@b.test", ENQUIRY_NOTIFY_FROM: "c@d.test" }),
    );
    expect(read).toEqual({ problem: "notify-enquiry: SMTP_URL must start with smtp:// or smtps://" });
  });

  it("reads all four", () => {
    const read = notifyConfigFromEnv(
      envOf({
        SMTP_URL: "smtps://u:p@smtp.mail.test:465",
        ENQUIRY_NOTIFY_TO: " sales@company.test ",
        ENQUIRY_NOTIFY_FROM: "web@company.test",
        SITE_URL: "https://www.company.test",
      }),
    );
    expect(read).toEqual({
      config: {
        smtpUrl: "smtps://u:p@smtp.mail.test:465",
        to: "sales@company.test",
        from: "web@company.test",
        siteUrl: "https://www.company.test",
      },
    });
  });
});

describe("startFromEnv (npm start, npm run supabase:local) with SMTP_URL", () => {
  let sink: SmtpSink;
  let server: LocalSupabase;

  beforeAll(async () => {
    sink = await startSmtpSink();
    ({ server } = await startFromEnv({
      overrides: {
        SUPABASE_PORT: "0",
        SUPABASE_DATA_DIR: "memory",
        CAPTCHA_PROVIDER: "none",
        SMTP_URL: sink.url,
        ENQUIRY_NOTIFY_TO: "sales@company.test",
        ENQUIRY_NOTIFY_FROM: "web@company.test",
        VITE_SITE_URL: "https://www.company.test",
      },
    }));
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it("e-mails a visitor's enquiry to ENQUIRY_NOTIFY_TO from ENQUIRY_NOTIFY_FROM", async () => {
    await submitEnquiry(
      anonClient(server),
      "technical_docs",
      { name: "Linus", email: "linus@kernel.test", documentType: "operation-manual", urgency: "urgent" },
      { locale: "en", page: "/resources/documentation" },
    );
    const [mail] = await sink.waitForMessages(1);
    expect(mail!.envelope).toEqual({ from: "web@company.test", to: ["sales@company.test"] });
    expect(mail!.headers.subject).toBe("Technical documentation request: Linus");
    expect(mail!.text).toContain("Document Type: Operation Manual\n");
    expect(mail!.text).toContain("Urgency: Urgent (2-3 business days)\n");
    expect(mail!.text).toContain("Open the inbox: https://www.company.test/admin/dashboard\n");
  });
});
