/**
 * Browser validation with the site's translated messages (spec §5), in
 * plain DOM (issue #24: a submit tapped before the form's code has loaded
 * answers at once, as it does afterwards). A form opts in by carrying its
 * messages in `data-message-*` attributes (enquiry-form.tsx renders them in
 * the page's language); when one of its fields is `invalid` (the browser
 * checks `required` and `type="email"` on submit), the field gets the
 * matching message, which the browser's bubble shows on the first invalid
 * field it focuses. Editing a field clears its message. One listener on the
 * document serves every form, before and after React hydrates it.
 *
 * Issue #30: an e-mail field's `pattern` (the dotted domain) shows the
 * e-mail message too, and a date field marked MIN_TODAY_ATTR gets `min` set
 * to the visitor's today when it is focused or edited (not at render: the
 * prerendered page was built on an earlier day), so a past day shows the
 * `pastDate` message.
 */
import { localToday } from "../../../../shared/enquiries/dates";

/** The attributes a form carries its messages in. */
export const VALIDATION_MESSAGE_ATTR = {
  /** An empty required field. */
  required: "data-message-required",
  /** Text that is not an e-mail address in a `type="email"` field (or misses its `pattern`). */
  email: "data-message-email",
  /** A day before today in a date field marked MIN_TODAY_ATTR. */
  pastDate: "data-message-past-date",
} as const;

/** Marks a date input whose `min` is the visitor's today (set when the field is used). */
export const MIN_TODAY_ATTR = "data-min-today";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/** The message `field` should show now, from its form's attributes ("" for none). */
export function validationMessage(field: Field): string {
  const form = field.form;
  if (!form) return "";
  if (field.validity.valueMissing) return form.getAttribute(VALIDATION_MESSAGE_ATTR.required) ?? "";
  if (field.validity.typeMismatch || field.validity.patternMismatch)
    return form.getAttribute(VALIDATION_MESSAGE_ATTR.email) ?? "";
  if (field.validity.rangeUnderflow) return form.getAttribute(VALIDATION_MESSAGE_ATTR.pastDate) ?? "";
  return "";
}

const opted = (field: Field) =>
  field.form !== null &&
  (field.form.hasAttribute(VALIDATION_MESSAGE_ATTR.required) || field.form.hasAttribute(VALIDATION_MESSAGE_ATTR.email));

/** Moves a MIN_TODAY_ATTR date field's `min` to today (the page may have been open since yesterday). */
const keepMinToday = (target: EventTarget | null) => {
  if (target instanceof HTMLInputElement && target.hasAttribute(MIN_TODAY_ATTR)) target.min = localToday();
};

/**
 * Listens on `doc` (capture, so the non-bubbling `invalid` event is seen):
 * an invalid field of an opted-in form gets its message; input or a change
 * in one clears it; focus, input or a change in a MIN_TODAY_ATTR date field
 * sets its `min` to today. Returns a function that removes the listeners.
 */
export function attachNativeValidation(doc: Document = document): () => void {
  const onInvalid = (event: Event) => {
    const field = event.target;
    if (!isField(field) || !opted(field)) return;
    // A message set earlier is a custom error itself: clear it before reading what the browser found.
    field.setCustomValidity("");
    field.setCustomValidity(validationMessage(field));
  };
  const onEdit = (event: Event) => {
    const field = event.target;
    keepMinToday(field);
    if (isField(field) && opted(field)) field.setCustomValidity("");
  };
  const onFocus = (event: Event) => keepMinToday(event.target);
  doc.addEventListener("focusin", onFocus, true);
  doc.addEventListener("invalid", onInvalid, true);
  doc.addEventListener("input", onEdit, true);
  doc.addEventListener("change", onEdit, true);
  return () => {
    doc.removeEventListener("focusin", onFocus, true);
    doc.removeEventListener("invalid", onInvalid, true);
    doc.removeEventListener("input", onEdit, true);
    doc.removeEventListener("change", onEdit, true);
  };
}
