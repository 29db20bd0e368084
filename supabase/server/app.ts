/**
 * The HTTP app of the local Supabase: CORS (hono/cors), the API gateway
 * (apikey check and opaque-key mapping, wire reference §0), then `/rest/v1`,
 * `/auth/v1`, `/storage/v1`, `/functions/v1` (edge-functions.ts) and the
 * captcha challenge endpoint. Each service
 * renders its own errors (its onError, chosen by the error's class, issue #8);
 * this app's onError only meets the gateway's errors and its own routes'.
 * Every response, errors and preflights included, carries
 * `X-Content-Type-Options: nosniff` (issue #23).
 */
import { Hono, type Context } from "hono";
import { cors } from "hono/cors";
import { authRoutes } from "./auth/auth-routes";
import type { AppDeps, AppEnv } from "./context";
import { functionRoutes } from "./edge-functions";
import { gatewayErrors, internalErrors, serviceErrorHandler } from "./http-errors";
import { restRoutes } from "./rest/rest-routes";
import { storageRoutes } from "./storage/storage-routes";

/** Path of the ALTCHA challenge endpoint (for the widget's `challenge` attribute). */
export const CAPTCHA_CHALLENGE_PATH = "/captcha/v1/challenge";

/** Response headers browsers may read (supabase-js reads Content-Range, the auth version, error codes...). */
const EXPOSE_HEADERS = [
  "Content-Range",
  "Content-Length",
  "Content-Type",
  "ETag",
  "Last-Modified",
  "Cache-Control",
  "Content-Disposition",
  "X-Supabase-Api-Version",
  "x-sb-error-code",
  "x-total-count",
  "Link",
  "Location",
  "Preference-Applied",
  "Range-Unit",
  "WWW-Authenticate",
];

/** Builds the app; `deps` supplies the database and settings (see AppDeps). */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(serviceErrorHandler(internalErrors.gateway, deps.quiet));
  app.notFound((c) => gatewayErrors.noRoute().render(c));

  // First, so it wraps CORS preflights, every service's responses and their rendered errors (issue #23):
  // a browser must never sniff a JSON body or a stored object into HTML or script.
  app.use(async (c, next) => {
    await next();
    c.res.headers.set("X-Content-Type-Options", "nosniff");
  });

  // CORS: any origin (site on :5173, desktop app); a preflight is answered 204 with the
  // requested headers (so Authorization, apikey, x-client-info... are allowed), as Kong does.
  app.use(
    cors({
      origin: "*",
      allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"],
      exposeHeaders: EXPOSE_HEADERS,
      maxAge: 3600,
    }),
  );

  // Gateway: apikey required; Authorization forwarded unless missing or an opaque key.
  const gateway = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const k = deps.keys;
    const apikey = c.req.header("apikey") ?? new URL(c.req.url).searchParams.get("apikey");
    if (!apikey) throw gatewayErrors.missing();
    if (apikey !== k.anonKey && apikey !== k.serviceRoleKey && apikey !== k.publishableKey && apikey !== k.secretKey) {
      throw gatewayErrors.invalid();
    }
    const auth = c.req.header("authorization");
    let token: string | null;
    if (auth && !/^bearer sb_/i.test(auth)) {
      const m = /^bearer\s+(.+)$/i.exec(auth.trim());
      token = m ? m[1]!.trim() : null;
    } else if (apikey === k.secretKey) token = k.serviceRoleKey;
    else if (apikey === k.publishableKey) token = k.anonKey;
    else token = apikey;
    c.set("token", token);
    await next();
  };
  app.use("/rest/v1/*", gateway);
  app.use("/auth/v1/*", async (c, next) => {
    // The e-mail link (GET /auth/v1/verify) is opened by a browser without a key, as Kong's open auth routes allow.
    if (c.req.method === "GET" && c.req.path === "/auth/v1/verify") {
      c.set("token", null);
      return next();
    }
    return gateway(c, next);
  });
  app.use("/storage/v1/*", async (c, next) => {
    // Public objects and signed URLs are fetched by browsers without any key (plain <a href>, <img src>).
    const keyless =
      c.req.path.startsWith("/storage/v1/object/public/") || c.req.path.startsWith("/storage/v1/object/sign/");
    if ((c.req.method === "GET" || c.req.method === "HEAD") && keyless) {
      c.set("token", null);
      return next();
    }
    return gateway(c, next);
  });

  app.route("/rest/v1", restRoutes(deps));
  app.route("/auth/v1", authRoutes(deps));
  app.route("/storage/v1", storageRoutes(deps));
  // Edge Functions browsers call (issue #29), run in-process; their own JWT check, no apikey needed (as hosted).
  app.route("/functions/v1", functionRoutes(deps));

  app.get(CAPTCHA_CHALLENGE_PATH, async (c) => {
    if (!deps.captcha) return c.json({ error: "captcha is disabled" }, 404);
    c.header("Cache-Control", "no-store");
    return c.json(await deps.captcha.createChallenge());
  });

  app.get("/", (c) => c.json({ name: "local-supabase", services: ["/rest/v1", "/auth/v1", "/storage/v1"] }));

  return app;
}
