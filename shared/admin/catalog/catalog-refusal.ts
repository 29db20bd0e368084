/** Why a catalog file may not be uploaded, worded for the admin (spec §5; issue #10). */
import { fileExtension, isCatalogExtension, validateCatalogFile } from "../../data";
import { CATALOG_MAX_BYTES } from "../../types/domain";
import { type AdminT, adminT } from "../i18n";

const MB = 1024 * 1024;

/**
 * Why `file` may not be uploaded, in the admin language of `t`, or null when
 * it may: validateCatalogFile's checks (spec §5: type, size, empty) worded
 * for the admin (issue #10).
 */
export function catalogRefusal(file: { name: string; size: number }, t: AdminT = adminT): string | null {
  if (validateCatalogFile(file) === null) return null;
  const name = file.name;
  if (!isCatalogExtension(fileExtension(name))) return t("catalog.notAllowedType", { name });
  if (file.size > CATALOG_MAX_BYTES)
    return t("catalog.tooLarge", { name, size: (file.size / MB).toFixed(1), limit: CATALOG_MAX_BYTES / MB });
  return t("catalog.emptyFile", { name });
}
