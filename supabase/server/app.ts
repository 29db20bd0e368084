/**
 * The HTTP app of the local Supabase: CORS, the API gateway (apikey check and
 * opaque-key mapping, wire reference §0), then `/rest/v1`, `/auth/v1`,
 * `/storage/v1` and the captcha challenge endpoint, with one error handler
 * that emits each service's own error shape.
 */
import { Hono, type Context } from "hono";
import { AUTH_API_VERSION, authRoutes, renderAuthError } from "./auth/auth-routes";
import type { AppDeps, AppEnv } from "./context";
import { ApiError, AuthError, gatewayErrors, pgrstError } from "./http-errors";
import { restRoutes } from "./rest/rest-routes";
import { storageRoutes } from "./storage/storage-routes";

/** Path of the ALTCHA challenge endpoint (for the widget's `challenge` attribute). */
export const CAPTCHA_CHALLENGE_PATH = "/captcha/v1/challenge";

const ALLOW_HEADERS =
  "apikey, authorization, x-client-info, content-type, accept-profile, content-profile, prefer, x-upsert, cache-control, x-supabase-api-version, x-retry-count, x-metadata, range, accept";
const EXPOSE_HEADERS =
  "Content-Range, Content-Length, Content-Type, ETag, Last-Modified, Cache-Control, X-Supabase-Api-Version, x-sb-error-code, x-total-count, Link, Location, Preference-Applied, Range-Unit, WWW-Authenticate";

/** Builds the app; `deps` supplies the database and settings (see AppDeps). */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // CORS: any origin (site on :5173, desktop app); Authorization must be named explicitly.
  app.use(async (c, next) => {
    if (c.req.method === "OPTIONS") {
      return c.body(null, 204, {
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Methods": "GET,POST,PUT,PATCH,DELETE,OPTIONS,HEAD",
        "Access-Control-Allow-Headers": c.req.header("access-control-request-headers") || ALLOW_HEADERS,
        "Access-Control-Max-Age": "3600",
        "Access-Control-Expose-Headers": EXPOSE_HEADERS,
      });
    }
    await next();
    c.res.headers.set("Access-Control-Allow-Origin", "*");
    c.res.headers.set("Access-Control-Expose-Headers", EXPOSE_HEADERS);
  });

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
  app.use("/auth/v1/*", gateway);
  app.use("/storage/v1/*", async (c, next) => {
    // Public objects are fetched by browsers without any key (plain <a href>).
    if ((c.req.method === "GET" || c.req.method === "HEAD") && c.req.path.startsWith("/storage/v1/object/public/")) {
      c.set("token", null);
      return next();
    }
    return gateway(c, next);
  });

  app.route("/rest/v1", restRoutes(deps));
  app.route("/auth/v1", authRoutes(deps));
  app.route("/storage/v1", storageRoutes(deps));

  app.get(CAPTCHA_CHALLENGE_PATH, async (c) => {
    if (!deps.captcha) return c.json({ error: "captcha is disabled" }, 404);
    c.header("Cache-Control", "no-store");
    return c.json(await deps.captcha.createChallenge());
  });

  app.get("/", (c) => c.json({ name: "local-supabase", services: ["/rest/v1", "/auth/v1", "/storage/v1"] }));

  app.notFound((c) => {
    const p = c.req.path;
    if (p.startsWith("/rest/v1"))
      return c.json(pgrstError(404, "PGRST125", `Invalid path specified in request URL`).body, 404);
    if (p.startsWith("/storage/v1"))
      return c.json({ statusCode: "404", code: "not_found", error: "Not Found", message: "Route not found" }, 400);
    if (p.startsWith("/auth/v1")) return renderAuthError(c, new AuthError(404, "not_found", "Not Found"));
    return c.json({ message: "no Route matched with those values" }, 404);
  });

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      // A refused oversized body may be only partly read: the connection cannot be reused.
      if (err.status === 413 || err.body.statusCode === "413") c.header("Connection", "close");
      if (c.req.path.startsWith("/auth/v1")) c.header("X-Supabase-Api-Version", AUTH_API_VERSION);
      return c.json(err.body, err.status as 400);
    }
    if (err instanceof AuthError) return renderAuthError(c, err);
    if (!deps.quiet) console.error(`[local-supabase] ${c.req.method} ${c.req.path}:`, err);
    const p = c.req.path;
    if (p.startsWith("/storage/v1")) {
      return c.json(
        { statusCode: "500", code: "InternalError", error: "internal", message: "Internal Server Error" },
        500,
      );
    }
    if (p.startsWith("/auth/v1"))
      return renderAuthError(c, new AuthError(500, "unexpected_failure", "Unexpected failure"));
    return c.json(pgrstError(500, "PGRST000", "Internal server error").body, 500);
  });

  return app;
}
