/**
 * The local defaults every part agrees on when nothing is configured (issue
 * #25: one home each): the embedded Supabase backend's URL and anon key, and
 * the port and origin the public site is served on by `npm start`,
 * `npm run dev` and serve-static. The site, the desktop console, the local
 * backend, the build scripts and the tests import them from here.
 *
 * Public values only, because the site bundle imports this module: the anon
 * key is a public JWT; the service_role key and the JWT secret stay in
 * supabase/server (server-side only).
 */

/** The local backend's URL (the Supabase CLI's API port, 54321). */
export const LOCAL_SUPABASE_URL = "http://localhost:54321";

/** The local backend's anon key: the Supabase CLI's well-known public JWT, signed with its default secret. */
export const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

/** The port the site is served on locally (`npm start`, `npm run dev`, serve-static) without SITE_PORT. */
export const LOCAL_SITE_PORT = 5173;

/**
 * The site's origin on that port, `http://localhost:5173`: the default
 * VITE_SITE_URL (canonical links, sitemap, the enquiry e-mail's link) and the
 * desktop console's default siteOrigin (where /captcha.html is served).
 */
export const LOCAL_SITE_ORIGIN = `http://localhost:${LOCAL_SITE_PORT}`;
