/**
 * Rows for the item-page tests (issue #26): two of each type with item
 * pages, every column of the generated row types, Chinese filled on some
 * fields and left empty on others (to see the English stand in), one row
 * of each type with SEO fields and one without. Picture URLs are on the
 * local Storage server (absolute) or relative to the site.
 */
import { ITEM_LISTS } from "../../../site/src/lib/public-lists";
import type { CaseStudy, NewsItem, Video, WhitePaper } from "../../../shared/types/domain";

/** Public URL of a picture in the local Storage's content-images bucket. */
const storage = (path: string) => `http://127.0.0.1:54321/storage/v1/object/public/content-images/${path}`;

const editorial = {
  status: "published",
  deleted_at: null,
  publish_at: null,
  created_at: "2026-01-05T10:00:00+00:00",
  updated_at: "2026-02-01T08:30:00+00:00",
  previous_slugs: [] as string[],
};

export const PAPER: WhitePaper = {
  ...editorial,
  id: "p1",
  slug: "closed-loop-rss-control",
  title: "Closed-Loop RSS Control",
  title_zh: "闭环旋转导向控制",
  description: "How a push-the-bit RSS holds inclination within ±0.1°.",
  description_zh: null,
  author: "Dr. Elena Marsh",
  date_published: "2026-09-14",
  pages: 24,
  category: "technical_analysis",
  image_url: storage("white-papers/p1/image-1.png"),
  image_alt: "Cover with a well path through carbonate layers",
  image_alt_zh: "穿过碳酸盐岩层的井眼轨迹封面",
  pdf_url: storage("white-papers/p1/paper-1.pdf"),
  seo_title: "Closed-loop RSS control in hard rock",
  seo_title_zh: null,
  seo_description: "Field data from 40 wells on holding ±0.1° with a push-the-bit RSS.",
  seo_description_zh: "40 口井的现场数据。",
};

export const PAPER_2: WhitePaper = {
  ...PAPER,
  id: "p2",
  slug: "turbine-power",
  title: "Turbine Power",
  title_zh: null,
  description: "A 500 W turbine </script><b>for</b> RSS power.",
  date_published: "2025-01-01",
  category: "data_analytics",
  image_url: null,
  image_alt: null,
  image_alt_zh: null,
  pdf_url: null,
  seo_title: null,
  seo_description: null,
  seo_description_zh: null,
};

export const STUDY: CaseStudy = {
  ...editorial,
  id: "c1",
  slug: "north-sea-extended-reach-producer",
  title: "North Sea Extended-Reach Producer",
  title_zh: "北海大位移生产井",
  description: "A 9 km step-out drilled in one run.",
  description_zh: "一趟钻完成 9 公里水平位移。",
  location: "North Sea",
  location_zh: null,
  year: 2025,
  image_url: "/images/north-sea.png",
  image_alt: "Platform in the North Sea",
  image_alt_zh: "北海平台",
  challenge: "Tortuosity limited reach.\n\nTorque was at the rig's limit.",
  challenge_zh: "井眼曲折度限制了延伸距离。",
  solution: "Proportional steering.",
  solution_zh: null,
  results: null,
  results_zh: null,
  drilling_time_reduction: 32,
  target_accuracy: 98,
  cost_savings: "$2.1M",
  drilling_accuracy: null,
  project_savings: null,
  reach_extension: null,
  rop_improvement: null,
  time_saved_days: null,
  wellbore_quality: null,
  seo_title: null,
  seo_title_zh: null,
  seo_description: null,
  seo_description_zh: null,
};

export const STUDY_2: CaseStudy = { ...STUDY, id: "c2", slug: "permian-lateral", title: "Permian Lateral", year: 2024 };

export const VIDEO: Video = {
  ...editorial,
  id: "v1",
  slug: "rss-675-product-walkthrough",
  title: "RSS 675 Product Walkthrough",
  title_zh: "RSS 675 产品讲解",
  description: "A tour of the steering unit.",
  description_zh: "导向单元介绍。",
  duration: "1:02:03",
  duration_zh: "62 分钟",
  date_published: "2026-03-02",
  category: "product_demo",
  thumbnail_url: storage("videos/v1/thumbnail-1.png"),
  thumbnail_alt: "The steering unit on a workbench",
  thumbnail_alt_zh: "工作台上的导向单元",
  video_url: null,
  captions_url: null,
  captions_zh_url: null,
  embed_url: null,
  duration_seconds: null,
  views: 1500,
  seo_title: null,
  seo_title_zh: null,
  seo_description: null,
  seo_description_zh: null,
};

export const VIDEO_2: Video = {
  ...VIDEO,
  id: "v2",
  slug: "install-guide",
  title: "Install Guide",
  title_zh: null,
  duration: "12 min",
  category: "installation",
  video_url: "https://cdn.example.com/install.mp4",
  date_published: "2026-01-01",
};

export const NEWS: NewsItem = {
  ...editorial,
  id: "n1",
  slug: "record-lateral-drilled-in-the-permian-basin",
  title: "Record lateral drilled in the Permian Basin",
  title_zh: "在二叠纪盆地创下水平段纪录",
  excerpt: "A 15,000 ft lateral drilled in one run.",
  excerpt_zh: null,
  body: "First paragraph.\n\nSecond paragraph.",
  body_zh: null,
  date_published: "2024-02-28",
  category: "projectSuccess",
  featured: false,
  image_url: null,
  image_alt: null,
  image_alt_zh: null,
  seo_title: null,
  seo_title_zh: null,
  seo_description: null,
  seo_description_zh: null,
};

export const NEWS_2: NewsItem = { ...NEWS, id: "n2", slug: "new-base", title: "New base", category: "business" };

/** The public lists the prerender is given, keyed by label (as the build's readPublicLists). */
export const LISTS: Record<string, unknown[]> = {
  [ITEM_LISTS.white_papers.label]: [PAPER, PAPER_2],
  [ITEM_LISTS.case_studies.label]: [STUDY, STUDY_2],
  [ITEM_LISTS.videos.label]: [VIDEO, VIDEO_2],
  [ITEM_LISTS.news.label]: [NEWS, NEWS_2],
};
