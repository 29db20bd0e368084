/**
 * The item-page part of the content dialogs (issue #26): the page's address
 * (slug) with its preview, "Make from title" and the redirect note; the SEO
 * title and description (English and Chinese) with a character counter; the
 * picture's alt texts; the case study's story; and the "View page" link of a
 * live item. Rules and limits come from shared/content/item-pages.ts, the
 * checks from the type's schema (shared/data/content-schemas/item-page.ts);
 * every text is in the admin language.
 */
import { Anchor, Button, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import {
  CASE_STUDY_STORY_FIELDS,
  type ItemPageTable,
  isSlug,
  itemPath,
  SEO_LIMITS,
  slugify,
} from "../../content/item-pages";
import { isScheduled } from "../../content/scheduling";
import type { AltForm, FileFieldValue, SeoForm, SlugForm, StoryForm } from "../../data/content-schemas";
import { hasPicture } from "../../data/content-schemas";
import { useAdminHost } from "../auth/admin-context";
import { useAdminI18n } from "../i18n";
import { bindFields, chineseProps, FieldRow } from "./bound-fields";
import type { ContentForm } from "./content-config";

/** The form a slug and SEO part reads: its address, SEO inputs, title and the text the SEO description defaults to. */
type PageForm = SlugForm & SeoForm & { title: string; description?: string; excerpt?: string };

/** Any content form, read through the narrower form type `N` this module's parts need. */
const narrow = <N,>(form: ContentForm<unknown>): ContentForm<N> => form as unknown as ContentForm<N>;

/** Props of the parts that take the dialog's form. */
interface FormProps<F> {
  form: ContentForm<F>;
}

/**
 * The address a page gets from the slug field: the typed slug when valid;
 * when blank the stored one (edit) or the slug of the title (new item); null
 * when the typed slug is not valid.
 */
export function effectiveSlug(typed: string, stored: string, title: string): string | null {
  const slug = typed.trim();
  if (slug === "") return stored !== "" ? stored : slugify(title);
  return isSlug(slug) ? slug : null;
}

/**
 * The Address field: the slug input (empty on a new item: made from the
 * English title on save), the page's address below it, "Make from title",
 * and, when a stored item's slug changes, the note that the old address
 * keeps working and redirects.
 */
export function SlugField<F>({ form: anyForm, table }: FormProps<F> & { table: ItemPageTable }) {
  const { t } = useAdminI18n();
  const form = narrow<PageForm>(anyForm as ContentForm<unknown>);
  const field = bindFields(form, t);
  const { slug, title } = form.getValues();
  const stored = form.getInitialValues().slug.trim();
  const blank = slug.trim() === "";
  // A new item with neither a slug nor a title has no address to show yet.
  const next = blank && stored === "" && title.trim() === "" ? null : effectiveSlug(slug, stored, title);
  let hint: string | null = null;
  if (next !== null) {
    const path = itemPath(table, next);
    if (blank) hint = stored !== "" ? t("itemPage.keptOnSave", { path }) : t("itemPage.madeOnSave", { path });
    else hint = t("itemPage.pageAddress", { path });
  }
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t("fields.slug")}
          description={t("itemPage.addressHint")}
          placeholder={stored !== "" ? stored : title.trim() ? slugify(title) : undefined}
          spellCheck={false}
          autoCapitalize="off"
          {...field("slug")}
        />
        <Button
          variant="default"
          disabled={title.trim() === ""}
          onClick={() => form.setFieldValue("slug", slugify(title))}
          mb={field("slug").error ? 22 : 0}
        >
          {t("itemPage.makeFromTitle")}
        </Button>
      </Group>
      {hint && (
        <Text size="xs" c="dimmed" data-testid="slug-preview" style={{ wordBreak: "break-all" }}>
          {hint}
        </Text>
      )}
      {stored !== "" && next !== null && next !== stored && (
        <Text size="xs" c="orange.8" role="note">
          {t("itemPage.redirectNote", { old: itemPath(table, stored) })}
        </Text>
      )}
    </Stack>
  );
}

/** "count / recommended" under an SEO input, warned about once the text is longer than search results show. */
function SeoCounter({ value, recommended }: { value: string; recommended: number }) {
  const { t } = useAdminI18n();
  const count = value.trim().length;
  const over = count > recommended;
  return (
    <Text component="span" size="xs" c={over ? "orange.8" : "dimmed"} data-over={over || undefined}>
      {t("itemPage.counter", { count, recommended })}
      {over ? ` · ${t("itemPage.overRecommended", { recommended })}` : ""}
    </Text>
  );
}

/**
 * The SEO title and description, English and Chinese: optional; the
 * placeholder says what an empty one uses (the title, the description or,
 * for news, the summary); the counter warns beyond SEO_LIMITS.*.recommended.
 */
