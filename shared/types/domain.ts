/**
 * Domain types and the option lists of spec §3 and the constants of spec §9.
 * Row types come from the generated `Database` types (shared/types/database.ts,
 * `npm run db:types`, issue #23); these name them and add the narrower shapes
 * the UI works with (documentation entries, enquiry payloads, option values).
 */
import { LANGUAGES, type Language } from "../i18n/languages";
import type { Json, Tables, TablesInsert, TablesUpdate } from "./database";

export type WhitePaper = Tables<"white_papers">;
export type CaseStudy = Tables<"case_studies">;
export type Video = Tables<"videos">;
export type CatalogFile = Tables<"catalog_files">;
/** A news item (issue #26; table `news`, shared/content/news.ts). */
export type NewsItem = Tables<"news">;

/**
 * One downloadable document of a documentation entry (spec §3 documentation).
 * A type literal, not an interface, so that a list of them is a `Json` value
 * (the column's generated type).
 */
export type DocumentLink = {
  name: string;
  /** The name in Chinese (issue #10); absent or empty: the `/zh/` pages show `name`. */
  name_zh?: string | null;
  download_url: string;
};

/** A documentation row with `documents` typed as the list it always holds. */
export type Documentation = Omit<Tables<"documentation">, "documents"> & { documents: DocumentLink[] };

export type WhitePaperInput = TablesInsert<"white_papers">;
export type CaseStudyInput = TablesInsert<"case_studies">;
export type VideoInput = TablesInsert<"videos">;
export type DocumentationInput = Omit<TablesInsert<"documentation">, "documents"> & { documents?: DocumentLink[] };
/** An update of a documentation entry, `documents` typed as in {@link DocumentationInput}. */
export type DocumentationUpdate = Omit<TablesUpdate<"documentation">, "documents"> & { documents?: DocumentLink[] };
export type CatalogFileInput = TablesInsert<"catalog_files">;
/** What the admin saves into `news` (issue #26). */
export type NewsInput = TablesInsert<"news">;

/** The content tables of the admin dashboard (spec §2 Admin dashboard; news since issue #26). */
export const CONTENT_TABLES = [
  "white_papers",
  "case_studies",
  "videos",
  "documentation",
  "news",
  "catalog_files",
] as const;
export type ContentTable = (typeof CONTENT_TABLES)[number];

/**
 * The content types with drafts, trash and a change history (issue #12;
 * news since issue #26); catalog_files keeps the spec's direct delete.
 */
export const EDITORIAL_TABLES = ["white_papers", "case_studies", "videos", "documentation", "news"] as const;
export type EditorialTable = (typeof EDITORIAL_TABLES)[number];

/** An item's publication state (issue #12): visitors see `published` items only. */
export const CONTENT_STATUSES = ["draft", "published"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/**
 * What a row of `content_audit_log` records (issue #12): create, update,
 * publish (draft → published), unpublish, delete (to the trash), restore
 * (out of the trash), purge (deleted forever).
 */
export const AUDIT_ACTIONS = ["create", "update", "publish", "unpublish", "delete", "restore", "purge"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One changed field of an audit log row: its value before and after (null when absent). */
export interface AuditFieldChange {
  old: Json;
  new: Json;
}

/** A row of the content audit log with its columns typed as the triggers fill them. */
export type ContentAuditEntry = Omit<Tables<"content_audit_log">, "action" | "table_name" | "changes"> & {
  action: AuditAction;
  table_name: EditorialTable;
  changes: Record<string, AuditFieldChange>;
};

export const WHITE_PAPER_CATEGORIES = [
  "technical_analysis",
  "data_analytics",
  "industry_trends",
  "sustainability",
] as const;
export type WhitePaperCategory = (typeof WHITE_PAPER_CATEGORIES)[number];
export const DEFAULT_WHITE_PAPER_CATEGORY: WhitePaperCategory = "technical_analysis";

export const VIDEO_CATEGORIES = ["product_demo", "installation", "training", "webinar"] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];
export const DEFAULT_VIDEO_CATEGORY: VideoCategory = "product_demo";

/** Video category tile labels (spec §9). */
export const VIDEO_CATEGORY_LABELS: Record<VideoCategory, string> = {
  product_demo: "Product Demonstrations",
  installation: "Installation Guides",
  training: "Training Materials",
  webinar: "Technical Webinars",
};

/** Storage bucket and catalog folder (spec §7, §9). */
export const CONTENT_BUCKET = "content-files";
export const CATALOG_FOLDER = "catalogs";
/**
 * Catalog categories (issue #27): the product lines whose pages (spec §2,
 * /products/<category>) offer a Download Catalog button. The same list is the
 * check constraint of `catalog_files.category`
 * (supabase/migrations/20261202110000_catalog_files_form.sql), the admin
 * form's choice and the site's buttons.
 */
export const CATALOG_CATEGORIES = ["rss-systems", "drilling-tools", "measurement-tools", "software-solutions"] as const;
export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];
/** The category of a catalog uploaded without one (spec §7: drilling-tools). */
export const CATALOG_CATEGORY: CatalogCategory = "drilling-tools";
/** The languages a catalog can be written in (issue #27; the site's languages, shared/i18n/languages.ts). */
export const CATALOG_LANGUAGES = LANGUAGES;
export type CatalogLanguage = Language;
/** The language the /zh/ pages fall back to when their category has no Chinese catalog (issue #27). */
export const CATALOG_FALLBACK_LANGUAGE: CatalogLanguage = "en";
/** Longest catalog title in characters (the migration's check constraint). */
export const CATALOG_TITLE_MAX = 200;
/** Bucket file size limit in bytes (50 MiB), as in the migration. */
export const CATALOG_MAX_BYTES = 50 * 1024 * 1024;
/** Accepted catalog upload types: extension to MIME type (spec §5). */
export const CATALOG_MIME_TYPES = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;
export type CatalogExtension = keyof typeof CATALOG_MIME_TYPES;

