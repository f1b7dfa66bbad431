// The authorization matrix (issue 10): every route of app/routes.ts, each with its page or resource
// request (GET), its form post (POST), and the single-fetch requests a browser with JavaScript makes
// instead (GET and POST to `<path>.data`), as every kind of visitor: signed out, a learner, an
// editor, a content administrator and the Directus Administrator. One table says what each of them
// gets; a route the table does not list fails the test, so a new route is refused until someone has
// decided who may use it.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { appRoutes } from "../support/app-routes";
import {
  fill,
  matrix,
  outcomeFor,
  methods,
  prepareSamples,
  removeSamples,
  roleAccount,
  roles,
  type Entry,
  type Method,
  type Outcome,
  type Role,
} from "../support/authz-matrix";
import { testEnv } from "../support/env";
import { pool } from "../support/pool";
import { signInCookie } from "../support/sign-in";

/** The page's markup as its words read: React writes `'` as `&#x27;` (the streamed data, which once carried them verbatim, does not count). */
const shownText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** React Router's single-fetch URL: `/news` → `/news.data`, `/` → `/_.data` (index posts keep `?index`). */
function dataUrl(url: string) {
  const { pathname, search } = new URL(url, "http://x");
  return `${pathname === "/" ? "/_" : pathname}.data${search}`;
}

const sessions = {} as Record<Role, string>;

/**
 * A single-fetch answer turns a redirect into a 202 whose turbo-stream body says where to: a
 * loader's as `[["SingleFetchRedirect",1],{…}, …]`, an action's as `[{…},"redirect", …]`.
 */
function singleFetchRedirect(body: string): Outcome | null {
  let values: unknown[];
  try {
    values = JSON.parse(body) as unknown[];
  } catch {
    return null;
  }
  const index = Array.isArray(values[0]) && values[0][0] === "SingleFetchRedirect" ? 1 : 0;
  const keys = values[index];
  if (!keys || typeof keys !== "object") return null;
  const fields = Object.fromEntries(
    Object.entries(keys as Record<string, number>).map(([key, value]) => [values[Number(key.slice(1))], values[value]]),
  );
  return typeof fields.redirect === "string" ? `${Number(fields.status)} → ${fields.redirect}` : null;
}

/** The URL a method of an entry is sent to. */
function urlOf(method: Method, entry: Entry) {
  const isPost = method.startsWith("POST");
  const base = fill(isPost ? (entry.postUrl ?? entry.url) : entry.url);
  // A form in an index route posts to `/?index` (DESIGN.md).
  const page = isPost && base === "/" ? "/?index" : base;
  return method.endsWith(".data") ? dataUrl(page) : page;
}

/**
 * Sign-ins one at a time: Directus hashes each password (argon2), and several at once on a busy
 * machine pass the app's 10 s timeout for a Directus call.
 */
let signIns: Promise<unknown> = Promise.resolve();
function signInOneAtATime(account: { email: string; password: string }) {
  const next = signIns.then(() => signInCookie(account));
  signIns = next.catch(() => {});
  return next;
}

/** An outcome, or what was wrong with the page's body (issue 31: the body marker). */
async function outcomeOf(method: Method, entry: Entry, role: Role): Promise<Outcome | string> {
  const isPost = method.startsWith("POST");
  const url = urlOf(method, entry);
  const session = isPost && entry.ownSession && role !== "anonymous" ? await signInOneAtATime(accounts[roleAccount[role]]) : sessions[role];
  const response = await fetch(`${testEnv.appUrl}${url}`, {
    method: isPost ? "POST" : "GET",
    redirect: "manual",
    headers: {
      Cookie: ["lng=en", session].filter(Boolean).join("; "),
      ...(isPost ? { Origin: testEnv.appUrl, "Content-Type": "application/x-www-form-urlencoded" } : {}),
    },
    body: isPost ? new URLSearchParams(entry.form ?? {}) : undefined,
  });
  const body = await response.text();
  if (response.status === 202 && method.endsWith(".data")) return singleFetchRedirect(body) ?? 202;
  const isPage = method === "GET" && response.headers.get("Content-Type")?.startsWith("text/html");
  // A refusal says so on the page; a page shown says what it is (a 200 that is an error page fails here).
  if (isPage && response.status === 403 && !body.includes(">403<")) return "403 without the refusal's words";
  if (isPage && response.status === 200 && entry.marker && !shownText(body).includes(fill(entry.marker)))
    return `200 without "${entry.marker}"`;
  const location = response.headers.get("Location");
  return location && response.status >= 300 && response.status < 400 ? `${response.status} → ${location}` : response.status;
}

