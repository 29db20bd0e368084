/** English resources bundled with the first page load: chrome, shared strings and the home page. */
import { common } from "./common";
import { home } from "./home";

export const enCore = { ...common, ...home };
