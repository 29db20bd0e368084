/** Chinese locale entry (loaded on demand). */
export { zh } from "./zh/index";