beforeAll(async () => {
  await prepareSamples();
  sessions.anonymous = "";
  for (const role of Object.keys(roleAccount) as (keyof typeof roleAccount)[])
    sessions[role] = await signInCookie(accounts[roleAccount[role]]);
});

afterAll(removeSamples);

describe("authorization matrix", () => {
  test("lists every route of app/routes.ts, and only those", () => {
    const patterns = new Set(appRoutes().map((route) => route.pattern));
    const listed = new Set(Object.keys(matrix).map((key) => key.split(" · ")[0]));
    const unlisted = [...patterns].filter((pattern) => !listed.has(pattern));
    expect(unlisted, "add these routes to the matrix in tests/integration/authz-matrix.test.ts").toEqual([]);
    expect(
      [...listed].filter((pattern) => !patterns.has(pattern)),
      "these routes are gone: remove them from the matrix",
    ).toEqual([]);
    for (const pattern of patterns) {
      expect(Object.keys(matrix[pattern]?.expect ?? {}).sort(), `${pattern}: give every method its expected outcomes`).toEqual(
        [...methods].sort(),
      );
    }
  });

  test("PUT and DELETE reach no route, whoever sends them (405)", async () => {
    const urls = [...new Set(Object.values(matrix).map((entry) => fill(entry.postUrl ?? entry.url)))];
    const cases = urls.flatMap((url) => ["PUT", "DELETE"].flatMap((method) => roles.map((role) => ({ url, method, role }))));
    const observed = await pool(
      cases.map(({ url, method, role }) => async () => {
        const response = await fetch(`${testEnv.appUrl}${url}`, {
          method,
          redirect: "manual",
          headers: { Cookie: ["lng=en", sessions[role]].filter(Boolean).join("; "), Origin: testEnv.appUrl },
          body: new URLSearchParams({ intent: "delete", id: "1" }),
        });
        await response.arrayBuffer();
        return `${response.status} ${response.headers.get("Allow")}`;
      }),
      6,
    );
    const wrong = cases.flatMap((c, i) =>
      observed[i] === "405 GET, HEAD, POST" ? [] : [`${c.method} ${c.url} as ${c.role}: ${observed[i]}`],
    );
    expect(wrong).toEqual([]);
  });

  test("every role gets what the matrix says from every route, for every method", async () => {
    const cases = Object.entries(matrix).flatMap(([pattern, entry]) =>
      methods.flatMap((method) => {
        const byRole = entry.expect[method];
        return byRole ? roles.map((role) => ({ pattern, entry, method, role, expected: fill(String(outcomeFor(byRole, role))) })) : [];
      }),
    );
    const observed = await pool(
      cases.map((c) => () => outcomeOf(c.method, c.entry, c.role).then((outcome) => String(outcome))),
      6,
    );
    const routes = new Set(Object.keys(matrix).map((key) => key.split(" · ")[0])).size;
    console.log(
      `authorization matrix: ${routes} routes (${Object.keys(matrix).length} samples) × ${roles.length} roles × ${methods.length} methods → ${cases.length} requests`,
    );
    const wrong = cases.flatMap((c, i) =>
      observed[i] === c.expected
        ? []
        : [
            `${c.method.padEnd(10)} ${urlOf(c.method, c.entry).padEnd(52)} as ${c.role.padEnd(12)} expected ${c.expected}, got ${observed[i]}`,
          ],
    );
    expect(wrong).toEqual([]);
    // About 6,000 requests, six at a time: 40–90 s on this machine, over 180 s when other test runs
    // share it; the run must not fail for being slow when the machine is busy (it asserts outcomes,
    // never times).
  }, 420_000);
});
