/**
 * The notify-enquiry handler on its own (issue #23), with a fake store and a
 * fake mailer: it authenticates its caller by the shared webhook secret
 * before reading anything (and refuses everything when none is configured),
 * and the e-mail never lets a visitor's CR/LF start a line of its own. The
 * same handler against the local backend and a real SMTP server:
 * notify-enquiry.test.ts.
 */
import { describe, expect, it, vi } from "vitest";
import {
  composeEnquiryMail,
  createNotifyEnquiryHandler,
  type EnquiryRecord,
  type EnquiryStore,
  fieldLines,
  type MailMessage,
  secretsMatch,
  WEBHOOK_SECRET_HEADER,
} from "../../supabase/functions/notify-enquiry/handler.ts";
import { WEBHOOK_SECRET_ENV, webhookSecretFromEnv } from "../../supabase/functions/notify-enquiry/settings.ts";
import { readEnvSettings } from "../../supabase/server/settings";

const SECRET = "0123456789abcdef0123456789abcdef-webhook";
const ID = "6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f";

function enquiry(extra: Partial<EnquiryRecord> = {}): EnquiryRecord {
  return {
    id: ID,
    form: "sales",
    name: "Ada Lovelace",
    email: "ada@engines.test",
    phone: null,
    company: "Analytical Engines Ltd",
    position: null,
    details: { inquiryType: "bulk-order", projectDetails: "Twelve tools." },
    locale: "en",
    page: "/products/contact-sales",
    created_at: "2026-11-26T06:00:00+00:00",
    notified_at: null,
    ...extra,
  };
}

/** A handler over a fake store holding `row`, with spies for every read, write and e-mail. */
function setup(webhookSecret: string | undefined, row: EnquiryRecord = enquiry()) {
  const sent: MailMessage[] = [];
  const logged: string[] = [];
  const store = {
    get: vi.fn<EnquiryStore["get"]>(async (id) => (id === row.id ? row : null)),
    markNotified: vi.fn<EnquiryStore["markNotified"]>(async () => undefined),
    markFailed: vi.fn<EnquiryStore["markFailed"]>(async () => undefined),
  };
  const handler = createNotifyEnquiryHandler({
    settings: { to: "sales@rss.test", from: "Website <web@rss.test>" },
    sendMail: async (message) => {
      sent.push(message);
    },
    store,
    webhookSecret,
    log: (line) => logged.push(line),
  });
  return { handler, store, sent, logged };
}

const payload = JSON.stringify({ type: "INSERT", table: "enquiries", schema: "public", record: { id: ID } });

/** A webhook call; its body fails the test if anyone reads it (`bodyRead` says whether it was). */
function webhookCall(headers: Record<string, string>) {
  const state = { bodyRead: false };
  // highWaterMark 0: the stream pulls only when a reader asks for data.
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        state.bodyRead = true;
        controller.enqueue(new TextEncoder().encode(payload));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request("http://functions.test/notify-enquiry", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, state };
}

describe("createNotifyEnquiryHandler(): the caller must send the webhook secret", () => {
  it("POST without the x-webhook-secret header answers 401, reads neither body nor row and sends nothing", async () => {
    const { handler, store, sent } = setup(SECRET);
    const { request, state } = webhookCall({ authorization: "Bearer sb_publishable_anyone" });
    const res = await handler(request);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: `Send the webhook secret in the ${WEBHOOK_SECRET_HEADER} header` });
    expect(state.bodyRead).toBe(false);
    expect(store.get).not.toHaveBeenCalled();
    expect(sent).toHaveLength(0);
  });

  it.each([
    ["a wrong secret", `${SECRET.slice(0, -1)}X`],
    ["the secret with a suffix", `${SECRET}0`],
    ["a prefix of the secret", SECRET.slice(0, 32)],
    ["an empty header", ""],
  ])("POST with %s answers 401 and sends nothing", async (_what, given) => {
    const { handler, store, sent } = setup(SECRET);
    const { request, state } = webhookCall({ [WEBHOOK_SECRET_HEADER]: given });
    expect((await handler(request)).status).toBe(401);
    expect(state.bodyRead).toBe(false);
    expect(store.get).not.toHaveBeenCalled();
    expect(sent).toHaveLength(0);
  });

  it("POST with the secret is handled: one e-mail, notified_at set", async () => {
    const { handler, store, sent } = setup(SECRET);
    const { request, state } = webhookCall({ [WEBHOOK_SECRET_HEADER]: SECRET });
    const res = await handler(request);
    expect(res.status).toBe(200);
    expect(state.bodyRead).toBe(true);
    expect(await res.json()).toEqual({ id: ID, notified: true });
    expect(sent).toHaveLength(1);
    expect(store.markNotified).toHaveBeenCalledWith(ID);
  });

  it.each([
    ["no secret", undefined],
    ["an empty secret", ""],
    ["a secret shorter than 32 characters", "short-secret"],
  ])(
    "with %s configured it refuses every call, the right-looking one included, and logs why",
    async (_what, secret) => {
      const { handler, store, sent, logged } = setup(secret);
      for (const given of [secret ?? "", SECRET]) {
        const res = await handler(webhookCall({ [WEBHOOK_SECRET_HEADER]: given }).request);
        expect(res.status).toBe(401);
      }
      expect(store.get).not.toHaveBeenCalled();
      expect(sent).toHaveLength(0);
      expect(logged[0]).toMatch(/no webhook secret is configured \(set NOTIFY_ENQUIRY_WEBHOOK_SECRET/);
    },
  );

  it("answers 401 before 405: a GET without the secret learns nothing", async () => {
    const { handler } = setup(SECRET);
    expect((await handler(new Request("http://functions.test/notify-enquiry"))).status).toBe(401);
  });
});

