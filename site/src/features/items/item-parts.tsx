/**
 * The parts every item page has (issue #26): the breadcrumb back to the
 * list, the hero picture (not lazy: it is the page's largest paint), a
 * details list, the share row (Copy link in plain DOM, LinkedIn, X, e-mail
 * as plain links) and the related items. Plain markup and Mantine styles
 * only: the page is prerendered and never hydrated (islands/page-hydration.ts).
 */
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { pictureSource } from "../../../../shared/content/site-media";
import { isNewsCategory } from "../../../../shared/content/news";
import { Illustration, type IllustrationKind } from "../../../../shared/content-cards/illustration";
import { isStorageImage } from "../../../../shared/content-cards/lazy-image";
import { NEWS_ILLUSTRATION } from "../../../../shared/content-cards/news-card";
import { EnglishMarker } from "../../../../shared/content-cards/english-marker";
import { englishShare } from "../../../../shared/content/translations";
import { ITEM_PAGE_TYPES, type ItemPageTable } from "../../../../shared/content/item-pages";
import { itemHref, withLocale, type Locale } from "../../app/paths";
import { DomToast } from "../../components/blocks/dom-toast";
import { COPY_LINK_ATTR, COPY_LINK_TOASTS } from "../../islands/copy-link";
import { shareLinks, type ShareTarget } from "../../lib/share";
import { itemDate, type FoundItem } from "./item-lookup";
import { itemSummary, itemTitle, langProps, pictureAlt, pictureUrl, type LocalText } from "./item-text";

/** Width and height (px) of the hero picture's box: 16:9, the stored pictures' shape. */
export const HERO_SIZE = { width: 960, height: 540 } as const;
/** The hero picture's `sizes`: the article column (Mantine Container "md", 960 px less 2 x 16 px padding). */
export const HERO_SIZES = "(min-width: 60em) 928px, calc(100vw - 32px)";

/** `iso` ("2026-09-14" or a timestamp) as a long date in `locale`, in UTC ("September 14, 2026", "2026年9月14日"). */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(locale === "zh" ? "zh-CN" : "en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}

/** A `<time>` of `iso` in the page's language. */
export function ItemDate({ iso, locale }: { iso: string; locale: Locale }) {
  return <time dateTime={iso.slice(0, 10)}>{formatDate(iso, locale)}</time>;
}

/** Whether the page may load `src`: a site path, or our Storage (third-party hosts are not contacted, as the cards). */
const isShownPicture = (src: string | null): src is string =>
  !!src && ((src.startsWith("/") && !src.startsWith("//")) || isStorageImage(src));

/** The illustration standing in for an item without a picture (as its card). */
function illustrationOf(found: FoundItem): IllustrationKind {
  if (found.table === "news")
    return isNewsCategory(found.row.category) ? NEWS_ILLUSTRATION[found.row.category] : "news";
  return ({ white_papers: "document", case_studies: "rig", videos: "video" } as const)[found.table];
}

/**
 * The item's picture at the top of the page: its stored picture with its
 * alt text (eager, high fetch priority, `srcset` of its variants, width and
 * height set so nothing shifts), or its type's illustration.
 */
export function ItemPicture({ found, locale }: { found: FoundItem; locale: Locale }) {
  const src = pictureUrl(found);
  const alt = pictureAlt(found, locale);
  const frame = { aspectRatio: `${HERO_SIZE.width} / ${HERO_SIZE.height}`, borderRadius: 8, overflow: "hidden" };
  if (!isShownPicture(src)) {
    return (
      <div role="img" aria-label={alt.text} {...langProps(alt)} style={frame} data-testid="item-picture">
        <Illustration kind={illustrationOf(found)} />
      </div>
    );
  }
  // Drawn from the site's copy (issue #24); the browser entry falls back to Storage when it is missing.
  const { shown, fallback } = isStorageImage(src)
    ? pictureSource(src)
    : { shown: { src, srcSet: null }, fallback: null };
  const srcSet = shown.srcSet;
  return (
    <img
      src={shown.src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? HERO_SIZES : undefined}
      data-fallback-src={fallback?.src}
      data-fallback-srcset={fallback?.srcSet ?? undefined}
      alt={alt.text}
      {...langProps(alt)}
      width={HERO_SIZE.width}
      height={HERO_SIZE.height}
      loading="eager"
      fetchPriority="high"
      decoding="async"
      data-testid="item-picture"
      style={{ ...frame, display: "block", width: "100%", height: "auto", objectFit: "cover" }}
    />
  );
}

/** The page's breadcrumb: Home › the list › this item (the current page). */
export function ItemBreadcrumb({ found, locale, title }: { found: FoundItem; locale: Locale; title: LocalText }) {
  const { t } = useTranslation();
  const sep = (
    <span aria-hidden="true" style={{ margin: "0 8px" }}>
      ›
    </span>
  );
  return (
    <nav aria-label={t("itemPage.breadcrumb")}>
      <ol style={{ listStyle: "none", padding: 0, margin: "0 0 24px", display: "flex", flexWrap: "wrap" }}>
        <li>
          <Anchor href={withLocale("/", locale)} size="sm">
            {t("itemPage.home")}
          </Anchor>
          {sep}
        </li>
        <li>
          <Anchor href={withLocale(ITEM_PAGE_TYPES[found.table].listPath, locale)} size="sm" data-testid="item-back">
            {t(`itemPage.lists.${found.table}`)}
          </Anchor>
          {sep}
        </li>
        <li aria-current="page" {...langProps(title)}>
          <Text span size="sm" c="dimmed">
            {title.text}
          </Text>
        </li>
      </ol>
    </nav>
  );
}

/** One row of an item's details: a label and its value. */
export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
}

