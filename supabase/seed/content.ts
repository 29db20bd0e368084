/**
 * Sample content of the seed: a rotary-steerable-drilling company's white
 * papers, case studies, videos and documentation (spec §3 entities).
 */
import type { TablesInsert } from "../../shared/types/database";

/** White papers across all four categories; some link the seeded catalog PDF. */
export function whitePapers(catalogUrl: string): TablesInsert<"white_papers">[] {
  return [
    {
      title: "Closed-Loop Rotary Steerable Control in Hard Formations",
      description:
        "How a push-the-bit RSS holds inclination within ±0.1° through interbedded carbonates, with field data from 40 wells.",
      author: "Dr. Elena Marsh",
      date_published: "2026-09-14",
      pages: 24,
      category: "technical_analysis",
      image_url: "https://images.unsplash.com/photo-1581094794329-c8112a89af12?w=800",
      pdf_url: catalogUrl,
    },
    {
      title: "Downhole Turbine Power: 48 V at 190-350 GPM",
      description: "Design and qualification of a 4-stage 500 W turbine generator for continuous RSS and MWD power.",
      author: "Rajesh Iyer",
      date_published: "2026-06-02",
      pages: 18,
      category: "technical_analysis",
      image_url: null,
      pdf_url: catalogUrl,
    },
    {
      title: "Predicting ROP from Surface and Downhole Telemetry",
      description:
        "Gradient-boosted models trained on 1.2 million feet of drilled section predict rate of penetration within 8%.",
      author: "Maria Gonzalez",
      date_published: "2026-03-21",
      pages: 31,
      category: "data_analytics",
      image_url: "https://images.unsplash.com/photo-1551288049-bebda4e38f71?w=800",
      pdf_url: null,
    },
    {
      title: "Vibration Signatures as an Early Warning of Bit Wear",
      description:
        "Spectral analysis of lateral and torsional vibration flags PDC cutter damage hours before ROP drops.",
      author: "Tom Becker",
      date_published: "2025-11-08",
      pages: 16,
      category: "data_analytics",
      image_url: null,
      pdf_url: null,
    },
    {
      title: "Extended-Reach Drilling Outlook 2027",
      description:
        "Operators are pushing step-outs past 12 km; what this means for steering tools, torque and hole cleaning.",
      author: "Sarah Whitfield",
      date_published: "2026-10-30",
      pages: 12,
      category: "industry_trends",
      image_url: "https://images.unsplash.com/photo-1513828583688-c52646db42da?w=800",
      pdf_url: catalogUrl,
    },
    {
      title: "Cutting Rig Emissions by Drilling Fewer Days",
      description: "Fewer trips and higher ROP cut diesel use per well by up to 18%: a lifecycle view of RSS adoption.",
      author: "Dr. Kwame Mensah",
      date_published: "2026-01-19",
      pages: 20,
      category: "sustainability",
      image_url: null,
      pdf_url: null,
    },
    {
      title: "Geothermal Wells: Steering at 175 °C",
      description:
        "Electronics derating, seal selection and mud cooling strategies for high-temperature geothermal directional work.",
      author: "Ingrid Halvorsen",
      date_published: "2025-08-05",
      pages: 22,
      category: "sustainability",
      image_url: "https://images.unsplash.com/photo-1466611653911-95081537e5b7?w=800",
      pdf_url: null,
    },
  ];
}

/** Case studies with a mix of present and absent metrics and different years. */
export const CASE_STUDIES: TablesInsert<"case_studies">[] = [
  {
    title: "Permian Basin Lateral Campaign",
    description: "Twelve 3-mile laterals drilled in one run each with the RSS-675 and real-time geosteering.",
    location: "Midland, Texas, USA",
    year: 2026,
    image_url: "https://images.unsplash.com/photo-1582719478250-c89cae4dc85b?w=800",
    drilling_time_reduction: 32,
    target_accuracy: 98,
    cost_savings: "$2.4M",
    rop_improvement: 41,
    wellbore_quality: "Excellent",
    project_savings: "$2.4M",
    time_saved_days: 19,
  },
  {
    title: "North Sea Extended-Reach Producer",
    description: "An 8.9 km step-out well completed with continuous rotation and no wiper trips.",
    location: "Stavanger, Norway",
    year: 2025,
    image_url: null,
    drilling_time_reduction: 24,
    target_accuracy: 95,
    cost_savings: "$3.1M",
    reach_extension: "1.2 km beyond plan",
  },
  {
    title: "Middle East Carbonate Re-entry",
    description: "Sidetracks through fractured carbonates held inclination within 0.2° of plan.",
    location: "Abu Dhabi, UAE",
    year: 2024,
    image_url: "https://images.unsplash.com/photo-1565008576549-57569a49371d?w=800",
    target_accuracy: 99,
    drilling_accuracy: "±0.2°",
  },
  {
    title: "Geothermal Doublet, Upper Rhine Graben",
    description:
      "High-temperature directional drilling of a geothermal doublet at bottom-hole temperatures up to 170 °C.",
    location: "Karlsruhe, Germany",
    year: 2026,
    image_url: null,
    drilling_time_reduction: 18,
    cost_savings: "$850K",
    time_saved_days: 7,
  },
  {
    title: "Offshore Brazil Pre-salt Section",
    description: "Salt and pre-salt sections drilled with a single BHA, replacing three conventional runs.",
    location: "Santos Basin, Brazil",
    year: 2023,
    image_url: "https://images.unsplash.com/photo-1544551763-46a013bb70d5?w=800",
    rop_improvement: 27,
    wellbore_quality: "Low tortuosity",
  },
];

