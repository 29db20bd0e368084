/**
 * The content dialogs' file fields (issue #11) under the admin's name: the
 * value shape, its starting value and a chosen file's inline error. They are
 * defined with the content schemas (shared/data/content-schemas, issue #25),
 * which check the same fields on every save.
 */
export { fileError, fileField, type FileFieldValue } from "../../data/content-schemas";
