/**
 * Desktop security gate (issue #5, `npm run test:desktop-security`): runs
 * @doyensec/electronegativity over the desktop sources (TypeScript, parsed by
 * its Babel TS parser) and over the built main/preload bundles plus the built
 * renderer HTML, and evaluates the renderer CSPs with its csp-evaluator.
 * Exits 1 when
 * - any finding is above INFORMATIONAL (findings reviewed and silenced with an
 *   inline `eng-disable` comment are listed, so the review stays visible),
 * - a scanned file of ours cannot be parsed (a silent skip would hide issues),
 * - the runtime CSP for a hosted project or the fallback meta CSP has a
 *   HIGH/MEDIUM weakness other than the loopback http:// sources the local
 *   backend needs,
 * - the scanner fails its canary (a deliberately insecure window must be flagged).
 * Rebuilds out/ first unless told to reuse it. Usage: `tsx scripts/electronegativity.ts [--reuse-build]`.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { buildRendererCsp } from "../desktop/shared/csp";

const require = createRequire(import.meta.url);
const root = resolve(import.meta.dirname, "..");

interface Level {
  value: number;
  name: string;
}
interface Issue {
  id: string;
  file: string;
  location: { line: number; column: number };
  severity: Level;
  confidence: Level;
  description: string;
  manualReview: boolean;
}
interface ScanError {
  file: string;
  message: string;
  tolerable: boolean;
}
interface ScanResult {
  globalChecks: number;
  atomicChecks: number;
  errors: ScanError[];
  issues: Issue[];
}
type Runner = (options: Record<string, unknown>, forCli: boolean) => Promise<ScanResult>;
interface CspFinding {
  severity: number;
  directive: string;
  value: string;
  description: string;
}
interface CspEvaluatorModule {
  CspParser: new (csp: string) => { csp: unknown };
  CspEvaluator: new (csp: unknown, version: unknown) => { evaluate(): CspFinding[] };
  Version: { CSP3: unknown };
  severities: Record<string, number>;
}

const run = require("@doyensec/electronegativity") as Runner;
const cspEvaluator = require("@doyensec/csp-evaluator") as CspEvaluatorModule;
const electronVersion = (
  JSON.parse(readFileSync(join(root, "node_modules/electron/package.json"), "utf8")) as { version: string }
).version;
const problems: string[] = [];

/** Runs the scanner on one folder. The releases check needs the internet and is informational; skip it offline. */
async function scan(input: string): Promise<ScanResult> {
  return run(
    {
      input,
      isRelative: false,
      customScan: [],
      excludeFromScan: process.env["ELECTRONEGATIVITY_ONLINE"] ? [] : ["availablesecurityfixesglobalcheck"],
      electronVersionOverride: electronVersion,
      parserPlugins: [],
    },
    false,
  );
}

/**
 * Builds the three bundles, unless `--reuse-build` is passed or ELECTRONEGATIVITY_SKIP_BUILD is set:
 * `npm test` passes it because its unit run has just built out/ from the same sources
 * (tests/desktop/build.test.ts). Either way the bundles must be there.
 */
async function ensureBuilt(): Promise<void> {
  const reuse = process.argv.includes("--reuse-build") || Boolean(process.env["ELECTRONEGATIVITY_SKIP_BUILD"]);
  if (!reuse) {
    // Otherwise always rebuild: a stale out/ would be scanned instead of the current sources.
    const { build } = await import("electron-vite");
    await build({ configFile: join(root, "electron.vite.config.ts"), root, logLevel: "warn" });
  }
  const needed = ["out/main/index.js", "out/preload/index.cjs", "out/preload/captcha.cjs", "out/renderer/index.html"];
  for (const file of needed)
    if (!existsSync(join(root, file)))
      throw new Error(
        reuse ? `${file} is missing: build the desktop first` : `electron-vite build did not write ${file}`,
      );
}

/** Copies what we wrote into a scan folder: main and preload bundles and the renderer HTML (not the vendor bundle). */
function stageBuiltOutput(): string {
  const staged = mkdtempSync(join(tmpdir(), "electronegativity-out-"));
  cpSync(join(root, "out/main"), join(staged, "main"), { recursive: true });
  cpSync(join(root, "out/preload"), join(staged, "preload"), { recursive: true });
  mkdirSync(join(staged, "renderer"));
  cpSync(join(root, "out/renderer/index.html"), join(staged, "renderer/index.html"));
  return staged;
}

/**
 * Reports findings above INFORMATIONAL and our own parse failures. `reviewed`
 * (bundles only) maps a check id to how many reviewed `eng-disable`
 * annotations the sources of that bundle carry: the bundler drops comments, so
 * up to that many findings of that id in the bundle are the same reviewed lines.
 */
function judge(label: string, result: ScanResult, base: string, reviewed = new Map<string, number>()): void {
  if (result.globalChecks + result.atomicChecks < 30)
    problems.push(`${label}: only ${result.atomicChecks} checks loaded`);
  for (const error of result.errors) {
    problems.push(`${label}: could not parse ${relative(base, error.file)}: ${error.message}`);
  }
  const budget = new Map(reviewed);
  const above = result.issues.filter((issue) => {
    if (issue.severity.value === 0) return false;
    const left = budget.get(issue.id) ?? 0;
    if (left === 0) return true;
    budget.set(issue.id, left - 1);
    return false;
  });
  for (const issue of result.issues) {
    const where = `${relative(base, issue.file)}:${issue.location.line}`;
    const line = `${issue.severity.name}/${issue.confidence.name} ${issue.id} ${where}${issue.manualReview ? " (review)" : ""}`;
    console.log(`  ${above.includes(issue) ? "✗" : issue.severity.value > 0 ? "r" : "i"} ${line}`);
  }
  for (const issue of above)
    problems.push(
      `${label}: ${issue.severity.name} ${issue.id} in ${relative(base, issue.file)}:${issue.location.line}`,
    );
  const matched = result.issues.filter((issue) => issue.severity.value > 0).length - above.length;
  const note = matched > 0 ? ` (${matched} matched to reviewed source lines)` : "";
  console.log(`${label}: ${result.issues.length} findings${note}, ${above.length} unreviewed above INFORMATIONAL`);
  console.log(`${label}: ${result.errors.length} parse errors`);
}

