/** English: home page (spec §2 Home); the contact form's field labels come from shared/enquiries/labels.ts (issue #9). */
import { CARD_TEXTS_EN } from "../../../../../shared/content-cards/card-texts";
import { FIELD_LABELS } from "../../../../../shared/enquiries/labels";

const contactLabels = FIELD_LABELS.contact;

export const home = {
  home: {
    news: {
      title: "Latest news",
      intro: "Product launches, project results and events from ProSteer.",
      all: "All news",
      categories: CARD_TEXTS_EN.news.categories,
    },
    hero: {
      eyebrow: "Rotary steerable systems",
      title: "Steer every foot of the well, continuously",
      subtitle:
        "Continuous proportional steering, downhole turbine power and real-time data integration put the wellbore exactly where the geology says it should be.",
      explore: "Explore RSS Solutions",
      watch: "Watch Demo",
      stats: [
        { value: "48V", label: "Power Generation" },
        { value: "350", label: "Max GPM Flow" },
        { value: "500W", label: "System Power" },
      ],
    },
    features: {
      title: "Built for precise, efficient drilling",
      intro: "Four capabilities that change how a directional well is drilled.",
      items: [
        {
          title: "Continuous Proportional Steering",
          description:
            "The steering force is set proportionally and adjusted while rotating, instead of switching between slide and rotate.",
          points: [
            "Smooth well paths with low dogleg severity",
            "Full rotation at all times for better hole cleaning",
            "Fewer trips for bottom-hole assembly changes",
          ],
        },
        {
          title: "Superior Hole Quality",
          description:
            "A rotating assembly and fine steering corrections produce a round, in-gauge hole with low tortuosity.",
          points: ["Easier casing and completion runs", "Lower torque and drag", "Better log quality"],
        },
        {
          title: "Exact Well Placement",
          description: "Near-bit inclination and azimuth measurements keep the bit inside the target zone.",
          points: ["Stay in the sweet spot of thin reservoirs", "React to geology in real time", "Reduce sidetracks"],
        },
        {
          title: "Real-Time Data Integration",
          description: "Downhole data streams to the surface and into your planning and geosteering software.",
          points: ["Live survey and tool status", "Open data formats", "Remote monitoring from any office"],
        },
      ],
    },
    specs: {
      title: "Technical specifications",
      intro: "Downhole power comes from a four-stage turbine driven by the mud flow.",
      highlights: [
        { value: "48 V", label: "Turbine output voltage" },
        { value: "500 W", label: "Turbine output power" },
        { value: "190-350", label: "GPM flow range" },
        { value: "4-stage", label: "Turbine design" },
      ],
      turbine: {
        caption: "Turbine specifications",
        head: ["Parameter", "Value"],
        rows: [
          ["Output voltage", "48 V"],
          ["Output power", "500 W"],
          ["Flow range", "190-350 GPM"],
          ["Normal operation", "190 / 230 / 350 GPM"],
          ["Stages", "4-stage"],
        ],
      },
      steering: {
        caption: "Steering and measurement",
        head: ["Parameter", "Value"],
        rows: [
          ["Steering method", "Continuous proportional"],
          ["Operating temperature", "-40 to 175°C"],
          ["Maximum pressure", "20,000 psi"],
          ["Tool sizes", "6.75-9.5 in"],
          ["Telemetry data rate", "1200 bps"],
        ],
      },
    },
    about: {
      title: "About ProSteer",
      intro: "An engineering company that designs, builds and services steering systems for demanding wells.",
      stats: [
        { value: "25+", label: "Years of Experience" },
        { value: "1000+", label: "Projects Completed" },
        { value: "200+", label: "Team Members" },
        { value: "50+", label: "Countries Served" },
      ],
      valuesTitle: "Our values",
      values: [
        {
          title: "Innovation",
          description: "We test new steering and power concepts in our own flow loop before they reach a rig.",
        },
        {
          title: "Reliability",
          description: "Every tool is qualified for temperature, shock and vibration before it ships.",
        },
        { title: "Safety", description: "Procedures, training and tool design put the crew's safety first." },
        { title: "Excellence", description: "We measure our work by the wells our customers deliver." },
      ],
    },
    contact: {
      title: "Contact us",
      intro: "Tell us about your well. An engineer, not a call centre, will reply.",
      directTitle: "Talk to an engineer",
      directText: "Call or write to our Houston headquarters, Monday to Friday, 7:00-18:00 CST.",
      formLabel: "Contact form",
      firstName: contactLabels.firstName as string,
      lastName: contactLabels.lastName as string,
      company: contactLabels.company as string,
      email: contactLabels.email as string,
      phoneLabel: contactLabels.phone as string,
      details: contactLabels.projectDetails as string,
      detailsPlaceholder: "Tell us about your drilling project: well type, depth, formation and timeline.",
      send: "Send Message",
      toastTitle: "Message received",
      toastText: "Thank you. An engineer will reply within one business day.",
    },
  },
};
