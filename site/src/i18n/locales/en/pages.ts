/** English: config-driven information pages (products, services, about). */
const paramHead = ["Parameter", "Value"];

export const pages = {
  pages: {
    exploreRss: {
      hero: {
        eyebrow: "RSS solutions",
        title: "Rotary steerable solutions for every well profile",
        subtitle: "From vertical hold to extended reach: one steering platform, sized and configured for your well.",
      },
      technologies: {
        title: "Core technology",
        intro: "Four systems work together downhole.",
        items: [
          {
            title: "Continuous Proportional Steering",
            description:
              "Steering force set as a proportion of maximum, adjusted continuously while the string rotates.",
          },
          {
            title: "Power Generation",
            description: "A 48V 500W turbine powers the tool from mud flow — no batteries to change or dispose of.",
          },
          {
            title: "Data Integration",
            description: "Near-bit inclination, azimuth and tool status are sent to surface and into your software.",
          },
          {
            title: "Precision Engineering",
            description: "Machined and assembled in-house; each tool is flow-loop tested before delivery.",
          },
        ],
      },
      applications: {
        title: "Applications",
        intro: "Where the system earns its place in the string.",
        items: [
          {
            title: "Horizontal and unconventional wells",
            description: "Fast curves and long laterals held inside thin target zones.",
          },
          {
            title: "Offshore and extended reach",
            description: "Full rotation lowers drag and extends reach beyond motor limits.",
          },
          {
            title: "Complex 3D trajectories",
            description: "Simultaneous build and turn to avoid neighbouring wells on crowded pads.",
          },
        ],
      },
      comparison: {
        title: "ProSteer RSS compared",
        intro: "How continuous proportional steering differs from traditional systems.",
        table: {
          caption: "Comparison with traditional systems",
          head: ["Feature", "ProSteer RSS", "Traditional Systems", "Advantage"],
          rows: [
            [
              "Steering method",
              "Continuous proportional steering while rotating",
              "Slide and rotate, or on/off steering",
              "Smoother well path",
            ],
            ["Hole quality", "In-gauge, low tortuosity", "Ledges and spiralling", "Easier casing runs"],
            [
              "Flow rate restrictions",
              "Operates from 190 to 350 GPM",
              "Narrow flow windows",
              "Hydraulics set for the hole, not the tool",
            ],
            [
              "Bit selection",
              "Works with PDC and roller cone bits",
              "Bit choice limited by steering mode",
              "Best bit for the formation",
            ],
          ],
        },
      },
      cta: {
        title: "Ready to plan your next well?",
        text: "Send us the well plan and we will propose a configuration.",
        systems: "View RSS Systems",
      },
    },
    rssSystems: {
      hero: {
        eyebrow: "Products",
        title: "RSS systems",
        subtitle: "A rotary steerable system with continuous proportional steering and its own downhole power supply.",
      },
      links: { docs: "Request Technical Docs", representative: "Contact Representative" },
      features: {
        title: "Features",
        intro: "What sets the system apart.",
        items: [
          {
            title: "Proportional steering",
            description: "Any steering ratio from 0 to 100%, changed on the fly from surface.",
          },
          {
            title: "Turbine power",
            description: "48 V, 500 W from a four-stage turbine; no battery limits on run length.",
          },
          {
            title: "Near-bit sensors",
            description: "Inclination and azimuth measured close to the bit for early trajectory control.",
          },
          { title: "Surface software", description: "Set targets and follow the tool's response in real time." },
        ],
      },
      components: {
        title: "System components",
        intro: "The assembly from top to bottom.",
        table: {
          caption: "System components",
          head: ["Component", "Function"],
          rows: [
            ["Power section", "Four-stage turbine and alternator"],
            ["Control electronics", "Steering control, sensors and telemetry interface"],
            ["Steering unit", "Applies the proportional steering force"],
            ["Bit box", "Standard connection for PDC and roller cone bits"],
          ],
        },
      },
      turbine: {
        title: "Turbine specifications",
        intro: "Power from the mud flow.",
        table: {
          caption: "Turbine specifications",
          head: paramHead,
          rows: [
            ["Output voltage", "48 V"],
            ["Output power", "500 W"],
            ["Flow range", "190-350 GPM"],
            ["Normal operation", "190 / 230 / 350 GPM"],
            ["Stages", "4-stage"],
          ],
        },
      },
      steering: {
        title: "Steering unit",
        intro: "Operating envelope of the steering unit.",
        table: {
          caption: "Steering unit",
          head: paramHead,
          rows: [
            ["Steering", "Continuous proportional, 0-100%"],
            ["Operating temperature", "-40 to 175°C"],
            ["Maximum pressure", "20,000 psi"],
            ["Tool sizes", "6.75-9.5 in"],
            ["Power consumption", "15 W"],
          ],
        },
      },
      useCases: {
        title: "Use cases",
        intro: "Where customers run it.",
        items: [
          { title: "Shale laterals", description: "Long laterals kept in zone with fewer corrections." },
          { title: "Offshore development", description: "Crowded platforms with tight anti-collision margins." },
          { title: "Geothermal wells", description: "Hard, hot formations where hole quality matters." },
        ],
      },
      cta: {
        title: "Get the full specifications",
        text: "Ask for the technical documentation or talk to a representative.",
      },
    },
    measurementTools: {
      hero: {
        eyebrow: "Products",
        title: "Measurement tools",
        subtitle: "MWD and LWD tools that measure position and formation while you drill.",
      },
      links: {
        explore: "Explore Measurement Solutions",
        specs: "Technical Specifications",
        consult: "Schedule Consultation",
        cases: "View Case Studies",
      },
      tools: {
        title: "Tools",
        intro: "Four measurements that guide the well.",
        items: [
          {
            title: "MWD Systems",
            description: "Inclination, azimuth and tool face in real time.",
            points: ["±0.1° accuracy", "Mud-pulse telemetry", "Shock and vibration logging"],
          },
          {
            title: "LWD Systems",
            description: "Formation evaluation while drilling.",
            points: ["Porosity and density", "Memory and real-time modes", "Combinable with RSS"],
          },
          {
            title: "Gamma Ray Sensors",
            description: "Natural gamma for correlation and geosteering.",
            points: ["0-500 API range", "Azimuthal imaging", "Near-bit placement"],
          },
          {
            title: "Resistivity Tools",
            description: "Resistivity for fluid and boundary detection.",
            points: ["Multiple depths of investigation", "Boundary detection", "High-temperature rated"],
          },
        ],
      },
      stats: {
        title: "Measurement performance",
        items: [
          { value: "±0.1°", label: "Inclination accuracy" },
          { value: "0.01°", label: "Resolution" },
          { value: "25,000 psi", label: "Pressure rating" },
          { value: "1-60 ft/min", label: "Logging speed" },
        ],
      },
      cta: { title: "Plan your measurement program", text: "Talk to our engineers or see results from the field." },
    },
    softwareSolutions: {
      hero: {
        eyebrow: "Products",
        title: "Software solutions",
        subtitle: "Plan, steer and analyse wells with software built by drilling engineers.",
        stats: [{ value: "20%", label: "Up to 20% less drilling time" }],
      },
      links: { platforms: "Explore Platforms", demo: "Request Demo" },
      products: {
        title: "Products",
        intro: "Four tools for the whole well life cycle.",
        items: [
          {
            title: "DrillOpt Pro",
            description: "Drilling optimisation: parameters recommended from live data.",
            points: ["Up to 20% less drilling time", "ROP and vibration models", "Rig-floor display"],
          },
          {
            title: "GeoSteer Navigator",
            description: "Geosteering with live correlation against the geological model.",
            points: ["Gamma and resistivity correlation", "Target updates in real time", "Shared with the RSS"],
          },
          {
            title: "Data Analytics Suite",
            description: "Offset-well analysis and performance benchmarking.",
            points: ["Cross-well KPIs", "Invisible lost time reports", "Export to BI tools"],
          },
          {
            title: "Wellbore Planning",
            description: "Trajectory design and anti-collision.",
            points: ["3D trajectory design", "Anti-collision scans", "Torque and drag"],
          },
        ],
      },
      cta: { title: "See it on your data", text: "Book a demo or ask for a quote for licences and support." },
    },
    measurementSolutions: {
      hero: {
        eyebrow: "Measurement solutions",
        title: "Measurement solutions",
        subtitle: "Combine directional, gamma ray, pressure and resistivity measurements for complete well control.",
      },
      solutions: {
        title: "Solutions",
        intro: "Four measurement packages.",
        items: [
          { title: "Directional", description: "Survey-grade inclination and azimuth with ±0.1° accuracy." },
          { title: "Gamma Ray", description: "0-500 API natural gamma for correlation and geosteering." },
          { title: "Pressure", description: "Annular and bore pressure up to 25,000 psi for ECD management." },
          { title: "Resistivity", description: "Formation resistivity for fluid contacts and bed boundaries." },
        ],
      },
      workflow: {
        title: "How we deliver",
        intro: "From plan to final logs.",
        items: [
          { title: "Plan", description: "We select sensors and telemetry for your objectives." },
          { title: "Drill", description: "Field engineers monitor data and tool health 24/7." },
          { title: "Deliver", description: "Final logs and survey reports in standard formats." },
        ],
      },
      cta: {
        title: "Build your measurement package",
        text: "Our engineers will match sensors to your formation.",
        tools: "View Measurement Tools",
      },
    },
    technicalSpecifications: {
      hero: {
        eyebrow: "Specifications",
        title: "Technical specifications",
        subtitle: "Operating envelopes of our RSS, drilling tools and measurement tools.",
      },
      rss: {
        title: "RSS systems",
        intro: "Rotary steerable system.",
        table: {
          caption: "RSS specifications",
          head: paramHead,
          rows: [
            ["Operating temperature", "-40 to 175°C"],
            ["Maximum pressure", "20,000 psi"],
            ["Tool sizes", "6.75-9.5 in"],
            ["Power consumption", "15 W"],
            ["Data rate", "1200 bps"],
          ],
        },
      },
      tools: {
        title: "Drilling tools",
        intro: "Bits, stabilizers and reamers.",
        table: {
          caption: "Drilling tool specifications",
          head: paramHead,
          rows: [
            ["Hole sizes", "6-26 in"],
            ["Maximum torque", "50,000 ft-lbs"],
            ["Flow rate", "300-2000 GPM"],
            ["Weight on bit", "5-80 klbs"],
            ["Rotary speed", "40-200 RPM"],
          ],
        },
      },
      measurement: {
        title: "Measurement tools",
        intro: "MWD and LWD sensors.",
        table: {
          caption: "Measurement specifications",
          head: paramHead,
          rows: [
            ["Accuracy", "±0.1°"],
            ["Resolution", "0.01°"],
            ["Gamma ray range", "0-500 API"],
            ["Pressure rating", "25,000 psi"],
            ["Logging speed", "1-60 ft/min"],
          ],
        },
      },
      cta: { title: "Need the full data sheets?", text: "Request the technical documentation or ask for a quote." },
    },
    platforms: {
      hero: {
        eyebrow: "Software platforms",
        title: "Explore our platforms",
        subtitle: "Four connected platforms, from the rig floor to the office.",
      },
      platforms: {
        title: "Platforms",
        intro: "Choose one or connect them all.",
        items: [
          { title: "DrillOps Central", description: "Real-time operations centre for monitoring every active rig." },
          { title: "GeoSteer Cloud", description: "Collaborative geosteering in the browser." },
          { title: "DataVault Analytics", description: "Historical drilling data, cleaned and ready for analysis." },
          { title: "FieldConnect Mobile", description: "Tool status, alerts and reports on the phone." },
        ],
      },
      integration: {
        title: "Integration",
        intro: "Built to fit your stack.",
        items: [
          { title: "Open standards", description: "WITSML and CSV import and export." },
          { title: "Secure access", description: "Single sign-on and role-based permissions." },
          { title: "APIs", description: "REST APIs for your own dashboards." },
        ],
      },
      cta: { title: "See the platforms live", text: "Book a demo with a product specialist." },
    },
    about: {
      hero: {
        eyebrow: "Company",
        title: "Engineering the path of every well",
        subtitle:
          "We design, build and service rotary steerable systems, drilling tools, measurement tools and software.",
        careers: "Join Our Team",
        contact: "Contact Us",
      },
      stats: {
        title: "ProSteer in numbers",
        items: [
          { value: "25+", label: "Years of Experience" },
          { value: "1000+", label: "Projects Completed" },
          { value: "200+", label: "Team Members" },
          { value: "50+", label: "Countries Served" },
        ],
      },
      purpose: {
        title: "Mission and vision",
        items: [
          {
            title: "Our mission",
            text: "Give drilling teams precise, reliable steering so every well reaches its target safely and at lower cost.",
          },
          {
            title: "Our vision",
            text: "Wells drilled with fewer trips, less energy and no surprises, guided by data from the bit.",
          },
        ],
      },
      values: {
        title: "Our values",
        intro: "How we work.",
        items: [
          {
            title: "Innovation",
            description: "Every new tool is tested in our own flow loop before it goes to a rig.",
          },
          {
            title: "Reliability",
            description: "Tools are qualified for temperature, shock and vibration before shipping.",
          },
          { title: "Safety", description: "Procedures and tool design put people first." },
          { title: "Excellence", description: "We measure ourselves by our customers' wells." },
        ],
      },
      cta: { title: "Work with us", text: "Tell us about your project, or your next career step." },
    },
    technicalSupport: {
      hero: {
        eyebrow: "Services",
        title: "Technical support",
        subtitle: "24/7 emergency hotline: {{hotline}}. Field engineers and remote specialists on every shift.",
        hotline: "Call Emergency Hotline",
        email: "Email Support",
      },
      channels: {
        title: "How we support you",
        intro: "Four ways to reach an engineer.",
        items: [
          {
            title: "Remote Support",
            description: "Specialists connect to your tool data and guide the crew from our support centre.",
          },
          {
            title: "On-Site Support",
            description: "Field engineers mobilised to the rig for commissioning and troubleshooting.",
          },
          { title: "Diagnostics", description: "Post-run analysis of tool memory data to find root causes." },
          {
            title: "24/7 Hotline",
            description: "Emergency hotline {{hotline}}, answered by an engineer day and night.",
          },
        ],
      },
      levels: {
        title: "Response targets",
        intro: "What to expect when you call.",
        table: {
          caption: "Support response targets",
          head: ["Priority", "Example", "First response"],
          rows: [
            ["Emergency", "Tool failure while drilling", "Immediate, 24/7"],
            ["High", "Degraded tool performance", "Within 2 hours"],
            ["Normal", "Configuration questions", "Within 1 business day"],
          ],
        },
      },
      cta: {
        title: "Need help now?",
        text: "Call the emergency hotline or browse the documentation.",
        docs: "Browse Documentation",
      },
    },
    training: {
      hero: {
        eyebrow: "Services",
        title: "Training and certification",
        subtitle: "Courses for directional drillers, field engineers and maintenance technicians, with certification.",
        enroll: "Enroll by Email",
      },
      programs: {
        title: "Programs",
        intro: "Classroom, workshop and rig-site training.",
        items: [
          { title: "RSS Operations", description: "Running, steering and troubleshooting the RSS." },
          { title: "Tool Maintenance", description: "Workshop inspection, repair and testing." },
          { title: "Measurement & Geosteering", description: "MWD/LWD interpretation and target management." },
          { title: "Software Platforms", description: "Planning and analytics software for engineers." },
        ],
      },
      courses: {
        title: "Courses",
        intro: "Scheduled monthly at our Houston and Aberdeen training centres.",
        enroll: "Enroll",
        items: [
          {
            title: "RSS Operations Certification",
            badge: "5 days",
            meta: "Intermediate to Advanced",
            description: "Theory, simulator sessions and a practical assessment.",
            points: ["Steering principles", "Simulator drilling", "Certification exam"],
          },
          {
            title: "Advanced Troubleshooting",
            badge: "3 days",
            meta: "Advanced",
            description: "Diagnosing tool and telemetry problems from real run data.",
            points: ["Failure analysis", "Memory data review", "Field case studies"],
          },
        ],
      },
      cta: { title: "Train your crew", text: "We also run courses at your site." },
    },
    consulting: {
      hero: {
        eyebrow: "Services",
        title: "Consulting",
        subtitle: "Engineers who have drilled the wells you are planning.",
        schedule: "Schedule Consultation",
      },
      services: {
        title: "Consulting services",
        intro: "Four areas where we add value.",
        items: [
          { title: "Well Planning", description: "Trajectory, BHA and hydraulics designed together." },
          { title: "Drilling Optimisation", description: "Offset analysis and parameter roadmaps." },
          { title: "Technology Selection", description: "Independent comparison of steering and measurement options." },
          { title: "Digital Transformation", description: "Data flows, real-time centres and analytics." },
        ],
      },
      stats: {
        title: "Results",
        items: [
          { value: "200+", label: "Projects Completed" },
          { value: "25%", label: "Average Cost Reduction" },
          { value: "50+", label: "Expert Consultants" },
          { value: "98%", label: "Client Satisfaction" },
        ],
      },
      cta: {
        title: "Start with a conversation",
        text: "A one-hour session is often enough to find the first savings.",
      },
    },
    maintenance: {
      hero: {
        eyebrow: "Services",
        title: "Maintenance",
        subtitle: "Keep your tools running with planned and rapid-response maintenance.",
        call: "Call Maintenance",
      },
      services: {
        title: "Maintenance services",
        intro: "Four service lines.",
        items: [
          { title: "Preventive Maintenance", description: "Scheduled inspection and part replacement by run hours." },
          { title: "Repair & Overhaul", description: "Full strip-down, repair and flow-loop testing." },
          { title: "Condition Monitoring", description: "Run data reviewed to predict wear." },
          { title: "Spare Parts", description: "Regional stock for fast turnaround." },
        ],
      },
      stats: {
        title: "Service levels",
        items: [
          { value: "99.5%", label: "Uptime" },
          { value: "2 hrs", label: "Average Response" },
          { value: "500+", label: "Systems Maintained" },
          { value: "24/7", label: "Support" },
        ],
      },
      cta: {
        title: "Set up a maintenance plan",
        text: "Get a quote for a plan sized to your fleet.",
        contact: "Contact Us",
      },
    },
  },
};