/** Videos across the four categories; one without a URL; varied view counts. */
export const VIDEOS: TablesInsert<"videos">[] = [
  {
    title: "RSS-675 Product Walkthrough",
    description: "A tour of the tool: steering unit, control electronics and turbine power section.",
    thumbnail_url: "https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg",
    duration: "12 min",
    views: 15230,
    date_published: "2026-10-02",
    category: "product_demo",
    video_url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
  },
  {
    title: "Steering in Real Time with GeoSteer Cloud",
    description: "Live demonstration of remote geosteering decisions during a lateral section.",
    thumbnail_url: null,
    duration: "18 min",
    views: 3480,
    date_published: "2026-07-15",
    category: "product_demo",
    video_url: "https://www.youtube.com/watch?v=ScMzIvxBSi4",
  },
  {
    title: "Making Up the RSS Bottom-Hole Assembly",
    description: "Step-by-step rig-floor installation, torque values and function tests.",
    thumbnail_url: "https://i.ytimg.com/vi/jNQXAC9IVRw/hqdefault.jpg",
    duration: "15 min",
    views: 980,
    date_published: "2026-05-28",
    category: "installation",
    video_url: "https://www.youtube.com/watch?v=jNQXAC9IVRw",
  },
  {
    title: "Turbine Generator Field Installation",
    description: "Installing and verifying the 4-stage turbine at 190, 230 and 350 GPM.",
    thumbnail_url: null,
    duration: "9 min",
    views: 412,
    date_published: "2025-12-03",
    category: "installation",
    video_url: null,
  },
  {
    title: "Directional Driller Training: Toolface Control",
    description: "Training module on toolface, dogleg severity and steering ratio settings.",
    thumbnail_url: "https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg",
    duration: "45 min",
    views: 2210,
    date_published: "2026-02-11",
    category: "training",
    video_url: "https://www.youtube.com/watch?v=M7lc1UVf-VE",
  },
  {
    title: "Maintenance Between Runs",
    description: "Inspection checklist, seal replacement and electronics health checks.",
    thumbnail_url: null,
    duration: "22 min",
    views: 0,
    date_published: "2025-09-20",
    category: "training",
    video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  },
  {
    title: "Webinar: Extended-Reach Drilling Outlook",
    description: "Panel discussion on torque, drag and hole cleaning beyond 10 km step-out.",
    thumbnail_url: "https://i.ytimg.com/vi/9bZkp7q19f0/hqdefault.jpg",
    duration: "58 min",
    views: 1530,
    date_published: "2026-11-05",
    category: "webinar",
    video_url: "https://www.youtube.com/watch?v=9bZkp7q19f0",
  },
  {
    title: "Webinar: Data-Driven ROP Optimisation",
    description: "How operators use downhole data to tune WOB and RPM in real time.",
    thumbnail_url: null,
    duration: "50 min",
    views: 760,
    date_published: "2026-04-09",
    category: "webinar",
    video_url: "https://www.youtube.com/watch?v=kJQP7kiw5Fk",
  },
];

/** Documentation entries with 2-4 documents each. */
export const DOCUMENTATION: TablesInsert<"documentation">[] = [
  {
    title: "RSS-675 Operations Manual",
    description: "Operating limits, steering modes, downlink commands and troubleshooting.",
    category: "operation-manual",
    image_url: null,
    documents: [
      { name: "Operations Manual (PDF)", download_url: "https://example.com/docs/rss-675-operations.pdf" },
      { name: "Quick Reference Card", download_url: "https://example.com/docs/rss-675-quick-reference.pdf" },
      { name: "Downlink Command Table", download_url: "https://example.com/docs/rss-675-downlinks.pdf" },
    ],
  },
  {
    title: "Turbine Generator Installation Guide",
    description: "Rig-floor installation, flow-range verification and power checks.",
    category: "installation-guide",
    image_url: "https://images.unsplash.com/photo-1504917595217-d4dc5ebe6122?w=800",
    documents: [
      { name: "Installation Guide", download_url: "https://example.com/docs/turbine-installation.pdf" },
      { name: "Torque Chart", download_url: "https://example.com/docs/turbine-torque-chart.pdf" },
    ],
  },
  {
    title: "Technical Specifications",
    description: "Temperature, pressure, size, power and telemetry specifications of every tool.",
    category: "technical-specs",
    image_url: null,
    documents: [
      { name: "RSS Specifications", download_url: "https://example.com/docs/rss-specs.pdf" },
      { name: "Drilling Tools Specifications", download_url: "https://example.com/docs/drilling-tools-specs.pdf" },
      { name: "Measurement Specifications", download_url: "https://example.com/docs/measurement-specs.pdf" },
      { name: "Material Certificates", download_url: "https://example.com/docs/material-certificates.pdf" },
    ],
  },
  {
    title: "Maintenance Guide",
    description: "Between-run inspection, seal kits, electronics health checks and storage.",
    category: "maintenance-guide",
    image_url: null,
    documents: [
      { name: "Maintenance Guide", download_url: "https://example.com/docs/maintenance-guide.pdf" },
      { name: "Seal Kit Part List", download_url: "https://example.com/docs/seal-kits.pdf" },
    ],
  },
];
