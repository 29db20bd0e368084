/**
 * Show-more buttons in plain DOM (issue #24: the first tap answers at once,
 * without React). A button marked with disclosureProps shows or hides the
 * element its `aria-controls` names, keeps `aria-expanded` in step and swaps
 * its label; opening one closes the others of its group (the careers page's
 * job openings: one job's details at a time). The page renders the panel
 * `hidden`, so without JavaScript the button does nothing and the page reads
 * as before.
 */

/** Attribute names (one place: the pages and the DOM behaviour both read them). */
export const DISCLOSURE_ATTR = {
  group: "data-disclosure",
  openLabel: "data-disclosure-open-label",
  closedLabel: "data-disclosure-closed-label",
} as const;

/**
 * React props of a show-more button controlling the element with id
 * `panelId` (rendered `hidden`): closed at first, `closedLabel` ("Learn
 * More") while closed, `openLabel` ("Show less") while open, one open at a
 * time within `group`.
 */
export const disclosureProps = (group: string, panelId: string, closedLabel: string, openLabel: string) => ({
  [DISCLOSURE_ATTR.group]: group,
  [DISCLOSURE_ATTR.closedLabel]: closedLabel,
  [DISCLOSURE_ATTR.openLabel]: openLabel,
  "aria-controls": panelId,
  "aria-expanded": false,
});

/** Opens or closes `button`'s panel (its label and aria-expanded follow). */
function setOpen(button: HTMLElement, open: boolean): void {
  const panel = button.ownerDocument.getElementById(button.getAttribute("aria-controls") ?? "");
  if (panel) panel.hidden = !open;
  button.setAttribute("aria-expanded", String(open));
  const label = button.getAttribute(open ? DISCLOSURE_ATTR.openLabel : DISCLOSURE_ATTR.closedLabel);
  // Mantine puts a button's text in an inner label span; change that, keeping the structure.
  const target = button.querySelector(".mantine-Button-label") ?? button;
  if (label !== null && target.textContent !== label) target.textContent = label;
}

/** Makes every show-more button of `doc` work (one listener on the document). */
export function attachDisclosures(doc: Document = document): void {
  doc.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>(`[${DISCLOSURE_ATTR.group}]`) : null;
    if (!button) return;
    const opening = button.getAttribute("aria-expanded") !== "true";
    if (opening) {
      const group = button.getAttribute(DISCLOSURE_ATTR.group);
      for (const other of doc.querySelectorAll<HTMLElement>(`[${DISCLOSURE_ATTR.group}][aria-expanded="true"]`)) {
        if (other !== button && other.getAttribute(DISCLOSURE_ATTR.group) === group) setOpen(other, false);
      }
    }
    setOpen(button, opening);
  });
}
