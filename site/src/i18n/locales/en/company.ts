/** English: watch demo, careers, contact and news pages (the news items themselves are in the database since issue #26). */
import { CARD_TEXTS_EN } from "../../../../../shared/content-cards/card-texts";
export const company = {
  watchDemo: {
    hero: {
      eyebrow: "Demo",
      title: "Watch ProSteer RSS in action",
      subtitle:
        "See how continuous proportional steering holds a well on target, from surface set-point to downhole response.",
    },
    master: {
      badge: "Full system demo",
      title: "ProSteer RSS: complete system demonstration",
      description:
        "A walk through the complete system: turbine power, steering unit, near-bit sensors and the surface software, with footage from a live lateral.",
      duration: "Duration: {{duration}}",
      views: "{{views}} views",
      downloadSpecs: "Download Specs",
      share: "Share",
      play: "Play the demo: {{title}}",
    },
    library: {
      title: "Video library",
      intro: "Shorter videos on each part of the system.",
      thumbnail: "Thumbnail: {{title}}",
      more: "Open the full video library",
      videos: [
        {
          title: "System overview",
          description: "The components and how they work together.",
          duration: "8:45",
          category: "Overview",
        },
        {
          title: "Steering technology",
          description: "Proportional steering explained with field data.",
          duration: "12:30",
          category: "Technology",
        },
        {
          title: "Rig-site operations",
          description: "Rigging up, shallow testing and running in hole.",
          duration: "15:20",
          category: "Operations",
        },
        {
          title: "Turbine and power",
          description: "Inside the 48V 500W four-stage turbine.",
          duration: "10:15",
          category: "Technical",
        },
      ],
    },
    features: {
      title: "What you will see",
      items: [
        {
          title: "Live steering response",
          description: "Set-point changes from surface and the tool's response within minutes.",
        },
        { title: "Real-time data", description: "Surveys, tool face and turbine status streaming to the surface." },
        { title: "Hole quality results", description: "Caliper logs from wells drilled with continuous steering." },
      ],
    },
    cta: { title: "Want to see it on your well?", text: "Request a quote or explore the full range of solutions." },
  },
  careers: {
    hero: {
      eyebrow: "Careers",
      title: "Build the tools that steer the wells",
      subtitle: "Join engineers, scientists and field specialists working on four continents.",
    },
    benefits: {
      title: "Why work with us",
      intro: "What we offer every full-time employee.",
      items: [
        { title: "Competitive pay", description: "Salary benchmarked yearly, plus a performance bonus." },
        { title: "Health and wellbeing", description: "Medical, dental and vision cover for you and your family." },
        { title: "Learning", description: "Certification courses and a yearly training budget." },
        { title: "Global mobility", description: "Assignments in Houston, Dubai, Aberdeen and Singapore." },
      ],
    },
    openings: {
      title: "Open positions",
      intro: "All positions are full-time.",
      less: "Show less",
      apply: "Apply Now",
      items: [
        {
          title: "Senior Drilling Engineer",
          department: "Engineering",
          location: "Houston",
          type: "Full-time",
          description: "Plan and support RSS runs for operators in North America.",
          details:
            "10+ years of directional drilling experience; BHA design and well planning; willingness to travel to rig sites.",
        },
        {
          title: "Software Developer",
          department: "Software",
          location: "Remote",
          type: "Full-time",
          description: "Build our real-time drilling data platforms.",
          details: "TypeScript or C#; streaming data; experience with WITSML is a plus.",
        },
        {
          title: "Field Service Engineer",
          department: "Operations",
          location: "Multiple locations",
          type: "Full-time",
          description: "Run and maintain our tools at the rig site.",
          details:
            "Rotational schedule; electrical or mechanical background; valid offshore certificates or willingness to obtain them.",
        },
        {
          title: "Sales Engineer",
          department: "Sales",
          location: "Dubai",
          type: "Full-time",
          description: "Develop customer relationships across the Middle East.",
          details: "Technical sales of drilling equipment; Arabic is an advantage.",
        },
        {
          title: "Research Scientist",
          department: "R&D",
          location: "Aberdeen",
          type: "Full-time",
          description: "Research sensor physics and downhole power generation.",
          details: "PhD in physics or engineering; experimental and modelling skills.",
        },
        {
          title: "Project Manager",
          department: "Projects",
          location: "Singapore",
          type: "Full-time",
          description: "Lead multi-well projects across Asia Pacific.",
          details: "PMP or equivalent; oilfield services project experience.",
        },
      ],
    },
    cta: {
      title: "Don't see your role?",
      text: "Send us a general application or talk to HR.",
      general: "Send General Application",
      hr: "Contact HR",
    },
  },
  contactPage: {
    hero: {
      eyebrow: "Contact",
      title: "Contact us",
      subtitle: "Emergency support around the clock; sales and engineering teams in our regional offices.",
    },
    methods: {
      title: "How to reach us",
      intro: "Pick the team that matches your need.",
      write: "Send Email",
      items: [
        {
          title: "Emergency Support",
          description: "Tool failure or well control concern during operations.",
          hours: "24/7",
          action: "Call Now",
        },
        {
          title: "Technical Support",
          description: "Questions about running, configuring or maintaining our tools.",
          hours: "24/7",
          action: "Call Support",
        },
        {
          title: "Sales",
          description: "Quotes, rentals, service contracts and partnerships.",
          hours: "Mon-Fri, 7:00-18:00 CST",
          action: "Call Sales",
        },
        {
          title: "General Inquiries",
          description: "Suppliers and everything else.",
          hours: "Mon-Fri, 8:00-17:00 CST",
          action: "Call Office",
        },
        {
          title: "Press",
          description: "Interviews, press releases, images and company facts.",
          hours: "Mon-Fri, 8:00-17:00 CST",
          action: "Call Press Office",
        },
        {
          title: "Careers",
          description: "Open positions, applications and internships.",
          hours: "Mon-Fri, 8:00-17:00 CST",
          action: "Call Recruiting",
        },
      ],
    },
    offices: {
      title: "Regional offices",
      intro: "Workshops, stock and engineers close to your operations.",
      headquarters: { title: "Houston Headquarters", location: "Houston, USA" },
    },
    cta: {
      title: "Have a project in mind?",
      text: "Request a quote or talk to our sales team.",
      sales: "Contact Sales Team",
    },
  },
  news: {
    hero: {
      eyebrow: "News",
      title: "News and updates",
      subtitle: "Product launches, project results, partnerships and events.",
    },
    filterLabel: "Filter news by category",
    empty: "No articles in this category yet.",
    /** The category names and "Featured" are the card texts (issue #26), shared with the admin's preview. */
    featured: CARD_TEXTS_EN.news.featured,
    categories: { all: "All News", ...CARD_TEXTS_EN.news.categories },
  },
};
