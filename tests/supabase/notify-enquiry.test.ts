/**
 * Notification of new enquiries (issue #9, item 5): the notify-enquiry Edge
 * Function's handler (supabase/functions/notify-enquiry) run by the local
 * backend's Database Webhooks (supabase/server/webhooks) against a real SMTP
 * server in-process. Visitors send through the product's own data module
 * (`submitEnquiry`); the messages are read back from the SMTP server.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@supabase/supabase-js";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { submitEnquiry } from "../../shared/data/enquiries";
import { ENQUIRY_FIELDS, ENQUIRY_FORMS, type EnquiryForm } from "../../shared/enquiries/forms";
import { FORM_LABELS } from "../../shared/enquiries/labels";
import type { EnquiryValues } from "../../shared/enquiries/schema";
import { createNotifyEnquiryHandler, WEBHOOK_SECRET_HEADER } from "../../supabase/functions/notify-enquiry/handler.ts";
import type { NotifyConfig } from "../../supabase/functions/notify-enquiry/settings.ts";
import { smtpMailer } from "../../supabase/functions/notify-enquiry/smtp-mailer.ts";
import { supabaseEnquiryStore } from "../../supabase/functions/notify-enquiry/supabase-store.ts";
import { startServer } from "../../supabase/server/index";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ENQUIRY_TRIGGER } from "../../supabase/server/webhooks/index";
import { anonClient, serviceClient } from "./helpers";
import { startSmtpSink, type SmtpSink } from "./notify-enquiry-smtp";

const SALES = "sales@rss.test";
/** The shared webhook secret the handler tests configure and send (issue #23). */
const WEBHOOK_SECRET = "test-webhook-secret-0123456789abcdef";
const notifyTo = (sink: Pick<SmtpSink, "url">): NotifyConfig => ({
  smtpUrl: sink.url,
  to: `Sales team <${SALES}>`,
  from: "RSS Drilling website <website@rss.test>",
  siteUrl: "https://www.rss.test/",
});

const SALES_VALUES: EnquiryValues = {
  name: "Ada Lovelace",
  email: "ada@engines.test",
  phone: "+44 20 7946 0000",
  company: "Analytical Engines Ltd",
  position: "Head of Drilling",
  inquiryType: "bulk-order",
  budget: "100k-500k",
  timeline: "quarter",
  projectDetails: "Twelve RSS tools for a horizontal campaign.\nDelivery to Aberdeen.",
};

/** The smallest valid values of `form`: its required fields, with a tag in the name. */
function minimalValues(form: EnquiryForm, tag: string): EnquiryValues {
  const values: EnquiryValues = {};
  for (const f of ENQUIRY_FIELDS[form]) {
    if (!f.required) continue;
    // Each form's subject select is required too (issue #30): its first option.
    values[f.key] =
      f.kind === "email"
        ? `${tag}@visitors.test`
        : f.kind === "select"
          ? f.options![0]
          : f.key === "lastName"
            ? tag
            : `Visitor ${tag}`;
  }
  return values;
}

interface Row {
  id: string;
  name: string;
  notified_at: string | null;
  notify_error: string | null;
}

async function rowByEmail(server: RunningServer, email: string): Promise<Row> {
  const r = await server.db.query<Row>(
    "select id, name, notified_at::text, notify_error from public.enquiries where email = $1",
    [email],
  );
  expect(r.rows).toHaveLength(1);
  return r.rows[0]!;
}

