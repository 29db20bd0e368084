/**
 * The site's own origin for `npm start` and `npm run dev` (issue #23): where
 * SITE_HOST and SITE_PORT serve it, so the canonical links, hreflang, sitemap,
 * robots.txt and the enquiry e-mail's admin link follow the port it really
 * runs on instead of always pointing at :5173.
 */

import { LOCAL_SITE_PORT } from "../shared/local-defaults";

/** The interface `npm start` and `npm run dev` bind the site to without SITE_HOST. */
export const DEFAULT_SITE_HOST = "127.0.0.1";
/** The port `npm start` and `npm run dev` serve the site on without SITE_PORT (shared/local-defaults.ts). */
export const DEFAULT_SITE_PORT = LOCAL_SITE_PORT;

/** Hosts that mean "this machine": named `localhost` in URLs, as the banner and the README do. */
const LOOPBACK = new Set(["127.0.0.1", "::1", "[::1]", "localhost", "0.0.0.0", "::", "[::]"]);

/**
 * The origin a browser uses for a site bound to `host`:`port`:
 * `http://localhost:<port>` for a loopback or all-interfaces host (so the
 * defaults give today's `http://localhost:5173`), else `http://<host>:<port>`
 * (IPv6 in brackets).
 */
export function siteOrigin(host: string, port: number): string {
  if (LOOPBACK.has(host)) return `http://localhost:${port}`;
  return `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${port}`;
}

/**
 * Sets `target.VITE_SITE_URL` (default process.env) to the served site's
 * origin (siteOrigin of SITE_HOST, SITE_PORT with their defaults) unless it is
 * already set, so the site build and the local backend started after this
 * both read it. An explicit VITE_SITE_URL wins.
 * @returns the VITE_SITE_URL in effect.
 */
export function pointSiteUrlAtItself(target: NodeJS.ProcessEnv = process.env): string {
  const port = Number(target.SITE_PORT || DEFAULT_SITE_PORT);
  target.VITE_SITE_URL ||= siteOrigin(target.SITE_HOST || DEFAULT_SITE_HOST, port);
  return target.VITE_SITE_URL;
}
