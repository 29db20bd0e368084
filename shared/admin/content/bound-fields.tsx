/**
 * Ties the content dialogs' inputs to their @mantine/form form (spec §4
 * Admin content dialog, §5 inline errors; issue #25), with labels and errors
 * in the admin language and the optional Chinese inputs beside the English
 * ones (issue #10): two columns from Mantine's `sm` breakpoint, one on a
 * phone, so no input (or its Chinese placeholder) is squeezed.
 */
import { SimpleGrid, Textarea, TextInput } from "@mantine/core";
import type { ChangeEvent, ReactNode } from "react";
import type { FieldError, FileFieldValue } from "../../data/content-schemas";
import { type AdminT, useAdminI18n } from "../i18n";
import type { ContentForm } from "./content-config";
import type { FileFieldProps } from "./file-field";

/** The keys of `F` that hold plain text (what a text, date, number or select input shows). */
export type TextKey<F> = {
  [K in keyof F]-?: F[K] extends string ? (string extends F[K] ? K : never) : never;
}[keyof F];

/** The props that bind one Mantine input (TextInput, Textarea, NativeSelect) to one form field. */
export interface BoundProps {
  value: string;
  /** The field's inline error from the last submit, translated, if any. */
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** Gives the value / error / onChange props of a text field. */
export type Bind<K extends PropertyKey> = (key: K) => BoundProps;

/** The form's inline error of `key` (a FieldError key) in the admin language of `t`, or undefined. */
export function fieldError<F>(form: ContentForm<F>, key: keyof F, t: AdminT): string | undefined {
  const error = form.errors[key as string];
  return typeof error === "string" && error ? t(error as FieldError) : undefined;
}

/** Mantine's input props of `key` (value, onChange, onFocus, onBlur), the form's paths typed loosely. */
const inputProps = <F,>(form: ContentForm<F>, key: keyof F) =>
  form.getInputProps(key as Parameters<ContentForm<F>["getInputProps"]>[0]);

/**
 * Returns `field(key)`: spread it on an input, `<TextInput label="Title" {...field("title")} />`;
 * the form's getInputProps with inline errors shown through `t`.
 */
export function bindFields<F>(form: ContentForm<F>, t: AdminT): Bind<TextKey<F>> {
  return (key) => {
    const { value, onChange, onFocus, onBlur } = inputProps(form, key);
    return { value: value as string, onChange, onFocus, onBlur, error: fieldError(form, key, t) };
  };
}

/** The keys of `F` that hold a file field (issue #11). */
export type FileKey<F> = { [K in keyof F]-?: F[K] extends FileFieldValue ? K : never }[keyof F];

/**
 * Returns `file(key)`: the value / onChange / error props of a FileField,
 * `<FileField label="PDF" kind="document" {...file("pdf_url")} />`.
 */
export function bindFiles<F>(
  form: ContentForm<F>,
  t: AdminT,
): (key: FileKey<F>) => Pick<FileFieldProps, "value" | "onChange" | "error"> {
  return (key) => {
    const { value, onChange } = inputProps(form, key);
    return { value: value as FileFieldValue, onChange, error: fieldError(form, key, t) };
  };
}

/**
 * Sets several fields at once (each through setFieldValue, so each one's
 * inline error clears and its dirty state is recomputed, as typing would).
 */
export function setFields<F>(form: ContentForm<F>, patch: Partial<F>): void {
  for (const key of Object.keys(patch) as (keyof F)[])
    form.setFieldValue(key as Parameters<ContentForm<F>["setFieldValue"]>[0], patch[key] as never);
}

/**
 * A row of inputs sharing the width, tops aligned (so an inline error does not
 * shift its neighbour): two columns from `sm` up, one column on a phone.
 */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}

/** Props of a Chinese input: marked `lang="zh-CN"`, optional, with a hint that the English shows when empty. */
export function chineseProps(t: AdminT) {
  return { lang: "zh-CN", placeholder: t("fields.chinese_placeholder") } as const;
}

/**
 * The required Title and Description inputs every content dialog opens with,
 * each beside its optional Chinese version (issue #10).
 */
export function TitleAndDescription({
  field,
}: {
  field: Bind<"title" | "description" | "title_zh" | "description_zh">;
}) {
  const { t } = useAdminI18n();
  return (
    <>
      <FieldRow>
        <TextInput label={t("fields.title")} required {...field("title")} />
        <TextInput label={t("fields.title_zh")} {...chineseProps(t)} {...field("title_zh")} />
      </FieldRow>
      <FieldRow>
        <Textarea label={t("fields.description")} required autosize minRows={3} {...field("description")} />
        <Textarea
          label={t("fields.description_zh")}
          autosize
          minRows={3}
          {...chineseProps(t)}
          {...field("description_zh")}
        />
      </FieldRow>
    </>
  );
}
