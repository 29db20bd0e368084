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
 */

/** The attributes a form carries its messages in. */
export const VALIDATION_MESSAGE_ATTR = {
  /** An empty required field. */
  required: "data-message-required",
  /** Text that is not an e-mail address in a `type="email"` field. */
  email: "data-message-email",
} as const;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/** The message `field` should show now, from its form's attributes ("" for none). */
export function validationMessage(field: Field): string {
  const form = field.form;
  if (!form) return "";
  if (field.validity.valueMissing) return form.getAttribute(VALIDATION_MESSAGE_ATTR.required) ?? "";
  if (field.validity.typeMismatch) return form.getAttribute(VALIDATION_MESSAGE_ATTR.email) ?? "";
  return "";
}

const opted = (field: Field) =>
  field.form !== null &&
  (field.form.hasAttribute(VALIDATION_MESSAGE_ATTR.required) || field.form.hasAttribute(VALIDATION_MESSAGE_ATTR.email));

/**
 * Listens on `doc` (capture, so the non-bubbling `invalid` event is seen):
 * an invalid field of an opted-in form gets its message; input or a change
 * in one clears it. Returns a function that removes the listeners.
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
    if (isField(field) && opted(field)) field.setCustomValidity("");
  };
  doc.addEventListener("invalid", onInvalid, true);
  doc.addEventListener("input", onEdit, true);
  doc.addEventListener("change", onEdit, true);
  return () => {
    doc.removeEventListener("invalid", onInvalid, true);
    doc.removeEventListener("input", onEdit, true);
    doc.removeEventListener("change", onEdit, true);
  };
}