function silenceStderr() {
  return vi.spyOn(console, "error").mockImplementation(() => undefined);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the local backend with SMTP_URL e-mails each new enquiry (webhook → handler → SMTP)", () => {
  let sink: SmtpSink;
  let server: RunningServer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ captchaProvider: "none", notify: notifyTo(sink) });
    // More than 10 enquiries come from this one address.
    await server.db.exec("update private.enquiry_rate_settings set max_per_window = 100000, max_per_sender = 100000");
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });
  afterEach(() => {
    sink.messages.length = 0;
    sink.rejectRecipients = false;
  });

  it("creates the AFTER INSERT trigger outside the migrations", async () => {
    const r = await server.db.query<{ tgname: string }>(
      "select tgname from pg_trigger where tgrelid = 'public.enquiries'::regclass and tgname = $1",
      [ENQUIRY_TRIGGER],
    );
    expect(r.rows).toHaveLength(1);
  });

  it("sends one message to the sales address with the form, the visitor and every field labelled as on the form", async () => {
    const stored = await submitEnquiry(anonClient(server), "sales", SALES_VALUES, {
      locale: "en",
      page: "/products/contact-sales",
    });
    expect(stored).toBe(true);
    await server.webhooks!.idle();

    expect(sink.messages).toHaveLength(1);
    const mail = sink.messages[0]!;
    const row = await rowByEmail(server, "ada@engines.test");
    expect(mail.envelope.to).toEqual([SALES]);
    expect(mail.envelope.from).toBe("website@rss.test");
    expect(mail.headers.to).toBe(`Sales team <${SALES}>`);
    expect(mail.headers["reply-to"]).toBe("Ada Lovelace <ada@engines.test>");
    expect(mail.headers.subject).toBe("Sales enquiry: Ada Lovelace (Analytical Engines Ltd)");
    const lines = mail.text.split("\n");
    for (const line of [
      "Full Name: Ada Lovelace",
      "Email Address: ada@engines.test",
      "Phone Number: +44 20 7946 0000",
      "Company: Analytical Engines Ltd",
      "Position: Head of Drilling",
      "Inquiry Type: Bulk Order",
      "Budget: $100K - $500K",
      "Timeline: This quarter",
      "Project Details:",
      "  Twelve RSS tools for a horizontal campaign.",
      "  Delivery to Aberdeen.",
      "Language: English (en)",
      "Page: /products/contact-sales",
      `Enquiry: ${row.id}`,
      "Open the inbox: https://www.rss.test/admin/dashboard",
    ]) {
      expect(lines).toContain(line);
    }
    expect(lines.some((l) => /^Received: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/.test(l))).toBe(true);
    // Option values are shown by their label only.
    expect(mail.text).not.toContain("bulk-order");

    expect(row.notified_at).not.toBeNull();
    expect(row.notify_error).toBeNull();
  });

  it("shows first and last name of the quote form, options by label, the newsletter box and the language", async () => {
    await submitEnquiry(
      anonClient(server),
      "quote",
      {
        firstName: "Grace",
        lastName: "Hopper",
        email: "grace@navy.test",
        company: "Naval Drilling Co",
        projectType: "horizontal",
        expectedDepth: "12000",
        formation: "hard",
        timeline: "short",
        budget: "5m+",
        newsletter: true,
      },
      { locale: "zh", page: "/get-quote" },
    );
    await server.webhooks!.idle();

    expect(sink.messages).toHaveLength(1);
    const mail = sink.messages[0]!;
    expect(mail.headers.subject).toBe("Quote request: Grace Hopper (Naval Drilling Co)");
    expect(mail.headers["reply-to"]).toBe("Grace Hopper <grace@navy.test>");
    const lines = mail.text.split("\n");
    for (const line of [
      "First Name: Grace",
      "Last Name: Hopper",
      "Email Address: grace@navy.test",
      "Company Name: Naval Drilling Co",
      "Project Type: Horizontal",
      "Expected Depth (ft): 12000",
      "Formation Type: Hard",
      "Project Timeline: Short (1-3 months)",
      "Budget Range: $5M+",
      "Send me product updates and technical news: Yes",
      "Language: Chinese (zh)",
      "Page: /get-quote",
    ]) {
      expect(lines).toContain(line);
    }
    // The name column only joins first and last name: not repeated.
    expect(lines.some((l) => l.startsWith("Name:"))).toBe(false);
  });

  it("sends exactly one message per enquiry for each of the seven forms, the subject naming the form", async () => {
    for (const form of ENQUIRY_FORMS) {
      await submitEnquiry(anonClient(server), form, minimalValues(form, `all-${form}`), {
        locale: "en",
        page: "/",
      });
    }
    await server.webhooks!.idle();

    expect(sink.messages).toHaveLength(ENQUIRY_FORMS.length);
    for (const form of ENQUIRY_FORMS) {
      const email = `all-${form}@visitors.test`;
      const mails = sink.messages.filter((m) => m.headers["reply-to"]?.includes(email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.headers.subject).toMatch(new RegExp(`^${FORM_LABELS[form]}: `));
      expect((await rowByEmail(server, email)).notified_at).not.toBeNull();
    }
  });

  it("keeps the enquiry when the SMTP server refuses the recipient: notify_error is set and the failure logged with the id", async () => {
    const stderr = silenceStderr();
    sink.rejectRecipients = true;
    const stored = await submitEnquiry(anonClient(server), "contact", minimalValues("contact", "refused"), {
      locale: "en",
      page: "/",
    });
    await server.webhooks!.idle();

    expect(stored).toBe(true);
    expect(sink.messages).toHaveLength(0);
    const row = await rowByEmail(server, "refused@visitors.test");
    expect(row.name).toBe("Visitor refused refused");
    expect(row.notified_at).toBeNull();
    expect(row.notify_error).toMatch(/550/);
    expect(row.notify_error).toMatch(/Recipient address rejected/);
    const logged = stderr.mock.calls.map((c) => String(c[0]));
    expect(logged.some((l) => l.includes(row.id) && l.includes("550"))).toBe(true);
  });
});

