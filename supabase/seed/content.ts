/**
 * Sample content of the seed: a rotary-steerable-drilling company's white
 * papers, case studies, videos, documentation (spec §3 entities) and news
 * (issue #26).
 *
 * Every row has a fixed id, so its files get the same object paths on every
 * seed (shared/content/storage-layout.ts). The file columns (image_url,
 * pdf_url, thumbnail_url, documents[].download_url) are filled by
 * seed-files.ts with the public URLs of the generated files it uploads
 * (issue #11): nothing here links an external host. Videos have no hosted
 * file, so video_url stays null (spec: "Video not available").
 */
import type { TablesInsert } from "../../shared/types/database";

/** A seeded row: the insert payload with its fixed id and without the file columns the seed fills in. */
type SeedRow<T extends "white_papers" | "case_studies" | "videos", Files extends string> = Omit<
  TablesInsert<T>,
  "id" | Files
> & { id: string };

/** A documentation document before its file is generated and uploaded: its names and page count. */
export interface SeedDocument {
  name: string;
  name_zh?: string;
  /** Pages of its generated PDF. */
  pages: number;
}

/** A seeded documentation entry: fixed id, the documents to generate, no file columns. */
export type SeedDocumentation = Omit<TablesInsert<"documentation">, "id" | "image_url" | "documents"> & {
  id: string;
  /** Prefix of the documents' numbers printed on their first pages, e.g. "RSSD-OM-675". */
  numberPrefix: string;
  documents: SeedDocument[];
};

/** The fixed id of seeded row `n` (1-based) of content type `type` (1 white papers … 4 documentation, 5 news). */
const seedId = (type: number, n: number) => `5eed000${type}-0000-4000-8000-${n.toString().padStart(12, "0")}`;

/** White papers across all four categories, each with its generated cover and PDF. */
export const WHITE_PAPERS: SeedRow<"white_papers", "image_url" | "pdf_url">[] = [
  {
    id: seedId(1, 1),
    title: "Closed-Loop Rotary Steerable Control in Hard Formations",
    title_zh: "硬地层中的旋转导向闭环控制",
    description_zh: "推靠式旋转导向系统如何在碳酸盐岩互层中将井斜控制在 ±0.1° 以内，附 40 口井的现场数据。",
    description:
      "How a push-the-bit RSS holds inclination within ±0.1° through interbedded carbonates, with field data from 40 wells.",
    author: "Dr. Elena Marsh",
    date_published: "2026-09-14",
    pages: 24,
    category: "technical_analysis",
  },
  {
    id: seedId(1, 2),
    title: "Downhole Turbine Power: 48 V at 190-350 GPM",
    title_zh: "井下涡轮供电：190-350 GPM 下输出 48 V",
    description_zh: "为旋转导向系统和随钻测量持续供电的 4 级 500 W 涡轮发电机的设计与鉴定。",
    description: "Design and qualification of a 4-stage 500 W turbine generator for continuous RSS and MWD power.",
    author: "Rajesh Iyer",
    date_published: "2026-06-02",
    pages: 18,
    category: "technical_analysis",
  },
  {
    id: seedId(1, 3),
    title: "Predicting ROP from Surface and Downhole Telemetry",
    title_zh: "基于地面与井下遥测数据预测机械钻速",
    description_zh: "以 120 万英尺已钻井段训练的梯度提升模型，机械钻速预测误差在 8% 以内。",
    description:
      "Gradient-boosted models trained on 1.2 million feet of drilled section predict rate of penetration within 8%.",
    author: "Maria Gonzalez",
    date_published: "2026-03-21",
    pages: 31,
    category: "data_analytics",
  },
  {
    id: seedId(1, 4),
    title: "Vibration Signatures as an Early Warning of Bit Wear",
    title_zh: "以振动特征预警钻头磨损",
    description_zh: "对横向与扭转振动的频谱分析可在机械钻速下降数小时前发现 PDC 切削齿损伤。",
    description: "Spectral analysis of lateral and torsional vibration flags PDC cutter damage hours before ROP drops.",
    author: "Tom Becker",
    date_published: "2025-11-08",
    pages: 16,
    category: "data_analytics",
  },
  {
    id: seedId(1, 5),
    title: "Extended-Reach Drilling Outlook 2027",
    title_zh: "2027 年大位移钻井展望",
    description_zh: "作业者正将水平位移推向 12 公里以上：这对导向工具、扭矩和井眼清洁意味着什么。",
    description:
      "Operators are pushing step-outs past 12 km; what this means for steering tools, torque and hole cleaning.",
    author: "Sarah Whitfield",
    date_published: "2026-10-30",
    pages: 12,
    category: "industry_trends",
  },
  {
    id: seedId(1, 6),
    title: "Cutting Rig Emissions by Drilling Fewer Days",
    title_zh: "缩短钻井天数，降低钻机排放",
    description_zh: "减少起下钻、提高机械钻速可使单井柴油消耗最多降低 18%：从全生命周期看旋转导向系统的应用。",
    description: "Fewer trips and higher ROP cut diesel use per well by up to 18%: a lifecycle view of RSS adoption.",
    author: "Dr. Kwame Mensah",
    date_published: "2026-01-19",
    pages: 20,
    category: "sustainability",
  },
  {
    id: seedId(1, 7),
    title: "Geothermal Wells: Steering at 175 °C",
    description:
      "Electronics derating, seal selection and mud cooling strategies for high-temperature geothermal directional work.",
    author: "Ingrid Halvorsen",
    date_published: "2025-08-05",
    pages: 22,
    category: "sustainability",
  },
];

