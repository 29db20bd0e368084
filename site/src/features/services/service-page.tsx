/** Service pages (spec §2 Service pages): technical support, training, consulting, maintenance. */
import { InfoPage } from "../../components/blocks/info-page";
import { SERVICE_PAGES, type ServiceKind } from "./service-config";

/** Renders the service page of `kind`. */
export default function ServicePage({ kind }: { kind: ServiceKind }) {
  return <InfoPage config={SERVICE_PAGES[kind]} />;
}