describe("secretsMatch()", () => {
  it("is true only for the identical string", async () => {
    expect(await secretsMatch(SECRET, SECRET)).toBe(true);
    expect(await secretsMatch(`${SECRET} `, SECRET)).toBe(false);
    expect(await secretsMatch("", SECRET)).toBe(false);
    expect(await secretsMatch("é", "e\u0301")).toBe(false);
  });
});

describe("webhook secret settings", () => {
  it(`webhookSecretFromEnv reads ${WEBHOOK_SECRET_ENV}, trimmed; blank counts as unset`, () => {
    expect(webhookSecretFromEnv((n) => (n === WEBHOOK_SECRET_ENV ? ` ${SECRET}\n` : undefined))).toBe(SECRET);
    expect(webhookSecretFromEnv(() => "   ")).toBeUndefined();
    expect(webhookSecretFromEnv(() => undefined)).toBeUndefined();
  });

  it("the local backend accepts NOTIFY_ENQUIRY_WEBHOOK_SECRET of 32+ characters and refuses a shorter one", () => {
    expect(readEnvSettings({}).NOTIFY_ENQUIRY_WEBHOOK_SECRET).toBeUndefined();
    expect(readEnvSettings({ NOTIFY_ENQUIRY_WEBHOOK_SECRET: SECRET }).NOTIFY_ENQUIRY_WEBHOOK_SECRET).toBe(SECRET);
    expect(() => readEnvSettings({ NOTIFY_ENQUIRY_WEBHOOK_SECRET: "short" })).toThrow(
      /NOTIFY_ENQUIRY_WEBHOOK_SECRET must be at least 32 characters/,
    );
  });
});

describe("composeEnquiryMail(): visitor text never starts a line (issue #23)", () => {
  const settings = { to: "sales@rss.test", from: "Website <web@rss.test>" };
  /** The lines of the body that a visitor's value could have produced at the start of a line. */
  const unindented = (text: string) => text.split("\n").filter((line) => line !== "" && !line.startsWith("  "));

  it("indents a page with CR LF and a fake 'Field: value' line under its label", () => {
    const mail = composeEnquiryMail(
      enquiry({ page: "/contact\r\nEnquiry: 00000000-forged\r\nStatus: paid" }),
      settings,
    );
    const lines = mail.text.split("\n");
    expect(lines).toContain("Page:");
    expect(lines).toContain("  /contact");
    expect(lines).toContain("  Enquiry: 00000000-forged");
    expect(lines).toContain("  Status: paid");
    expect(lines.filter((l) => l.startsWith("Enquiry:"))).toEqual([`Enquiry: ${ID}`]);
    expect(unindented(mail.text).some((l) => l.includes("forged") || l.startsWith("Status:"))).toBe(false);
  });

  it.each([
    ["CR LF", "\r\n"],
    ["a lone CR", "\r"],
    ["a lone LF", "\n"],
    ["a vertical tab", "\v"],
    ["a form feed", "\f"],
    ["NEL", "\u0085"],
    ["the line separator", "\u2028"],
    ["the paragraph separator", "\u2029"],
  ])("indents the lines of a message split by %s", (_what, br) => {
    const row = enquiry({ details: { projectDetails: `Twelve tools.${br}Email Address: mallory@evil.test${br}` } });
    const mail = composeEnquiryMail(row, settings);
    const lines = mail.text.split("\n");
    expect(lines).toContain("Project Details:");
    expect(lines).toContain("  Email Address: mallory@evil.test");
    expect(unindented(mail.text).some((l) => l.includes("mallory"))).toBe(false);
    // No raw break character other than the body's own LF survives.
    expect(mail.text).not.toMatch(/[\r\v\f\u0085\u2028\u2029]/);
  });

  it("folds name, e-mail, company and unknown detail keys onto one line, in the body, subject and reply-to", () => {
    const row = enquiry({
      name: "Ada\r\nBcc: everyone@evil.test",
      email: "ada@engines.test\r\nInjected: yes",
      company: "Acme\nSubject: forged",
      details: { "legacy\r\nField": "value\r\nForged: line", projectDetails: "ok" },
    });
    const mail = composeEnquiryMail(row, settings);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.replyTo.name).not.toMatch(/[\r\n]/);
    const starts = unindented(mail.text);
    for (const forged of ["Bcc:", "Injected:", "Subject:", "Field", "Forged:"]) {
      expect(starts.some((l) => l.startsWith(forged))).toBe(false);
    }
    expect(mail.text.split("\n")).toContain("legacy Field:");
    expect(mail.text.split("\n")).toContain("  Forged: line");
  });

  it("keeps a one-line value beside its label", () => {
    expect(fieldLines("Page", "/get-quote")).toEqual(["Page: /get-quote"]);
    expect(fieldLines("Note", "a\tb")).toEqual(["Note: a b"]);
  });

  it("has no HTML part (nothing to escape)", () => {
    expect(Object.keys(composeEnquiryMail(enquiry(), settings)).sort()).toEqual([
      "from",
      "replyTo",
      "subject",
      "text",
      "to",
    ]);
  });
});
