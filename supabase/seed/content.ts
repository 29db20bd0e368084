/**
 * Sample content of the seed: a rotary-steerable-drilling company's white
 * papers, case studies, videos, documentation (spec §3 entities) and news
 * (issue #26).
 *
 * Every row has a fixed id, so its files get the same object paths on every
 * seed (shared/content/storage-layout.ts). The file columns (image_url,
 * pdf_url, thumbnail_url, documents[].download_url) are filled by
 * seed-files.ts with the public URLs of the generated files it uploads
 * (issue #11): nothing here links an external host. Videos get a short
 * generated file with captions (issue #28, seed-videos.ts), all but
 * SEED_VIDEO_WITHOUT_FILE, whose video_url stays null (spec §8: "Video not available").
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
    challenge:
      "The operator's three-mile Wolfcamp laterals were taking two to three bottom-hole assembly trips each, mostly to " +
      "change motors and to bring the well path back after it drifted out of the target window. On a twelve-well pad, " +
      "every extra trip cost more than a day of rig time.",
    challenge_zh:
      "该作业者在 Wolfcamp 层位的 3 英里水平段，每口井平均需要两到三次起下钻更换底部钻具组合，主要是为了更换马达，" +
      "以及在井眼轨迹偏出目标窗口后进行纠偏。在 12 口井的平台上，每多一次起下钻就多耗费一天以上的钻机时间。",
    solution:
      "Every lateral was drilled with the RSS-675 and geosteered in real time from a remote operations centre, which " +
      "adjusted the steering set-points as the gamma and resistivity logs came in. Continuous rotation kept the hole " +
      "clean, so each lateral went from landing point to total depth in a single run.",
    solution_zh:
      "每口水平段均采用 RSS-675 钻进，并由远程作业中心进行实时地质导向，根据随钻伽马和电阻率数据调整导向参数。" +
      "连续旋转保持了良好的井眼清洁，每个水平段都从着陆点一趟钻钻至完钻井深。",
    results:
      "Drilling time fell by 32% and the rate of penetration rose by 41%, saving 19 rig days and $2.4M across the " +
      "campaign. 98% of the lateral footage stayed in the target zone, and the smooth wellbore let casing run to bottom " +
      "without reaming.",
    results_zh:
      "钻井时间缩短 32%，机械钻速提高 41%，整个项目节省 19 个钻机日和 240 万美元。98% 的水平段进尺位于目标层内，" +
      "井眼光滑，套管无需划眼即顺利下至井底。",
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
    challenge:
      "The reservoir lay 8.9 km from the platform, further than the operator had reached with steerable motors: " +
      "sliding along such a long tangent section loses weight on bit, and the field's earlier extended-reach wells had " +
      "needed several wiper trips to clean the hole.",
    challenge_zh:
      "储层距平台 8.9 公里，超出了作业者使用导向马达所能达到的距离：在如此长的稳斜段滑动钻进会损失钻压，" +
      "而该油田此前的大位移井都需要多次短起下钻来清洁井眼。",
    solution:
      "The section was drilled with our rotary steerable system in continuous rotation from kick-off to total depth. " +
      "Torque-and-drag models were updated at every stand, and the steering was adjusted from surface by downlink " +
      "without stopping rotation.",
    solution_zh:
      "该井段从造斜点到完钻井深全程采用我们的旋转导向系统连续旋转钻进。每一立柱都更新扭矩和摩阻模型，" +
      "并通过下传指令在不停止旋转的情况下从地面调整导向。",
    results:
      "The well reached total depth 1.2 km beyond the original plan without a single wiper trip, in 24% less time than " +
      "the field's previous extended-reach well. 95% of the well path stayed within the target, and the operator puts " +
      "the savings at $3.1M.",
    results_zh:
      "该井无需任何短起下钻即钻至完钻井深，比原设计多延伸 1.2 公里，用时比该油田上一口大位移井缩短 24%。" +
      "95% 的井眼轨迹位于目标范围内，作业者估算节省 310 万美元。",
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
    challenge:
      "Reaching bypassed oil meant re-entering ageing wells and sidetracking through fractured, partly depleted " +
      "carbonates. Losses and sudden changes in rock hardness had pushed earlier sidetracks off their planned " +
      "inclination, and some missed the thin target layers.",
    challenge_zh:
      "为开采剩余油，需要对老井重新进入，并在裂缝发育、部分衰竭的碳酸盐岩中侧钻。漏失和岩石硬度的突变曾使以往的侧钻井" +
      "偏离设计井斜，部分井未能钻遇较薄的目标层。",
    solution:
      "Each sidetrack was planned with the operator's geologists and drilled with the RSS-675 in automatic " +
      "inclination hold, which corrects the tool face continuously as the formation changes instead of waiting for the " +
      "next survey station.",
    solution_zh:
      "每口侧钻井都与作业者的地质人员共同设计，并采用 RSS-675 的自动稳斜模式钻进：工具面随地层变化持续修正，" +
      "无需等待下一个测斜点。",
    results:
      "Inclination held within ±0.2° of plan through the fractured intervals, and 99% of each sidetrack landed inside " +
      "the target window, so the new laterals reached the bypassed zones as designed.",
    results_zh:
      "在裂缝发育井段，井斜与设计偏差始终保持在 ±0.2° 以内，每口侧钻井 99% 的井段位于目标窗口内，" +
      "新的水平段按设计钻达剩余油区。",
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
    challenge:
      "The doublet needed two deviated wells that reach the reservoir far apart, drilled through granite at bottom-hole " +
      "temperatures up to 170 °C: hotter than the directional tools the contractor usually rented were rated for.",
    challenge_zh:
      "该地热对井需要两口在储层中相距较远的定向井，需钻穿花岗岩，井底温度高达 170 °C，" +
      "超出了承包商通常租用的定向工具的额定温度。",
    solution:
      "We supplied the rotary steerable system with high-temperature electronics and seals, and the crew circulated " +
      "cooled mud during connections, keeping the tool within its limits while it steered both wells to their " +
      "planned separation.",
    solution_zh:
      "我们为旋转导向系统配备了耐高温电子部件和密封件，钻井队在接单根期间循环冷却泥浆，使工具始终在额定范围内工作，" +
      "并将两口井导向至设计的井间距。",
    results:
      "Both wells reached their targets without a single temperature-related tool failure. Drilling time fell by 18%, " +
      "and the project finished 7 days early, saving about $850K.",
    results_zh:
      "两口井均钻达目标，未发生一次因高温导致的工具故障。钻井时间缩短 18%，项目提前 7 天完成，节省约 85 万美元。",
  },
  {
    id: seedId(2, 5),
    title: "Offshore Brazil Pre-salt Section",
    description: "Salt and pre-salt sections drilled with a single BHA, replacing three conventional runs.",
    location: "Santos Basin, Brazil",
    year: 2023,
    rop_improvement: 27,
    wellbore_quality: "Low tortuosity",
    // English only, like the rest of this study: its page shows the English story in Chinese too.
    challenge:
      "The well plan called for three separate bottom-hole assemblies through the salt and pre-salt sections, because " +
      "the tools in use could not handle both the mobile salt and the hard carbonates beneath it in one run. In deep " +
      "water, each trip cost the operator days of rig time.",
    solution:
      "We designed one bottom-hole assembly around the RSS-675, with a bit and stabilisers chosen for both formations, " +
      "and tuned the steering response to keep the well path straight through the salt.",
    results:
      "Both sections were drilled in a single run, replacing three conventional runs, with a 27% higher rate of " +
      "penetration. The low-tortuosity wellbore let the casing reach bottom without trouble.",
  },
];

/** Videos across the four categories, varied view counts, each with its generated thumbnail (files: seed-files.ts). */
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