/** The item's details as a description list (author, date, pages…). */
export function ItemFacts({ facts }: { facts: Fact[] }) {
  return (
    <dl style={{ display: "flex", flexWrap: "wrap", gap: "12px 32px", margin: "16px 0 24px" }}>
      {facts.map((fact) => (
        <div key={fact.key} data-testid={`fact-${fact.key}`}>
          <dt style={{ fontSize: 13, color: "var(--mantine-color-dimmed)" }}>{fact.label}</dt>
          <dd style={{ margin: 0, fontWeight: 600 }}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled part of an item page (Abstract, Challenge…) with its text in paragraphs (blank lines split them). */
export function ItemSection({ id, title, text }: { id: string; title: string; text: LocalText | null }) {
  if (!text) return null;
  return (
    <section aria-labelledby={`item-${id}`} style={{ marginTop: 32 }}>
      <Title order={2} size="h3" id={`item-${id}`} mb="sm">
        {title}
      </Title>
      <Paragraphs text={text} />
    </section>
  );
}

/** `text` as paragraphs, split on blank lines, in its language. */
export function Paragraphs({ text }: { text: LocalText }) {
  const paragraphs = text.text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div {...langProps(text)}>
      {paragraphs.map((paragraph, index) => (
        <Text key={index} mb="sm" style={{ whiteSpace: "pre-line" }}>
          {paragraph}
        </Text>
      ))}
    </div>
  );
}

/** "(opens in a new tab)" for screen readers only (site.css `.visually-hidden`: Mantine's VisuallyHidden CSS is not in the site's styles). */
export function NewTabNote() {
  const { t } = useTranslation();
  return <span className="visually-hidden"> {t("itemPage.newTab")}</span>;
}

/** A link opening in a new tab, saying so to screen readers. */
function NewTabLink({ href, label, testId }: { href: string; label: string; testId: string }) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="light"
      size="sm"
      data-testid={testId}
    >
      {label}
      <NewTabNote />
    </Button>
  );
}

/**
 * The share row: Copy link (a button the browser entry answers in plain DOM,
 * islands/copy-link.ts, with the two toasts prerendered here), LinkedIn, X
 * and e-mail links carrying the page's canonical URL.
 */
export function ShareRow({ target }: { target: ShareTarget }) {
  const { t } = useTranslation();
  const links = shareLinks(target);
  return (
    <section aria-labelledby="item-share" style={{ marginTop: 40 }} data-testid="item-share">
      <Title order={2} size="h4" id="item-share" mb="sm">
        {t("itemPage.share.title")}
      </Title>
      <Group gap="sm">
        <Button type="button" variant="outline" size="sm" {...{ [COPY_LINK_ATTR]: target.url }}>
          {t("itemPage.share.copy")}
        </Button>
        <NewTabLink href={links.linkedin} label={t("itemPage.share.linkedin")} testId="share-linkedin" />
        <NewTabLink href={links.x} label={t("itemPage.share.x")} testId="share-x" />
        <Button component="a" href={links.email} variant="light" size="sm" data-testid="share-email">
          {t("itemPage.share.email")}
        </Button>
      </Group>
      <DomToast
        name={COPY_LINK_TOASTS.copied}
        color="teal"
        title={t("share.copiedTitle")}
        message={t("share.copiedText")}
      />
      <DomToast
        name={COPY_LINK_TOASTS.failed}
        title={t("share.failedTitle")}
        message={t("share.failedText", { url: target.url })}
      />
    </section>
  );
}

/** Up to three other items of the same type (item-lookup.ts relatedItems), each a link to its page with its date and summary. */
export function RelatedItems({ table, items, locale }: { table: ItemPageTable; items: FoundItem[]; locale: Locale }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="item-related" style={{ marginTop: 48 }} data-testid="item-related">
      <Title order={2} size="h3" id="item-related" mb="md">
        {t(`itemPage.related.${table}`)}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {items.map((item) => {
          const title = itemTitle(item, locale);
          const summary = itemSummary(item, locale);
          const date = itemDate(item);
          return (
            <Card key={item.row.id} withBorder padding="md" component="article">
              <Title order={3} size="h5">
                <Anchor href={itemHref(item.table, item.row.slug, locale)} {...langProps(title)}>
                  {title.text}
                </Anchor>
              </Title>
              {englishShare(item.row, [], locale) && (
                <Group mt={4}>
                  <EnglishMarker row={item.row} locale={locale} />
                </Group>
              )}
              <Text size="sm" c="dimmed" mt={4}>
                {item.table === "case_studies" ? date : <ItemDate iso={date} locale={locale} />}
              </Text>
              {summary && (
                <Text size="sm" mt="xs" lineClamp={3} {...langProps(summary)}>
                  {summary.text}
                </Text>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}

/** A category or year badge. */
export function ItemBadge({ children }: { children: ReactNode }) {
  return (
    <Badge variant="filled" color="blue.8">
      {children}
    </Badge>
  );
}
