/**
 * The Download Catalog buttons' data (spec §2, §7, §8; issue #27): the
 * published catalogs (CATALOGS_LIST), from the page's prerendered HTML at
 * once and then fresh from the database, and the download of the picked file.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { PublicCatalog } from "../../../shared/content/catalogs";
import { CATALOGS_LIST } from "./public-lists";
import { prerenderedList } from "./prerendered-lists";
import { withRetry } from "./retry";

/** The published catalogs a button picks from: the rows (undefined until known) and whether a read is under way. */
export interface CatalogRows {
  rows: PublicCatalog[] | undefined;
  loading: boolean;
  /** The rows once the read under way ends (at once when they are known); undefined when it failed. */
  settled: () => Promise<PublicCatalog[] | undefined>;
}

/**
 * The published catalogs: the prerendered list first (so the button's label
 * is in the HTML), then the database's rows, read once per mount. A failed
 * read keeps what is shown and is logged (spec §8: silent on the page).
 */
export function useCatalogRows(): CatalogRows {
  const [rows, setRows] = useState(() => prerenderedList<PublicCatalog>(CATALOGS_LIST.label));
  const [loading, setLoading] = useState(true);
  const pending = useRef<Promise<PublicCatalog[] | undefined> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    pending.current = withRetry(() => CATALOGS_LIST.fetch({ signal: controller.signal }), { signal: controller.signal })
      .then((fresh) => {
        if (!controller.signal.aborted) {
          setRows((shown) => (JSON.stringify(shown) === JSON.stringify(fresh) ? shown : fresh));
        }
        return fresh;
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error("Failed to load the catalogs", error);
        return undefined;
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, []);
  const settled = useCallback(async () => (pending.current ? ((await pending.current) ?? rows) : rows), [rows]);
  return { rows, loading, settled };
}

/**
 * Saves `catalog.file_url` under `catalog.name`: fetched as a blob and saved
 * through an <a download>; when the fetch fails (e.g. CORS), the file opens in a new tab.
 */
export async function downloadCatalog(catalog: Pick<PublicCatalog, "name" | "file_url">): Promise<void> {
  try {
    const response = await fetch(catalog.file_url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement("a");
    link.href = url;
    link.download = catalog.name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    console.error("Blob download failed; opening the catalog instead", error);
    window.open(catalog.file_url, "_blank", "noopener");
  }
}
