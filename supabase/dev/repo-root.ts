/** The repository's root folder, absolute (the folder holding package.json), for tools that read or write project files. */
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