describe("SMTP server down, and a restart without SMTP_URL", () => {
  let dataDir: string;
  let server: RunningServer | undefined;
  let idOfFailed = "";

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "notify-enquiry-"));
  });
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("stores the enquiry and records the connection failure when nothing listens on the SMTP port", async () => {
    const closed = await startSmtpSink();
    const url = closed.url;
    await closed.close();
    const stderr = silenceStderr();
    server = await startServer({ port: 0, dataDir, quiet: true, captchaProvider: "none", notify: notifyTo({ url }) });

    await submitEnquiry(anonClient(server), "demo", minimalValues("demo", "down"), { locale: "en", page: "/" });
    await server.webhooks!.idle();

    const row = await rowByEmail(server, "down@visitors.test");
    idOfFailed = row.id;
    expect(row.notified_at).toBeNull();
    expect(row.notify_error).toMatch(/ECONNREFUSED|ECONNECTION/);
    expect(stderr.mock.calls.some((c) => String(c[0]).includes(row.id))).toBe(true);
    await server.close();
    server = undefined;
  });

  it("removes the trigger when started again without SMTP_URL, and keeps the enquiry and its error", async () => {
    server = await startServer({ port: 0, dataDir, quiet: true, captchaProvider: "none" });
    expect(server.webhooks).toBeNull();
    const triggers = await server.db.query("select 1 from pg_trigger where tgname = $1", [ENQUIRY_TRIGGER]);
    expect(triggers.rows).toHaveLength(0);
    const row = await rowByEmail(server, "down@visitors.test");
    expect(row.id).toBe(idOfFailed);
    expect(row.notify_error).toMatch(/ECONNREFUSED|ECONNECTION/);
    // Enquiries are still accepted, without any e-mail.
    expect(
      await submitEnquiry(anonClient(server), "contact", minimalValues("contact", "quiet"), {
        locale: "en",
        page: "/",
      }),
    ).toBe(true);
    expect((await rowByEmail(server, "quiet@visitors.test")).notify_error).toBeNull();
  });
});