/** Case studies with a mix of present and absent metrics and different years, each with its generated image. */
export const CASE_STUDIES: SeedRow<"case_studies", "image_url">[] = [
  {
    id: seedId(2, 1),
    title: "Permian Basin Lateral Campaign",
    title_zh: "二叠纪盆地水平段钻井项目",
    description_zh: "借助 RSS-675 和实时地质导向，12 口 3 英里水平段均一趟钻完成。",
    location_zh: "美国得克萨斯州米德兰",
    description: "Twelve 3-mile laterals drilled in one run each with the RSS-675 and real-time geosteering.",
    location: "Midland, Texas, USA",
    year: 2026,
    drilling_time_reduction: 32,
    target_accuracy: 98,
    cost_savings: "$2.4M",
    rop_improvement: 41,
    wellbore_quality: "Excellent",
    project_savings: "$2.4M",
    time_saved_days: 19,
  },
  {
    id: seedId(2, 2),
    title: "North Sea Extended-Reach Producer",
    title_zh: "北海大位移生产井",
    description_zh: "一口水平位移 8.9 公里的井以连续旋转完钻，无需短起下钻。",
    location_zh: "挪威斯塔万格",
    description: "An 8.9 km step-out well completed with continuous rotation and no wiper trips.",
    location: "Stavanger, Norway",
    year: 2025,
    drilling_time_reduction: 24,
    target_accuracy: 95,
    cost_savings: "$3.1M",
    reach_extension: "1.2 km beyond plan",
  },
  {
    id: seedId(2, 3),
    title: "Middle East Carbonate Re-entry",
    title_zh: "中东碳酸盐岩老井侧钻",
    description_zh: "穿越裂缝性碳酸盐岩的侧钻井段，井斜与设计偏差保持在 0.2° 以内。",
    location_zh: "阿联酋阿布扎比",
    description: "Sidetracks through fractured carbonates held inclination within 0.2° of plan.",
    location: "Abu Dhabi, UAE",
    year: 2024,
    target_accuracy: 99,
    drilling_accuracy: "±0.2°",
  },
  {
    id: seedId(2, 4),
    title: "Geothermal Doublet, Upper Rhine Graben",
    title_zh: "上莱茵地堑地热对井",
    description_zh: "在井底温度高达 170 °C 的条件下完成地热对井的高温定向钻井。",
    location_zh: "德国卡尔斯鲁厄",
    description:
      "High-temperature directional drilling of a geothermal doublet at bottom-hole temperatures up to 170 °C.",
    location: "Karlsruhe, Germany",
    year: 2026,
    drilling_time_reduction: 18,
    cost_savings: "$850K",
    time_saved_days: 7,
  },
  {
    id: seedId(2, 5),
    title: "Offshore Brazil Pre-salt Section",
    description: "Salt and pre-salt sections drilled with a single BHA, replacing three conventional runs.",
    location: "Santos Basin, Brazil",
    year: 2023,
    rop_improvement: 27,
    wellbore_quality: "Low tortuosity",
  },
];

