// Each page carries only the words it needs (ADR 007): a public page never carries the staff's (or
// any portal's), an account page carries the account words its form shows in the browser, and the
// words a page sends in Vietnamese stay within the issue's budget. The translations are read the
// way the browser reads them: from the loader data streamed in the page's HTML, and weighed as the
// bytes they take there (React Router's script escapes each quote of that data once more).
import fs from "node:fs";
import path from "node:path";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { signInCookie } from "../support/sign-in";
import { swapQuotes } from "~/features/i18n/translations";

type Page = { status: number; html: string; namespaces: Set<string>; bytes: number };

/**
 * The bytes the translations take in the page: every entry of the streamed data (React Router's
 * flat turbo-stream list) reachable from a `translations` value (one JSON text; entries reached
 * through objects are counted too), as written in the HTML's script (a JSON string inside a
 * JavaScript string, so each `"` costs two bytes, and one inside the text four), plus its comma.
 */
function bytesInPage(literals: string[]): number {
  const values = JSON.parse(
    literals
      .map((l) => JSON.parse(l) as string)
      .join("")
      .split("\n")[0],
  ) as unknown[];
  const keyName = (key: string) => values[Number(key.slice(1))];
  const reached = new Set<number>();
  const reach = (index: number) => {
    if (index < 0 || reached.has(index)) return;
    reached.add(index);
    const value = values[index];
    if (Array.isArray(value)) value.forEach((v) => typeof v === "number" && reach(v));
    else if (value && typeof value === "object")
      for (const [key, v] of Object.entries(value)) {
        reach(Number(key.slice(1)));
        reach(v as number);
      }
  };
  for (const value of values) {
    if (!value || typeof value !== "object" || Array.isArray(value)) continue;
    for (const [key, v] of Object.entries(value)) if (keyName(key) === "translations") reach(v as number);
  }
  let bytes = 0;
  for (const index of reached) bytes += Buffer.byteLength(JSON.stringify(JSON.stringify(values[index]))) - 2 + 1;
  return bytes;
}

/** The page as a visitor gets it in Vietnamese, with the translations its streamed data carries. */
async function visit(pathname: string, cookie = ""): Promise<Page> {
  const response = await fetch(`${testEnv.appUrl}${pathname}`, {
    headers: { Cookie: `lng=vi${cookie ? `; ${cookie}` : ""}` },
    redirect: "manual",
  });
  const html = await response.text();
  const literals = [...html.matchAll(/streamController\.enqueue\((".*?")\);/gs)].map((m) => m[1]);
  const payload = literals.map((l) => JSON.parse(l) as string).join("");
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(payload));
      controller.close();
    },
  });
  const { value } = await decodeViaTurboStream(body, globalThis);
  const { loaderData = {}, errors = {} } = value as { loaderData?: Record<string, unknown>; errors?: Record<string, { data?: unknown }> };
  const namespaces = new Set<string>();
  // A route's loader data, or the data of an error a route threw, may carry `translations`.
  for (const data of [...Object.values(loaderData), ...Object.values(errors ?? {}).map((e) => e?.data)]) {
    // One JSON text of bundles by namespace, its quotes swapped (translationsFor).
    const translations = (data as { translations?: string } | null)?.translations;
    for (const ns of Object.keys(translations ? (JSON.parse(swapQuotes(translations)) as object) : {})) namespaces.add(ns);
  }
  return { status: response.status, html, namespaces, bytes: literals.length ? bytesInPage(literals) : 0 };
}

// The staff's and the portals' own sentences (long enough to be theirs alone, in no public namespace).
const localesDir = path.resolve(import.meta.dirname, "../../locales/vi");
const stringsOf = (node: unknown): string[] => (typeof node === "string" ? [node] : Object.values(node as object).flatMap(stringsOf));
const read = (file: string) => stringsOf(JSON.parse(fs.readFileSync(path.join(localesDir, file), "utf8")));
const privateFiles = fs.readdirSync(localesDir).filter((f) => f === "staff.json" || f === "media.json" || f.startsWith("portal"));
const publicText = fs
  .readdirSync(localesDir)
  .filter((f) => !privateFiles.includes(f))
  .flatMap(read)
  .join("\n");
