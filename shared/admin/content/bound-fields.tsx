/** Ties the content dialogs' inputs to their form (spec §4 Admin content dialog, §5 inline errors). */
import { Group, Textarea, TextInput } from "@mantine/core";
import type { ChangeEvent, ReactNode } from "react";
import type { FieldsProps } from "./content-config";

/** The keys of `F` that hold plain text (what a text, date, number or select input shows). */
export type TextKey<F> = {
  [K in keyof F]-?: F[K] extends string ? (string extends F[K] ? K : never) : never;
}[keyof F];

/** The props that bind one Mantine input (TextInput, Textarea, NativeSelect) to one form field. */
export interface BoundProps {
  value: string;
  /** The field's inline error from the last submit, if any. */
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

/** Gives the value / error / onChange props of a text field. */
export type Bind<K extends PropertyKey> = (key: K) => BoundProps;

/** Returns `field(key)`: spread it on an input, `<TextInput label="Title" {...field("title")} />`. */
export function bindFields<F>({ form, update, errors }: FieldsProps<F>): Bind<TextKey<F>> {
  return (key) => ({
    value: form[key] as string,
    error: errors[key],
    onChange: (event) => {
      const patch: Partial<F> = {};
      patch[key] = event.currentTarget.value as F[TextKey<F>];
      update(patch);
    },
  });
}

/** A row of inputs sharing the width, tops aligned (so an inline error does not shift its neighbour). */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Group grow align="flex-start">
      {children}
    </Group>
  );
}

/** The required Title and Description inputs every content dialog opens with. */
export function TitleAndDescription({ field }: { field: Bind<"title" | "description"> }) {
  return (
    <>
      <TextInput label="Title" required {...field("title")} />
      <Textarea label="Description" required autosize minRows={3} {...field("description")} />
    </>
  );
}
