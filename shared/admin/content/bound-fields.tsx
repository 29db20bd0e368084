/**
 * Ties the content dialogs' inputs to their form (spec §4 Admin content
 * dialog, §5 inline errors), with labels and errors in the admin language and
 * the optional Chinese inputs beside the English ones (issue #10).
 */
import { Group, Textarea, TextInput } from "@mantine/core";
import type { ChangeEvent, ReactNode } from "react";
import { type AdminT, useAdminI18n } from "../i18n";
import type { FileFieldValue } from "../forms/files";
import type { FieldsProps } from "./content-config";
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
}

/** Gives the value / error / onChange props of a text field. */
export type Bind<K extends PropertyKey> = (key: K) => BoundProps;

/**
 * Returns `field(key)`: spread it on an input, `<TextInput label="Title" {...field("title")} />`;
 * inline errors are shown through `t`.
 */
export function bindFields<F>({ form, update, errors }: FieldsProps<F>, t: AdminT): Bind<TextKey<F>> {
  return (key) => {
    const error = errors[key];
    return {
      value: form[key] as string,
      error: error ? t(error) : undefined,
      onChange: (event) => {
        const patch: Partial<F> = {};
        patch[key] = event.currentTarget.value as F[TextKey<F>];
        update(patch);
      },
    };
  };
}

/** The keys of `F` that hold a file field (issue #11). */
export type FileKey<F> = { [K in keyof F]-?: F[K] extends FileFieldValue ? K : never }[keyof F];

/**
 * Returns `file(key)`: the value / onChange / error props of a FileField,
 * `<FileField label="PDF" kind="document" {...file("pdf_url")} />`.
 */
export function bindFiles<F>(
  { form, update, errors }: FieldsProps<F>,
  t: AdminT,
): (key: FileKey<F>) => Pick<FileFieldProps, "value" | "onChange" | "error"> {
  return (key) => {
    const error = errors[key];
    return {
      value: form[key] as FileFieldValue,
      error: error ? t(error) : undefined,
      onChange: (value) => {
        const patch: Partial<F> = {};
        patch[key] = value as F[FileKey<F>];
        update(patch);
      },
    };
  };
}

/** A row of inputs sharing the width, tops aligned (so an inline error does not shift its neighbour). */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Group grow align="flex-start">
      {children}
    </Group>
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
