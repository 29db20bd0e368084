/**
 * English labels of the seven enquiry forms (issue #9): the one source for
 * the site's English locale (site/src/i18n/locales/en), the admin inbox, the
 * CSV export and the notification e-mail, so a field reads the same
 * everywhere. Chinese labels live in the site's zh locale.
 */
import type { EnquiryForm, EnquiryStatus } from "./forms";

/** What each form is called in the inbox, the CSV and the e-mail subject. */
export const FORM_LABELS: Record<EnquiryForm, string> = {
  quote: "Quote request",
  contact: "Contact message",
  technical_docs: "Technical documentation request",
  representative: "Representative request",
  sales: "Sales enquiry",
  consultation: "Consultation request",
  demo: "Demo request",
};

/** Status names as the inbox shows them. */
export const STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "New",
  in_progress: "In progress",
  closed: "Closed",
};

/** The contact fields of the five enquiry forms (spec §3). */
export const CONTACT_FIELD_LABELS = {
  name: "Full Name",
  email: "Email Address",
  phone: "Phone Number",
  company: "Company",
  position: "Position",
} as const;

/** Field labels of each form, exactly as the form shows them. */
export const FIELD_LABELS: Record<EnquiryForm, Record<string, string>> = {
  quote: {
    firstName: "First Name",
    lastName: "Last Name",
    name: "Name",
    email: "Email Address",
    company: "Company Name",
    phone: "Phone Number",
    projectType: "Project Type",
    expectedDepth: "Expected Depth (ft)",
    formation: "Formation Type",
    timeline: "Project Timeline",
    budget: "Budget Range",
    additionalRequirements: "Additional Requirements",
    newsletter: "Send me product updates and technical news",
  },
  contact: {
    firstName: "First Name",
    lastName: "Last Name",
    name: "Name",
    company: "Company",
    email: "Email Address",
    phone: "Phone Number",
    projectDetails: "Project Details",
  },
  technical_docs: {
    ...CONTACT_FIELD_LABELS,
    documentType: "Document Type",
    specificRequests: "Specific Requests",
    urgency: "Urgency",
  },
  representative: {
    ...CONTACT_FIELD_LABELS,
    inquiryType: "Inquiry Type",
    preferredContact: "Preferred Contact Method",
    timeframe: "Timeframe",
    message: "Message",
  },
  sales: {
    ...CONTACT_FIELD_LABELS,
    inquiryType: "Inquiry Type",
    budget: "Budget",
    timeline: "Timeline",
    projectDetails: "Project Details",
  },
  consultation: {
    ...CONTACT_FIELD_LABELS,
    consultationType: "Consultation Type",
    preferredDate: "Preferred Date",
    preferredTime: "Preferred Time",
    duration: "Duration",
    objectives: "Objectives",
  },
  demo: {
    ...CONTACT_FIELD_LABELS,
    platformInterest: "Platform of Interest",
    demoType: "Demo Type",
    teamSize: "Team Size",
    timeline: "Timeline",
    specificRequirements: "Specific Requirements",
  },
};

/** Option labels of each form's selects: form → field → value → label. */
export const OPTION_LABELS: Record<EnquiryForm, Record<string, Record<string, string>>> = {
  quote: {
    projectType: {
      exploration: "Exploration",
      production: "Production",
      horizontal: "Horizontal",
      directional: "Directional",
      other: "Other",
    },
    formation: { soft: "Soft", medium: "Medium", hard: "Hard", mixed: "Mixed" },
    timeline: {
      immediate: "Immediate (1-30 days)",
      short: "Short (1-3 months)",
      medium: "Medium (3-6 months)",
      long: "Long (6+ months)",
    },
    budget: {
      "100k-500k": "$100K - $500K",
      "500k-1m": "$500K - $1M",
      "1m-5m": "$1M - $5M",
      "5m+": "$5M+",
      tbd: "To be discussed",
    },
  },
  contact: {},
  technical_docs: {
    documentType: {
      "technical-specs": "Technical Specifications",
      "installation-guide": "Installation Guide",
      "operation-manual": "Operation Manual",
      "maintenance-guide": "Maintenance Guide",
      "all-documentation": "All Documentation",
    },
    urgency: {
      standard: "Standard (5-7 business days)",
      urgent: "Urgent (2-3 business days)",
      immediate: "Immediate (same day)",
    },
  },
  representative: {
    inquiryType: {
      "technical-consultation": "Technical Consultation",
      "product-information": "Product Information",
      "custom-solution": "Custom Solution",
      "pricing-quote": "Pricing & Quote",
      partnership: "Partnership",
    },
    preferredContact: { email: "Email", phone: "Phone", video: "Video Call" },
    timeframe: {
      immediate: "Immediate (0-30 days)",
      "short-term": "Short-term (1-3 months)",
      "medium-term": "Medium-term (3-6 months)",
      "long-term": "Long-term (6+ months)",
    },
  },
  sales: {
    inquiryType: {
      "product-pricing": "Product Pricing",
      "bulk-order": "Bulk Order",
      "rental-options": "Rental Options",
      "service-contract": "Service Contract",
      partnership: "Partnership",
    },
    budget: {
      "under-100k": "Under $100K",
      "100k-500k": "$100K - $500K",
      "500k-1m": "$500K - $1M",
      "over-1m": "Over $1M",
      discuss: "Prefer to discuss",
    },
    timeline: {
      immediate: "Immediate",
      quarter: "This quarter",
      "half-year": "Within 6 months",
      annual: "Within a year",
      planning: "Planning stage",
    },
  },
  consultation: {
    consultationType: {
      "technical-review": "Technical Review",
      "project-planning": "Project Planning",
      "solution-selection": "Solution Selection",
      "implementation-strategy": "Implementation Strategy",
      "general-inquiry": "General Inquiry",
    },
    preferredTime: { morning: "Morning (9-12)", afternoon: "Afternoon (1-5)", evening: "Evening (6-8)" },
    duration: { "30min": "30 minutes", "1hour": "1 hour", "1.5hours": "1.5 hours", "2hours": "2 hours" },
  },
  demo: {
    platformInterest: {
      "drillops-central": "DrillOps Central",
      "geosteer-cloud": "GeoSteer Cloud",
      "datavault-analytics": "DataVault Analytics",
      "fieldconnect-mobile": "FieldConnect Mobile",
      "all-platforms": "All Platforms",
    },
    demoType: { individual: "Individual", team: "Team", executive: "Executive", technical: "Technical deep dive" },
    teamSize: { "1-3": "1-3 people", "4-10": "4-10 people", "11-25": "11-25 people", "25+": "25+ people" },
    timeline: {
      immediate: "Immediate",
      "short-term": "Short-term (1-3 months)",
      "medium-term": "Medium-term (3-6 months)",
      "long-term": "Long-term (6+ months)",
      evaluation: "Evaluation only",
    },
  },
};
