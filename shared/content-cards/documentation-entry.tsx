/**
 * One documentation entry as the public documentation page lists it (spec
 * §2, §7; issue #10 Chinese fields and document names; issue #11
 * downloads): image, title, description and its documents' links. Used by
 * the site's page and by the admin's preview (issue #12), inside a
 * react-i18next instance holding the site's texts.
 */
import { Anchor, Group, List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { IMAGE_SIZES } from "../content/image-variants";
import { downloadFileName, downloadUrl, parsePublicObjectUrl } from "../content/storage-urls";
import { documentName, fallbackLang, localized } from "../content/translations";
import { EnglishMarker } from "./english-marker";
import type { Documentation } from "../types/domain";
import { Illustration } from "./illustration";
import { LazyImage } from "./lazy-image";
import { usePageLocale } from "./use-page-locale";

/** The fields of a documentation entry the card shows. */
export type DocumentationEntryItem = Pick<
  Documentation,
  | "id"
  | "title"
  | "title_zh"
  | "description"
  | "description_zh"
  | "image_url"
  | "image_alt"
  | "image_alt_zh"
  | "documents"
>;

/** Width of an entry's image in CSS pixels (16:9). */
const ENTRY_IMAGE_WIDTH = 128;

/** One document's link: a Storage file downloads under the document's name; another URL opens in a new tab. */
export function DocumentLink({ url, name }: { url: string; name: string }) {
  if (parsePublicObjectUrl(url)) {
    const extension = /\.([a-z0-9]{1,5})$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase() ?? "pdf";
    return (
      <Anchor href={downloadUrl(url, downloadFileName(name, extension))} download>
        {name}
      </Anchor>
    );
  }
  return (
    <Anchor href={url} target="_blank" rel="noopener" download>
      {name}
    </Anchor>
  );
}

/** Props of DocumentationEntry. */
export interface DocumentationEntryProps {
  entry: DocumentationEntryItem;
  /** The entry's element id (the page's search anchor); none in the preview. */
  id?: string;
  /**
   * Whether the picture is near the top of the page: then it is in the
   * prerendered HTML (issue #13: a picture painted only after hydration became
   * the late LCP element of the Chinese page). Default false.
   */
  eager?: boolean;
}

/** One entry: its image beside its title, description and document links. */
export function DocumentationEntry({ entry, id, eager = false }: DocumentationEntryProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  return (
    <Group id={id} mt={12} gap="md" align="flex-start" wrap="nowrap" data-testid="doc-entry">
      <div style={{ width: ENTRY_IMAGE_WIDTH, flexShrink: 0 }}>
        <LazyImage
          alt={
            localized(entry, "image_alt", locale) ||
            t("documentation.imageAlt", { title: localized(entry, "title", locale) })
          }
          src={entry.image_url}
          width={ENTRY_IMAGE_WIDTH}
          eager={eager}
          sizes={IMAGE_SIZES.documentationImage}
        >
          <Illustration kind="document" />
        </LazyImage>
      </div>
      <div style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Text fw={700} {...fallbackLang(entry, "title", locale)}>
            {localized(entry, "title", locale)}
          </Text>
          <EnglishMarker row={entry} fields={["description"]} locale={locale} />
        </Group>
        <Text size="sm" {...fallbackLang(entry, "description", locale)}>
          {localized(entry, "description", locale)}
        </Text>
        {entry.documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("documentation.noFiles")}
          </Text>
        ) : (
          <List size="sm" mt={4}>
            {entry.documents.map((d) => (
              <List.Item key={d.download_url + d.name}>
                <DocumentLink url={d.download_url} name={documentName(d, locale)} />
              </List.Item>
            ))}
          </List>
        )}
      </div>
    </Group>
  );
}
