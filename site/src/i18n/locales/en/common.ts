/** English: chrome, shared strings, validation and per-route meta. */
import { CARD_TEXTS_EN } from "../../../../../shared/content-cards/card-texts";

export const common = {
  brand: { name: "ProSteer" },
  nav: {
    home: "Home",
    features: "Features",
    specs: "Specifications",
    about: "About",
    contact: "Contact",
    getQuote: "Get Quote",
  },
  header: {
    brandHome: "ProSteer home",
    mainNav: "Main",
    mobileNav: "Mobile",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    // The Products, Services and Resources menus (issue #30): headings of a menu with more than one group.
    groups: {
      products: { pages: "Products and solutions", requests: "Requests and contacts" },
      services: { pages: "Services" },
      resources: { pages: "Resources" },
    },
    switchLanguage: "Switch language to Chinese / 切换到中文",
    search: "Search",
    searchLabel: "Search the site (shortcut: /)",
  },
  search: {
    title: "Search the site",
    inputLabel: "Search products, services and resources",
    placeholder: "Search, e.g. MWD, PDC, turbine",
    close: "Close search",
    loading: "Loading search…",
    prompt: "Type a product, service or topic.",
    results_one: "{{count}} result",
    results_other: "{{count}} results",
    none: "No results for “{{query}}”. Try another word.",
    error: "Search could not be loaded. Check your connection and try again.",
    retry: "Try again",
    asOfBuild: "The latest resources could not be loaded: showing them as of the last site update.",
    keys: "↑ ↓ to move, Enter to open, Esc to close",
    inEnglish: "English",
    otherLanguageGroup: "{{kind}} (English)",
    kinds: {
      page: "Pages",
      whitePaper: "White papers",
      caseStudy: "Case studies",
      video: "Videos",
      documentation: "Documentation",
      news: "News",
    },
  },
  // The offer to switch language (issue #30, islands/language-offer.ts), written in the language it offers:
  // an English page offers Chinese to a browser that prefers Chinese.
  languageOffer: {
    title: "查看中文版？",
    text: "本页面有中文版本。",
    switch: "切换到中文",
    dismiss: "关闭",
    dismissLabel: "关闭，继续浏览英文版",
  },
  footer: {
    tagline: "Rotary steerable systems, drilling tools, measurement tools and software for precise, efficient wells.",
    social: "Social media",
    socialLinks: { linkedin: "LinkedIn", x: "X (Twitter)", youtube: "YouTube", facebook: "Facebook" },
    products: "Products",
    services: "Services",
    resources: "Resources",
    company: "Company",
    links: {
      rssSystems: "RSS Systems",
      drillingTools: "Drilling Tools",
      measurementTools: "Measurement Tools",
      softwareSolutions: "Software Solutions",
      technicalSupport: "Technical Support",
      training: "Training & Certification",
      maintenance: "Maintenance",
      consulting: "Consulting",
      documentation: "Documentation",
      caseStudies: "Case Studies",
      whitePapers: "White Papers",
      videoLibrary: "Video Library",
      about: "About Us",
      careers: "Careers",
      news: "News",
      contact: "Contact",
    },
    legal: "Legal",
    policies: { privacy: "Privacy Policy", terms: "Terms of Service", cookies: "Cookie Policy" },
    copyright: "© {{year}} {{company}}. All rights reserved.",
  },
  common: {
    loading: "Loading",
    imageLoading: CARD_TEXTS_EN.common.imageLoading,
    inEnglish: CARD_TEXTS_EN.common.inEnglish,
    partlyInEnglish: CARD_TEXTS_EN.common.partlyInEnglish,
    closeToast: "Close notification",
    skipToContent: "Skip to content",
    getQuote: "Get Quote",
    learnMore: "Learn More",
    watchDemo: "Watch Demo",
  },
  forms: {
    choose: "Select an option",
    requiredNote: "* Required fields.",
    sending: "Sending...",
    sent: "Sent. We have your message; the form is empty again in case you want to send another.",
    honeypot: "Leave this field empty",
    consent: "By sending this form you agree that we store your details to answer your request.",
    privacyLink: "Privacy Policy",
    failure: {
      title: "Your message was not sent",
      invalid: "Please correct the marked fields and send the form again.",
      rateLimited:
        "Too many messages were sent from your network or your e-mail address in the last few minutes. Everything you typed is still here: please wait a few minutes and send it again, or call {{phone}} or write to {{email}}.",
      network:
        "We could not reach our server. Everything you typed is still here: check your internet connection and send it again, or call {{phone}} or write to {{email}}.",
      server:
        "Something went wrong on our side. Everything you typed is still here: please send it again in a few minutes, or call {{phone}} or write to {{email}}.",
    },
  },
  validation: {
    required: "Please fill in this field.",
    email: "Please enter a valid email address with its full domain, e.g. name@company.com.",
    tooLong: "This is too long: at most {{max}} characters.",
    option: "Please choose one of the listed options.",
    date: "Please enter a date such as 2025-06-30.",
    pastDate: "Please choose today or a later day.",
  },
  share: {
    copiedTitle: "Link copied",
    copiedText: "The page link is on your clipboard.",
    failedTitle: "Could not copy the link",
    failedText: "Copy it from the address bar: {{url}}",
  },
  // A list that changed while the page was open (issue #27): announced, shown on request.
  freshList: {
    show: "Show",
    changed: "This list has been updated",
    whitePapers_one: "{{count}} new paper",
    whitePapers_other: "{{count}} new papers",
    caseStudies_one: "{{count}} new case study",
    caseStudies_other: "{{count}} new case studies",
    videos_one: "{{count}} new video",
    videos_other: "{{count}} new videos",
    documentation_one: "{{count}} new document",
    documentation_other: "{{count}} new documents",
    news_one: "{{count}} new story",
    news_other: "{{count}} new stories",
  },
  // The Download Catalog button of the product pages (spec §2, §8; issue #27: per category and language).
  catalogDownload: {
    button: "Download Catalog",
    buttonEnglish: "Download Catalog (English)",
    started: "Download Started",
    noneTitle: "No Catalog Available",
    noneText: "No catalog file has been uploaded yet. Please check back later.",
  },
  /** The in-page video player (issue #28, islands/video-watch.ts). */
  videoPlayer: {
    close: "Close the video",
    player: "Video: {{title}}",
    play: "Play video: {{title}}",
    captionsEn: "English",
    captionsZh: "中文",
    noPlayer: "Your browser cannot play this video here.",
    embedNote: "Plays from {{provider}} once you press play.",
  },
  notFound: { text: "Oops! Page not found", home: "Return to Home" },
  meta: {
    home: {
      title: "Rotary Steerable Drilling Systems",
      description:
        "Continuous proportional steering, 48V turbine power and real-time data for exact well placement and better hole quality.",
    },
    quote: {
      title: "Request a Quote",
      description: "Request a quote for an RSS drilling system. Our team replies within 24 hours.",
    },
    exploreRss: {
      title: "Explore RSS Solutions",
      description: "Core RSS technologies, applications and a comparison with traditional steering systems.",
    },
    watchDemo: {
      title: "Watch the Demo",
      description: "See ProSteer RSS in operation: a 25-minute system demo and a library of technical videos.",
    },
    about: {
      title: "About Us",
      description: "25+ years of drilling engineering, 1000+ projects, 200+ specialists in 50+ countries.",
    },
    careers: {
      title: "Careers",
      description:
        "Open full-time roles in drilling engineering, software, field service, sales, research and project management.",
    },
    contact: {
      title: "Contact Us",
      description:
        "Emergency support, technical support, sales, press and careers contacts, and our headquarters and regional offices.",
    },
    news: { title: "News", description: "Product launches, project results, partnerships, events and awards." },
    rssSystems: {
      title: "RSS Systems",
      description: "Rotary steerable systems with continuous proportional steering and a 48 V, 500 W turbine.",
    },
    drillingTools: {
      title: "Drilling Tools",
      description: "PDC bits, roller cone bits, stabilizers and reamers. Download the latest catalog.",
    },
    measurementTools: {
      title: "Measurement Tools",
      description: "MWD, LWD, gamma ray and resistivity tools for real-time formation evaluation.",
    },
    softwareSolutions: {
      title: "Software Solutions",
      description:
        "DrillOpt Pro, GeoSteer Navigator, data analytics and wellbore planning — up to 20% less drilling time.",
    },
    technicalDocs: {
      title: "Request Technical Documentation",
      description: "Request specifications, installation guides, operation manuals and maintenance guides.",
    },
    representative: {
      title: "Contact a Representative",
      description: "Talk to a product representative. We contact you within 24 hours.",
    },
    productCatalog: {
      title: "Product Catalog",
      description: "Search drill bits, stabilizers, reamers, MWD and LWD tools.",
    },
    sales: {
      title: "Contact the Sales Team",
      description:
        "Pricing, bulk orders, rentals and service contracts. Reply within 24 hours, proposals in 48-72 hours.",
    },
    measurementSolutions: {
      title: "Measurement Solutions",
      description: "Directional, gamma ray, pressure and resistivity measurement while drilling.",
    },
    technicalSpecifications: {
      title: "Technical Specifications",
      description: "Specifications of RSS, drilling tools and measurement tools in one comparison.",
    },
    consultation: {
      title: "Schedule a Consultation",
      description: "Book a technical review, project planning or solution selection session with our engineers.",
    },
    platforms: {
      title: "Explore Platforms",
      description: "DrillOps Central, GeoSteer Cloud, DataVault Analytics and FieldConnect Mobile.",
    },
    demo: {
      title: "Request a Demo",
      description: "Book a live demo of our drilling software platforms for you or your team.",
    },
    technicalSupport: {
      title: "Technical Support",
      description: "Remote and on-site support, diagnostics and a 24/7 emergency hotline.",
    },
    training: {
      title: "Training & Certification",
      description: "RSS operations and maintenance courses with certification.",
    },
    consulting: {
      title: "Consulting",
      description: "Well planning, drilling optimisation and technology selection. 25% average cost reduction.",
    },
    maintenance: {
      title: "Maintenance",
      description: "Preventive and corrective maintenance with 99.5% uptime and 2-hour average response.",
    },
    documentation: {
      title: "Documentation",
      description: "Technical manuals, installation guides, maintenance procedures and software documentation.",
    },
    caseStudies: {
      title: "Case Studies",
      description: "Field results: drilling time reduction, target accuracy and cost savings.",
    },
    whitePapers: {
      title: "White Papers",
      description: "Technical analysis, data analytics, industry trends and sustainability papers.",
    },
    videoLibrary: {
      title: "Video Library",
      description: "Product demonstrations, installation guides, training materials and technical webinars.",
    },
    privacy: {
      title: "Privacy Policy",
      description:
        "What we store when you send a form, why, for how long, who sees it and how to ask for a copy or deletion.",
    },
    terms: { title: "Terms of Service", description: "The terms that apply to everyone who uses this website." },
    cookies: { title: "Cookie Policy", description: "What this website stores in your browser, and what it does not." },
    notFound: { title: "Page Not Found", description: "The page you asked for does not exist." },
    admin: { title: "Admin", description: "Secure admin area." },
  },
};
