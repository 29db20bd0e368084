/**
 * Config-driven fields of the seven enquiry forms (spec §3, §5; issue #9).
 *
 * The fields are uncontrolled: React renders them with no `value`, the
 * browser owns what the visitor types, and the form reads the values from
 * the DOM when it is sent (`readFormValues`). So hydrating a prerendered
 * form never resets text typed before the page's JavaScript arrived (the
 * "Ada Lovelace" became "lace" report of issue #9). Keys are the stable field
 * keys, so nothing remounts a field (language switch, errors appearing).
 *
 * Required fields (every field marked with an asterisk, selects too: issue
 * #30), e-mail fields (type="email" plus a `pattern` for the dotted domain)
 * and the consultation date (not before today: native-validation.ts sets its
 * `min` when it is used) keep the browser's validation with translated
 * messages (spec §5; the form carries them and native-validation.ts sets
 * them, also before hydration); the schema's messages (required, email,
 * tooLong, option, date, pastDate) show on the fields through `errors`.
 */
import { Checkbox, NativeSelect, SimpleGrid, TextInput, Textarea } from "@mantine/core";
import type { EnquiryIssue, EnquiryValues } from "../../../../shared/enquiries/schema";
import { EMAIL_DOMAIN_PATTERN_ATTR } from "../../../../shared/enquiries/email";
import { useTranslation } from "react-i18next";
import { optionKey, type FieldSpec } from "./field-spec";
import { MIN_TODAY_ATTR } from "./native-validation";

export { optionKey, type FieldSpec } from "./field-spec";

/** Translation keys of a field's label and placeholder. */
export interface FieldKeys {
  label: (key: string) => string;
  placeholder: (key: string) => string;
  /** Key of an option's label. */
  option: (key: string, value: string) => string;
}

/** The usual layout of keys under one prefix: `<prefix>.fields.<key>`, `.placeholders.<key>`, `.options.<key>.<value>`. */
export const keysUnder = (prefix: string): FieldKeys => ({
  label: (key) => `${prefix}.fields.${key}`,
  placeholder: (key) => `${prefix}.placeholders.${key}`,
  option: (key, value) => `${prefix}.options.${key}.${optionKey(value)}`,
});

interface FormFieldsProps {
  /** Translation keys: a prefix (see keysUnder) or explicit key functions. */
  keys: string | FieldKeys;
  fields: readonly FieldSpec[];
  /** Field key → message key of the schema's complaint (shown under the field). */
  errors?: Readonly<Record<string, EnquiryIssue>>;
  /** Called with a field's key when the visitor edits it (to clear its error). */
  onEdit?: (key: string) => void;
}

/** Renders `fields` in a two-column grid (textareas and checkboxes take a full row). */
export function FormFields({ keys, fields, errors = {}, onEdit }: FormFieldsProps) {
  const { t } = useTranslation();
  const k = typeof keys === "string" ? keysUnder(keys) : keys;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {fields.map((field) => {
        const issue = errors[field.key];
        const wide = field.wide || field.kind === "textarea" || field.kind === "checkbox";
        const edited = () => onEdit?.(field.key);
        const common = {
          name: field.key,
          label: t(k.label(field.key)),
          error: issue ? t(`validation.${issue}`, { max: field.maxLength }) : undefined,
          style: wide ? { gridColumn: "1 / -1" } : undefined,
        };
        if (field.kind === "checkbox") {
          return <Checkbox key={field.key} {...common} onChange={edited} />;
        }
        const input = {
          ...common,
          required: field.required,
          withAsterisk: field.required,
          placeholder: field.placeholder ? t(k.placeholder(field.key)) : undefined,
          onInput: edited,
        };
        if (field.kind === "select") {
          const data = [
            { value: "", label: t("forms.choose") },
            ...(field.options ?? []).map((value) => ({ value, label: t(k.option(field.key, value)) })),
          ];
          return <NativeSelect key={field.key} {...input} data={data} />;
        }
        if (field.kind === "textarea") {
          return <Textarea key={field.key} {...input} className="textarea-min" autosize minRows={4} />;
        }
        const native =
          field.kind === "email"
            ? { pattern: EMAIL_DOMAIN_PATTERN_ATTR }
            : field.kind === "date"
              ? { [MIN_TODAY_ATTR]: "" }
              : {};
        return <TextInput key={field.key} {...input} {...native} type={field.kind} autoComplete={field.autoComplete} />;
      })}
    </SimpleGrid>
  );
}

/**
 * What the visitor entered in `form`'s `fields`, read from the DOM: text
 * kinds as strings ("" when empty), checkboxes as booleans.
 */
export function readFormValues(form: HTMLFormElement, fields: readonly FieldSpec[]): EnquiryValues {
  const data = new FormData(form);
  const values: EnquiryValues = {};
  for (const field of fields) {
    const raw = data.get(field.key);
    values[field.key] = field.kind === "checkbox" ? raw !== null : typeof raw === "string" ? raw : "";
  }
  return values;
}
