/**
 * English: quote form (spec §3) and the five enquiry forms (spec §3 option
 * values). Field and option labels come from shared/enquiries/labels.ts, the
 * one English source the admin inbox, CSV export and notification e-mail
 * also read (issue #9); the page copy around them lives here.
 */
import { FIELD_LABELS, OPTION_LABELS } from "../../../../../shared/enquiries/labels";
import { labelsOf } from "../form-labels";

export const forms = {
  quote: {
    hero: {
      eyebrow: "Get a quote",
      title: "Quote for your RSS drilling system",
      subtitle: "Describe the well and we will size the system, the bottom-hole assembly and the support you need.",
    },
    form: {
      title: "RSS Drilling System Quote Request",
      intro: "The more we know about the well, the more exact the quote.",
      ...labelsOf("quote", FIELD_LABELS, OPTION_LABELS),
      placeholders: {
        expectedDepth: "e.g. 12,500",
        additionalRequirements: "Hole size, temperature, build rates, logging needs, rig constraints...",
      },
      submit: "Submit Quote Request",
    },
    toast: {
      title: "Quote Request Submitted",
      message: "Our team will contact you within 24 hours to discuss your drilling requirements.",
    },
    assist: {
      title: "Need Immediate Assistance?",
      text: "Our sales engineers can size a system over the phone.",
      call: "Call {{phone}}",
      email: "Email Sales",
    },
    next: {
      title: "What happens next",
      steps: [
        "An application engineer reviews your well data.",
        "We call you within 24 hours to confirm the details.",
        "You receive a written quote with system configuration and service scope.",
      ],
    },
  },
  enquiry: {
    direct: { title: "Prefer to talk?", text: "Call our Houston office or write to the sales team." },
    technicalDocs: {
      eyebrow: "Technical documentation",
      title: "Request technical documentation",
      subtitle: "Specifications, installation guides, operation manuals and maintenance guides for our systems.",
      formTitle: "Documentation request",
      promise:
        "Standard requests are answered in 5-7 business days, urgent ones in 2-3 business days, immediate ones the same day.",
      submit: "Request Documentation",
      toastTitle: "Request received",
      toastText: "Your documentation request is noted. Delivery follows the urgency you selected.",
      asideTitle: "Available documents",
      asidePoints: [
        "Technical specifications",
        "Installation guides",
        "Operation manuals",
        "Maintenance guides",
        "The complete documentation set",
      ],
      form: {
        ...labelsOf("technical_docs", FIELD_LABELS, OPTION_LABELS),
        placeholders: { specificRequests: "Tool size, serial numbers, revision or the section you need..." },
      },
    },
    representative: {
      eyebrow: "Product representative",
      title: "Contact a representative",
      subtitle: "A representative who knows your region and application will contact you within 24 hours.",
      formTitle: "Representative request",
      promise: "We contact you within 24 hours by the channel you prefer.",
      submit: "Contact Me",
      toastTitle: "Request received",
      toastText: "A representative will contact you within 24 hours.",
      asideTitle: "A representative can help with",
      asidePoints: ["Choosing the right system", "Custom configurations", "Pricing and quotes", "Partnership options"],
      form: {
        ...labelsOf("representative", FIELD_LABELS, OPTION_LABELS),
        placeholders: { message: "What would you like to discuss?" },
      },
    },
    sales: {
      eyebrow: "Sales",
      title: "Contact the sales team",
      subtitle: "Pricing, bulk orders, rentals and service contracts for systems and tools.",
      formTitle: "Sales enquiry",
      promise: "We respond within 24 hours. Detailed proposals take 48-72 hours.",
      submit: "Send Enquiry",
      toastTitle: "Enquiry received",
      toastText: "Our sales team responds within 24 hours; proposals follow in 48-72 hours.",
      asideTitle: "Response times",
      asidePoints: [
        "First response within 24 hours",
        "Detailed proposal in 48-72 hours",
        "Rental and purchase options",
        "Volume pricing for fleets",
      ],
      form: {
        ...labelsOf("sales", FIELD_LABELS, OPTION_LABELS),
        placeholders: { projectDetails: "Number of wells, hole sizes, tools needed and start date..." },
      },
    },
    consultation: {
      eyebrow: "Consultation",
      title: "Schedule a consultation",
      subtitle: "Book time with a drilling engineer for a technical review, project planning or solution selection.",
      formTitle: "Consultation request",
      promise: "We confirm the date and time by e-mail within one business day.",
      submit: "Schedule Consultation",
      toastTitle: "Request received",
      toastText: "We will confirm your consultation slot by e-mail.",
      asideTitle: "What we cover",
      asidePoints: [
        "Review of well plans and offset data",
        "BHA and tool selection",
        "Implementation planning",
        "Cost and risk assessment",
      ],
      form: {
        ...labelsOf("consultation", FIELD_LABELS, OPTION_LABELS),
        placeholders: { objectives: "What should the consultation achieve?" },
      },
    },
    demo: {
      eyebrow: "Software demo",
      title: "Request a demo",
      subtitle: "See our drilling software platforms on your own data with a product specialist.",
      formTitle: "Demo request",
      promise: "A product specialist contacts you within one business day to book the session.",
      submit: "Request Demo",
      toastTitle: "Request received",
      toastText: "A product specialist will contact you to book the demo.",
      asideTitle: "In the demo",
      asidePoints: [
        "Live walkthrough of the platform",
        "Your use cases and data",
        "Integration with your systems",
        "Licensing options",
      ],
      form: {
        ...labelsOf("demo", FIELD_LABELS, OPTION_LABELS),
        placeholders: { specificRequirements: "Workflows, data sources or integrations you want to see..." },
      },
    },
  },
};
