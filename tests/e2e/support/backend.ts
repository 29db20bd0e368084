/**
 * The browser tests' backend: `node --import tsx tests/e2e/support/backend.ts --port P --data-dir D`.
 *
 * Wipes D, migrates and seeds it (as `npm run supabase:local -- --reset`),
 * raises the enquiry rate limits (issue #30: 5 per e-mail address and 50 per
 * client address per 10 minutes by default, and every browser request comes
 * from 127.0.0.1, so a suite that sends the seven forms many times would hit
 * them), then hands over to the
 * normal CLI (supabase/server/cli.ts) with the same --port and --data-dir, so
 * the tests run the backend exactly as `npm run supabase:local` does.
 * The rate limit itself is tested in tests/supabase (real 429) and
 * tests/site/send-enquiry.test.ts.
 */
import { parseArgs } from "node:util";
import { startServer } from "../../../supabase/server/index";

/** Enquiries one address may send per window in the browser tests. */
const E2E_ENQUIRY_LIMIT = 100_000;

const { values } = parseArgs({
  options: { port: { type: "string" }, "data-dir": { type: "string" } },
  strict: true,
});
if (!values.port || !values["data-dir"]) throw new Error("Usage: backend.ts --port P --data-dir D");

// The seed stores file URLs with the server's address, so the setup run listens on the real port too.
const setup = await startServer({ port: Number(values.port), dataDir: values["data-dir"], reset: true, quiet: true });
await setup.db.exec(
  `update private.enquiry_rate_settings set max_per_window = ${E2E_ENQUIRY_LIMIT}, max_per_sender = ${E2E_ENQUIRY_LIMIT}`,
);
await setup.close();

process.argv = [process.argv[0]!, "cli.ts", "--port", values.port, "--data-dir", values["data-dir"]];
await import("../../../supabase/server/cli");
