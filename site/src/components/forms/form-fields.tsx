/**
 * Config-driven form fields for the quote and enquiry forms (spec §3, §5):
 * labels, placeholders and option labels come from `<prefix>.fields`,
 * `<prefix>.placeholders` and `<prefix>.options.<field>.<value>`; required
 * fields use the browser's validation with translated messages.
 */
import { NativeSelect, SimpleGrid, TextInput, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNativeValidation } from "./use-native-validation";

/** One form field: payload key, kind, validation and options. */
export interface FieldSpec {
  /** Payload key (spec §3 field name). */
  name: string;
  kind: "text" | "email" | "tel" | "date" | "textarea" | "select";
  /** Enforced by the browser (spec §5). */
  required?: boolean;
  /** Shows the asterisk without enforcing (selects "labelled required", spec §5). */
  asterisk?: boolean;
  /** Option values of a select (spec §3 Option values). */
  options?: readonly string[];
  /** Has a translated placeholder at `<prefix>.placeholders.<name>`. */
  placeholder?: boolean;
  /** Takes the full row. */
  wide?: boolean;
  /** Browser autocomplete token. */
  autoComplete?: string;
}

/** Locale key of an option value: dots (i18next's key separator) become underscores, e.g. 1.5hours → 1_5hours. */
export const optionKey = (value: string) => value.replace(/\./g, "_");

interface FormFieldsProps {
  /** Translation prefix of the form. */
  prefix: string;
  fields: FieldSpec[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
}

/** Renders `fields` in a two-column grid. */
export function FormFields({ prefix, fields, values, onChange }: FormFieldsProps) {
  const { t } = useTranslation();
  const validation = useNativeValidation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {fields.map((field) => {
        const common = {
          name: field.name,
          label: t(`${prefix}.fields.${field.name}`),
          required: field.required,
          withAsterisk: field.required || field.asterisk,
          value: values[field.name] ?? "",
          placeholder: field.placeholder ? t(`${prefix}.placeholders.${field.name}`) : undefined,
          style: field.wide || field.kind === "textarea" ? { gridColumn: "1 / -1" } : undefined,
          ...(field.required ? validation : {}),
        };
        const change = (e: { currentTarget: { value: string } }) => onChange(field.name, e.currentTarget.value);
        if (field.kind === "select") {
          const data = [
            { value: "", label: t("forms.choose") },
            ...(field.options ?? []).map((value) => ({
              value,
              label: t(`${prefix}.options.${field.name}.${optionKey(value)}`),
            })),
          ];
          return <NativeSelect key={field.name} {...common} data={data} onChange={change} />;
        }
        if (field.kind === "textarea") {
          return (
            <Textarea key={field.name} {...common} className="textarea-min" autosize minRows={4} onChange={change} />
          );
        }
        return (
          <TextInput
            key={field.name}
            {...common}
            type={field.kind}
            autoComplete={field.autoComplete}
            onChange={change}
          />
        );
      })}
    </SimpleGrid>
  );
}
