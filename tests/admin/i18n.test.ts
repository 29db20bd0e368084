/**
 * The admin console's texts in both languages (issue #10 item 4): the same
 * keys and placeholders in English and Chinese, every spec §8 toast word for
 * word in English and translated in Chinese, the enquiry labels complete, the
 * remembered choice, sign-in errors and catalog refusals per language.
 */
import { afterEach, describe, expect, it } from "vitest";
import { signInErrorMessage } from "../../shared/admin/auth/auth-store";
import { catalogRefusal } from "../../shared/admin/catalog/catalog-refusal";
import { arrivalNotice } from "../../shared/admin/enquiries/arrivals";
import { labelledFields } from "../../shared/admin/enquiries/enquiry-fields";
import {
  ADMIN_LANGUAGE_STORAGE_KEY,
  adminI18n,
  adminLanguage,
  type AdminKey,
  adminT,
  readStoredLanguage,
  setAdminLanguage,
} from "../../shared/admin/i18n";
import { en } from "../../shared/admin/i18n/en";
import { ENQUIRY_LABELS_ZH } from "../../shared/admin/i18n/enquiry-labels";
import { zh } from "../../shared/admin/i18n/zh";
import { formatFileSize } from "../../shared/admin/forms/format";
import type { Enquiry } from "../../shared/data/enquiries";
import { DataError } from "../../shared/data/errors";
import { validateCatalogFile } from "../../shared/data/catalog-files";
import { ENQUIRY_FORMS } from "../../shared/enquiries/forms";
import { FIELD_LABELS, OPTION_LABELS } from "../../shared/enquiries/labels";

/** Every string leaf of `tree` as [dotted key, text]. */
function leaves(tree: object, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value as object, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const HAN = /\p{Script=Han}/u;

afterEach(async () => {
  await setAdminLanguage("en");
  localStorage.clear();
});

describe("admin texts", () => {
  it("English and Chinese have exactly the same keys", () => {
    expect(leaves(zh).map(([key]) => key)).toEqual(leaves(en).map(([key]) => key));
  });

  it("every Chinese text is non-empty and keeps the English text's placeholders", () => {
    const chinese = new Map(leaves(zh));
    for (const [key, english] of leaves(en)) {
      const text = chinese.get(key) ?? "";
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(text), key).toEqual(placeholders(english));
    }
  });

  it("every toast has a Chinese text of its own", () => {
    const english = new Map(leaves(en.toast));
    for (const [key, text] of leaves(zh.toast)) {
      expect(text, key).toMatch(HAN);
      expect(text, key).not.toBe(english.get(key));
    }
  });
});

/** Spec §8 (Sign-in and admin check, Admin content) and the issue #9 inbox toasts, as the English console shows them. */
const SPEC_TOASTS: [AdminKey, Record<string, unknown>, string][] = [
  ["toast.captchaRequiredTitle", {}, "Captcha Required"],
  ["toast.captchaRequired", {}, "Please complete the captcha verification"],
  ["toast.captchaErrorTitle", {}, "Captcha Error"],
  ["toast.captchaError", {}, "Captcha verification failed. Please try again."],
  ["toast.authErrorTitle", {}, "Authentication Error"],
  ["toast.success", {}, "Success"],
  ["toast.signedIn", {}, "Successfully signed in!"],
  ["toast.error", {}, "Error"],
  ["toast.adminCheckFailed", {}, "Failed to verify admin status"],
  ["toast.adminCheckError", {}, "Authentication error"],
  ["toast.signOutFailed", {}, "Failed to sign out"],
  ["toast.unexpected", {}, "An unexpected error occurred"],
  ["toast.signedOut", {}, "Successfully signed out"],
  ["signIn.initFailed", {}, "Failed to initialize auth"],
  ["toast.uploadFailed", {}, "Failed to upload file"],
  ["toast.fileDeleteFailed", {}, "Failed to delete file"],
  ["toast.catalogUploaded", {}, "Catalog file uploaded successfully"],
  ["toast.fileDeleted", {}, "File deleted successfully"],
  ["toast.enquiryUpdated", {}, "Enquiry updated successfully"],
  ["toast.enquiryUpdateFailed", {}, "Failed to update enquiry"],
  ["toast.enquiryDeleted", {}, "Enquiry deleted successfully"],
  ["toast.enquiryDeleteFailed", {}, "Failed to delete enquiry"],
  ["toast.enquiriesFetchFailed", {}, "Failed to fetch enquiries"],
  ["toast.exported", { count: 1 }, "Exported 1 enquiry to CSV"],
  ["toast.exported", { count: 3 }, "Exported 3 enquiries to CSV"],
];

