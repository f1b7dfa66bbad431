// Where a test run's time went (issue 45): the test files that took longest, read from the JSON
// reports that `npm test` asks Vitest and Playwright to write into .tmp/test-reports/.
import fs from "node:fs";
import path from "node:path";
import { root } from "./stack.mjs";

export const reportDir = path.join(root, ".tmp/test-reports");

/** Starts a run's reports afresh: files of an earlier run would be counted again. */
export function clearReports() {
  fs.rmSync(reportDir, { recursive: true, force: true });
  fs.mkdirSync(reportDir, { recursive: true });
}

/** Seconds per file from a Vitest JSON report: a file's last test end minus its start. */
function vitestFiles(report, label) {
  return report.testResults.map((file) => ({
    file: `${path.relative(root, file.name)} (${label})`,
    seconds: (file.endTime - file.startTime) / 1000,
  }));
}

/** Seconds per file and project from a Playwright JSON report: the sum of its tests' attempts. */
function playwrightFiles(report) {
  const totals = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) {
        const key = `tests/e2e/${spec.file} (${t.projectName})`;
        const ms = t.results.reduce((sum, r) => sum + r.duration, 0);
        totals.set(key, (totals.get(key) ?? 0) + ms);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return [...totals].map(([file, ms]) => ({ file, seconds: ms / 1000 }));
}

/** The reports found, each with its file name; a step that died before writing its report whole is left out. */
function reports() {
  if (!fs.existsSync(reportDir)) return [];
  const found = [];
  for (const name of fs.readdirSync(reportDir).filter((n) => n.endsWith(".json"))) {
    try {
      found.push({ name, report: JSON.parse(fs.readFileSync(path.join(reportDir, name), "utf8")) });
    } catch {
      continue;
    }
  }
  return found;
}

/** The first lines of a failure message, without colour codes. */
function firstLines(message = "", count = 12) {
  return String(message)
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "")
    .split("\n")
    .filter((line) => line.trim())
    .slice(0, count)
    .map((line) => `      ${line.trim().slice(0, 200)}`);
}

/**
 * The tests that failed, with the first lines of why, as printable lines. `npm test` prints them
 * last, beside the summary: a CI log that keeps only its tail still names what failed.
 */
export function failedTests() {
  const lines = [];
  for (const { name, report } of reports()) {
    if (name.startsWith("vitest-")) {
      for (const file of report.testResults) {
        const failed = (file.assertionResults ?? []).filter((t) => t.status === "failed");
        // A file that failed to load has no failed test, only a message.
        if (!failed.length && file.status === "failed") lines.push(`  ${path.relative(root, file.name)}`, ...firstLines(file.message));
        for (const t of failed) lines.push(`  ${path.relative(root, file.name)} › ${t.fullName}`, ...firstLines(t.failureMessages?.[0]));
      }
    } else if (name.startsWith("playwright")) {
      const walk = (suite, titles) => {
        for (const spec of suite.specs ?? [])
          for (const t of spec.tests) {
            const last = t.results.at(-1);
            if (!last || ["passed", "skipped"].includes(last.status)) continue;
            lines.push(
              `  tests/e2e/${spec.file}${last.error?.location ? `:${last.error.location.line}` : ""} (${t.projectName}) › ${[...titles, spec.title].join(" › ")}`,
              ...firstLines(last.error?.message),
            );
          }
        for (const child of suite.suites ?? [])
          walk(child, child.title && !child.title.endsWith(".ts") ? [...titles, child.title] : titles);
      };
      for (const suite of report.suites) walk(suite, []);
    }
  }
  return lines;
}

/** The `count` slowest test files of the reports found, as printable lines. */
export function slowestFiles(count = 20) {
  const files = [];
  for (const { name, report } of reports()) {
    if (name.startsWith("vitest-")) files.push(...vitestFiles(report, name.replace(/^vitest-|\.json$/g, "")));
    else if (name.startsWith("playwright")) files.push(...playwrightFiles(report));
  }
  return files
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((f) => `${f.seconds.toFixed(1).padStart(7)} s  ${f.file}`);
}
