/**
 * Texts with counts and named values, without i18next (issue #24: the
 * controls that answer in plain DOM carry their texts from the prerender and
 * fill them in the browser). Templates use i18next's `{{name}}` syntax, and
 * plural forms are keyed by Intl.PluralRules categories, as i18next's
 * `_one` / `_other` suffixes are.
 */

/** A text's plural forms by Intl.PluralRules category; `other` is always there. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Every plural category, in Intl's order. */
export const PLURAL_CATEGORIES: readonly Intl.LDMLPluralRule[] = ["zero", "one", "two", "few", "many", "other"];

/** `template` with each `{{name}}` replaced by `values[name]`; unknown names stay as written. */
export const fillTemplate = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * The form of `forms` for `count` in the language `localeTag` (BCP 47: "en",
 * "zh-CN"), filled with `values` and `count`.
 */
export function pluralText(
  forms: PluralForms,
  count: number,
  localeTag: string,
  values: Record<string, string | number> = {},
): string {
  const form = new Intl.PluralRules(localeTag).select(count);
  return fillTemplate(forms[form] ?? forms.other, { count, ...values });
}

/**
 * The plural forms of `key` through a translation function that returns the
 * key itself when it has no text (i18next's `t`): `<key>_one`, `<key>_other`, ….
 */
export function pluralForms(t: (key: string) => string, key: string): PluralForms {
  const forms: PluralForms = { other: t(`${key}_other`) };
  for (const category of PLURAL_CATEGORIES) {
    const text = t(`${key}_${category}`);
    if (text !== `${key}_${category}`) forms[category] = text;
  }
  return forms;
}
