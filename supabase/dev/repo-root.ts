/**
 * The repository's root folder, absolute (the folder holding package.json), for tools that read or write
 * project files. Its one home sits in the lowest layer that needs it, so supabase/dev and the root scripts/
 * (which may import supabase/) share it without an upward import.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
