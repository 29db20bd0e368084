/** English resources of every page except home: loaded with the first non-home page chunk. */
import { company } from "./company";
import { forms } from "./forms";
import { legal } from "./legal";
import { pages } from "./pages";
import { resources } from "./resources";

export const enRest = { ...forms, ...pages, ...company, ...resources, ...legal };
