/**
 * The local backend's Edge Functions runner (issue #29): `/functions/v1/<name>`
 * runs the handler of `supabase/functions/<name>/handler.ts` in-process, as
 * the hosted platform runs the deployed function. Only functions that browsers
 * or apps call are listed (LOCAL_FUNCTIONS); the webhook-driven ones
 * (notify-enquiry, site-build-hook) are called by the server itself
 * (webhooks/). As with the hosted default (`verify_jwt`), a request needs a
 * valid JWT of this project in `Authorization: Bearer …` (the anon key
 * counts); otherwise 401 `{ code, message }`. Each handler gets the
 * platform's environment: the server's own URL (from the request), its anon
 * key and its service_role key (which stay inside the server), and the site URL.
 */
import { createClient } from "@supabase/supabase-js";
import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "./context";
import { TokenError } from "./keys";
import { createInviteMemberHandler } from "../functions/invite-member/handler.ts";

/** What a local function's handler is built from (the hosted platform's environment). */
export interface LocalFunctionEnv {
  /** The server's URL as the request reached it (SUPABASE_URL). */
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The public site's origin (SITE_URL). */
  siteUrl: string;
  quiet: boolean;
}

type Handler = (request: Request) => Promise<Response>;

/** The functions served at `/functions/v1/<name>`, each built once per server URL. */
export const LOCAL_FUNCTIONS: Record<string, (env: LocalFunctionEnv) => Handler> = {
  "invite-member": (env) =>
    createInviteMemberHandler({
      supabaseUrl: env.supabaseUrl,
      publicKey: env.anonKey,
      service: createClient(env.supabaseUrl, env.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      }),
      siteUrl: env.siteUrl,
      log: env.quiet ? () => undefined : (line) => console.error(`[local-supabase] ${line}`),
    }),
};

const unauthorized = (message: string) =>
  new Response(JSON.stringify({ code: 401, message }), {
    status: 401,
    headers: { "content-type": "application/json" },
  });

/** Builds the `/functions/v1` routes. */
export function functionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const built = new Map<string, Handler>();

  const serve = async (c: Context<AppEnv>) => {
    const name = c.req.param("name") ?? "";
    const make = Object.hasOwn(LOCAL_FUNCTIONS, name) ? LOCAL_FUNCTIONS[name] : undefined;
    if (!make) return c.json({ code: "NOT_FOUND", message: "Requested function was not found" }, 404);
    if (c.req.method !== "OPTIONS") {
      const token = /^bearer\s+(\S+)$/i.exec(c.req.header("authorization")?.trim() ?? "")?.[1];
      if (!token) return unauthorized("Missing authorization header");
      try {
        await deps.verifier.verify(token);
      } catch (e) {
        if (!(e instanceof TokenError)) throw e;
        return unauthorized("Invalid JWT");
      }
    }
    const supabaseUrl = new URL(c.req.url).origin;
    const key = `${name}\n${supabaseUrl}`;
    const handler =
      built.get(key) ??
      make({
        supabaseUrl,
        anonKey: deps.keys.anonKey,
        serviceRoleKey: deps.keys.serviceRoleKey,
        siteUrl: deps.siteUrl,
        quiet: deps.quiet,
      });
    built.set(key, handler);
    return handler(c.req.raw);
  };
  app.all("/:name", serve);
  app.all("/:name/*", serve);
  return app;
}