const staffSentences = privateFiles.flatMap(read).filter((s) => s.length >= 12 && !/["'&<>\\]/.test(s) && !publicText.includes(s));

const areaOnly = (ns: string) => ns === "staff" || ns === "media" || ns.startsWith("portal");
let postPath = "/post/missing";

beforeAll(async () => {
  const [post] = await directusAdmin<{ slug: string }[]>("GET", "/items/seed_post_meta?limit=1&fields=slug&filter[status][_eq]=published");
  postPath = `/post/${post.slug}`;
});

describe("translations per area", () => {
  test("the staff words exist to look for", () => {
    expect(staffSentences.length).toBeGreaterThan(3);
  });

  test("no public page carries a staff or portal word, signed out or signed in as a learner", async () => {
    const learner = await signInCookie(accounts.learner);
    const pages = [
      "/",
      "/news",
      postPath,
      "/post/no-such-post",
      "/partner",
      "/privacy",
      "/terms",
      "/newsletter",
      "/no-such-page",
      "/login",
      "/register",
      "/forgot-password",
      "/reset-password",
      "/verify-email",
    ];
    for (const cookie of ["", learner]) {
      for (const pathname of pages) {
        const page = await visit(pathname, cookie);
        expect([...page.namespaces].filter(areaOnly), `${pathname} ${cookie ? "(learner)" : ""}`).toEqual([]);
        expect(
          staffSentences.filter((s) => page.html.includes(s)),
          pathname,
        ).toEqual([]);
      }
    }
  });

  test("site pages carry their own words and no account words; account pages carry the account words and no site page's", async () => {
    const site: Record<string, string> = {
      "/": "landing",
      "/news": "news",
      [postPath]: "post",
      "/partner": "partner",
      "/privacy": "legal",
      "/terms": "legal",
    };
    for (const [pathname, own] of Object.entries(site)) {
      const page = await visit(pathname);
      expect(page.status, pathname).toBe(200);
      expect(page.namespaces, pathname).toContain(own);
      expect(page.namespaces, pathname).not.toContain("auth");
    }
    for (const pathname of ["/login", "/register", "/forgot-password", "/reset-password", "/verify-email"]) {
      const page = await visit(pathname);
      expect(page.namespaces, pathname).toContain("auth");
      for (const other of ["landing", "news", "partner", "legal"]) expect(page.namespaces, pathname).not.toContain(other);
    }
  });

  test("the sign-in page carries the validation messages its form shows in the browser", async () => {
    const { html } = await visit("/login");
    const validation = JSON.parse(fs.readFileSync(path.join(localesDir, "auth.json"), "utf8")).validation as { emailInvalid: string };
    expect(html).toContain(validation.emailInvalid);
  });

  test("a staff page carries the staff words; a learner refused at its door gets the 403 page's words and no staff word", async () => {
    const staff = await visit("/staff/requests", await signInCookie(accounts.contentAdmin));
    expect(staff.status).toBe(200);
    expect(staff.namespaces).toContain("staff");
    const refused = await visit("/staff/requests", await signInCookie(accounts.learner));
    expect(refused.status).toBe(403);
    expect(refused.namespaces).toContain("auth");
    expect(refused.namespaces).not.toContain("staff");
    expect(staffSentences.filter((s) => refused.html.includes(s))).toEqual([]);
  });

  test("the learner portal carries the portal words; anyone else refused at its door gets none", async () => {
    const portal = await visit("/student/portal/dashboard", await signInCookie(accounts.learner));
    expect(portal.status).toBe(200);
    expect(portal.namespaces).toContain("portal");
    expect(portal.namespaces).not.toContain("staff");
    const refused = await visit("/student/portal/dashboard", await signInCookie(accounts.editor));
    expect(refused.status).toBe(403);
    expect(refused.namespaces).not.toContain("portal");
    expect(staffSentences.filter((s) => refused.html.includes(s))).toEqual([]);
  });

  test("in Vietnamese, /login carries at most 8 kB of translations in its HTML and / at most 14 kB", async () => {
    const login = await visit("/login");
    const home = await visit("/");
    // The measure sees what it weighs: the landing words are there, escaped as in the page.
    expect(home.bytes).toBeGreaterThan(10_000);
    expect(login.bytes).toBeLessThanOrEqual(8_000);
    expect(home.bytes).toBeLessThanOrEqual(14_000);
  });

  test("a form's answers and a list's notes stay on the server: the page carries none of them", async () => {
    const replies = (file: string) => stringsOf(JSON.parse(fs.readFileSync(path.join(localesDir, file), "utf8")).replies);
    const answers = [...replies("landing.json"), ...replies("site.json")].filter((s) => !s.includes("{{"));
    expect(answers.length).toBeGreaterThan(5);
    const { html } = await visit("/");
    expect(answers.filter((s) => html.includes(s))).toEqual([]);
  });
});
