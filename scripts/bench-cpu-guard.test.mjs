// Issue 52, item 5: a page whose CPU per request grew by more than half over its recorded figure fails the bench.
import { expect, test } from "vitest";
import { cpuChecks, figuresOf, lowerOf, machineKind, mergedFigures } from "./bench-cpu-guard.mjs";

const recorded = { "/news in r": { app: 10, directus: 4 }, "/login": { app: 0.4, directus: null } };

test("a page that costs more than 1.5× its recorded figure fails; within it, or without a figure, it passes", () => {
  const checks = cpuChecks(
    {
      "/news in r": { app: 14.9, directus: 6.2 },
      "/login": { app: 0.5, directus: 0 },
      "/media in r": { app: 99, directus: 9 },
    },
    recorded,
  );
  expect(checks.map((c) => [c.check, c.ok])).toEqual([
    ["/news in r: app CPU per request ≤ 150% of 10 ms", true],
    ["/news in r: Directus CPU per request ≤ 150% of 4 ms", false],
    ["/login: app CPU per request ≤ 150% of 0.4 ms", true],
  ]);
  expect(cpuChecks({ "/news in r": { app: 15.1, directus: 4 } }, recorded).map((c) => c.ok)).toEqual([false, true]);
});

test("growth under a millisecond never fails: a clock tick on a cheap page is not a regression", () => {
  expect(cpuChecks({ "/login": { app: 1.3, directus: null } }, recorded)[0].ok).toBe(true);
  expect(cpuChecks({ "/login": { app: 1.5, directus: null } }, recorded)[0].ok).toBe(false);
  expect(cpuChecks({ "/login": { app: 1 } }, null)).toEqual([]);
});

test("the figures of a run are its measured rows, and recording keeps each page's most", () => {
  const rows = [
    { page: "/news in r", cpuMs: { app: 10.123, directus: 4.5 } },
    { page: "/media in r", failures: 3, cpuMs: { app: 20, directus: 9 } },
    { page: "static", cpuMs: { app: null, directus: null } },
  ];
  expect(figuresOf(rows)).toEqual({ "/news in r": { app: 10.12, directus: 4.5 } });
  expect(mergedFigures(recorded, { "/news in r": { app: 12, directus: 3 }, "/ en": { app: 1, directus: null } })).toEqual({
    "/news in r": { app: 12, directus: 4 },
    "/login": { app: 0.4, directus: null },
    "/ en": { app: 1, directus: null },
  });
  expect(machineKind([{ model: "AMD EPYC " }, { model: "AMD EPYC " }])).toBe("2 × AMD EPYC");
});

test("a page over its figure and measured again counts its lower figure: a one-off spike passes, a regression still fails", () => {
  const first = { "/post in r": { app: 11, directus: 9.3 }, "/news in r": { app: 16, directus: 4 } };
  const again = { "/post in r": { app: 12, directus: 5.1 }, "/news in r": { app: 15.8, directus: 4.2 } };
  const merged = lowerOf(first, again);
  expect(merged).toEqual({ "/post in r": { app: 11, directus: 5.1 }, "/news in r": { app: 15.8, directus: 4 } });
  const figures = { "/post in r": { app: 11, directus: 5.5 }, "/news in r": { app: 10, directus: 4 } };
  expect(
    cpuChecks(first, figures)
      .filter((c) => !c.ok)
      .map((c) => c.check),
  ).toHaveLength(2);
  expect(
    cpuChecks(merged, figures)
      .filter((c) => !c.ok)
      .map((c) => c.page),
  ).toEqual(["/news in r"]);
});
