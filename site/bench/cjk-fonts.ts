/**
 * Whether the benchmark machine can draw Chinese text (issue #26). A phone
 * that shows our Chinese pages has a CJK font; a bare Linux machine often has
 * none, and then every Chinese glyph sends the browser through a fruitless
 * font-fallback search: slower layouts, hence a higher TBT on /zh pages that
 * no visitor sees. The benchmarks print this warning so their Chinese figures
 * are read for what they are (docs/performance.md: Debian's fonts-noto-cjk).
 */
import { execFileSync } from "node:child_process";

/**
 * Families of the installed fonts that cover Chinese (`fc-list :lang=zh family`),
 * or undefined when fontconfig's `fc-list` cannot be run (not Linux, not installed).
 */
export function chineseFontFamilies(): string[] | undefined {
  try {
    const out = execFileSync("fc-list", [":lang=zh", "family"], { encoding: "utf8", timeout: 10_000 });
    return [
      ...new Set(
        out
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    ];
  } catch {
    return undefined;
  }
}

/** A warning line when no installed font covers Chinese, else undefined (also when it cannot tell). */
export function chineseFontWarning(families = chineseFontFamilies()): string | undefined {
  if (!families || families.length > 0) return undefined;
  return (
    "Warning: no installed font covers Chinese (fc-list :lang=zh is empty). The /zh pages are measured with " +
    "missing glyphs, whose font-fallback search inflates their layout and TBT. Install one first, e.g. " +
    "Debian's fonts-noto-cjk (docs/performance.md)."
  );
}
