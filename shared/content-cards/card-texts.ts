/**
 * The site texts the public content cards use, in English and Chinese
 * (issue #10), as the one source for both the site's locales
 * (site/src/i18n/locales/{en,zh}, which spread them in) and the admin's
 * preview (issue #12), which cannot import the site. Keys are the site's
 * i18next keys: `whitePapers.download`, `common.imageLoading`...
 */
import type { NewsCategory } from "../content/news";

/** English card texts. */
export const CARD_TEXTS_EN = {
  common: {
    imageLoading: "Loading...",
    // The marker of an item shown in English on a Chinese page (issue #30, english-marker.tsx).
    inEnglish: "English",
    partlyInEnglish: "Partly in English",
  },
  whitePapers: {
    categories: {
      technical_analysis: "Technical Analysis",
      data_analytics: "Data Analytics",
      industry_trends: "Industry Trends",
      sustainability: "Sustainability",
    },
    pages_one: "{{count}} page",
    pages_other: "{{count}} pages",
    noPdf: "PDF not yet available",
    download: "Download PDF",
    preview: "Preview",
    coverAlt: "Cover: {{title}}",
  },
  caseStudies: {
    imageAlt: "Project image: {{title}}",
    metrics: {
      drillingTimeReduction: "Drilling time reduction",
      targetAccuracy: "Target accuracy",
      costSavings: "Cost savings",
    },
  },
  videoLibrary: {
    categories: {
      product_demo: "Product Demonstrations",
      installation: "Installation Guides",
      training: "Training Materials",
      webinar: "Technical Webinars",
    },
    views_one: "{{views}} view",
    views_other: "{{views}} views",
    watch: "Watch Video",
    watchNamed: "Watch video: {{title}}",
    thumbnailAlt: "Thumbnail: {{title}}",
  },
  documentation: {
    noFiles: "No files attached yet.",
    imageAlt: "Image: {{title}}",
  },
  /** News cards (issue #26): the featured badge and the category names (shared/content/news.ts values). */
  news: {
    featured: "Featured",
    categories: {
      productLaunch: "Product Launch",
      projectSuccess: "Project Success",
      partnership: "Partnership",
      event: "Event",
      award: "Award",
      business: "Business",
    } satisfies Record<NewsCategory, string>,
  },
};

/** The shape every language's card texts have. */
export type CardTexts = typeof CARD_TEXTS_EN;

/** Chinese card texts. */
export const CARD_TEXTS_ZH: CardTexts = {
  common: { imageLoading: "加载中...", inEnglish: "英文", partlyInEnglish: "部分为英文" },
  whitePapers: {
    categories: {
      technical_analysis: "技术分析",
      data_analytics: "数据分析",
      industry_trends: "行业趋势",
      sustainability: "可持续发展",
    },
    pages_one: "{{count}} 页",
    pages_other: "{{count}} 页",
    noPdf: "PDF 暂不可用",
    download: "下载 PDF",
    preview: "预览",
    coverAlt: "封面：{{title}}",
  },
  caseStudies: {
    imageAlt: "项目图片：{{title}}",
    metrics: { drillingTimeReduction: "钻井时间缩短", targetAccuracy: "靶点精度", costSavings: "成本节约" },
  },
  videoLibrary: {
    categories: {
      product_demo: "产品演示",
      installation: "安装指南",
      training: "培训资料",
      webinar: "技术网络研讨会",
    },
    views_one: "{{views}} 次观看",
    views_other: "{{views}} 次观看",
    watch: "观看视频",
    watchNamed: "观看视频：{{title}}",
    thumbnailAlt: "缩略图：{{title}}",
  },
  documentation: {
    noFiles: "暂无附件。",
    imageAlt: "配图：{{title}}",
  },
  news: {
    featured: "精选",
    categories: {
      productLaunch: "产品发布",
      projectSuccess: "项目成果",
      partnership: "合作伙伴",
      event: "活动",
      award: "奖项",
      business: "业务",
    },
  },
};
