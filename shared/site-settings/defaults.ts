/**
 * The site settings' default values (issue #30): clearly fictional (555
 * numbers, example.com addresses, no social profiles, three branch offices). The seed writes them
 * into `public.site_settings` while nobody has edited the row
 * (supabase/seed/seed.ts), and the site build falls back to them, with a
 * warning, when no backend answers. The migration's column defaults carry
 * the same contact values (a test compares them).
 */
import type { ContactSettings, LegalTexts, OfficeSettings, SiteSettings } from "./fields";

/** The contact details and social profiles by default. */
export const DEFAULT_CONTACT_SETTINGS: ContactSettings = {
  company_name_en: "ProSteer Drilling Technologies",
  company_name_zh: "ProSteer 钻井技术公司",
  address_en: "1200 Energy Parkway, Houston, TX 77079, USA",
  address_zh: "美国得克萨斯州休斯敦市能源大道 1200 号，邮编 77079",
  general_phone: "+1 (713) 555-0100",
  general_email: "info@example.com",
  sales_phone: "+1 (713) 555-0142",
  sales_email: "sales@example.com",
  support_phone: "+1 (713) 555-0150",
  support_email: "support@example.com",
  emergency_phone: "+1 (800) 555-0199",
  emergency_email: "emergency@example.com",
  careers_phone: "+1 (713) 555-0160",
  careers_email: "careers@example.com",
  press_phone: "+1 (713) 555-0170",
  press_email: "press@example.com",
  linkedin_url: null,
  x_url: null,
  youtube_url: null,
  facebook_url: null,
};

/** The branch offices by default: Dubai, Aberdeen and Singapore (the migration's column default). */
export const DEFAULT_OFFICE_SETTINGS: OfficeSettings = {
  offices: [
    {
      name_en: "Middle East Office",
      name_zh: "中东办事处",
      location_en: "Dubai, UAE",
      location_zh: "阿联酋迪拜",
      address_en: "Jebel Ali Free Zone, Building 7, Dubai",
      address_zh: "迪拜杰贝阿里自由区 7 号楼",
      phone: "+971 4 555 0120",
      email: "dubai@example.com",
    },
    {
      name_en: "North Sea Office",
      name_zh: "北海办事处",
      location_en: "Aberdeen, UK",
      location_zh: "英国阿伯丁",
      address_en: "Dyce Drive 45, Aberdeen AB21 0BR",
      address_zh: "阿伯丁戴斯路 45 号，邮编 AB21 0BR",
      phone: "+44 1224 555 010",
      email: "aberdeen@example.com",
    },
    {
      name_en: "Asia Pacific Office",
      name_zh: "亚太办事处",
      location_en: "Singapore",
      location_zh: "新加坡",
      address_en: "30 Loyang Way, Singapore 508769",
      address_zh: "新加坡罗央道 30 号，邮编 508769",
      phone: "+65 6555 0130",
      email: "singapore@example.com",
    },
  ],
};

/** The Terms of Service and Cookie Policy by default (the format of legal-text.ts). */
export const DEFAULT_LEGAL_TEXTS: LegalTexts = {
  terms_en: [
    "These terms apply to everyone who uses this website. By using it you accept them.",
    "## What the website is for",
    "The website describes our drilling products and services and lets you ask us for quotes, documents, consultations and demos. Nothing on it is an offer: prices, delivery and the terms of any sale are agreed in writing for each order.",
    "## Information on the website",
    "We take care that product data, specifications and documents are correct and current, but they may change without notice. Check with our team before you rely on a figure for an operation.",
    "## Your use of the website",
    "- Do not try to get into parts of the website that are not meant for you, or to disturb it.\n- Do not send forms in someone else's name or with false details.\n- You may download and share our documents for your own evaluation; do not sell them or present them as yours.",
    "## Liability",
    "We are not liable for losses that come from using or not being able to use the website, as far as the law allows.",
    "## Changes and questions",
    "We may change these terms; the version on this page applies. Questions go to our general contact address on the contact page.",
  ].join("\n\n"),
  terms_zh: [
    "本条款适用于本网站的所有使用者。使用本网站即表示您接受本条款。",
    "## 网站用途",
    "本网站介绍我们的钻井产品和服务，并让您向我们索取报价、文档、咨询和演示。网站上的内容均不构成要约：价格、交付及销售条款以每份订单的书面约定为准。",
    "## 网站信息",
    "我们尽力确保产品数据、规格和文档准确且为最新，但这些内容可能随时变更，恕不另行通知。在作业中依赖某项数据之前，请先与我们的团队确认。",
    "## 您对网站的使用",
    "- 请勿尝试进入不面向您的网站区域，或干扰网站运行。\n- 请勿以他人名义或使用虚假信息提交表单。\n- 您可以下载并分享我们的文档用于自身评估；请勿出售或冒充为您自己的文档。",
    "## 责任",
    "在法律允许的范围内，我们不对因使用或无法使用本网站而造成的损失承担责任。",
    "## 变更与问题",
    "我们可能会修改本条款，以本页面上的版本为准。如有问题，请发送至联系页面上的综合联系邮箱。",
  ].join("\n\n"),
  cookies_en: [
    "This page explains what this website stores in your browser.",
    "## No tracking cookies",
    "The website sets no tracking or advertising cookies and runs no analytics.",
    "## What your browser keeps",
    "- Your language choice, so the next visit opens in the language you picked.\n- For our staff only: their admin sign-in.",
    "## Your choice",
    "You can clear this storage in your browser's settings at any time; the website then starts in English again.",
  ].join("\n\n"),
  cookies_zh: [
    "本页说明本网站在您的浏览器中存储的内容。",
    "## 无跟踪 Cookie",
    "本网站不设置任何跟踪或广告 Cookie，也不运行任何分析工具。",
    "## 浏览器保存的内容",
    "- 您选择的语言，以便下次访问时以该语言打开。\n- 仅限我们的员工：其管理后台的登录状态。",
    "## 您的选择",
    "您可以随时在浏览器设置中清除这些存储内容；之后网站将重新以英文打开。",
  ].join("\n\n"),
};

/** Every setting by default. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  ...DEFAULT_CONTACT_SETTINGS,
  ...DEFAULT_OFFICE_SETTINGS,
  ...DEFAULT_LEGAL_TEXTS,
};