// ---------------------------------------------------------------------------
// Quote request form (spec §3) and enquiry forms (spec §3 option values).
// ---------------------------------------------------------------------------

export interface QuoteRequest {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  phone: string;
  projectType: string;
  /** Expected depth in feet, as typed. */
  expectedDepth: string;
  formation: string;
  timeline: string;
  budget: string;
  additionalRequirements: string;
  newsletter: boolean;
}

export const PROJECT_TYPES = ["exploration", "production", "horizontal", "directional", "other"] as const;
export const FORMATIONS = ["soft", "medium", "hard", "mixed"] as const;
export const QUOTE_TIMELINES = ["immediate", "short", "medium", "long"] as const;
export const QUOTE_BUDGETS = ["100k-500k", "500k-1m", "1m-5m", "5m+", "tbd"] as const;

export const DOCUMENT_TYPES = [
  "technical-specs",
  "installation-guide",
  "operation-manual",
  "maintenance-guide",
  "all-documentation",
] as const;
/**
 * The documentation categories the public documentation page shows as its
 * four cards (issue #11: the admin chooses one of them, or "Other"), the
 * document types of the technical documents form without "all-documentation".
 */
export const DOCUMENTATION_CATEGORIES = [
  "technical-specs",
  "installation-guide",
  "operation-manual",
  "maintenance-guide",
] as const satisfies readonly (typeof DOCUMENT_TYPES)[number][];
export type DocumentationCategory = (typeof DOCUMENTATION_CATEGORIES)[number];

export const URGENCIES = ["standard", "urgent", "immediate"] as const;
export const REPRESENTATIVE_INQUIRY_TYPES = [
  "technical-consultation",
  "product-information",
  "custom-solution",
  "pricing-quote",
  "partnership",
] as const;
export const PREFERRED_CONTACTS = ["email", "phone", "video"] as const;
export const REPRESENTATIVE_TIMEFRAMES = ["immediate", "short-term", "medium-term", "long-term"] as const;
export const SALES_INQUIRY_TYPES = [
  "product-pricing",
  "bulk-order",
  "rental-options",
  "service-contract",
  "partnership",
] as const;
export const SALES_BUDGETS = ["under-100k", "100k-500k", "500k-1m", "over-1m", "discuss"] as const;
export const SALES_TIMELINES = ["immediate", "quarter", "half-year", "annual", "planning"] as const;
export const CONSULTATION_TYPES = [
  "technical-review",
  "project-planning",
  "solution-selection",
  "implementation-strategy",
  "general-inquiry",
] as const;
export const PREFERRED_TIMES = ["morning", "afternoon", "evening"] as const;
export const CONSULTATION_DURATIONS = ["30min", "1hour", "1.5hours", "2hours"] as const;
export const PLATFORM_INTERESTS = [
  "drillops-central",
  "geosteer-cloud",
  "datavault-analytics",
  "fieldconnect-mobile",
  "all-platforms",
] as const;
export const DEMO_TYPES = ["individual", "team", "executive", "technical"] as const;
export const TEAM_SIZES = ["1-3", "4-10", "11-25", "25+"] as const;
export const DEMO_TIMELINES = ["immediate", "short-term", "medium-term", "long-term", "evaluation"] as const;

export interface TechnicalDocsRequest {
  name: string;
  email: string;
  company: string;
  position: string;
  documentType: string;
  specificRequests: string;
  urgency: string;
}
export interface RepresentativeRequest {
  name: string;
  email: string;
  phone: string;
  company: string;
  inquiryType: string;
  preferredContact: string;
  timeframe: string;
  message: string;
}
export interface SalesRequest {
  name: string;
  email: string;
  phone: string;
  company: string;
  position: string;
  inquiryType: string;
  budget: string;
  timeline: string;
  projectDetails: string;
}
export interface ConsultationRequest {
  name: string;
  email: string;
  phone: string;
  company: string;
  position: string;
  consultationType: string;
  preferredDate: string;
  preferredTime: string;
  duration: string;
  objectives: string;
}
export interface DemoRequest {
  name: string;
  email: string;
  phone: string;
  company: string;
  position: string;
  platformInterest: string;
  demoType: string;
  teamSize: string;
  timeline: string;
  specificRequirements: string;
}