describe("the notify-enquiry handler trusts nothing but record.id", () => {
  let sink: SmtpSink;
  let server: RunningServer;
  let handler: (request: Request) => Promise<Response>;
  let mailer: ReturnType<typeof smtpMailer>;

  const call = (body: unknown, init: RequestInit = {}) =>
    handler(
      new Request("http://functions.test/notify-enquiry", {
        method: "POST",
        headers: { "content-type": "application/json", [WEBHOOK_SECRET_HEADER]: WEBHOOK_SECRET },
        body: typeof body === "string" ? body : JSON.stringify(body),
        ...init,
      }),
    );
  const insertPayload = (record: Record<string, unknown>) => ({
    type: "INSERT",
    table: "enquiries",
    schema: "public",
    record,
    old_record: null,
  });
  async function newEnquiry(tag: string): Promise<Row> {
    await submitEnquiry(
      anonClient(server),
      "sales",
      { ...SALES_VALUES, email: `${tag}@engines.test` },
      {
        locale: "en",
        page: "/products/contact-sales",
      },
    );
    return rowByEmail(server, `${tag}@engines.test`);
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    // No `notify`: no trigger, so only these tests call the handler.
    server = await startTestServer({ captchaProvider: "none" });
    await server.db.exec("update private.enquiry_rate_settings set max_per_window = 100000, max_per_sender = 100000");
    mailer = smtpMailer(sink.url);
    handler = createNotifyEnquiryHandler({
      settings: notifyTo(sink),
      sendMail: mailer.send,
      store: supabaseEnquiryStore(serviceClient(server)),
      webhookSecret: WEBHOOK_SECRET,
      log: () => undefined,
    });
  });
  afterAll(async () => {
    mailer?.close();
    await server?.close();
    await sink?.close();
  });
  afterEach(() => {
    sink.messages.length = 0;
    sink.rejectRecipients = false;
  });

  it("answers 401 and sends nothing without the x-webhook-secret header or with a wrong one; sends with it", async () => {
    const row = await newEnquiry("secret");
    const payload = JSON.stringify(insertPayload({ id: row.id }));
    const without = await handler(
      new Request("http://functions.test/notify-enquiry", { method: "POST", body: payload }),
    );
    expect(without.status).toBe(401);
    const wrong = await call(payload, {
      headers: { "content-type": "application/json", [WEBHOOK_SECRET_HEADER]: `${WEBHOOK_SECRET}x` },
    });
    expect(wrong.status).toBe(401);
    // A caller with the service_role key but no secret is refused too: the key is not the secret.
    const keyOnly = await call(payload, {
      headers: { "content-type": "application/json", authorization: `Bearer ${server.serviceRoleKey}` },
    });
    expect(keyOnly.status).toBe(401);
    expect(sink.messages).toHaveLength(0);
    expect((await rowByEmail(server, "secret@engines.test")).notified_at).toBeNull();

    const right = await call(payload);
    expect(right.status).toBe(200);
    expect(sink.messages).toHaveLength(1);
  });

  it("answers 404 and sends nothing for an id no enquiry has", async () => {
    const res = await call(insertPayload({ id: crypto.randomUUID(), name: "Forged", email: "forged@evil.test" }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "No enquiry has this id" });
    expect(sink.messages).toHaveLength(0);
  });

  it("mails the stored row, not the payload's fields", async () => {
    const row = await newEnquiry("stored");
    const res = await call(
      insertPayload({ ...row, name: "Mallory", email: "mallory@evil.test", company: "Evil", form: "demo" }),
    );
    expect(res.status).toBe(200);
    expect(sink.messages).toHaveLength(1);
    const mail = sink.messages[0]!;
    expect(mail.headers.subject).toBe("Sales enquiry: Ada Lovelace (Analytical Engines Ltd)");
    expect(mail.headers["reply-to"]).toBe("Ada Lovelace <stored@engines.test>");
    expect(mail.text).not.toContain("Mallory");
    expect(mail.text).not.toContain("evil.test");
  });

  it("sends no second message when called again for the same enquiry", async () => {
    const row = await newEnquiry("twice");
    const first = await call(insertPayload({ id: row.id }));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ id: row.id, notified: true });
    const notifiedAt = (await rowByEmail(server, "twice@engines.test")).notified_at;
    expect(notifiedAt).not.toBeNull();

    const second = await call(insertPayload({ id: row.id }));
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ id: row.id, skipped: "already notified" });
    expect(sink.messages).toHaveLength(1);
    expect((await rowByEmail(server, "twice@engines.test")).notified_at).toBe(notifiedAt);
  });

  it("answers 502 when the e-mail fails, records why, and succeeds on a later call (clearing the error)", async () => {
    const row = await newEnquiry("retry");
    sink.rejectRecipients = true;
    const failed = await call(insertPayload({ id: row.id }));
    expect(failed.status).toBe(502);
    const body = (await failed.json()) as { id: string; error: string };
    expect(body.id).toBe(row.id);
    // The mail server's reply stays on the row, not in the answer to the caller.
    expect(body.error).not.toMatch(/550/);
    expect((await rowByEmail(server, "retry@engines.test")).notify_error).toMatch(/550/);

    sink.rejectRecipients = false;
    const ok = await call(insertPayload({ id: row.id }));
    expect(ok.status).toBe(200);
    const after = await rowByEmail(server, "retry@engines.test");
    expect(after.notified_at).not.toBeNull();
    expect(after.notify_error).toBeNull();
    expect(sink.messages).toHaveLength(1);
  });

  it.each([
    ["not JSON", "{type: INSERT"],
    ["a JSON array", "[]"],
    ["JSON null", "null"],
    ["an UPDATE event", { type: "UPDATE", table: "enquiries", schema: "public", record: { id: crypto.randomUUID() } }],
    ["another table", { type: "INSERT", table: "white_papers", schema: "public", record: { id: crypto.randomUUID() } }],
    ["another schema", { type: "INSERT", table: "enquiries", schema: "private", record: { id: crypto.randomUUID() } }],
    ["no record", { type: "INSERT", table: "enquiries", schema: "public", record: null }],
    ["a record without id", { type: "INSERT", table: "enquiries", schema: "public", record: { name: "x" } }],
    ["an id that is not a UUID", { type: "INSERT", table: "enquiries", schema: "public", record: { id: "1 or 1=1" } }],
    ["a numeric id", { type: "INSERT", table: "enquiries", schema: "public", record: { id: 42 } }],
    ["an oversized body", JSON.stringify({ pad: "x".repeat(300 * 1024) })],
  ])("answers 400 with a JSON error for %s", async (_what, body) => {
    const res = await call(body);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toBe("application/json");
    const json = (await res.json()) as { error: unknown };
    expect(typeof json.error).toBe("string");
    expect(sink.messages).toHaveLength(0);
  });

  it("answers 405 to anything but POST", async () => {
    const res = await handler(
      new Request("http://functions.test/notify-enquiry", { headers: { [WEBHOOK_SECRET_HEADER]: WEBHOOK_SECRET } }),
    );
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("answers 502 (not 500) and sends nothing when its key cannot read enquiries", async () => {
    const row = await newEnquiry("anon-store");
    const logged: string[] = [];
    const withAnonKey = createNotifyEnquiryHandler({
      settings: notifyTo(sink),
      sendMail: mailer.send,
      store: supabaseEnquiryStore(createClient(server.url, server.anonKey, { auth: { persistSession: false } })),
      webhookSecret: WEBHOOK_SECRET,
      log: (line) => logged.push(line),
    });
    const res = await withAnonKey(
      new Request("http://functions.test/notify-enquiry", {
        method: "POST",
        headers: { [WEBHOOK_SECRET_HEADER]: WEBHOOK_SECRET },
        body: JSON.stringify(insertPayload({ id: row.id })),
      }),
    );
    expect(res.status).toBe(502);
    expect(sink.messages).toHaveLength(0);
    expect(logged.some((l) => l.includes(row.id))).toBe(true);
    expect((await rowByEmail(server, "anon-store@engines.test")).notified_at).toBeNull();
  });
});
