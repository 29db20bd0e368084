/** Service pages (spec §2 Service pages): technical support, training, consulting, maintenance. */
import { InfoPage } from "../../components/blocks/info-page";
import { departmentContact } from "../../app/contact-info";
import { servicePages, type ServiceKind } from "./service-config";

/** Renders the service page of `kind`. */
export default function ServicePage({ kind }: { kind: ServiceKind }) {
  // The hotline number in the copy (`{{hotline}}`) is the site settings' (issue #30).
  return <InfoPage config={servicePages()[kind]} values={{ hotline: departmentContact("emergency").phone }} />;
}
