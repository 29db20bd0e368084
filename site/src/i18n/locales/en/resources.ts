/** English: drilling tools, product catalog and the resource pages. */
import { CARD_TEXTS_EN } from "../../../../../shared/content-cards/card-texts";

export const resources = {
  drillingTools: {
    hero: {
      eyebrow: "Products",
      title: "Drilling tools",
      subtitle: "Bits, stabilizers and reamers engineered to run with our RSS — or with yours.",
    },
    viewCatalog: "View Product Catalog",
    downloadCatalog: "Download Catalog",
    downloadStarted: "Download Started",
    noCatalogTitle: "No Catalog Available",
    noCatalogText: "No catalog file has been uploaded yet. Please check back later.",
    products: {
      title: "Products",
      intro: "Four tool families for every section of the well.",
      items: [
        {
          title: "PDC Drill Bits",
          description: "Fixed-cutter bits for fast, steerable drilling.",
          points: ['4.75"-26" sizes', "Up to 300°F", "50-2000 gpm"],
        },
        {
          title: "Roller Cone Bits",
          description: "Tri-cone bits for hard and interbedded formations.",
          points: ['3.875"-26" sizes', "Up to 350°F", "WOB 5-80 klbs"],
        },
        {
          title: "Stabilizers",
          description: "Integral and replaceable-sleeve stabilizers.",
          points: ["Spiral and straight blades", "Hardfacing options", "Near-bit and string"],
        },
        {
          title: "Reamers",
          description: "Expandable and fixed reamers to open the hole.",
          points: ["Hydraulic activation", "Run with RSS", "Casing clearance gains"],
        },
      ],
    },
    specs: {
      title: "Bit specifications",
      intro: "PDC and roller cone bits side by side.",
      table: {
        caption: "PDC and roller cone bit specifications",
        head: ["Specification", "PDC Drill Bits", "Roller Cone Bits"],
        rows: [
          ["Size range", '4.75"-26"', '3.875"-26"'],
          ["Maximum temperature", "Up to 300°F", "Up to 350°F"],
          ["Flow rate", "50-2000 gpm", "Per hydraulics design"],
          ["Weight on bit", "Per cutter design", "5-80 klbs"],
        ],
      },
    },
    cta: {
      title: "Equip your next well",
      text: "Get a quote or talk to the sales team about your bit program.",
      sales: "Contact Sales Team",
    },
  },
  catalog: {
    hero: {
      eyebrow: "Products",
      title: "Product catalog",
      subtitle: "Search our drilling and measurement tools by name, description or category.",
    },
    search: "Search products",
    searchPlaceholder: "e.g. PDC, stabilizer, MWD",
    category: "Category",
    categories: {
      all: "All categories",
      "Drill Bits": "Drill Bits",
      Stabilizers: "Stabilizers",
      Reamers: "Reamers",
      "MWD Tools": "MWD Tools",
      "LWD Tools": "LWD Tools",
    },
    categoryOption: "{{name}} ({{count}})",
    count_one: "{{count}} product",
    count_other: "{{count}} products",
    empty: "No products match your search.",
    products: [
      {
        id: "pdc",
        name: "PDC Drill Bits",
        description: "Polycrystalline diamond compact bits for high rates of penetration in soft to medium formations.",
        category: "Drill Bits",
        specs: ['4.75"-26"', "Up to 300°F", "50-2000 gpm"],
      },
      {
        id: "roller",
        name: "Roller Cone Bits",
        description: "Tungsten carbide insert and milled tooth bits for hard and abrasive rock.",
        category: "Drill Bits",
        specs: ['3.875"-26"', "Up to 350°F", "WOB 5-80 klbs"],
      },
      {
        id: "stabilizer",
        name: "Integral Stabilizers",
        description: "One-piece stabilizers machined from solid bar for directional control.",
        category: "Stabilizers",
        specs: ["Spiral blades", "Hardfaced", "6-26 in hole"],
      },
      {
        id: "reamer",
        name: "Expandable Reamers",
        description: "Hydraulically activated reamers that enlarge the hole below restrictions.",
        category: "Reamers",
        specs: ["Hydraulic activation", "RSS compatible", "Up to 50,000 ft-lbs"],
      },
      {
        id: "mwd",
        name: "MWD Directional Tool",
        description:
          "Measurement-while-drilling survey tool that sends inclination, azimuth and toolface to surface in real time.",
        category: "MWD Tools",
        specs: ["±0.1° accuracy", "0.01° resolution", "Rated to 25,000 psi"],
      },
      {
        id: "turbine",
        name: "MWD Turbine Generator",
        description: "Downhole turbine alternator that powers the MWD and RSS tools from the drilling fluid flow.",
        category: "MWD Tools",
        specs: ["48 V, 500 W", "190-350 GPM flow range", "4-stage turbine"],
      },
      {
        id: "gamma",
        name: "LWD Gamma Ray Tool",
        description: "Logging-while-drilling natural gamma sensor for formation correlation and geosteering.",
        category: "LWD Tools",
        specs: ["0-500 API range", "Rated to 25,000 psi", "1-60 ft/min logging speed"],
      },
      {
        id: "resistivity",
        name: "LWD Resistivity Tool",
        description: "Logging-while-drilling resistivity for fluid and bed boundary detection.",
        category: "LWD Tools",
        specs: ["Multiple depths of investigation", "Boundary detection", "Combinable with RSS"],
      },
    ],
  },
  whitePapers: {
    ...CARD_TEXTS_EN.whitePapers,
    hero: {
      eyebrow: "Resources",
      title: "White papers",
      subtitle: "Technical analysis, data studies and industry perspectives from our engineers.",
    },
    filterLabel: "Filter white papers by category",
    filters: {
      AllPapers: "All Papers",
      TechnicalAnalysis: "Technical Analysis",
      DataAnalytics: "Data Analytics",
      IndustryTrends: "Industry Trends",
      Sustainability: "Sustainability",
      CaseStudies: "Case Studies",
    },
    empty: "No white papers in this category yet.",
  },
  caseStudies: {
    ...CARD_TEXTS_EN.caseStudies,
    hero: {
      eyebrow: "Resources",
      title: "Case studies",
      subtitle: "Field results from operators who drill with our systems.",
    },
    empty: "No case studies published yet.",
    cta: {
      title: "Want results like these?",
      text: "Tell us about your well or talk to an engineer.",
      consult: "Schedule Consultation",
    },
  },
  videoLibrary: {
    ...CARD_TEXTS_EN.videoLibrary,
    hero: {
      eyebrow: "Resources",
      title: "Video library",
      subtitle: "Demonstrations, installation guides, training and webinars.",
    },
    categoriesTitle: "Categories",
    count_one: "{{count}} video",
    count_other: "{{count}} videos",
    featured: "Featured videos",
    all: "More videos",
    empty: "No videos published yet.",
    unavailableTitle: "Video not available",
    unavailableText: "This video doesn't have a URL configured yet.",
  },
  documentation: {
    ...CARD_TEXTS_EN.documentation,
    hero: {
      eyebrow: "Resources",
      title: "Documentation",
      subtitle: "Manuals, guides and procedures for our systems and software.",
    },
    onRequest: "Also available on request",
    request: "Request Documentation",
    more: "More documentation",
    categories: [
      {
        match: "technical-specs",
        title: "Technical Specifications",
        description: "Data sheets, operating limits and dimensional drawings.",
        documents: ["RSS system data sheet", "Turbine power section specifications", "MWD/LWD sensor specifications"],
      },
      {
        match: "installation-guide",
        title: "Installation Guides",
        description: "Rig-up, make-up torques and surface testing.",
        documents: ["RSS rig-up guide", "Surface system installation", "Shallow test procedure"],
      },
      {
        match: "operation-manual",
        title: "Operation Manuals",
        description: "Running the tools and the surface software day to day.",
        documents: ["RSS operations manual", "Downlink and steering commands", "Surface software user guide"],
      },
      {
        match: "maintenance-guide",
        title: "Maintenance Guides",
        description: "Inspection, repair and test procedures for workshops.",
        documents: ["Post-run inspection checklist", "Turbine overhaul procedure", "Seal replacement guide"],
      },
    ],
    cta: {
      title: "Can't find a document?",
      text: "Request it and our engineers will send it.",
      support: "Technical Support",
    },
  },
};
