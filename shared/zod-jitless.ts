/**
 * zod for code that runs in browsers under our Content-Security-Policy (issue
 * #23): importing `z` from here switches zod's JIT off before any schema
 * parses. The JIT probes `Function("")` at the first object parse; the site's
 * and the desktop's CSP refuse eval, so each page would report a
 * `securitypolicyviolation` (script-src, eval) for a speed-up small forms do
 * not need.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
