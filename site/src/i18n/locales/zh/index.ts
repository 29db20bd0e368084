/** Chinese resources (spec §3 Language: zh), same shape as English. */
import type { Resources } from "../en/index";
import { common } from "./common";
import { company } from "./company";
import { forms } from "./forms";
import { home } from "./home";
import { legal } from "./legal";
import { pages } from "./pages";
import { resources } from "./resources";

export const zh: Resources = { ...common, ...home, ...forms, ...pages, ...company, ...resources, ...legal };
