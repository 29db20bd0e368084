/**
 * Ports and URLs of the browser tests. CI uses the defaults; engineers running
 * several suites side by side set E2E_API_PORT / E2E_WEB_PORT.
 */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 54329);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4179);
/** The local Supabase backend the built site talks to. */
export const API_URL = `http://127.0.0.1:${API_PORT}`;
/** The built, statically served site. */
export const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;
/** Where the test build of the site is written. */
export const SITE_DIR = `.e2e/site-${WEB_PORT}`;
/** The backend's data folder for the test run (wiped at start). */
export const DATA_DIR = `.e2e/data-${API_PORT}`;
/** The local CLI's public anon key (same default as the site and server). */
export { LOCAL_ANON_KEY as ANON_KEY } from "../../../shared/local-defaults";
/** The seeded accounts the browser tests sign in with. */
export { ADMIN, EDITOR } from "../../fixtures/accounts";