/** Evaluates a CSP; `allowLoopbackHttp` tolerates only "Allow only resources downloaded over HTTPS" for localhost/127.0.0.1. */
function judgeCsp(label: string, policy: string, allowLoopbackHttp: boolean): void {
  const { severities } = cspEvaluator;
  const findings = new cspEvaluator.CspEvaluator(
    new cspEvaluator.CspParser(policy).csp,
    cspEvaluator.Version.CSP3,
  ).evaluate();
  const serious = findings.filter((finding) => {
    if (finding.severity > (severities["HIGH_MAYBE"] ?? 40)) return false;
    const loopback = /^(https?|wss?):\/\/(localhost|127\.0\.0\.1)(:[\d*]+)?$/.test(finding.value);
    return !(allowLoopbackHttp && finding.severity === severities["MEDIUM"] && loopback);
  });
  for (const finding of findings)
    console.log(
      `  ${serious.includes(finding) ? "✗" : "i"} ${finding.directive} ${finding.value}: ${finding.description}`,
    );
  for (const finding of serious)
    problems.push(`${label}: ${finding.directive} ${finding.value}: ${finding.description}`);
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
  if (/unsafe-inline|unsafe-eval|\*|https?:(?!\/)/.test(scriptSrc))
    problems.push(`${label}: script-src is not strict (${scriptSrc})`);
  if (!/object-src 'none'/.test(policy)) problems.push(`${label}: object-src must be 'none'`);
  console.log(`${label}: ${findings.length} csp-evaluator findings, ${serious.length} serious`);
}

/** Lists inline eng-disable annotations (so every silenced finding stays visible) and counts them per check id. */
function reviewedExceptions(dir: string, print: boolean): Map<string, number> {
  const counts = new Map<string, number>();
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(tsx?|html)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((text, index) => {
        const match = /eng-disable[ \t]+([A-Z_ \t]+)/.exec(text);
        if (!match) return;
        const ids = (match[1] ?? "").trim().split(/[ \t]+/);
        for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
        if (print) console.log(`  reviewed: ${relative(root, file)}:${index + 1} ${ids.join(" ")}`);
      });
  }
  return counts;
}

/** The scanner must flag a deliberately insecure window, or it is not really scanning. */
async function canary(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "electronegativity-canary-"));
  writeFileSync(
    join(dir, "main.ts"),
    `import { BrowserWindow } from "electron";\nconst w: BrowserWindow = new BrowserWindow({ webPreferences: { nodeIntegration: true, contextIsolation: false, sandbox: false, webSecurity: false } });\nw.loadURL("http://example.com");\n`,
  );
  const result = await scan(dir);
  rmSync(dir, { recursive: true, force: true });
  const ids = new Set(result.issues.filter((issue) => issue.severity.value >= 2).map((issue) => issue.id));
  console.log(`  canary findings: ${[...ids].join(", ")}`);
  for (const id of [
    "HTTP_RESOURCES_JS_CHECK",
    "CONTEXT_ISOLATION_JS_CHECK",
    "WEB_SECURITY_JS_CHECK",
    "SANDBOX_JS_CHECK",
  ]) {
    if (!ids.has(id)) problems.push(`canary: the scanner did not report ${id} on an insecure window`);
  }
  console.log(`canary: ${ids.size} distinct MEDIUM/HIGH checks fired on an insecure window (expected)`);
}

async function main(): Promise<void> {
  console.log(`electronegativity over desktop/ and out/ (Electron ${electronVersion})`);
  await canary();
  await ensureBuilt();
  judge("desktop/ (sources)", await scan(join(root, "desktop")), join(root, "desktop"));
  const staged = stageBuiltOutput();
  try {
    // Bundled main = desktop/main + desktop/shared; preloads and the renderer HTML carry no reviewed lines.
    const reviewedMain = reviewedExceptions(join(root, "desktop/main"), false);
    judge("out/ (main, preload, renderer html)", await scan(staged), staged, reviewedMain);
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }
  judgeCsp("runtime CSP (hosted project)", buildRendererCsp("https://abcdefghijklmnop.supabase.co"), false);
  judgeCsp("runtime CSP (local backend)", buildRendererCsp("http://localhost:54321"), true);
  const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(
    readFileSync(join(root, "out/renderer/index.html"), "utf8"),
  );
  if (!meta?.[1]) problems.push("out/renderer/index.html has no CSP meta tag");
  else judgeCsp("fallback meta CSP", meta[1], true);
  reviewedExceptions(join(root, "desktop"), true);
  if (problems.length > 0) {
    console.error(`\nDesktop security check FAILED:\n- ${problems.join("\n- ")}`);
    process.exit(1);
  }
  console.log("\nDesktop security check passed: nothing above INFORMATIONAL.");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
