/** Site settings (issue #30): fields, defaults, schemas and the legal text format. */
export * from "./fields";
export * from "./defaults";
export * from "./schema";
export * from "./legal-text";