/** The per-entity toasts of spec §8 Admin content: entity → [fetch, create, update, delete, created, updated, deleted]. */
const ENTITY_TOASTS = {
  white_papers: [
    "Failed to fetch white papers",
    "Failed to create white paper",
    "Failed to update white paper",
    "Failed to delete white paper",
    "White paper created successfully",
    "White paper updated successfully",
    "White paper deleted successfully",
  ],
  case_studies: [
    "Failed to fetch case studies",
    "Failed to create case study",
    "Failed to update case study",
    "Failed to delete case study",
    "Case study created successfully",
    "Case study updated successfully",
    "Case study deleted successfully",
  ],
  videos: [
    "Failed to fetch videos",
    "Failed to create video",
    "Failed to update video",
    "Failed to delete video",
    "Video created successfully",
    "Video updated successfully",
    "Video deleted successfully",
  ],
  documentation: [
    "Failed to fetch documentation",
    "Failed to create documentation",
    "Failed to update documentation",
    "Failed to delete documentation",
    "Documentation created successfully",
    "Documentation updated successfully",
    "Documentation deleted successfully",
  ],
} as const;

const ENTITY_KEYS = [
  "toast.fetchFailed",
  "toast.createFailed",
  "toast.updateFailed",
  "toast.deleteFailed",
  "toast.created",
  "toast.updated",
  "toast.deleted",
] as const satisfies readonly AdminKey[];

/** The entity names a content toast is interpolated with (as content-tab.tsx does). */
const namesOf = (entity: keyof typeof ENTITY_TOASTS | "catalog_files") => ({
  name: adminT(`entities.${entity}.name`),
  Name: adminT(`entities.${entity}.Name`),
  plural: adminT(`entities.${entity}.plural`),
});

describe("spec §8 toasts", () => {
  it("read word for word as the spec in English", () => {
    for (const [key, options, text] of SPEC_TOASTS) expect(adminT(key, options)).toBe(text);
    for (const [entity, texts] of Object.entries(ENTITY_TOASTS) as [keyof typeof ENTITY_TOASTS, readonly string[]][]) {
      expect(ENTITY_KEYS.map((key) => adminT(key, namesOf(entity)))).toEqual(texts);
    }
    expect(adminT("toast.fetchFailed", namesOf("catalog_files"))).toBe("Failed to fetch catalog files");
  });

  it("read in Chinese once the admin chose 中文, with no English left", async () => {
    await setAdminLanguage("zh");
    for (const [key, options] of SPEC_TOASTS) expect(adminT(key, options), key).toMatch(HAN);
    for (const entity of Object.keys(ENTITY_TOASTS) as (keyof typeof ENTITY_TOASTS)[]) {
      for (const key of ENTITY_KEYS) expect(adminT(key, namesOf(entity))).not.toMatch(/[A-Za-z]/);
    }
    expect(adminT("toast.created", namesOf("white_papers"))).toBe("白皮书创建成功");
    expect(adminT("toast.exported", { count: 3 })).toBe("已将 3 条询盘导出为 CSV");
  });
});

