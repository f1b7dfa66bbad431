// The academy workload's pure parts (issue 52, item 1): latency percentiles, the search for the most
// people a stack holds, and reading a page's forms the way a browser without JavaScript posts them.
// No I/O here, so `figures.test.mjs` can check each on its own.

/** The p-th percentile (0–100) of `values` by nearest rank; null for none. */
export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** p50/p95/p99 and the count of a list of latencies (ms). */
export function latencySummary(values) {
  return { count: values.length, p50: percentile(values, 50), p95: percentile(values, 95), p99: percentile(values, 99) };
}

/**
 * A step is held when every request in it answered as expected and its p95 is under the limit
 * (issue 52: "the most people held with p95 < 200 ms and no error").
 */
export function held(step, { p95Ms = 200 } = {}) {
  return step.errors === 0 && step.requests > 0 && step.p95 !== null && step.p95 < p95Ms;
}

/**
 * The next number of people to try, or null when the search is over. Doubles from `start` while
 * steps hold (up to `max`); after the first step that does not, halves the gap between the most
 * held and the fewest not held until it is at most `resolution` people (or a tenth of the held
 * figure, whichever is larger: a shared machine's noise is wider than that anyway).
 * @param {{ people: number, held: boolean }[]} steps  in the order they ran
 */
export function nextPeople(steps, { start = 10, max = 640, resolution = 5 } = {}) {
  if (!steps.length) return start;
  const most = mostHeld(steps);
  const over = steps.filter((s) => !s.held && s.people > most).map((s) => s.people);
  if (!over.length) return most >= max ? null : Math.min(max, Math.max(start, most * 2));
  const fewest = Math.min(...over);
  if (fewest - most <= Math.max(resolution, Math.round(most / 10))) return null;
  const next = Math.round((most + fewest) / 2);
  return steps.some((s) => s.people === next) ? null : next;
}

/** The most people of any held step (0 when none held). */
export function mostHeld(steps) {
  return Math.max(0, ...steps.filter((s) => s.held).map((s) => s.people));
}

const entities = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", apos: "'" };
const decode = (text) => text.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, name) => entities[name]);

