/**
 * The legal pages' text format (issue #30, docs/site-settings.md): plain
 * text, never HTML. Blocks are separated by a blank line; a block whose
 * first line starts with `## ` is a heading, a block whose lines all start
 * with `- ` is a list, anything else a paragraph (its line breaks become
 * spaces). The site renders the blocks as React elements, so markup typed
 * into a text shows as text.
 */

/** One block of a legal text. */
export type LegalBlock =
  { kind: "heading"; text: string } | { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

/** The blocks of `text`, in order; empty for a blank text. */
export function parseLegalText(text: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  for (const raw of text.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = raw
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "");
    if (lines.length === 0) continue;
    if (lines[0]!.startsWith("## ")) {
      blocks.push({ kind: "heading", text: lines[0]!.slice(3).trim() });
      if (lines.length > 1) blocks.push(...parseLegalText(lines.slice(1).join("\n")));
    } else if (lines.every((line) => line.startsWith("- "))) {
      blocks.push({ kind: "list", items: lines.map((line) => line.slice(2).trim()) });
    } else {
      blocks.push({ kind: "paragraph", text: lines.join(" ") });
    }
  }
  return blocks;
}