/** Videos across the four categories, varied view counts, each with its generated thumbnail and no hosted file. */
export const VIDEOS: SeedRow<"videos", "thumbnail_url" | "video_url">[] = [
  {
    id: seedId(3, 1),
    title: "RSS-675 Product Walkthrough",
    title_zh: "RSS-675 产品介绍",
    description_zh: "带您了解工具结构：导向单元、控制电子部件和涡轮动力段。",
    duration_zh: "12 分钟",
    description: "A tour of the tool: steering unit, control electronics and turbine power section.",
    duration: "12 min",
    views: 15230,
    date_published: "2026-10-02",
    category: "product_demo",
  },
  {
    id: seedId(3, 2),
    title: "Steering in Real Time with GeoSteer Cloud",
    title_zh: "使用 GeoSteer Cloud 实时导向",
    description_zh: "水平段钻进中远程地质导向决策的现场演示。",
    duration_zh: "18 分钟",
    description: "Live demonstration of remote geosteering decisions during a lateral section.",
    duration: "18 min",
    views: 3480,
    date_published: "2026-07-15",
    category: "product_demo",
  },
  {
    id: seedId(3, 3),
    title: "Making Up the RSS Bottom-Hole Assembly",
    title_zh: "组装旋转导向底部钻具组合",
    description_zh: "钻台安装步骤、扭矩值与功能测试逐步讲解。",
    duration_zh: "15 分钟",
    description: "Step-by-step rig-floor installation, torque values and function tests.",
    duration: "15 min",
    views: 980,
    date_published: "2026-05-28",
    category: "installation",
  },
  {
    id: seedId(3, 4),
    title: "Turbine Generator Field Installation",
    title_zh: "涡轮发电机现场安装",
    description_zh: "在 190、230 和 350 GPM 下安装并验证 4 级涡轮。",
    duration_zh: "9 分钟",
    description: "Installing and verifying the 4-stage turbine at 190, 230 and 350 GPM.",
    duration: "9 min",
    views: 412,
    date_published: "2025-12-03",
    category: "installation",
  },
  {
    id: seedId(3, 5),
    title: "Directional Driller Training: Toolface Control",
    title_zh: "定向井工程师培训：工具面控制",
    description_zh: "关于工具面、狗腿度和导向比设置的培训课程。",
    duration_zh: "45 分钟",
    description: "Training module on toolface, dogleg severity and steering ratio settings.",
    duration: "45 min",
    views: 2210,
    date_published: "2026-02-11",
    category: "training",
  },
  {
    id: seedId(3, 6),
    title: "Maintenance Between Runs",
    title_zh: "趟次间维护",
    description_zh: "检查清单、密封件更换和电子部件健康检查。",
    duration_zh: "22 分钟",
    description: "Inspection checklist, seal replacement and electronics health checks.",
    duration: "22 min",
    views: 0,
    date_published: "2025-09-20",
    category: "training",
  },
  {
    id: seedId(3, 7),
    title: "Webinar: Extended-Reach Drilling Outlook",
    title_zh: "网络研讨会：大位移钻井展望",
    description_zh: "围绕水平位移超过 10 公里时的扭矩、摩阻和井眼清洁的专家讨论。",
    duration_zh: "58 分钟",
    description: "Panel discussion on torque, drag and hole cleaning beyond 10 km step-out.",
    duration: "58 min",
    views: 1530,
    date_published: "2026-11-05",
    category: "webinar",
  },
  {
    id: seedId(3, 8),
    title: "Webinar: Data-Driven ROP Optimisation",
    description: "How operators use downhole data to tune WOB and RPM in real time.",
    duration: "50 min",
    views: 760,
    date_published: "2026-04-09",
    category: "webinar",
  },
];

/** Documentation entries with 2-4 documents each, each entry with its generated image and one PDF per document. */
export const DOCUMENTATION: SeedDocumentation[] = [
  {
    id: seedId(4, 1),
    title: "RSS-675 Operations Manual",
    title_zh: "RSS-675 操作手册",
    description_zh: "作业极限、导向模式、下传指令与故障排除。",
    description: "Operating limits, steering modes, downlink commands and troubleshooting.",
    category: "operation-manual",
    numberPrefix: "RSSD-OM-675",
    documents: [
      {
        name: "Operations Manual (PDF)",
        name_zh: "操作手册（PDF）",
        pages: 18,
      },
      {
        name: "Quick Reference Card",
        name_zh: "快速参考卡",
        pages: 2,
      },
      {
        name: "Downlink Command Table",
        name_zh: "下传指令表",
        pages: 3,
      },
    ],
  },
  {
    id: seedId(4, 2),
    title: "Turbine Generator Installation Guide",
    title_zh: "涡轮发电机安装指南",
    description_zh: "钻台安装、流量范围验证与功率检查。",
    description: "Rig-floor installation, flow-range verification and power checks.",
    category: "installation-guide",
    numberPrefix: "RSSD-IG-TG",
    documents: [
      {
        name: "Installation Guide",
        name_zh: "安装指南",
        pages: 12,
      },
      { name: "Torque Chart", name_zh: "扭矩表", pages: 2 },
    ],
  },
  {
    id: seedId(4, 3),
    title: "Technical Specifications",
    title_zh: "技术规格",
    description_zh: "各类工具的温度、压力、尺寸、功率与遥测规格。",
    description: "Temperature, pressure, size, power and telemetry specifications of every tool.",
    category: "technical-specs",
    numberPrefix: "RSSD-TS",
    documents: [
      {
        name: "RSS Specifications",
        name_zh: "旋转导向系统规格",
        pages: 6,
      },
      {
        name: "Drilling Tools Specifications",
        name_zh: "钻井工具规格",
        pages: 4,
      },
      {
        name: "Measurement Specifications",
        name_zh: "测量工具规格",
        pages: 3,
      },
      { name: "Material Certificates", pages: 2 },
    ],
  },
  {
    id: seedId(4, 4),
    title: "Maintenance Guide",
    description: "Between-run inspection, seal kits, electronics health checks and storage.",
    category: "maintenance-guide",
    numberPrefix: "RSSD-MG",
    documents: [
      { name: "Maintenance Guide", pages: 14 },
      { name: "Seal Kit Part List", pages: 2 },
    ],
  },
];

