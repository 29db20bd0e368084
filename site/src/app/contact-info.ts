/** Company phone numbers and addresses used across pages (tel:/mailto: links). */
export const CONTACT = {
  mainPhone: "+1 (713) 555-0142",
  mainPhoneHref: "tel:+17135550142",
  emergencyPhone: "+1 (800) 555-0199",
  emergencyPhoneHref: "tel:+18005550199",
  salesEmail: "sales@prosteer.example",
  supportEmail: "support@prosteer.example",
  infoEmail: "info@prosteer.example",
  careersEmail: "careers@prosteer.example",
  hrEmail: "hr@prosteer.example",
  trainingEmail: "training@prosteer.example",
} as const;