export function SeoFields<F>({
  form: anyForm,
  descriptionKey,
}: FormProps<F> & { descriptionKey: "description" | "excerpt" }) {
  const { t } = useAdminI18n();
  const form = narrow<PageForm & { title_zh: string; description_zh?: string; excerpt_zh?: string }>(
    anyForm as ContentForm<unknown>,
  );
  const field = bindFields(form, t);
  const values = form.getValues();
  const describe = (value: string | undefined) => {
    const text = (value ?? "").trim();
    return text ? t("itemPage.seoDefault", { value: text.length > 80 ? `${text.slice(0, 79)}…` : text }) : undefined;
  };
  // The Chinese page's default, as the site picks it: the Chinese text, else the English SEO text, else the English text.
  const fallbackZh = (...candidates: (string | undefined)[]) => describe(candidates.find((c) => c?.trim()));
  const description = values[descriptionKey];
  const descriptionZh = values[`${descriptionKey}_zh`];
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t("itemPage.seo")}
      </Text>
      <Text size="xs" c="dimmed">
        {t("itemPage.seoHint")}
      </Text>
      <FieldRow>
        <TextInput
          label={t("fields.seo_title")}
          placeholder={describe(values.title)}
          description={<SeoCounter value={values.seo_title} recommended={SEO_LIMITS.title.recommended} />}
          inputWrapperOrder={["label", "input", "description", "error"]}
          {...field("seo_title")}
        />
        <TextInput
          label={t("fields.seo_title_zh")}
          lang="zh-CN"
          placeholder={fallbackZh(values.title_zh, values.seo_title, values.title)}
          description={<SeoCounter value={values.seo_title_zh} recommended={SEO_LIMITS.title.recommended} />}
          inputWrapperOrder={["label", "input", "description", "error"]}
          {...field("seo_title_zh")}
        />
      </FieldRow>
      <FieldRow>
        <Textarea
          label={t("fields.seo_description")}
          autosize
          minRows={2}
          placeholder={describe(description)}
          description={<SeoCounter value={values.seo_description} recommended={SEO_LIMITS.description.recommended} />}
          inputWrapperOrder={["label", "input", "description", "error"]}
          {...field("seo_description")}
        />
        <Textarea
          label={t("fields.seo_description_zh")}
          autosize
          minRows={2}
          lang="zh-CN"
          placeholder={fallbackZh(descriptionZh, values.seo_description, description)}
          description={
            <SeoCounter value={values.seo_description_zh} recommended={SEO_LIMITS.description.recommended} />
          }
          inputWrapperOrder={["label", "input", "description", "error"]}
          {...field("seo_description_zh")}
        />
      </FieldRow>
    </Stack>
  );
}

/** The address and SEO part of an item-page type's dialog. */
export function ItemPageFields<F>({
  form,
  table,
  descriptionKey = "description",
}: FormProps<F> & { table: ItemPageTable; descriptionKey?: "description" | "excerpt" }) {
  return (
    <>
      <SlugField form={form} table={table} />
      <SeoFields form={form} descriptionKey={descriptionKey} />
    </>
  );
}

/**
 * The picture's alt texts, English and Chinese, under its file field:
 * required (marked) whenever the picture field holds a picture.
 */
export function AltTextFields<F>({
  form: anyForm,
  alt,
  picture,
}: FormProps<F> & { alt: "image_alt" | "thumbnail_alt"; picture: "image_url" | "thumbnail_url" }) {
  const { t } = useAdminI18n();
  const form = narrow<AltForm<"image_alt"> & AltForm<"thumbnail_alt">>(anyForm as ContentForm<unknown>);
  const field = bindFields(form, t);
  const withPicture = hasPicture((form.getValues() as Record<string, unknown>)[picture] as FileFieldValue);
  return (
    <FieldRow>
      <TextInput
        label={t(`fields.${alt}`)}
        description={t("itemPage.altHint")}
        withAsterisk={withPicture}
        inputWrapperOrder={["label", "input", "description", "error"]}
        {...field(alt)}
      />
      <TextInput label={t(`fields.${alt}_zh`)} lang="zh-CN" withAsterisk={withPicture} {...field(`${alt}_zh`)} />
    </FieldRow>
  );
}

/** The case study's story: challenge, solution and results, each beside its optional Chinese version. */
export function StoryFields<F>({ form: anyForm }: FormProps<F>) {
  const { t } = useAdminI18n();
  const form = narrow<StoryForm>(anyForm as ContentForm<unknown>);
  const field = bindFields(form, t);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t("itemPage.story")}
      </Text>
      {CASE_STUDY_STORY_FIELDS.map((name) => (
        <FieldRow key={name}>
          <Textarea label={t(`fields.${name}`)} autosize minRows={2} {...field(name)} />
          <Textarea label={t(`fields.${name}_zh`)} autosize minRows={2} {...chineseProps(t)} {...field(`${name}_zh`)} />
        </FieldRow>
      ))}
    </Stack>
  );
}

/**
 * "View page": a link to a stored item's public page (in the admin's
 * language), shown only when the item is published and live (not scheduled
 * ahead) and the host has a public site (the site's /admin; the desktop has none).
 */
export function ViewPageLink({
  table,
  row,
  title,
}: {
  table: ItemPageTable;
  row: { status: string; publish_at?: string | null; slug?: string | null };
  title: string;
}) {
  const { siteHome } = useAdminHost();
  const { t, language } = useAdminI18n();
  if (!siteHome || row.status !== "published" || isScheduled(row) || !row.slug) return null;
  const href = `${siteHome(language).replace(/\/$/, "")}${itemPath(table, row.slug)}`;
  return (
    <Anchor href={href} target="_blank" rel="noopener" size="sm" aria-label={t("itemPage.viewPageItem", { title })}>
      {t("itemPage.viewPage")}
    </Anchor>
  );
}
