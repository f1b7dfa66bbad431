// The academy workload's arithmetic and form reading (issue 52, item 1): what its headline and its
// posts rest on.
import { expect, test } from "vitest";
import { peopleByRole, roleMix } from "./plans.mjs";
import {
  cpuCeiling,
  filledForm,
  formWithIntent,
  held,
  stepFigures,
  latencySummary,
  linksIn,
  memoryFlat,
  mostHeld,
  nextPeople,
  percentile,
  postFormsIn,
} from "./figures.mjs";

test("percentiles are by nearest rank, whatever the order the latencies came in", () => {
  const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
  expect(percentile(values, 50)).toBe(5);
  expect(percentile(values, 95)).toBe(10);
  expect(percentile(values, 10)).toBe(1);
  expect(percentile([], 95)).toBeNull();
  expect(latencySummary(Array.from({ length: 100 }, (_, i) => i + 1))).toEqual({ count: 100, p50: 50, p95: 95, p99: 99 });
});

test("a step holds only with no error and a p95 under the limit", () => {
  expect(held({ requests: 10, errors: 0, p95: 199 })).toBe(true);
  expect(held({ requests: 10, errors: 0, p95: 200 })).toBe(false);
  expect(held({ requests: 10, errors: 1, p95: 20 })).toBe(false);
  expect(held({ requests: 0, errors: 0, p95: null })).toBe(false);
});

test("the search doubles while steps hold, then halves the gap to the first that does not", () => {
  const options = { start: 10, max: 640, resolution: 5 };
  const steps = [];
  const run = (limit) => {
    for (let people = nextPeople(steps, options); people !== null; people = nextPeople(steps, options))
      steps.push({ people, held: people <= limit });
    return steps.map((s) => s.people);
  };
  expect(run(50)).toEqual([10, 20, 40, 80, 60, 50, 55]);
  expect(mostHeld(steps)).toBe(50);
});

test("the search stops at its most people, and finds a figure under its first step", () => {
  const options = { start: 10, max: 40, resolution: 2 };
  expect(
    nextPeople(
      [
        { people: 10, held: true },
        { people: 20, held: true },
      ],
      options,
    ),
  ).toBe(40);
  expect(nextPeople([{ people: 40, held: true }], options)).toBeNull();
  const steps = [{ people: 10, held: false }];
  expect(nextPeople(steps, options)).toBe(5);
  steps.push({ people: 5, held: true });
  expect(nextPeople(steps, options)).toBe(8);
  expect(mostHeld([{ people: 10, held: false }])).toBe(0);
});

const page = `
<form method="get" action="/search"><input name="q"></form>
<form method="post" action="/student/portal/learning/projects?index">
  <input type="hidden" name="intent" value="hand-in"/>
  <input type="hidden" name="item" value="12"/>
  <input type="text" name="website" class="hidden" value=""/>
  <textarea name="body" required=""></textarea>
  <select name="mode"><option value="">Choose</option><option value="online">Online</option></select>
  <input type="checkbox" name="share_portfolio" value="on"/>
  <input type="checkbox" name="share_competencies" value="on" checked=""/>
  <button type="submit">Hand in</button>
</form>
<form method="post"><input type="hidden" name="id" value="3"><button type="submit" name="intent" value="book">Book &amp; go</button></form>`;

test("a page's post forms are read as a browser without JavaScript sends them", () => {
  const forms = postFormsIn(page);
  expect(forms).toHaveLength(2);
  const handIn = formWithIntent(forms, "hand-in");
  expect(handIn?.action).toBe("/student/portal/learning/projects?index");
  expect(Object.fromEntries(filledForm(handIn, { text: "My answer" }))).toEqual({
    intent: "hand-in",
    item: "12",
    website: "",
    body: "My answer",
    mode: "online",
    share_competencies: "on",
  });
  const book = formWithIntent(forms, ["book", "cancel"]);
  expect(book?.action).toBeNull();
  expect(filledForm(book).toString()).toBe("id=3&intent=book");
  expect(formWithIntent(forms, "grade")).toBeNull();
});

test("links are found by their path, once each", () => {
  const html = `<a href="/jobs/1">a</a><a href="/jobs/2#top">b</a><a href="/jobs/1">c</a><a href="/other">d</a>`;
  expect(linksIn(html, /^\/jobs\/\d+$/)).toEqual(["/jobs/1", "/jobs/2"]);
});

test("people are shared out by role, adding up to the number asked for", () => {
  expect(peopleByRole(10)).toEqual({ visitor: 3, learner: 4, teacher: 1, partner: 1, editor: 1 });
  for (const people of [1, 7, 33, 101]) {
    const counts = peopleByRole(people);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(people);
    for (const [role, share] of Object.entries(roleMix)) expect(Math.abs(counts[role] - people * share)).toBeLessThanOrEqual(1);
  }
});

test("a step's figures count errors and refusals apart, by class and by page", () => {
  const records = [
    ...Array.from({ length: 18 }, (_, i) => ({
      page: "learner dashboard",
      cls: "learner",
      ms: 10 + i,
      error: null,
      write: false,
      refused: false,
    })),
    { page: "learner mentor (post book)", cls: "write", ms: 50, error: null, write: true, refused: true },
    { page: "/", cls: "public", ms: 400, error: "HTTP 500", write: false, refused: false },
  ];
  const figures = stepFigures(records, 10);
  expect(figures).toMatchObject({ requests: 20, rps: 2, errors: 1, refused: 1, writes: 1, writeShare: 0.05, p95: 50, p99: 400 });
  expect(figures.classes.learner).toEqual({ count: 18, p50: 18, p95: 27, p99: 27, errors: 0 });
  expect(figures.pages["/"].errors).toBe(1);
  expect(figures.errorKinds).toEqual({ "HTTP 500": 1 });
  expect(held(figures)).toBe(false);
});

test("the CPU ceiling is the cores or the busier process' one thread, whichever binds first", () => {
  // 20 + 30 ms a request on 2 cores: 40 requests/s; Directus' one thread alone allows 33.
  expect(cpuCeiling({ appMs: 20, directusMs: 30, requestsPerPerson: 0.25, cores: 2 })).toBe(133);
  // Two Directus processes: the cores bind (40/s).
  expect(cpuCeiling({ appMs: 20, directusMs: 30, requestsPerPerson: 0.25, cores: 2, appProcesses: 2, directusProcesses: 2 })).toBe(160);
  expect(cpuCeiling({ appMs: null, directusMs: 30, requestsPerPerson: 0.25, cores: 2 })).toBeNull();
});

test("memory is flat when the last half stays within a tenth of its first sample, whatever the first half did", () => {
  // Warming up in the first half (100 → 200), then flat within ±10% of 200.
  expect(memoryFlat([100, 150, 190, 200, 210, 195, 205, 200])).toMatchObject({ ok: true, base: 210, lowest: 195, highest: 210 });
  // A leak: the last half grows by more than a tenth.
  const leak = memoryFlat([100, 110, 120, 130, 140, 150, 160, 170]);
  expect(leak.ok).toBe(false);
  expect(leak.growth).toBeCloseTo(30 / 140);
  // A drop of more than a tenth is not flat either (a restart would show so).
  expect(memoryFlat([200, 200, 200, 170]).ok).toBe(false);
  // Too few samples to say.
  expect(memoryFlat([100]).ok).toBe(false);
});
