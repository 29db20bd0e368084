/**
 * A real SMTP server in-process for the notification tests (issue #9, item 5):
 * the `smtp-server` package on a random loopback port, keeping every message
 * it accepts with its envelope, headers (encoded words decoded) and text body
 * (transfer encoding undone). `rejectRecipients` makes it refuse RCPT TO with
 * 550, as a mail server that does not know the sales address would.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as the sink received it. */
export interface ReceivedMail {
  /** MAIL FROM and RCPT TO addresses. */
  envelope: { from: string; to: string[] };
  /** Header name (lower case) → decoded value. */
  headers: Record<string, string>;
  /** The text body with `\n` line ends. */
  text: string;
}

/** A running SMTP sink. */
export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** When true, every RCPT TO is refused with `550 5.1.1 Recipient address rejected`. */
  rejectRecipients: boolean;
  /** Resolves once `count` messages have arrived (for callers that cannot wait on the sender). */
  waitForMessages(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

function decodeBytes(bytes: number[]): string {
  return new TextDecoder().decode(new Uint8Array(bytes));
}

function decodeQuotedPrintable(text: string, underscoreIsSpace = false): string {
  const bytes: number[] = [];
  const s = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === "=" && /^[0-9A-Fa-f]{2}$/.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c === "_" && underscoreIsSpace) {
      bytes.push(32);
    } else {
      bytes.push(...new TextEncoder().encode(c));
    }
  }
  return decodeBytes(bytes);
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=` / `=?UTF-8?B?…?=`); adjacent ones join without space. */
export function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data, true),
    );
}

/** Splits a raw RFC 5322 message into decoded headers and text body. */
export function parseMessage(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : body;
  return { headers, text: text.replace(/\r\n/g, "\n") };
}

/** Starts the sink on 127.0.0.1 and a free port. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const waiters: { count: number; resolve: (m: ReceivedMail[]) => void }[] = [];
  const sink: SmtpSink = {
    url: "",
    port: 0,
    messages: [],
    rejectRecipients: false,
    waitForMessages: (count) =>
      sink.messages.length >= count
        ? Promise.resolve(sink.messages)
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!sink.rejectRecipients) return callback();
      callback(Object.assign(new Error("5.1.1 Recipient address rejected"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const { envelope } = session;
        sink.messages.push({
          envelope: {
            from: envelope.mailFrom ? envelope.mailFrom.address : "",
            to: envelope.rcptTo.map((r) => r.address),
          },
          ...parseMessage(Buffer.concat(chunks).toString("utf8")),
        });
        for (const w of waiters.filter((w) => sink.messages.length >= w.count)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(sink.messages);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  sink.port = (server.server.address() as AddressInfo).port;
  sink.url = `smtp://127.0.0.1:${sink.port}`;
  return sink;
}
