/**
 * English: the Privacy Policy page (/privacy, issue #9): what the enquiry
 * forms store, why, for how long, who sees it, the e-mail notification, how
 * to ask for a copy or deletion, and cookies. `{{email}}`, `{{company}}` and
 * `{{address}}` are the site settings' (app/contact-info.ts) the page passes in.
 */
import { ENQUIRY_RETENTION_MONTHS } from "../../../../../shared/enquiries/forms";
export const legal = {
  privacy: {
    hero: {
      eyebrow: "Legal",
      title: "Privacy Policy",
      subtitle: "What happens to the details you send us through the forms on this website.",
    },
    sections: [
      {
        title: "Who we are",
        paragraphs: [
          "{{company}}, {{address}}, runs this website and decides what happens to the details you send through its forms. Questions about this policy go to {{email}}.",
        ],
      },
      {
        title: "What we store",
        paragraphs: [
          "When you send one of our forms (quote request, home page contact form, technical documentation, representative, sales, consultation or demo request) we store:",
        ],
        points: [
          "the fields you filled in: your name, e-mail address, phone number, company and position where the form asks for them, and the form's own fields, such as project details, the options you chose or a preferred date;",
          "which form you used, the language the page was shown in and the address of the page;",
          "the date and time you sent it.",
        ],
        after: [
          "We do not store your IP address with your enquiry. To stop abuse, our server counts how many forms are sent from one network address in a short time window; for that count it keeps only a one-way hash of the address, never the address itself.",
        ],
      },
      {
        title: "Why we store it",
        paragraphs: [
          "Only to answer your request: to prepare your quote, send the documents you asked for, arrange a call, consultation or demo, and follow up on that request. We do not sell your details and do not use them for advertising.",
        ],
      },
      {
        title: "How long we keep it",
        paragraphs: [
          `We keep an enquiry while we work on it and for ${ENQUIRY_RETENTION_MONTHS} months after it is closed, so we can refer back to it if you contact us again. Then we delete it. You can ask us to delete it sooner at any time (see below).`,
        ],
      },
      {
        title: "Who sees it",
        paragraphs: [
          "Only our sales team, through the website's password-protected admin console. Visitors to the website cannot read any enquiry, their own included. The data is kept in our database, which our database provider hosts for us and may not use for anything else.",
          "When you send a form, a copy of it is also e-mailed to our sales team's mailbox, so the right person can answer quickly.",
        ],
      },
      {
        title: "A copy, a correction or deletion",
        paragraphs: [
          "You can ask for a copy of what we hold about you, ask us to correct it, or ask us to delete it. Write to {{email}} from the e-mail address you used in the form, so we know the request is yours. We answer within one month.",
        ],
      },
      {
        title: "Cookies",
        paragraphs: [
          "This website sets no tracking or advertising cookies and runs no analytics. Your browser's local storage keeps only your language choice (and, for our staff, their admin sign-in).",
        ],
      },
      {
        title: "Changes",
        paragraphs: ["If we change how we handle your details, we update this page first."],
      },
    ],
  },
  terms: {
    hero: {
      eyebrow: "Legal",
      title: "Terms of Service",
      subtitle: "The terms that apply to everyone who uses this website.",
    },
  },
  cookies: {
    hero: {
      eyebrow: "Legal",
      title: "Cookie Policy",
      subtitle: "What this website stores in your browser, and what it does not.",
    },
  },
  legalText: {
    empty: "This page is being written. Questions go to {{email}}.",
    updated: "Questions about this page go to {{email}}.",
  },
};
