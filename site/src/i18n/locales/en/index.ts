/** All English resources (default language, spec §3 Language); the shape Chinese must match. */
import { enCore } from "./core";
import { enRest } from "./rest";

export const en = { ...enCore, ...enRest };
export type Resources = typeof en;
