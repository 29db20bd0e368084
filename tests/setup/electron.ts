/**
 * Setup of the desktop main-process project (vitest.config.ts): every spec
 * gets the `electron` test double (tests/desktop/mocks/electron.ts) in place
 * of the real module. Each spec resets it before each test through
 * `freshElectron()` (tests/desktop/helpers.ts).
 */
import { vi } from "vitest";

vi.mock("electron", () => import("../desktop/mocks/electron"));