/**
 * The news items of /company/news (issue #26), moved here from the site's
 * copy (site/src/i18n/locales/{en,zh}/company.ts), English and Chinese.
 * No pictures: the page draws each category's illustration, as before.
 */
export const NEWS: (Omit<TablesInsert<"news">, "id"> & { id: string })[] = [
  {
    id: seedId(5, 1),
    title: "ProSteer launches its next-generation RSS with a 500W turbine",
    title_zh: "ProSteer 发布配备 500W 涡轮的新一代旋转导向系统",
    excerpt: "The new system doubles available downhole power and supports flow rates from 190 to 350 GPM.",
    excerpt_zh: "新系统的井下可用功率翻倍，支持 190 至 350 GPM 排量。",
    date_published: "2024-03-15",
    category: "productLaunch",
    featured: true,
  },
  {
    id: seedId(5, 2),
    title: "Record lateral drilled in the Permian Basin",
    title_zh: "在二叠纪盆地创下水平段纪录",
    excerpt: "A 15,000 ft lateral drilled in one run, 98% in zone.",
    excerpt_zh: "一趟钻完成 15,000 英尺水平段，储层钻遇率 98%。",
    date_published: "2024-02-28",
    category: "projectSuccess",
  },
  {
    id: seedId(5, 3),
    title: "Partnership on geothermal drilling",
    title_zh: "地热钻井合作",
    excerpt: "A joint programme to adapt RSS technology to high-temperature geothermal wells.",
    excerpt_zh: "联合开展项目，将旋转导向技术应用于高温地热井。",
    date_published: "2024-02-10",
    category: "partnership",
  },
  {
    id: seedId(5, 4),
    title: "Meet us at the Offshore Technology Conference",
    title_zh: "海洋技术大会与您相约",
    excerpt: "Live demonstrations of the steering unit and surface software at our booth.",
    excerpt_zh: "在我们的展位现场演示导向单元和地面软件。",
    date_published: "2024-01-22",
    category: "event",
  },
  {
    id: seedId(5, 5),
    title: "Innovation award for proportional steering",
    title_zh: "比例导向技术荣获创新奖",
    excerpt: "Our steering technology recognised for its contribution to drilling efficiency.",
    excerpt_zh: "我们的导向技术因提升钻井效率而获得认可。",
    date_published: "2024-01-08",
    category: "award",
  },
  {
    id: seedId(5, 6),
    title: "New service base opens in Singapore",
    title_zh: "新加坡新服务基地启用",
    excerpt: "Workshop, spare parts and training centre for Asia Pacific customers.",
    excerpt_zh: "为亚太客户提供车间、备件和培训中心。",
    date_published: "2023-12-12",
    category: "business",
  },
];

/**
 * Items whose address changed after they went live (issue #26): each is
 * inserted with `firstSlug`, then its slug is set to the one made from its
 * title, so the database keeps `firstSlug` among its previous slugs and the
 * site answers the old address with a permanent redirect (`_redirects`).
 * One per type with item pages, so every type's redirect can be seen.
 */
export const SEED_SLUG_CHANGES: readonly {
  table: "white_papers" | "case_studies" | "videos" | "news";
  id: string;
  firstSlug: string;
  slug: string;
}[] = [
  {
    table: "white_papers",
    id: seedId(1, 2),
    firstSlug: "downhole-turbine-power",
    slug: "downhole-turbine-power-48-v-at-190-350-gpm",
  },
  {
    table: "case_studies",
    id: seedId(2, 2),
    firstSlug: "north-sea-erd-producer",
    slug: "north-sea-extended-reach-producer",
  },
  { table: "videos", id: seedId(3, 1), firstSlug: "rss-675-walkthrough", slug: "rss-675-product-walkthrough" },
  {
    table: "news",
    id: seedId(5, 2),
    firstSlug: "permian-record-lateral",
    slug: "record-lateral-drilled-in-the-permian-basin",
  },
];