/**
 * The one seeded video left without a file (issue #28): the library keeps a
 * video that answers Watch Video with spec §8's "Video not available".
 */
export const SEED_VIDEO_WITHOUT_FILE = seedId(3, 8);

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

/** A news body: paragraphs separated by a blank line, as the item page splits them (issue #26). */
const paragraphs = (...texts: string[]) => texts.join("\n\n");

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
    body: paragraphs(
      "The next generation of our rotary steerable system carries a 500 W turbine alternator, twice the power of the previous model. The extra power drives the steering unit and a fuller set of near-bit sensors at the same time, so the tool no longer trades measurement for steering in hard formations.",
      "The turbine is tuned for flow rates from 190 to 350 GPM, which covers most land and offshore hole sizes without changing stators. Field trials in the Permian and the North Sea are complete, and the system is available to order now.",
    ),
    body_zh: paragraphs(
      "我们新一代旋转导向系统配备 500 W 涡轮发电机，功率是上一代的两倍。更充足的电力可同时驱动导向单元和更完整的近钻头传感器组，在硬地层中不再需要在测量与导向之间取舍。",
      "涡轮针对 190 至 350 GPM 的排量进行了优化，无需更换定子即可覆盖大多数陆地和海上井眼尺寸。二叠纪盆地和北海的现场试验已经完成，系统现已接受订购。",
    ),
  },
  {
    id: seedId(5, 2),
    title: "Record lateral drilled in the Permian Basin",
    title_zh: "在二叠纪盆地创下水平段纪录",
    excerpt: "A 15,000 ft lateral drilled in one run, 98% in zone.",
    excerpt_zh: "一趟钻完成 15,000 英尺水平段，储层钻遇率 98%。",
    date_published: "2024-02-28",
    category: "projectSuccess",
    body: paragraphs(
      "A 15,000 ft lateral in the Permian Basin was drilled from landing point to total depth in a single run with the RSS-675, the longest one-run lateral in the operator's history. Real-time geosteering kept 98% of the footage in the target zone.",
      "The well was part of a twelve-well pad campaign in which every lateral was drilled in one run; the case study on our site gives the campaign's full results.",
    ),
    body_zh: paragraphs(
      "在二叠纪盆地，一口 15,000 英尺的水平段采用 RSS-675 从着陆点一趟钻钻至完钻井深，创下该作业者一趟钻水平段长度的纪录。实时地质导向使 98% 的进尺位于目标层内。",
      "该井属于一个 12 口井的平台项目，项目中的每口水平段都是一趟钻完成；项目的完整成果请参阅我们网站上的案例研究。",
    ),
  },
  {
    id: seedId(5, 3),
    title: "Partnership on geothermal drilling",
    title_zh: "地热钻井合作",
    excerpt: "A joint programme to adapt RSS technology to high-temperature geothermal wells.",
    excerpt_zh: "联合开展项目，将旋转导向技术应用于高温地热井。",
    date_published: "2024-02-10",
    category: "partnership",
    body: paragraphs(
      "We have started a joint programme with a European geothermal developer to adapt rotary steerable technology to high-temperature wells. The work covers electronics and seals rated above 175 °C, cooling practices during connections, and steering in hard crystalline rock.",
      "The first wells of the programme are planned in the Upper Rhine Graben, where deviated doublets make geothermal heat available to nearby towns.",
    ),
    body_zh: paragraphs(
      "我们与一家欧洲地热开发商启动了联合项目，将旋转导向技术应用于高温井。项目内容包括额定温度超过 175 °C 的电子部件和密封件、接单根期间的冷却措施，以及在坚硬结晶岩中的导向钻进。",
      "项目的首批井计划在上莱茵地堑实施，那里的定向对井将为附近城镇提供地热能源。",
    ),
  },
  {
    id: seedId(5, 4),
    title: "Meet us at the Offshore Technology Conference",
    title_zh: "海洋技术大会与您相约",
    excerpt: "Live demonstrations of the steering unit and surface software at our booth.",
    excerpt_zh: "在我们的展位现场演示导向单元和地面软件。",
    date_published: "2024-01-22",
    category: "event",
    body: paragraphs(
      "Visit our booth at the Offshore Technology Conference in Houston for live demonstrations of the steering unit and our surface software. Our engineers will show how a downlink changes the well path within minutes, and how the software plans and monitors a run.",
      "You can also book a meeting with our applications team in advance through the contact page to discuss a specific well.",
    ),
    body_zh: paragraphs(
      "欢迎莅临休斯敦海洋技术大会我们的展位，现场观看导向单元和地面软件的演示。我们的工程师将展示如何通过下传指令在几分钟内调整井眼轨迹，以及如何使用软件规划和监控一趟钻。",
      "您也可以通过联系页面提前预约我们的应用团队，讨论具体井的方案。",
    ),
  },
  {
    id: seedId(5, 5),
    title: "Innovation award for proportional steering",
    title_zh: "比例导向技术荣获创新奖",
    excerpt: "Our steering technology recognised for its contribution to drilling efficiency.",
    excerpt_zh: "我们的导向技术因提升钻井效率而获得认可。",
    date_published: "2024-01-08",
    category: "award",
    body: paragraphs(
      "Our proportional steering technology has received an industry innovation award for its contribution to drilling efficiency. The jury highlighted how continuous, proportional control of the steering force keeps the well path smooth while drilling faster than on/off steering.",
      "We thank the operators and crews whose field results made the entry possible.",
    ),
    body_zh: paragraphs(
      "我们的比例导向技术因提升钻井效率而荣获行业创新奖。评审委员会特别指出，对导向力的连续比例控制在保持井眼轨迹平滑的同时，钻速也高于开关式导向。",
      "感谢各位作业者和钻井队，正是他们的现场成果让这次参评成为可能。",
    ),
  },
  {
    id: seedId(5, 6),
    title: "New service base opens in Singapore",
    title_zh: "新加坡新服务基地启用",
    excerpt: "Workshop, spare parts and training centre for Asia Pacific customers.",
    excerpt_zh: "为亚太客户提供车间、备件和培训中心。",
    date_published: "2023-12-12",
    category: "business",
    body: paragraphs(
      "Our new service base in Singapore brings a tool workshop, a spare-parts store and a training centre closer to customers in Asia Pacific. Tools can now be inspected, repaired and recalibrated in the region instead of being shipped back to Houston.",
      "The training centre runs courses for directional drillers and field engineers, in English and Chinese.",
    ),
    body_zh: paragraphs(
      "我们位于新加坡的新服务基地为亚太地区客户就近提供工具车间、备件仓库和培训中心。工具现在可以在本地区完成检测、维修和重新标定，无需运回休斯敦。",
      "培训中心面向定向井工程师和现场工程师开设中英文课程。",
    ),
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
