/**
 * The catalog form's progress line (issue #27): percentage, bytes sent of the
 * total and the time left, e.g. "42% · 2.1 MB of 5 MB · about 3 s left", in
 * the admin language. Pure functions: the form feeds them the upload's
 * progress events and the time since it started.
 */
import { type AdminT, adminT } from "../i18n";

/** One progress reading: bytes sent, total bytes, and milliseconds since the upload started. */
export interface UploadReading {
  sent: number;
  total: number;
  elapsedMs: number;
}

/** Whole percent sent, 0-100 (0 for an empty total; never over 100). */
export function uploadPercent({ sent, total }: Pick<UploadReading, "sent" | "total">): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((sent / total) * 100)));
}

const KB = 1024;
const MB = 1024 * 1024;

/**
 * A byte count for people: "512 B", "12.5 KB", "3.2 MB" (binary units, one
 * decimal under 100, none above), with `locale`'s digits and decimal mark.
 */
export function formatBytes(bytes: number, locale?: string): string {
  const [value, unit] = bytes >= MB ? [bytes / MB, "MB"] : bytes >= KB ? [bytes / KB, "KB"] : [bytes, "B"];
  const digits = unit === "B" || value >= 100 ? 0 : 1;
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${text} ${unit}`;
}

/**
 * Seconds left at the average speed so far, rounded up; null while there is
 * nothing to judge by (no time passed or no byte sent yet). 0 when all is sent.
 */
export function secondsLeft({ sent, total, elapsedMs }: UploadReading): number | null {
  if (sent >= total) return 0;
  if (sent <= 0 || elapsedMs <= 0) return null;
  const bytesPerMs = sent / elapsedMs;
  return Math.ceil((total - sent) / bytesPerMs / 1000);
}

/** A duration in seconds as "45 s" or "2 min 5 s", in the admin language of `t`. */
export function formatDuration(seconds: number, t: AdminT = adminT): string {
  if (seconds < 60) return t("catalog.seconds", { seconds });
  return t("catalog.minutes", { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
}

/** The whole progress line of `reading` in the admin language of `t` and `locale`'s number format. */
export function uploadProgressText(reading: UploadReading, t: AdminT = adminT, locale?: string): string {
  const left = secondsLeft(reading);
  return t("catalog.progressText", {
    percent: uploadPercent(reading),
    sent: formatBytes(reading.sent, locale),
    total: formatBytes(reading.total, locale),
    left: left === null ? t("catalog.timeLeftUnknown") : t("catalog.timeLeft", { time: formatDuration(left, t) }),
  });
}
