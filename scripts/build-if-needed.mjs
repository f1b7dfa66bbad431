// Builds the app when build/ is missing or older than any source file.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildDir, root } from "./stack.mjs";

const sources = ["app", "locales", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(p) {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

/**
 * What the build depends on besides its sources: variables the route table reads when building
 * (ADMIN_CONTENT_PATH, ADR 021). Recorded beside the build; a change rebuilds.
 */
const buildVariables = () => JSON.stringify({ ADMIN_CONTENT_PATH: process.env.ADMIN_CONTENT_PATH || "" });
const variablesFile = () => path.join(buildDir(), "build-variables.json");

export function buildIfNeeded({ force = false } = {}) {
  const built = fs.statSync(path.join(buildDir(), "server/index.js"), { throwIfNoEntry: false });
  const newest = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  const recorded = fs.existsSync(variablesFile()) ? fs.readFileSync(variablesFile(), "utf8") : null;
  if (!force && built && built.mtimeMs >= newest && recorded === buildVariables()) return false;
  console.log("Building the app (react-router build)…");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("react-router build failed");
  fs.writeFileSync(variablesFile(), buildVariables());
  return true;
}
