/**
 * Units of measure in the page's language (issue #30, "units come from the
 * field's Chinese value or a unit table"): a text stored in English only
 * (a video's `duration` without `duration_zh`, such as "50 min") reads
 * "50 分钟" on a Chinese page. Only units that occur in the content and the
 * spec are in the table (durations: "15 min", "1hour", "1.5hours", "2hrs",
 * seconds); anything else is left as it is.
 */
import type { Language } from "../i18n/languages";
import { videoDurationText, type VideoDurationFields } from "./video-duration";

/** Chinese names of the units the content writes after a number, by their English spellings (lower case). */
export const UNIT_TABLE_ZH: Readonly<Record<string, string>> = {
  min: "分钟",
  mins: "分钟",
  minute: "分钟",
  minutes: "分钟",
  h: "小时",
  hr: "小时",
  hrs: "小时",
  hour: "小时",
  hours: "小时",
  s: "秒",
  sec: "秒",
  secs: "秒",
  second: "秒",
  seconds: "秒",
};

/** A number, optional space, a word of letters: "50 min", "1.5hours", "1,200 s". */
const NUMBER_UNIT = /(\d+(?:[.,]\d+)*)\s*([A-Za-z]+)\b\.?/g;

/**
 * `text` with its units in `locale`: in "zh" every "<number> <unit>" whose
 * unit is in UNIT_TABLE_ZH becomes "<number> <中文单位>" ("50 min" →
 * "50 分钟", "1 h 30 min" → "1 小时 30 分钟", "2hrs" → "2 小时"); other
 * words, clock times ("12:34") and Chinese text are kept. In "en" the text
 * is returned as it is.
 */
export function localizeUnits(text: string, locale: Language): string {
  if (locale !== "zh") return text;
  return text.replace(NUMBER_UNIT, (whole, amount: string, unit: string) => {
    const chinese = UNIT_TABLE_ZH[unit.toLowerCase()];
    return chinese ? `${amount} ${chinese}` : whole;
  });
}

/** Whether `text` still holds Latin letters (after localizeUnits: a word the table does not know, so it is English). */
export const hasLatinWords = (text: string): boolean => /[A-Za-z]{2,}/.test(text);

/**
 * A video's length as a `locale` page shows it: videoDurationText (the
 * clock time from `duration_seconds`, else `duration_zh` on Chinese pages,
 * else `duration`) with its units in `locale` ("50 min" → "50 分钟" on a
 * Chinese page whose video has no `duration_zh`).
 */
export function videoDurationLabel(video: VideoDurationFields, locale: Language): string {
  return localizeUnits(videoDurationText(video, locale), locale);
}
