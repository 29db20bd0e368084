/** Chinese resources every Chinese page loads first: chrome, shared strings and the home page (the English core's counterpart). */
import { common } from "./common";
import { home } from "./home";

export const zhCore = { ...common, ...home };
