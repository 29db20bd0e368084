/**
 * A video's stored duration text as an ISO 8601 duration (issue #26: the
 * VideoObject JSON-LD of a video's item page needs `duration` such as
 * "PT12M"). Editors write the duration as visitors read it, in English or
 * Chinese; these forms are understood (case and spaces do not matter):
 *
 * - clock times: "45:10" (minutes:seconds), "1:02:03" (hours:minutes:seconds);
 * - amounts with units: "12 min", "1 h 20 min", "90 seconds", "2 hours",
 *   "1h20m30s", and in Chinese "50 分钟", "1 小时 20 分钟", "30 秒";
 * - an ISO 8601 duration already: "PT12M", "PT1H2M3S".
 *
 * The result carries hours, minutes and seconds over (90 min → "PT1H30M")
 * and leaves out zero parts ("PT0S" for nothing at all).
 */

/** Seconds in each unit word (English and Chinese) a duration text may use. */
const UNIT_SECONDS: Record<string, number> = {
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600,
  小时: 3600,
  时: 3600,
  m: 60,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  分钟: 60,
  分: 60,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  秒: 1,
  秒钟: 1,
};

const CLOCK = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/;
const ISO = /^PT(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$/i;
const AMOUNT = /(\d+(?:\.\d+)?)\s*([a-z]+|[\u4e00-\u9fff]+)\.?/gi;

/**
 * The number of seconds `text` stands for (see the module's forms), or null
 * when it is none of them (empty, words without numbers, unknown units).
 */
export function durationSeconds(text: string | null | undefined): number | null {
  const value = (text ?? "").trim();
  if (!value) return null;
  const clock = CLOCK.exec(value);
  if (clock) {
    const [, hours = "0", minutes = "0", seconds = "0"] = clock;
    // "45:10" is minutes:seconds; only a three-part time has hours.
    if (Number(seconds) >= 60 || (clock[1] !== undefined && Number(minutes) >= 60)) return null;
    return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  }
  const iso = ISO.exec(value);
  if (iso) return Number(iso[1] ?? 0) * 3600 + Number(iso[2] ?? 0) * 60 + Math.round(Number(iso[3] ?? 0));
  let total = 0;
  let rest = value;
  for (const [whole, amount, unit] of value.matchAll(AMOUNT)) {
    const seconds = UNIT_SECONDS[unit!.toLowerCase()];
    if (seconds === undefined) return null;
    total += Number(amount) * seconds;
    rest = rest.replace(whole, "");
  }
  // Every part of the text must have been an amount with a unit.
  if (rest.replace(/\band\b|[\s,，、和]+/g, "") !== "" || rest === value) return null;
  return Math.round(total);
}

/** `seconds` as an ISO 8601 duration: 3723 → "PT1H2M3S", 720 → "PT12M", 0 → "PT0S". @throws RangeError for a negative or non-finite number. */
export function secondsToIsoDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError(`A duration must be a finite number of seconds, 0 or more (got ${seconds})`);
  }
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const parts = `${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s ? `${s}S` : ""}`;
  return `PT${parts || "0S"}`;
}

/**
 * The ISO 8601 duration of a stored duration text: "12 min" → "PT12M",
 * "1:02:03" → "PT1H2M3S", "45:10" → "PT45M10S", "50 分钟" → "PT50M".
 * @throws Error naming the text and the forms understood when it is none of them.
 */
export function isoDuration(text: string): string {
  const seconds = durationSeconds(text);
  if (seconds === null) {
    throw new Error(
      `The duration "${text}" is not understood: write it as "12 min", "1 h 20 min", "45:10", "1:02:03" or "50 分钟"`,
    );
  }
  return secondsToIsoDuration(seconds);
}

/** isoDuration, or null when the text is empty or not understood (for optional uses such as JSON-LD). */
export function isoDurationOrNull(text: string | null | undefined): string | null {
  const seconds = durationSeconds(text);
  return seconds === null ? null : secondsToIsoDuration(seconds);
}
