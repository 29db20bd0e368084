/** Data access for every call of spec §7. Each function takes the client first. */
export * from "./auth";
export * from "./case-studies";
export * from "./catalog-files";
export { countAllContent, countRows } from "./content";
export * from "./documentation";
export * from "./enquiries";
export * from "./errors";
export * from "./news";
export * from "./search";
export * from "./videos";
export * from "./white-papers";
export * from "./content-objects";
export * from "./content-save";
export * from "./content-conflicts";