/** The attributes of an element (the text after its tag name) as an object (names lower-cased, values decoded; a bare attribute is ""). */
export function attributesOf(tag) {
  const attributes = {};
  for (const m of tag.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g)) {
    attributes[m[1].toLowerCase()] = decode(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attributes;
}

/**
 * The POST forms of a page as a browser without JavaScript would send them: each with its action
 * (the page itself when it has none), its fields in order (hidden values as they are; text and
 * text areas with what they hold; a select's chosen or first option; checked boxes and radios)
 * and its submit buttons that carry a name (e.g. `intent`).
 */
export function postFormsIn(html) {
  const forms = [];
  for (const m of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const form = attributesOf(m[1]);
    if ((form.method ?? "get").toLowerCase() !== "post") continue;
    const body = m[2];
    const fields = [];
    const buttons = [];
    for (const el of body.matchAll(/<(input|textarea|select|button)\b([^>]*)>(?:([\s\S]*?)<\/\1>)?/gi)) {
      const tag = el[1].toLowerCase();
      const a = attributesOf(el[2]);
      if (!a.name || "disabled" in a) continue;
      if (tag === "button") {
        if ((a.type ?? "submit") === "submit") buttons.push({ name: a.name, value: a.value ?? "" });
      } else if (tag === "textarea") {
        fields.push({ name: a.name, type: "textarea", value: decode(el[3] ?? ""), required: "required" in a });
      } else if (tag === "select") {
        const options = [...(el[3] ?? "").matchAll(/<option\b([^>]*)>([\s\S]*?)<\/option>/gi)].map((o) => {
          const oa = attributesOf(o[1]);
          return { value: oa.value ?? decode(o[2]), selected: "selected" in oa };
        });
        const chosen = options.find((o) => o.selected) ?? options.find((o) => o.value !== "") ?? options[0];
        fields.push({ name: a.name, type: "select", value: chosen?.value ?? "", required: "required" in a });
      } else {
        const type = (a.type ?? "text").toLowerCase();
        if (type === "submit" || type === "file" || type === "image" || type === "reset") continue;
        if ((type === "checkbox" || type === "radio") && !("checked" in a)) continue;
        fields.push({ name: a.name, type, value: a.value ?? (type === "checkbox" ? "on" : ""), required: "required" in a });
      }
    }
    forms.push({ action: form.action ?? null, fields, buttons });
  }
  return forms;
}

/** The first form with a field or button `intent` of this value (or one of these values). */
export function formWithIntent(forms, intents) {
  const wanted = [intents].flat();
  return forms.find((f) => [...f.fields, ...f.buttons].some((x) => x.name === "intent" && wanted.includes(x.value))) ?? null;
}

/**
 * The body a person sends: hidden and chosen values as they are, `text` in empty required text
 * fields (and empty text areas), the button `intent` when the form has no intent field.
 */
export function filledForm(form, { text = "A short answer written during the academy bench.", intent } = {}) {
  const body = new URLSearchParams();
  for (const f of form.fields) {
    const empty = f.value === "";
    const fill = empty && (f.type === "textarea" || (f.required && ["text", "email", "search", "url"].includes(f.type)));
    body.append(f.name, fill ? text : f.value);
  }
  const button = form.buttons.find((b) => (intent ? b.value === intent : true));
  if (button && !body.has(button.name)) body.append(button.name, button.value);
  return body;
}

/** Links on a page whose path matches `pattern` (first capture group kept when there is one), in order, without repeats. */
export function linksIn(html, pattern) {
  const out = [];
  for (const m of html.matchAll(/href="([^"#]+)[^"]*"/g)) {
    const href = decode(m[1]);
    if (pattern.test(href) && !out.includes(href)) out.push(href);
  }
  return out;
}

/**
 * One step's figures from its requests ({ page, cls, ms, error, write, refused }) over `seconds`:
 * requests per second, latency percentiles overall, per class and per page, errors (failed
 * requests: no answer, a timeout, a 5xx, an unexpected status), refusals (a write answered 4xx: a
 * slot someone else took) and the share of requests that wrote.
 */
export function stepFigures(records, seconds) {
  const group = (key) => {
    const groups = {};
    for (const r of records) (groups[r[key]] ??= []).push(r);
    return Object.fromEntries(
      Object.entries(groups)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, rs]) => [name, { ...latencySummary(rs.map((r) => r.ms)), errors: rs.filter((r) => r.error).length }]),
    );
  };
  const writes = records.filter((r) => r.write).length;
  return {
    requests: records.length,
    rps: records.length / seconds,
    ...latencySummary(records.map((r) => r.ms)),
    errors: records.filter((r) => r.error).length,
    errorKinds: records.filter((r) => r.error).reduce((kinds, r) => ({ ...kinds, [r.error]: (kinds[r.error] ?? 0) + 1 }), {}),
    refused: records.filter((r) => r.refused).length,
    writes,
    writeShare: records.length ? writes / records.length : 0,
    classes: group("cls"),
    pages: group("page"),
  };
}

/**
 * The most people the stack's CPU could serve if it had the machine to itself, from one step's
 * figures: requests per second are bound by the cores (app and Directus ms per request together)
 * and by each process' one JavaScript thread; people by their own requests per second. On a shared
 * machine this says what the stack would hold where the measured p95 says what it held that minute.
 */
export function cpuCeiling({ appMs, directusMs, requestsPerPerson, cores, appProcesses = 1, directusProcesses = 1 }) {
  if (!appMs || !directusMs || !requestsPerPerson) return null;
  const rps = Math.min((cores * 1000) / (appMs + directusMs), (appProcesses * 1000) / appMs, (directusProcesses * 1000) / directusMs);
  return Math.floor(rps / requestsPerPerson);
}

/**
 * Issue 52, item 5: the app's memory over a long run is flat when every sample of its last half
 * (RSS, in any unit) stays within `tolerance` of that half's first sample. A process still warming
 * up may grow in the first half; one that leaks grows in both.
 */
export function memoryFlat(samples, tolerance = 0.1) {
  const half = samples.slice(Math.floor(samples.length / 2));
  if (half.length < 2) return { ok: false, base: null, lowest: null, highest: null, growth: null };
  const base = half[0];
  const lowest = Math.min(...half);
  const highest = Math.max(...half);
  return {
    ok: highest <= base * (1 + tolerance) && lowest >= base * (1 - tolerance),
    base,
    lowest,
    highest,
    growth: (half[half.length - 1] - base) / base,
  };
}
