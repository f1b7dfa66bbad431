// The academy day's virtual people (issue 52, item 1). Each signs in once through the app's own
// sign-in form (a fresh session of their own), then follows their role's usual path with think
// times, posting the pages' own forms as a browser without JavaScript does (about one request in
// twenty writes). Every request is recorded with its page, its class and its time.
import { filledForm, formWithIntent, linksIn, postFormsIn } from "./figures.mjs";

/** A write every this many requests of a person who writes: with the visitors' reads, about 1 in 20 of all. */
const WRITE_EVERY = 14;
const TIMEOUT_MS = 10_000;

/**
 * A role's usual path, in order, again and again. `path` is a page, or a link of the previous page
 * (`link`: its path's pattern; the step is skipped when there is none); `writes`: the intents of the
 * forms the person may post there; `fill`: values they type into fields that start empty.
 */
export const paths = {
  visitor: [
    { page: "/", path: "/" },
    { page: "/news", path: "/news" },
    { page: "/post/:slug", link: /^\/post\/[^/?]+$/ },
    { page: "/partner", path: "/partner" },
  ],
  learner: [
    { page: "learner dashboard", path: "/student/portal/dashboard", writes: ["done", "read"] },
    { page: "learner projects", path: "/student/portal/learning/projects", writes: ["hand-in"] },
    { page: "learner internships", path: "/student/portal/market/internships", writes: ["apply"] },
    { page: "learner job", link: /^\/student\/portal\/market\/internships\/\d+$/, writes: ["apply"] },
    { page: "learner mentor", path: "/student/portal/mentor/1:1", writes: ["book", "cancel"] },
    { page: "learner notifications", path: "/student/portal/notifications", writes: ["read"] },
  ],
  teacher: [
    { page: "faculty dashboard", path: "/teacher/portal", writes: ["grade"] },
    { page: "faculty grading", path: "/teacher/portal/grading", writes: ["grade"] },
    { page: "faculty item", link: /^\/teacher\/portal\/grading\/items\/\d+$/ },
    { page: "faculty hand-in", link: /^\/teacher\/portal\/grading\/items\/\d+\/hand-ins\/[^/]+$/, writes: ["grade"] },
    { page: "faculty schedule", path: "/teacher/portal/schedule" },
    { page: "faculty notifications", path: "/teacher/portal/notifications", writes: ["read"] },
  ],
  partner: [
    { page: "partner dashboard", path: "/partner/portal/dashboard" },
    { page: "partner jobs", path: "/partner/portal/talent-pipeline/jobs" },
    { page: "partner job shortlist", link: /^\/partner\/portal\/talent-pipeline\/jobs\/\d+\/shortlist$/, writes: ["shortlist"] },
    { page: "partner shortlist", path: "/partner/portal/talent-pipeline/shortlist" },
    { page: "partner applications", path: "/partner/portal/talent-pipeline/offers" },
    { page: "partner notifications", path: "/partner/portal/notifications", writes: ["read"] },
  ],
  editor: [
    { page: "staff home", path: "/staff" },
    { page: "/news as an editor", path: "/news" },
    { page: "/media", path: "/media" },
    { page: "/edit-post", path: (person) => `/edit-post/${encodeURIComponent(person.account.post)}`, writes: ["save"] },
  ],
};

/** Values a person types into a form's empty fields, by field name. */
const typed = {
  grade: () => String(5 + Math.floor(Math.random() * 6)),
};

const pick = (list) => list[Math.floor(Math.random() * list.length)];

const sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/** The cookies a browser keeps for the app: set by answers, sent with every request. */
class CookieJar {
  #cookies = new Map([["lng", "en"]]);
  header() {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  take(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (gone || value === "") this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
}

/**
 * One virtual person. `record` receives every request: { at, page, cls, ms, status, error, write, refused }.
 */
export class Person {
  constructor({ role, account, appUrl, record, thinkMs }) {
    Object.assign(this, { role, account, appUrl, record, thinkMs });
    this.jar = new CookieJar();
    this.stopping = new AbortController();
    this.sinceWrite = Math.floor(Math.random() * WRITE_EVERY); // not every person writes at once
    this.done = null;
  }

  /** Starts the person after `delayMs` (a step's ramp); `stop()` ends them after their current request. */
  start(delayMs) {
    this.done = (async () => {
      await sleep(delayMs, this.stopping.signal);
      if (this.role !== "visitor" && !(await this.signIn())) return;
      let html = "";
      const steps = paths[this.role];
      for (let i = Math.floor(Math.random() * steps.length); !this.stopping.signal.aborted; i = (i + 1) % steps.length) {
        const step = steps[i];
        const path = step.link ? pick(linksIn(html, step.link)) : typeof step.path === "function" ? step.path(this) : step.path;
        if (!path) continue;
        const page = await this.get(path, step.page);
        if (page.html === null) {
          await sleep(this.think(), this.stopping.signal);
          continue;
        }
        html = page.html;
        if (step.writes && ++this.sinceWrite >= WRITE_EVERY) {
          const form = formWithIntent(postFormsIn(html), step.writes);
          if (form) {
            await sleep(this.think(), this.stopping.signal);
            if (this.stopping.signal.aborted) break;
            await this.write(form, path, step);
            this.sinceWrite = 0;
          }
        }
        await sleep(this.think(), this.stopping.signal);
      }
    })();
    return this;
  }

  stop() {
    this.stopping.abort();
    return this.done;
  }

  think() {
    return this.thinkMs * (0.5 + Math.random());
  }

  get cls() {
    return this.role === "visitor" ? "public" : this.role;
  }

  /** One request, timed to its last byte; never throws (a failure is recorded). */
  async send(method, path, { body, page, cls = this.cls, write = false, expect = [200] } = {}) {
    const started = performance.now();
    const at = Date.now();
    try {
      const r = await fetch(this.appUrl + path, {
        method,
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: {
          accept: "text/html,application/xhtml+xml",
          "accept-encoding": "gzip, br",
          cookie: this.jar.header(),
          ...(body ? { "content-type": "application/x-www-form-urlencoded", origin: this.appUrl } : {}),
        },
        body,
      });
      const html = await r.text();
      this.jar.take(r);
      const ms = performance.now() - started;
      const refused = write && r.status >= 400 && r.status < 500;
      const error = !refused && !expect.includes(r.status) ? `HTTP ${r.status}` : null;
      this.record({ at, page, cls, ms, status: r.status, error, write, refused });
      return { status: r.status, html: error ? null : html, location: r.headers.get("location") };
    } catch (e) {
      this.record({ at, page, cls, ms: performance.now() - started, status: 0, error: e.cause?.code ?? e.name, write, refused: false });
      return { status: 0, html: null, location: null };
    }
  }

  get(path, page) {
    return this.send("GET", path, { page });
  }

  /** The sign-in page, its stylesheet (a returning reader links it, ADR 023), then the form: a session of their own. */
  async signIn() {
    const login = await this.send("GET", "/login", { page: "/login", cls: "sign-in" });
    const stylesheet = login.html && /href="(\/seed-css\/[^"]+)"/.exec(login.html)?.[1];
    if (stylesheet) await this.send("GET", stylesheet, { page: "stylesheet", cls: "sign-in" });
    const body = new URLSearchParams({ email: this.account.email, password: this.account.password, redirectTo: "" });
    const answer = await this.send("POST", "/login", { body, page: "sign-in", cls: "sign-in", expect: [302, 303] });
    return answer.status === 302 || answer.status === 303;
  }

  /** Posts a page's form as the browser would, then follows the answer's redirect (post-redirect-get). */
  async write(form, path, step) {
    const body = filledForm(form);
    for (const [name, value] of body) if (value === "" && typed[name]) body.set(name, typed[name]());
    const answer = await this.send("POST", form.action ?? path, {
      body,
      page: `${step.page} (post ${body.get("intent")})`,
      cls: "write",
      write: true,
      expect: [200, 302, 303],
    });
    if ((answer.status === 302 || answer.status === 303) && answer.location?.startsWith("/"))
      await this.get(answer.location, `${step.page} (after a post)`);
  }
}
