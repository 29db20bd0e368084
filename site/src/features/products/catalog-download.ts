/**
 * Catalog download of the drilling tools page (spec §2, §7, §8): the newest
 * drilling-tools catalog row is fetched on load; the button saves its file.
 */
import { getLatestCatalog } from "../../../../shared/data/catalog-files";
import type { CatalogFile } from "../../../../shared/types/domain";
import { dataClient } from "../../lib/data-client";
import { withRetry } from "../../lib/retry";

/** The newest catalog or null; PGRST116 is null (data module), other errors are logged and give null (spec §8). */
export async function loadLatestCatalog(): Promise<CatalogFile | null> {
  try {
    return await withRetry(async () => getLatestCatalog(await dataClient()));
  } catch (error) {
    console.error("Failed to load the latest catalog", error);
    return null;
  }
}

/**
 * Saves `catalog.file_url` under `catalog.name`: fetched as a blob and saved
 * through an <a download>; when the fetch fails (e.g. CORS), the file opens in a new tab.
 */
export async function downloadCatalog(catalog: Pick<CatalogFile, "name" | "file_url">): Promise<void> {
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
