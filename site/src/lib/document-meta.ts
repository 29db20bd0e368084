/** Per-route document title and meta description (issue #3 SEO), shared by the prerender and the client. */
import type { TFunction } from "i18next";
import { pageKeyOf, SITE_URL } from "../app/paths";

/** Head data of one page. */
export interface DocumentMeta {
  title: string;
  description: string;
  canonical: string;
}

/** Title, description and canonical URL of `pathname` in the current language. */
export function documentMetaOf(pathname: string, t: TFunction): DocumentMeta {
  const key = pageKeyOf(pathname);
  return {
    title: `${t(`meta.${key}.title`)} | ${t("brand.name")}`,
    description: t(`meta.${key}.description`),
    canonical: `${SITE_URL.replace(/\/$/, "")}${pathname}`,
  };
}

/** Writes the meta to the live document (client navigation and language changes). */
export function applyDocumentMeta(meta: DocumentMeta): void {
  document.title = meta.title;
  let description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    description = document.createElement("meta");
    description.name = "description";
    document.head.append(description);
  }
  description.content = meta.description;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = meta.canonical;
}