describe("the remembered language", () => {
  it("is stored under admin.language and read back; anything else reads as English", async () => {
    expect(readStoredLanguage()).toBe("en");
    await setAdminLanguage("zh");
    expect(localStorage.getItem(ADMIN_LANGUAGE_STORAGE_KEY)).toBe("zh");
    expect(readStoredLanguage()).toBe("zh");
    expect(adminLanguage()).toBe("zh");
    expect(adminI18n.language).toBe("zh");
    localStorage.setItem(ADMIN_LANGUAGE_STORAGE_KEY, "fr");
    expect(readStoredLanguage()).toBe("en");
  });

  it("does not touch the site's own language key", async () => {
    localStorage.setItem("site.language", "en");
    await setAdminLanguage("zh");
    expect(localStorage.getItem("site.language")).toBe("en");
  });
});

describe("signInErrorMessage()", () => {
  const wrongPassword = new DataError("Invalid login credentials", { code: "invalid_credentials", status: 400 });

  it("is the server's message in English", () => {
    expect(signInErrorMessage(wrongPassword)).toBe("Invalid login credentials");
    expect(signInErrorMessage(new Error(""))).toBe("Sign-in failed");
  });

  it("translates known Auth codes in Chinese and keeps the server's text for others", async () => {
    await setAdminLanguage("zh");
    expect(signInErrorMessage(wrongPassword)).toBe("邮箱或密码错误");
    expect(signInErrorMessage(new DataError("Something new", { code: "brand_new_code" }))).toBe("Something new");
    expect(signInErrorMessage(new Error(""))).toBe("登录失败");
  });
});

describe("catalogRefusal()", () => {
  const files = [
    { name: "notes.txt", size: 10 },
    { name: "huge.pdf", size: 60 * 1024 * 1024 },
    { name: "empty.pdf", size: 0 },
  ];

  it("words each refusal exactly as validateCatalogFile in English, and accepts a good file", () => {
    for (const file of files) expect(catalogRefusal(file)).toBe(validateCatalogFile(file));
    expect(catalogRefusal({ name: "ok.docx", size: 1000 })).toBeNull();
  });

  it("words them in Chinese for the Chinese console", async () => {
    await setAdminLanguage("zh");
    expect(catalogRefusal(files[0]!)).toBe("“notes.txt”不是 PDF、DOC 或 DOCX 文件。请选择 .pdf、.doc 或 .docx 文件。");
    expect(catalogRefusal(files[1]!)).toBe("“huge.pdf”大小为 60.0 MB，上限为 50 MB。");
    expect(formatFileSize(null)).toBe("未知");
  });
});

describe("enquiry labels in Chinese", () => {
  it("name every field and every option of the seven forms", () => {
    for (const form of ENQUIRY_FORMS) {
      expect(Object.keys(ENQUIRY_LABELS_ZH.fields[form]).sort(), form).toEqual(Object.keys(FIELD_LABELS[form]).sort());
      for (const [field, options] of Object.entries(OPTION_LABELS[form])) {
        expect(Object.keys(ENQUIRY_LABELS_ZH.options[form][field] ?? {}).sort(), `${form}.${field}`).toEqual(
          Object.keys(options).sort(),
        );
      }
    }
  });

  it("label a stored enquiry and its notification in the chosen language", async () => {
    const enquiry = {
      id: "1",
      created_at: "2026-11-24T10:00:00Z",
      form: "quote",
      status: "new",
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: null,
      company: "Analytical Drilling",
      position: null,
      locale: "zh",
      page: "/zh/quote",
      details: { projectType: "horizontal", newsletter: true },
      note: null,
      notified_at: null,
      notify_error: null,
    } as unknown as Enquiry;
    const fields = labelledFields(enquiry, "zh");
    expect(fields.find((f) => f.key === "projectType")).toMatchObject({ label: "项目类型", value: "水平井" });
    expect(fields.find((f) => f.key === "newsletter")?.value).toBe("是");
    expect(labelledFields(enquiry).find((f) => f.key === "projectType")).toMatchObject({
      label: "Project Type",
      value: "Horizontal",
    });
    await setAdminLanguage("zh");
    expect(arrivalNotice([enquiry])).toEqual({
      title: "1 条新询盘",
      body: "Ada Lovelace (Analytical Drilling) · 报价申请",
    });
  });
});
