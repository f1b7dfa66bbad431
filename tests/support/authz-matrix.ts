// The authorization matrix (issue 10) as data: every route of app/routes.ts with a sample URL and
// what each kind of visitor gets from it, by method. tests/integration/authz-matrix.test.ts sends
// every request it lists; tests/e2e/a11y-matrix.spec.ts runs axe on every page it says some role
// may see (issue 55) and opens each on a phone as every role that may see it (issue 56). The samples a URL names in braces (`{partnerJob}`) exist once
// `prepareSamples()` has made them; `fill` puts them in.
import { randomUUID } from "node:crypto";
import { accounts, type AccountName } from "./accounts";
import { directusAdmin, testEnv } from "./env";
import { deleteFiles, tinyPng, uploadFile } from "./files";
import { createTestPost, deleteTestPosts } from "./posts";

export const roles = ["anonymous", "learner", "faculty", "editor", "contentAdmin", "admin", "partner"] as const;
export type Role = (typeof roles)[number];
export const methods = ["GET", "GET .data", "POST", "POST .data"] as const;
export type Method = (typeof methods)[number];

/** A status, or a redirect as `"302 → /where"` (for `.data` requests: the redirect React Router encodes in its 202). */
export type Outcome = number | `${number} → ${string}`;
/** `partner` (issue 30), when not given, gets what `faculty` gets: another portal's person, no staff rights. */
export type ByRole = Record<Exclude<Role, "partner">, Outcome> & { partner?: Outcome };

export interface Entry {
  /** The sample URL for this pattern (placeholders in braces: `fill`, once `prepareSamples` has made them). */
  url: string;
  /** Where the posts go, when not to `url` (e.g. a delete aimed at a post that does not exist). */
  postUrl?: string;
  /** The form body of the posts: harmless on purpose (no real post deleted, no mail sent). */
  form?: Record<string, string>;
  /** Posts with a session of their own (signing out would end the session the other requests share). */
  ownSession?: boolean;
  /**
   * Text the page's body holds when it is really shown (issue 31: a status alone could be an error
   * page answered with 200): checked on every GET answered 200 with a page.
   */
  marker?: string;
  expect: Partial<Record<Method, ByRole>>;
}

const all = (outcome: Outcome): ByRole => ({
  anonymous: outcome,
  learner: outcome,
  faculty: outcome,
  editor: outcome,
  contentAdmin: outcome,
  admin: outcome,
  partner: outcome,
});
/** Where a signed-out visitor is sent; a sample's placeholder (`{partnerJob}`) stays as it is, to be filled when the test runs. */
const signIn = (from: string): Outcome =>
  `302 → /login?redirectTo=${from
    .split(/(\{\w+\})/)
    .map((part) => (part.startsWith("{") ? part : encodeURIComponent(part)))
    .join("")}`;
/** A guarded URL: signed out → sign in (back to `from`); every signed-in role 403 but those `allowed` names. */
const onlyFor = (from: string, allowed: Partial<ByRole>): ByRole => ({
  anonymous: signIn(from),
  learner: 403,
  faculty: 403,
  editor: 403,
  contentAdmin: 403,
  admin: 403,
  partner: 403,
  ...allowed,
});
/** The content administrators (seed-admin and the Directus Administrator) get `outcome`. */
const admins = (outcome: Outcome): Partial<ByRole> => ({ contentAdmin: outcome, admin: outcome });
/** The post editors (seed-edit-post and the Directus Administrator) get `outcome`. */
const editors = (outcome: Outcome): Partial<ByRole> => ({ editor: outcome, admin: outcome });
/** The teachers (the faculty portal's accounts) get `outcome`. */
const teachers = (outcome: Outcome): Partial<ByRole> => ({ faculty: outcome });
/** Every staff role (editors and both kinds of administrator) gets `outcome`. */
const staff = (outcome: Outcome): Partial<ByRole> => ({ editor: outcome, contentAdmin: outcome, admin: outcome });
/** A guarded page (`url`, its posts to `postUrl` when given): who may GET it with what status, who may post with what; everyone else as `onlyFor` says. */
function guardedPage(url: string, get: Partial<ByRole>, post: Partial<ByRole>, more: Omit<Entry, "url" | "expect"> = {}): Entry {
  return { url, ...more, expect: both(onlyFor(url, get), onlyFor(more.postUrl ?? url, post)) };
}
/** A second sample of a guarded route's action: only its posts of `form`, who may post with what; everyone else as `onlyFor` says. */
function guardedPost(url: string, post: Partial<ByRole>, form: Record<string, string>): Entry {
  return { url, form, expect: postsOnly(onlyFor(url, post)) };
}
/** The same for the page and its `.data` request (React Router answers both from the same loader / action). */
const both = (get: ByRole, post: ByRole): Entry["expect"] => ({ GET: get, "GET .data": get, POST: post, "POST .data": post });
/** Only the posts (the page and its `.data` request): a second sample of a route's action. */
const postsOnly = (post: ByRole): Entry["expect"] => ({ POST: post, "POST .data": post });
/** No action: React Router refuses a post with 405. */
const readOnly = (get: ByRole): Entry["expect"] => both(get, all(405));

const missingPost = `attack-matrix-no-such-post-${randomUUID().slice(0, 8)}`;
export const samples = {
  published: `attack-matrix-published-${randomUUID().slice(0, 8)}`,
  draft: `attack-matrix-draft-${randomUUID().slice(0, 8)}`,
  mediaId: "",
  privateMediaId: "",
  /** A job of the partner's company (issue 30). */
  partnerJob: "",
  /** The stylesheet file's name, as a page links it (ADR 023). */
  stylesheet: "",
  /** A learner's help ticket as /staff/tickets names it (`learner-<id>`, issue 47). */
  ticket: "",
  /** The draft's id (the admin page's post dialogs, issue 46). */
  draftId: "",
  /** A grading item of the sample teacher's class, and the sample learner in it (issue 49). */
  gradingItem: "",
  learner: "",
  /** A partner's approved brief and the sample learner's project made from it for that class (issue 49, item 4). */
  brief: "",
  project: "",
  /** The sample teacher's class and its course (issue 50): both have dependents, so a delete posted to them is refused. */
  course: "",
  klass: "",
  /** The sample teacher's class's cohort (issue 50, /staff/cohorts): classes are taught to it, so a delete posted to it is refused. */
  cohort: "",
  /** A partner company with members and rows (issue 50, /staff/companies): a delete posted to it is refused. */
  company: "",
  /** The sample company's plan (issue 50, /staff/plans): companies are on it, so a delete posted to it is refused. */
  plan: "",
  /** One of the sample company's invoices (issue 50): /staff/invoices and the partner's page to print it. */
  invoice: "",
  /** A resource and a question of the learners' FAQ (issue 50, /staff/resources and /staff/faq). */
  resource: "",
  faq: "",
  /** A session of the sample teacher's schedule (its edit dialog, issue 46): an empty post to it changes nothing. */
  scheduleRow: "",
};

/** A learner portal page: learners 200 (a post without a form: 400), every other role 403, signed out → sign in. */
function learnerPortalPage(path: string, marker: string, learnerPost: Outcome = 400): Record<string, Entry> {
  return { [path]: guardedPage(path, { learner: 200 }, { learner: learnerPost }, { marker }) };
}

/** A partner portal page: partners 200 (a post without an intent: 400, or 405 without a form), every other role 403. */
/**
 * A table of the academy's structure under /staff (issue 50), content administrators only: its list
 * (no action: 405), New and a row's Edit on the sample row (an empty form: 400), and the sample's
 * Delete: refused with words (409) when the sample has dependents, else the delete is posted to a row
 * that does not exist (404), so the sample stays.
 */
function structureTable(
  table: string,
  sample: keyof typeof samples,
  { title, noun, sampleInUse }: { title: string; noun: string; sampleInUse: boolean },
): Record<string, Entry> {
  const list = `/staff/${table}`;
  const row = `${list}/{${sample}}`;
  return {
    [list]: guardedPage(list, admins(200), staff(405), { marker: `>${title}</h1>` }),
    [`${list}/new`]: guardedPage(`${list}/new`, admins(200), admins(400), { marker: `>New ${noun}</h2>` }),
    [`${list}/:id/edit`]: guardedPage(`${row}/edit`, admins(200), admins(400), { marker: `Save ${noun}` }),
    [`${list}/:id/delete`]: sampleInUse
      ? guardedPage(`${row}/delete`, admins(200), admins(409), { marker: "so it cannot be deleted" })
      : guardedPage(`${row}/delete`, admins(200), admins(404), { marker: `Delete ${noun}`, postUrl: `${list}/999999999/delete` }),
  };
}

function partnerPortalPage(pattern: string, marker: string, partnerPost: Outcome = 400, url = pattern): Record<string, Entry> {
  return { [pattern]: guardedPage(url, { partner: 200 }, { partner: partnerPost }, { marker }) };
}
/** The partner portal's section pages (a module each, with the forms some of them have), each with text its page shows. */
const partnerSectionPages: [string, string][] = [
  ["talent-pipeline", "Open jobs"],
  ["talent-pipeline/interviews/kit", "E-commerce operations associate · Rubric"],
  ["co-design", "Skills asked for"],
  ["co-design/skill-matrix", "analytics"],
  ["co-design/curriculum", "Module 1"],
  ["co-design/briefs", "Marketplace launch brief"],
  ["mentoring", "Office hours"],
  ["mentoring/calendar", "Your company's office hours"],
  ["mentoring/schedule", "Office hours your mentors have opened"],
  ["mentoring/feedback", "Your feedback on the projects learners brought to your office hours"],
  ["brand-partnership", "Brand assets"],
  ["brand-partnership/events", "Lotus Commerce career day"],
  ["brand-partnership/assets", "Brand guideline 2026"],
  ["billing-contracts", "ENTERPRISE"],
  ["billing-contracts/invoices", "LC-2026-002"],
  ["billing-contracts/plans", "GROWTH"],
  ["security-compliance", "SLA compliance per job"],
  ["security-compliance/roles", "Hiring manager"],
  ["security-compliance/audit-log", "company.created"],
  ["settings", "Lotus Commerce"],
  ["settings/members", "Linh Đặng"],
  ["settings/integrations", "Greenhouse"],
  ["settings/notifications", "Your notifications by email"],
  ["help", "Response within 4 hours"],
  ["help/faq", "Who can post a job?"],
  ["help/ticket", "Your tickets"],
];
/** A partner section form its member roles own: the sample partner (a HIRING_MANAGER) owns none of these, so 403 like everyone else. */
function partnerOwnedForm(path: string, form: Record<string, string>): Record<string, Entry> {
  return partnerForm(path, form, 403);
}
/**
 * A partner form (issue 30) posted to `/partner/portal/<path>`, the page that has it, under the route
 * `pattern`: the sample partner (a HIRING_MANAGER) gets `partnerPost`, everyone else as `onlyFor` says.
 * Its body is harmless even where the member role may use the form: a row that does not exist (404)
 * or a required field left empty (400).
 */
function partnerForm(
  path: string,
  form: Record<string, string>,
  partnerPost: Outcome,
  pattern = `/partner/portal/${path}`,
): Record<string, Entry> {
  const url = `/partner/portal/${path}`;
  return { [`${pattern} · ${path} ${form.intent}`]: guardedPost(url, { partner: partnerPost }, form) };
}
/** A job form's fields, valid but for what a sample changes. */
const partnerJobForm = { location: "HYBRID", priority: "none", slaDays: "2", slaRounds: "1" };

/**
 * Route pattern (as app/routes.ts declares it, with a leading slash) → method → role → outcome.
 * A second sample of one pattern is listed as `"<pattern> · <what>"` and may check fewer methods.
 */
export const matrix: Record<string, Entry> = {
  // Resource routes.
  "/logout": {
    url: "/logout",
    ownSession: true,
    expect: both(all("302 → /login"), all("302 → /")),
  },
  "/set-language": { url: "/set-language", expect: both(all("302 → /"), all("302 → /")) },
  // A published post's cover: anybody's (issue 10 §9).
  "/media/:id": { url: "/media/{mediaId}", expect: readOnly(all(200)) },
  // A file uploaded in Directus outside the public folder: only roles whose own token may read files.
  "/media/:id · private file": {
    url: "/media/{privateMediaId}",
    expect: { GET: { anonymous: 404, learner: 404, faculty: 404, editor: 200, contentAdmin: 200, admin: 200 } },
  },
  "/healthz": { url: "/healthz", expect: readOnly(all(200)) },
  // The stylesheet file (ADR 023): anybody's; any other name is a 404.
  "/seed-css/:file": { url: "/seed-css/{stylesheet}", expect: readOnly(all(200)) },
  "/seed-css/:file · another name": { url: "/seed-css/000000000000.css", expect: readOnly(all(404)) },
  // Uploads for the media library (issue 28): POST only (a GET is 405 for anyone); editors and both
  // kinds of administrator; a post that is not multipart is a 400 that says so.
  "/upload": {
    url: "/upload",
    expect: {
      GET: all(405),
      "GET .data": all(405),
      POST: onlyFor("/upload", staff(400)),
      "POST .data": onlyFor("/upload", staff(400)),
    },
  },
  "/blog/:slug": { url: "/blog/{published}", expect: readOnly(all("301 → /post/{published}")) },
  "/portal": {
    url: "/portal",
    expect: readOnly({
      anonymous: signIn("/portal"),
      learner: "302 → /student/portal/dashboard",
      faculty: "302 → /teacher/portal",
      partner: "302 → /partner/portal/dashboard",
      editor: "302 → /staff",
      contentAdmin: "302 → /a-7f3c91e2",
      admin: "302 → /a-7f3c91e2",
    }),
  },

  // Accounts: open to everyone; an empty form is a validation error.
  "/login": { url: "/login", expect: both(all(200), all(400)) },
  "/register": { url: "/register", expect: both(all(200), all(400)) },
  // Its Sign in button posts: the sign-in page's words go as the flash (issue 46, item 4).
  "/verify-email": { url: "/verify-email", expect: both(all(400), all("303 → /login")) },
  "/forgot-password": { url: "/forgot-password", expect: both(all(200), all(400)) },
  "/reset-password": { url: "/reset-password", expect: both(all(200), all(400)) },
  "/set-password": { url: "/set-password", expect: both(all(200), all(400)) },

  // Where staff start (issue 47): editors and content administrators; read-only (no action: 405).
  "/staff": guardedPage("/staff", staff(200), staff(405), { marker: ">Staff tools</h1>" }),
  // Staff: content administrators only (the layout lets editors in, the page's loader and action do not).
  "/staff/requests": guardedPage("/staff/requests", admins(200), admins(404), {
    marker: ">Cooperation requests</h1>",
    form: { intent: "resend", id: "999999999" },
  }),
  // A request's delete (a child route, ADR 055): one that does not exist is a 404 page and a 404 post.
  "/staff/requests/:id/delete": guardedPage("/staff/requests/999999999/delete", admins(404), admins(404)),

  // Help tickets (issue 47): content administrators only (the layout lets editors in, the pages'
  // loaders and the ticket's action do not). The list has no action; an empty answer is refused (400).
  "/staff/tickets": guardedPage("/staff/tickets", admins(200), staff(405), { marker: ">Help tickets</h1>" }),
  "/staff/tickets/:id": guardedPage("/staff/tickets/{ticket}", admins(200), admins(400), {
    marker: "Attack matrix: a ticket",
    form: { intent: "answer", answer: "" },
  }),
  "/staff/tickets/:id · a ticket that does not exist": guardedPage("/staff/tickets/learner-999999999", admins(404), admins(404), {
    form: { intent: "close" },
  }),
  "/staff/tickets/:id · reopen a partner's ticket that does not exist": guardedPost("/staff/tickets/partner-999999999", admins(404), {
    intent: "reopen",
  }),

  // The academy's structure (issue 50): content administrators only (the layout lets editors in, each
  // loader and action does not). The lists have no action; an empty form is refused (400); a delete
  // of the samples (a course that classes teach, a class with a learner) is refused with words (409).
  "/staff/programs": guardedPage("/staff/programs", admins(200), staff(405), { marker: ">Programmes</h1>" }),
  "/staff/programs/new": guardedPage("/staff/programs/new", admins(200), admins(400), { marker: ">New programme</h2>" }),
  // A programme that does not exist (issue 50, item 4): the dialog says it is gone, with a 404; an edit posted for it too.
  "/staff/programs/:id/edit": guardedPage("/staff/programs/999999999/edit", admins(404), admins(404)),
  "/staff/programs/:id/delete": guardedPage("/staff/programs/999999999/delete", admins(404), admins(404)),
  ...structureTable("courses", "course", { title: "Courses", noun: "course", sampleInUse: true }),
  "/staff/courses/:id/edit · a course that does not exist": guardedPage("/staff/courses/999999999/edit", admins(404), admins(404)),
  ...structureTable("cohorts", "cohort", { title: "Cohorts", noun: "cohort", sampleInUse: true }),
  "/staff/cohorts/:id/edit · a cohort that does not exist": guardedPage("/staff/cohorts/999999999/edit", admins(404), admins(404)),
  ...structureTable("classes", "klass", { title: "Classes", noun: "class", sampleInUse: true }),
  "/staff/activity": guardedPage("/staff/activity", admins(200), staff(405), { marker: ">Changes</h1>" }),
  // Partner companies (issue 50): the same rules; the sample company has members and rows, so its delete is refused (409).
  ...structureTable("companies", "company", { title: "Partner companies", noun: "company", sampleInUse: true }),
  "/staff/companies.csv": guardedPage("/staff/companies.csv", admins(200), staff(405)),
  // Export CSV of the enrolments (issue 50, item 3), linked from /staff/classes.
  "/staff/enrolments.csv": guardedPage("/staff/enrolments.csv", admins(200), staff(405)),
  "/staff/companies/import": guardedPage("/staff/companies/import", admins(200), admins(400), { marker: ">Import companies</h1>" }),
  "/staff/companies/:id/edit · a company that does not exist": guardedPage("/staff/companies/999999999/edit", admins(404), admins(404)),
  // Plans and invoices (issue 50): the sample plan has companies, so its delete is refused (409); an
  // invoice's delete is posted to one that does not exist (404), so the sample stays.
  ...structureTable("plans", "plan", { title: "Partner plans", noun: "plan", sampleInUse: true }),
  ...structureTable("invoices", "invoice", { title: "Invoices", noun: "invoice", sampleInUse: false }),
  // Resources and the FAQ (issue 50): the same rules; a delete is posted to a row that does not exist (404), so the sample stays.
  ...structureTable("resources", "resource", { title: "Resources", noun: "resource", sampleInUse: false }),
  ...structureTable("faq", "faq", { title: "FAQ", noun: "question", sampleInUse: false }),
  "/staff/classes/:id/delete · a class that does not exist": guardedPage("/staff/classes/999999999/delete", admins(404), admins(404)),

  // Notifications (issue 47): each person's own list, in each area; a post without an intent is a 400,
  // marking a notification that is not theirs (or not there) a 404, and nothing is changed.
  "/staff/notifications": guardedPage("/staff/notifications", staff(200), staff(400), { marker: ">Notifications</h1>" }),
  "/staff/notifications · another's notification": guardedPost("/staff/notifications", staff(404), { intent: "read", id: "999999999" }),
  // Every staff person's own settings (issue 47, item 3): notifications by mail; a post without a
  // choice is a 400 that names it and stores nothing.
  "/staff/settings": guardedPage("/staff/settings", staff(200), staff(400), { marker: ">Settings</h1>" }),
  "/staff/settings · a choice that is not one": guardedPost("/staff/settings", staff(400), { intent: "notify-mail", mail: "hourly" }),

  // The media library (issue 28): editors and both kinds of administrator. The library has no action
  // (405); a file's Edit and Delete are child routes (ADR 055): the edit form refuses too long a title
  // (400, nothing saved); a delete of a file that is not there is back on the library with words.
  "/media": guardedPage("/media", staff(200), staff(405), { marker: ">Media library</h1>" }),
  "/media/:id/edit": guardedPage("/media/{privateMediaId}/edit", staff(200), staff(400), {
    marker: "Alternative text",
    form: { title: "x".repeat(201) },
  }),
  "/media/:id/delete": guardedPage("/media/{privateMediaId}/delete", staff(200), staff("303 → /media"), {
    marker: "This cannot be undone.",
    postUrl: "/media/00000000-0000-4000-8000-000000000000/delete",
  }),

  // Newsletter subscribers and their export (issue 17): content administrators only, like the
  // requests page. The list has no action (405); its row menu's Unsubscribe and Delete are child
  // routes (ADR 055): a row that does not exist is a 404 page and a 404 post.
  "/staff/subscribers": guardedPage("/staff/subscribers", admins(200), staff(405), { marker: ">Newsletter subscribers</h1>" }),
  "/staff/subscribers/:id/unsubscribe": guardedPage("/staff/subscribers/999999999/unsubscribe?status=confirmed", admins(404), admins(404)),
  "/staff/subscribers/:id/delete": guardedPage("/staff/subscribers/999999999/delete", admins(404), admins(404)),
  "/staff/subscribers.csv": guardedPage("/staff/subscribers.csv", admins(200), staff(405)),
  // The post editor (issue 27): editors only (Administrator, seed-edit-post), its door before any
  // post is read. The post has no intent: refused as unknown (400), nothing written.
  "/edit-post/:slug?": guardedPage(`/edit-post/${samples.draft}`, editors(200), editors(400), { marker: ">Edit post</h1>" }),
  // Delete inside the editor (issue 54, ADR 039): editors only; a post that does not exist is a 404 in the editor.
  "/edit-post/:slug? · delete a post that does not exist": guardedPost(`/edit-post/${missingPost}`, editors(404), { intent: "delete" }),
  // A post's history (issue 27, ADR 025): editors only; read-only (no action: 405).
  "/edit-post/:slug/history": guardedPage(`/edit-post/${samples.draft}/history`, editors(200), editors(405), {
    marker: ">Post history</h1>",
  }),
  "/staff/posts/new": guardedPage("/staff/posts/new", editors(200), editors(400), { marker: ">New post</h1>" }),
  // The admin content page (issue 29): Administrator and seed-admin only, every loader and action.
  // The page itself has no action (its row actions are child routes, issue 46): a post is 405.
  "/a-7f3c91e2": guardedPage("/a-7f3c91e2", admins(200), admins(405), { postUrl: "/a-7f3c91e2?index", marker: ">Admin · Content</h1>" }),
  // A post row's one-click actions (Publish … Duplicate): opened, the page itself; a post without an intent is refused (400).
  "/a-7f3c91e2/posts/:id": guardedPage("/a-7f3c91e2/posts/{draftId}", admins(200), admins(400), { marker: ">Admin · Content</h1>" }),
  "/a-7f3c91e2/posts/:id · a post that does not exist": guardedPost("/a-7f3c91e2/posts/999999999", admins(404), { intent: "unpublish" }),
  // The row dialogs (issue 46, ADR 035): each a page over both tables; no such row is a 404, GET and POST alike.
  "/a-7f3c91e2/posts/:id/link": guardedPage("/a-7f3c91e2/posts/{draftId}/link", admins(200), admins(405), {
    marker: "Copy this link to share the post.",
  }),
  "/a-7f3c91e2/posts/:id/author": guardedPage("/a-7f3c91e2/posts/{draftId}/author", admins(200), admins(400), {
    marker: ">Change author…</h2>",
  }),
  // Change author… (issue 29): a post and a staff account that do not exist are refused as a row gone.
  "/a-7f3c91e2/posts/:id/author · an author that does not exist": guardedPage(
    "/a-7f3c91e2/posts/999999999/author",
    admins(404),
    admins(404),
    { form: { author: "00000000-0000-4000-8000-000000000000" } },
  ),
  "/a-7f3c91e2/posts/:id/cover": guardedPage("/a-7f3c91e2/posts/{draftId}/cover", admins(200), admins(400), {
    marker: ">Change cover image…</h2>",
  }),
  "/a-7f3c91e2/posts/:id/delete": guardedPage("/a-7f3c91e2/posts/999999999/delete", admins(404), admins(404)),
  "/a-7f3c91e2/learners/new": guardedPage("/a-7f3c91e2/learners/new", admins(200), admins(400), { marker: ">Add student…</h2>" }),
  "/a-7f3c91e2/learners/bulk": guardedPage("/a-7f3c91e2/learners/bulk", admins(200), admins(400), { marker: ">Admin · Content</h1>" }),
  "/a-7f3c91e2/learners/:id/status": guardedPage("/a-7f3c91e2/learners/{learner}/status", admins(200), admins(400), {
    marker: ">Admin · Content</h1>",
  }),
  "/a-7f3c91e2/learners/:id/message": guardedPage("/a-7f3c91e2/learners/{learner}/message", admins(200), admins(400), {
    marker: "learner portal.",
  }),
  "/a-7f3c91e2/learners/:id/reset-password": guardedPage(
    "/a-7f3c91e2/learners/00000000-0000-4000-8000-000000000000/reset-password",
    admins(404),
    admins(404),
  ),
  "/a-7f3c91e2/learners/:id/role": guardedPage("/a-7f3c91e2/learners/{learner}/role", admins(200), admins(400), {
    marker: ">Change role</h2>",
  }),
  "/a-7f3c91e2/learners/:id/assign-class": guardedPage("/a-7f3c91e2/learners/{learner}/assign-class", admins(200), admins(400), {
    marker: ">Assign to class…</h2>",
  }),
  "/a-7f3c91e2/learners/:id/remove-class": guardedPage("/a-7f3c91e2/learners/{learner}/remove-class", admins(200), admins(400), {
    marker: ">Remove from course</h2>",
  }),
  "/a-7f3c91e2/learners/:id/cohort": guardedPage("/a-7f3c91e2/learners/{learner}/cohort", admins(200), admins(400), {
    marker: ">Move to cohort…</h2>",
  }),
  "/a-7f3c91e2/learners/:id/delete": guardedPage(
    "/a-7f3c91e2/learners/00000000-0000-4000-8000-000000000000/delete",
    admins(404),
    admins(404),
  ),
  "/a-7f3c91e2/learners/:id": guardedPage("/a-7f3c91e2/learners/00000000-0000-4000-8000-000000000000", admins(404), admins(405)),
  // Import CSV: a post without a file is a 400 that says so; nothing is written.
  "/a-7f3c91e2/import": guardedPage("/a-7f3c91e2/import", admins(200), admins(400), {
    marker: ">Import CSV</h1>",
    form: { intent: "preview" },
  }),
  "/a-7f3c91e2/learners.csv": guardedPage("/a-7f3c91e2/learners.csv", admins(200), admins(405)),
  // The learner portal (issue 26): its layout's middleware admits learners only, for every page and post.
  "/portal/learner/*": {
    url: "/portal/learner/mentor",
    expect: both(all("301 → /student/portal/mentor/1:1"), all("308 → /student/portal/mentor/1:1")),
  },
  "/student/portal": { url: "/student/portal", expect: readOnly(all("302 → /student/portal/dashboard")) },
  ...learnerPortalPage("/student/portal/dashboard", "Competency progress"),
  ...learnerPortalPage("/student/portal/onboarding", "2. Short assessment"),
  ...learnerPortalPage("/student/portal/mentor/1:1", "Upcoming slots"),
  ...learnerPortalPage("/student/portal/community", "Class announcements"),
  // Help: an empty question is a 400 that says what is missing.
  ...learnerPortalPage("/student/portal/help", "Frequently asked questions"),
  // Read-only sections (no action: a post is 405 once the guard let the learner in).
  ...learnerPortalPage("/student/portal/learning/tracks", "Your track", 405),
  // Projects with the coursework panel (a post without an intent: 400); handing in for an item that does not exist: 404, nothing stored.
  ...learnerPortalPage("/student/portal/learning/projects", "Your projects"),
  "/student/portal/learning/projects · hand-in": guardedPost(
    "/student/portal/learning/projects",
    { learner: 404 },
    { intent: "hand-in", item: "999999999", body: "Attack matrix" },
  ),
  ...learnerPortalPage("/student/portal/portfolio", "Passed projects", 405),
  ...learnerPortalPage("/student/portal/analytics", "Projects passed:", 405),
  // Internships (issue 48): apply and withdraw (a post without an intent: 400); applying to a job that
  // is not open, or withdrawing an application that is not there: 404, nothing stored.
  ...learnerPortalPage("/student/portal/market/internships", "E-commerce operations associate"),
  "/student/portal/market/internships · apply": guardedPost(
    "/student/portal/market/internships",
    { learner: 404 },
    { intent: "apply", job: "999999999", motivation: "Attack matrix" },
  ),
  "/student/portal/market/internships/:id": guardedPage(
    "/student/portal/market/internships/{partnerJob}",
    { learner: 200 },
    { learner: 400 },
    { marker: "Your match today" },
  ),
  "/student/portal/market/internships/:id · withdraw": guardedPost(
    "/student/portal/market/internships/{partnerJob}",
    { learner: 404 },
    { intent: "withdraw", job: "1", id: "999999999" },
  ),
  ...learnerPortalPage("/student/portal/market/companies", "Mekong Logistics", 405),
  // Settings: a post without an intent is a 400 that says what is wrong; the search only reads.
  ...learnerPortalPage("/student/portal/assessment", "Your competencies"),
  ...learnerPortalPage("/student/portal/settings", "Change password"),
  ...learnerPortalPage("/student/portal/search", "What are you looking for?", 405),
  // Theme: anyone may set their own cookie (it holds no secret); a GET just goes to /portal.
  "/portal-theme": { url: "/portal-theme", expect: both(all("302 → /portal"), all("302 → /portal")) },
  ...learnerPortalPage("/student/portal/resources", "For your track: E-commerce", 405),
  ...learnerPortalPage("/student/portal/notifications", ">Notifications</h1>"),
  "/student/portal/notifications · another's notification": guardedPost(
    "/student/portal/notifications",
    { learner: 404 },
    { intent: "read", id: "999999999" },
  ),
  "/student/portal/*": guardedPage("/student/portal/certificates", { learner: 404 }, { learner: 404 }),
  // The faculty dashboard: teachers only; an empty post is a 400 that says what is wrong.
  "/teacher/portal": guardedPage("/teacher/portal", teachers(200), teachers(400), { marker: "Courses you teach" }),
  // Attendance for a day to come: refused (400) before anything is read or written.
  "/teacher/portal · attendance": guardedPage("/teacher/portal", teachers(200), teachers(400), {
    form: { intent: "attendance", class: "1", date: "2099-01-01" },
  }),
  // Each form of the faculty dashboard on a page of its own: teachers only; an empty post is a 400, and
  // so is another page's form (a grade posted to the messages page).
  "/teacher/portal/grading": guardedPage("/teacher/portal/grading", teachers(200), teachers(400), { marker: "Grading inbox" }),
  "/teacher/portal/attendance": guardedPage("/teacher/portal/attendance", teachers(200), teachers(400), { marker: "Save attendance" }),
  "/teacher/portal/announcements": guardedPage("/teacher/portal/announcements", teachers(200), teachers(400), {
    marker: "Post announcement",
  }),
  "/teacher/portal/messages": guardedPage("/teacher/portal/messages", teachers(200), teachers(400), { marker: "Send reply" }),
  "/teacher/portal/messages · another page's form": guardedPage("/teacher/portal/messages", teachers(200), teachers(400), {
    form: { intent: "announce", class: "1", title: "Not on this page" },
  }),
  // The teacher's own schedule: teachers only; an empty post is a 400, a session that does not exist
  // a 404 (nothing deleted), a new session in the past a 400 (nothing stored).
  "/teacher/portal/schedule": guardedPage("/teacher/portal/schedule", teachers(200), teachers(400), { marker: "Add to schedule" }),
  "/teacher/portal/schedule · add": guardedPage("/teacher/portal/schedule", teachers(200), teachers(400), {
    form: { intent: "schedule-add", title: "Not stored", kind: "lecture", date: "2001-01-01", start: "09:00", end: "10:00" },
  }),
  // A row's dialogs (child routes, issue 46): a session that does not exist (or another's) is a 404
  // page and a 404 post, nothing changed.
  "/teacher/portal/schedule/:id/delete": guardedPage("/teacher/portal/schedule/999999999/delete", teachers(404), teachers(404)),
  "/teacher/portal/schedule/:id/edit": guardedPage("/teacher/portal/schedule/999999999/edit", teachers(404), teachers(404), {
    form: { title: "Not stored", kind: "lab", date: "2099-01-01", start: "09:00", end: "10:00" },
  }),
  "/teacher/portal/schedule/:id/edit · an empty post": guardedPage("/teacher/portal/schedule/999999999/edit", teachers(404), teachers(400)),
  // The teacher's own session: the dialog (200, so the a11y walk opens it); an empty post changes nothing (400).
  "/teacher/portal/schedule/:id/edit · their own session": guardedPage(
    "/teacher/portal/schedule/{scheduleRow}/edit",
    teachers(200),
    teachers(400),
    { marker: "Save changes" },
  ),
  "/teacher/portal/notifications": guardedPage("/teacher/portal/notifications", teachers(200), teachers(400), {
    marker: ">Notifications</h1>",
  }),
  "/teacher/portal/notifications · another's notification": guardedPost("/teacher/portal/notifications", teachers(404), {
    intent: "read",
    id: "999999999",
  }),
  // Coursework (issue 49): an item's own page and a learner's hand-in, teachers only; an empty post is
  // a 400 naming it, another class's item (or none) a 404, and nothing is written.
  "/teacher/portal/grading/items/:item": guardedPage("/teacher/portal/grading/items/{gradingItem}", teachers(200), teachers(400), {
    marker: "Save changes",
  }),
  "/teacher/portal/grading/items/:item · an item that is not theirs": guardedPage(
    "/teacher/portal/grading/items/999999999",
    teachers(404),
    teachers(404),
    { form: { intent: "item-delete" } },
  ),
  "/teacher/portal/grading/items/:item/hand-ins/:learner": guardedPage(
    "/teacher/portal/grading/items/{gradingItem}/hand-ins/{learner}",
    teachers(200),
    teachers(400),
    { marker: "Save grade" },
  ),
  "/teacher/portal/grading/items/:item/hand-ins/:learner · a learner not in the class": guardedPage(
    "/teacher/portal/grading/items/{gradingItem}/hand-ins/00000000-0000-4000-8000-000000000000",
    teachers(404),
    teachers(404),
    { form: { intent: "grade-hand-in", grade: "5" } },
  ),
  // Projects from partners' briefs (issue 49, item 4): the list with its form and a learner's project,
  // teachers only; an empty post is a 400 naming it, another class's project (or none) a 404.
  "/teacher/portal/projects": guardedPage("/teacher/portal/projects", teachers(200), teachers(400), { marker: "New project from a brief" }),
  "/teacher/portal/projects/:project": guardedPage("/teacher/portal/projects/{project}", teachers(200), teachers(400), {
    marker: "Save the grade of",
  }),
  // The same pages for content administrators, any class (issue 49, item 4).
  "/staff/projects": guardedPage("/staff/projects", admins(200), admins(400), { marker: "Projects made from briefs" }),
  "/staff/projects/:project": guardedPage("/staff/projects/{project}", admins(200), admins(400), { marker: "Save the grade of" }),
  "/teacher/portal/projects/:project · a project that is not theirs": guardedPage(
    "/teacher/portal/projects/999999999",
    teachers(404),
    teachers(404),
    { form: { intent: "milestone-grade", milestone: "1", score: "5" } },
  ),
  // The teacher's own settings (issue 47, item 3): notifications by mail.
  "/teacher/portal/settings": guardedPage("/teacher/portal/settings", teachers(200), teachers(400), { marker: ">Settings</h1>" }),
  "/teacher/portal/settings · a choice that is not one": guardedPost("/teacher/portal/settings", teachers(400), {
    intent: "notify-mail",
    mail: "hourly",
  }),
  // The partner portal (issue 30): members of a partner company only, here a hiring manager; a post
  // without an intent is a 400 that names it, a page without a form answers 405.
  "/partner/portal": { url: "/partner/portal", expect: readOnly(all("302 → /partner/portal/dashboard")) },
  ...partnerPortalPage("/partner/portal/dashboard", "Quick actions", 405),
  // One of the company's invoices as a page to print (issue 50): no form, so a post is a 405.
  ...partnerPortalPage(
    "/partner/portal/billing-contracts/invoices/:id",
    "Invoice LC-2026-002",
    405,
    "/partner/portal/billing-contracts/invoices/{invoice}",
  ),
  ...partnerPortalPage("/partner/portal/analytics", "Funnel per job", 405),
  ...partnerPortalPage("/partner/portal/talent-pipeline/jobs", "E-commerce operations associate", 405),
  ...partnerPortalPage("/partner/portal/talent-pipeline/jobs/new", "Create the job"),
  ...partnerPortalPage(
    "/partner/portal/talent-pipeline/jobs/:id",
    "Save the job",
    400,
    "/partner/portal/talent-pipeline/jobs/{partnerJob}",
  ),
  ...partnerPortalPage(
    "/partner/portal/talent-pipeline/jobs/:id/shortlist",
    "Learners matched to",
    400,
    "/partner/portal/talent-pipeline/jobs/{partnerJob}/shortlist",
  ),
  ...partnerPortalPage(
    "/partner/portal/talent-pipeline/jobs/:id/interviews/schedule",
    "Schedule an interview",
    400,
    "/partner/portal/talent-pipeline/jobs/{partnerJob}/interviews/schedule",
  ),
  ...partnerPortalPage("/partner/portal/talent-pipeline/shortlist", "Every shortlisted candidate"),
  // The offers: a list (an offer is made on its job's page, with its dates and terms: issue 48, item 1).
  ...partnerPortalPage("/partner/portal/talent-pipeline/offers", "make an offer", 405),
  ...partnerPortalPage(
    "/partner/portal/talent-pipeline/jobs/:id/offer",
    "Make an offer",
    400,
    "/partner/portal/talent-pipeline/jobs/{partnerJob}/offer",
  ),
  ...partnerPortalPage("/partner/portal/talent-pipeline/interviews", "Every interview of your company"),
  // A job's interview kit (issue 48, item 3): the hiring side edits it; a kit with no criterion is a 400, nothing stored.
  ...partnerPortalPage(
    "/partner/portal/talent-pipeline/jobs/:id/kit",
    "Save the kit",
    400,
    "/partner/portal/talent-pipeline/jobs/{partnerJob}/kit",
  ),
  ...partnerForm(
    "talent-pipeline/jobs/{partnerJob}/kit",
    { intent: "save-kit", job: "1", criteria: "", questions: "Attack matrix" },
    400,
    "/partner/portal/talent-pipeline/jobs/:id/kit",
  ),
  // After the hire (issue 48, item 5): the hires and their ratings (a HIRING_MANAGER rates a hire
  // of the company; one that is not there: 404), and the hiring settings (the ORG_ADMIN's: 403 to a
  // hiring manager; a post without an intent: 400).
  ...partnerPortalPage("/partner/portal/talent-pipeline/hires", "Hired on"),
  ...partnerForm("talent-pipeline/hires", { intent: "rate-hire", id: "999999999", quality: "3" }, 404),
  ...partnerPortalPage("/partner/portal/settings/hiring", "Value of one hire"),
  ...partnerOwnedForm("settings/hiring", { intent: "hire-settings", ratingDays: "90", hireValue: "60000000" }),
  // The section pages, a route each (a post without an intent: 400, with a form or not); a path below
  // the portal that is no page is not found, to members only.
  ...Object.fromEntries(
    partnerSectionPages.flatMap(([path, marker]) => Object.entries(partnerPortalPage(`/partner/portal/${path}`, marker))),
  ),
  "/partner/portal/*": guardedPage("/partner/portal/talent-pipeline/no-such-page", { partner: 404 }, { partner: 404 }),
  // The settings (ORG_ADMIN) and brand partnership (ORG_ADMIN, SEED_PM) forms; each member role: partner-sections.test.ts.
  // Notifications by email are every member's own choice (issue 47, item 3): a choice that is not one, 400.
  ...partnerForm("settings/notifications", { intent: "notifications", mail: "hourly" }, 400),
  ...partnerPortalPage("/partner/portal/notifications", ">Notifications</h1>"),
  ...partnerForm("notifications", { intent: "read", id: "999999999" }, 404, "/partner/portal/notifications"),
  ...partnerOwnedForm("settings/integrations", { intent: "connect", kind: "ats", provider: "Attack matrix" }),
  ...partnerOwnedForm("settings/integrations", { intent: "disconnect", kind: "sso" }),
  ...partnerOwnedForm("brand-partnership/events", { intent: "propose-event", title: "Attack matrix", at: "2031-01-06T09:00" }),
  ...partnerOwnedForm("brand-partnership/assets", {
    intent: "add-asset",
    title: "Attack matrix",
    kind: "logo",
    url: "https://example.com/a",
  }),
  ...partnerOwnedForm("brand-partnership/assets", { intent: "remove-asset", id: "1" }),
  ...partnerOwnedForm("brand-partnership/events", { intent: "rsvp", id: "1" }),
  ...partnerOwnedForm("brand-partnership/events", { intent: "cancel-rsvp", id: "999999999" }),
  // The other section forms: a brief's moderation (SEED_PM), office hours (MENTOR), members (ORG_ADMIN)
  // are refused to a hiring manager; a ticket (any member) and a brief they may send (here empty: 400).
  ...partnerOwnedForm("co-design/briefs", { intent: "approve", id: "999999999" }),
  ...partnerOwnedForm("co-design/briefs", { intent: "reject", id: "999999999" }),
  ...partnerOwnedForm("mentoring/schedule", { intent: "office-hours", at: "2099-01-06T09:00", minutes: "0", mode: "online" }),
  // A MENTOR's feedback on a project a learner brought (issue 49, item 5).
  ...partnerOwnedForm("mentoring/feedback", { intent: "mentor-feedback", project: "", feedback: "" }),
  // A member row's Change role and Remove: child routes of the list (ADR 055), the ORG_ADMIN's, so
  // 403 to a hiring manager (another company's member, or none: 404; partner-permissions.test.ts).
  "/partner/portal/settings/members/:id/role": guardedPage(
    "/partner/portal/settings/members/999999999/role",
    { partner: 403 },
    { partner: 403 },
  ),
  "/partner/portal/settings/members/:id/remove": guardedPage(
    "/partner/portal/settings/members/999999999/remove",
    { partner: 403 },
    { partner: 403 },
  ),
  ...partnerForm(
    "settings/members/999999999/role",
    { intent: "member-role", role: "none" },
    403,
    "/partner/portal/settings/members/:id/role",
  ),
  ...partnerForm("settings/members/999999999/remove", { intent: "remove-member" }, 403, "/partner/portal/settings/members/:id/remove"),
  ...partnerOwnedForm("settings/members", { intent: "invite", email: "not-an-address", role: "INTERVIEWER" }),
  ...partnerForm("help/ticket", { intent: "ticket", subject: "", body: "" }, 400),
  ...partnerForm("co-design/briefs", { intent: "brief", title: "", kind: "brief" }, 400),
  // The talent pipeline's forms, each on its page: a hiring manager's (feedback: any member role's,
  // the interview's interviewer checked on the row); a job without a title is a 400, a row that is
  // not there a 404, and nothing is written.
  ...partnerForm(
    "talent-pipeline/jobs/new",
    { intent: "create-job", title: "", ...partnerJobForm },
    400,
    "/partner/portal/talent-pipeline/jobs/new",
  ),
  ...partnerForm(
    "talent-pipeline/jobs/{partnerJob}",
    { intent: "save-job", id: "999999999", title: "Attack matrix", ...partnerJobForm },
    404,
    "/partner/portal/talent-pipeline/jobs/:id",
  ),
  ...partnerForm(
    "talent-pipeline/jobs/{partnerJob}/shortlist",
    { intent: "shortlist", id: "999999999" },
    404,
    "/partner/portal/talent-pipeline/jobs/:id/shortlist",
  ),
  ...partnerForm(
    "talent-pipeline/jobs/{partnerJob}/interviews/schedule",
    { intent: "schedule", application: "999999999", interviewer: "00000000-0000-4000-8000-000000000000", at: "2099-01-06T09:00" },
    404,
    "/partner/portal/talent-pipeline/jobs/:id/interviews/schedule",
  ),
  ...partnerForm(
    "talent-pipeline/interviews",
    { intent: "feedback", id: "999999999", feedback: "Attack matrix", "scores[0]": "3" },
    404,
    "/partner/portal/talent-pipeline/interviews",
  ),
  // The company makes an offer; the learner answers it (issue 48), so "accept" and "decline" are no intents of this page.
  ...partnerForm(
    "talent-pipeline/jobs/{partnerJob}/offer",
    { intent: "offer", application: "999999999", startsOn: "2099-02-01", answerBy: "2099-01-15", terms: "Attack matrix" },
    404,
    "/partner/portal/talent-pipeline/jobs/:id/offer",
  ),
  "/partner/portal/talent-pipeline/jobs/:id/offer · accept": guardedPost(
    "/partner/portal/talent-pipeline/jobs/{partnerJob}/offer",
    { partner: 400 },
    { intent: "accept", id: "999999999" },
  ),
  // The learner's answer to an offer that is not theirs: 404, nothing changed.
  "/student/portal/market/internships · accept-offer": guardedPost(
    "/student/portal/market/internships",
    { learner: 404 },
    { intent: "accept-offer", job: "1", id: "999999999" },
  ),

  // The public site.
  "/": { url: "/", expect: both(all(200), all(400)) },
  "/partner": { url: "/partner", expect: readOnly(all(200)) },
  // A programme's page (issue 50): public, read only; one that does not exist is a 404.
  "/programs/:slug": { url: "/programs/ecommerce", marker: "/register?program=ecommerce", expect: readOnly(all(200)) },
  "/programs/:slug · a programme that does not exist": { url: "/programs/no-such-programme", expect: { GET: all(404) } },
  "/news": {
    url: "/news",
    // No `intent`: an editor's post is refused as unknown (400) instead of creating a draft.
    expect: both(all(200), onlyFor("/news", editors(400))),
  },
  // /post without a slug: 400 and the way home (spec 001 §6); no action.
  "/post": { url: "/post", expect: readOnly(all(400)) },
  // A post: read only (its Delete is the child route below; a post to the post itself is a 405).
  "/post/:slug": { url: "/post/{published}", marker: "Attack matrix: published", expect: readOnly(all(200)) },
  "/post/:slug · draft": {
    url: "/post/{draft}",
    marker: "Attack matrix: draft",
    // Spec 001 §6: a draft is the editors'; for everyone else it does not exist.
    expect: { GET: { anonymous: 404, learner: 404, faculty: 404, editor: 200, contentAdmin: 404, admin: 200 } },
  },
  // Its delete confirmation (ADR 055): the editors' (a dialog over the post); the delete is posted
  // to a post that does not exist (404), so no real post goes.
  "/post/:slug/delete": guardedPage("/post/{published}/delete", editors(200), editors(404), {
    marker: "Delete “Attack matrix: published”? This cannot be undone.",
    postUrl: `/post/${missingPost}/delete`,
  }),
  "/newsletter": { url: "/newsletter", expect: both(all(200), all(400)) },
  // The links in mails (issue 17, issue 47 item 3): for everyone; opening one changes nothing, its
  // page's button posts the token. Without a valid token, 400 to both, and to RFC 8058's one-click post.
  "/newsletter/confirm": { url: "/newsletter/confirm", expect: both(all(400), all(400)) },
  "/newsletter/unsubscribe": { url: "/newsletter/unsubscribe", expect: both(all(400), all(400)) },
  "/newsletter/unsubscribe · one-click": {
    url: "/newsletter/unsubscribe",
    form: { "List-Unsubscribe": "One-Click" },
    expect: postsOnly(all(400)),
  },
  "/notifications/mail-off": { url: "/notifications/mail-off", expect: both(all(400), all(400)) },
  "/notifications/mail-off · one-click": {
    url: "/notifications/mail-off",
    form: { "List-Unsubscribe": "One-Click" },
    expect: postsOnly(all(400)),
  },
  "/privacy": { url: "/privacy", expect: readOnly(all(200)) },
  "/terms": { url: "/terms", expect: readOnly(all(200)) },
  "/*": { url: "/attack-matrix-no-such-page", expect: both(all(404), all(404)) },
};

export const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: keyof typeof samples) => samples[name]);

/** The sample account each signed-in role of the matrix signs in as. */
export const roleAccount: Record<Exclude<Role, "anonymous">, AccountName> = {
  learner: "learner",
  faculty: "faculty",
  editor: "editor",
  contentAdmin: "contentAdmin",
  admin: "admin",
  partner: "partnerHiring",
};

/** Makes the samples the matrix's URLs name (a published post and a draft, a private file; reads a cover, the stylesheet and a partner's job). */
export async function prepareSamples() {
  const [cover] = await directusAdmin<{ cover_image_url: string }[]>(
    "GET",
    "/items/seed_post_meta?fields=cover_image_url&filter[status][_eq]=published&filter[cover_image_url][_starts_with]=/media/&limit=1",
  );
  if (!cover) throw new Error("The test Directus has no published cover to use as the /media/:id sample");
  samples.mediaId = cover.cover_image_url.replace("/media/", "");
  samples.stylesheet = /href="\/seed-css\/([0-9a-f]+\.css)"/.exec(await (await fetch(`${testEnv.appUrl}/login`)).text())?.[1] ?? "";
  const [partnerJob] = await directusAdmin<{ id: number }[]>(
    "GET",
    "/items/seed_jobs?filter[company][name][_eq]=Lotus%20Commerce&fields=id&sort=id&limit=1",
  );
  samples.partnerJob = String(partnerJob?.id ?? "");
  samples.privateMediaId = await uploadFile({ name: "attack-matrix.png", type: "image/png", body: tinyPng });
  await createTestPost({ title: "Attack matrix: published", slug: samples.published, status: "published" });
  samples.draftId = String(await createTestPost({ title: "Attack matrix: draft", slug: samples.draft, status: "draft" }));
  const [learner] = await directusAdmin<{ id: string }[]>(
    "GET",
    `/users?filter[email][_eq]=${encodeURIComponent(accounts.learner.email)}&fields=id`,
  );
  const ticket = await directusAdmin<{ id: number }>("POST", "/items/seed_help_tickets", {
    user: learner.id,
    subject: "Attack matrix: a ticket",
    body: "Nobody answers this one.",
  });
  samples.ticket = `learner-${ticket.id}`;
  const [enrolment] = await directusAdmin<{ class: number }[]>(
    "GET",
    `/items/seed_enrolments?filter[user][_eq]=${learner.id}&filter[class][teacher][email][_eq]=${encodeURIComponent(accounts.faculty.email)}&fields=class&limit=1`,
  );
  const item = await directusAdmin<{ id: number }>("POST", "/items/seed_grading_items", {
    class: enrolment.class,
    item: "Attack matrix: an item",
    due_on: "2031-03-14",
  });
  samples.gradingItem = String(item.id);
  samples.learner = learner.id;
  const [lotus] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_companies?filter[name][_eq]=Lotus%20Commerce&fields=id");
  const brief = await directusAdmin<{ id: number }>("POST", "/items/seed_briefs", {
    company: lotus.id,
    title: "Attack matrix: a brief",
    body: "Approved for the matrix.",
    kind: "brief",
    status: "approved",
  });
  samples.brief = String(brief.id);
  const project = await directusAdmin<{ id: number }>("POST", "/items/seed_projects", {
    user: learner.id,
    class: enrolment.class,
    brief: brief.id,
    title: "Attack matrix: a project",
    milestones: [{ title: "Research", points: 10, score: null, feedback: null, graded_at: null }],
  });
  samples.project = String(project.id);
  samples.klass = String(enrolment.class);
  const klass = await directusAdmin<{ course: number; cohort: string }>(
    "GET",
    `/items/seed_classes/${enrolment.class}?fields=course,cohort`,
  );
  samples.course = String(klass.course);
  const [cohort] = await directusAdmin<{ id: number }[]>(
    "GET",
    `/items/seed_cohorts?filter[name][_eq]=${encodeURIComponent(klass.cohort)}&fields=id`,
  );
  samples.cohort = String(cohort.id);
  const [company] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_companies?filter[name][_eq]=Lotus%20Commerce&fields=id");
  samples.company = String(company.id);
  const [plan] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_partner_plans?filter[code][_eq]=ENTERPRISE&fields=id");
  samples.plan = String(plan.id);
  const [invoice] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_invoices?filter[number][_eq]=LC-2026-002&fields=id");
  samples.invoice = String(invoice.id);
  const [resource] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_resources?sort=id&limit=1&fields=id");
  samples.resource = String(resource.id);
  const [faq] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_faq?filter[audience][_eq]=learner&sort=id&limit=1&fields=id");
  samples.faq = String(faq.id);
  const [session] = await directusAdmin<{ id: number }[]>(
    "GET",
    `/items/seed_schedule?filter[teacher][email][_eq]=${encodeURIComponent(accounts.faculty.email)}&fields=id&sort=id&limit=1`,
  );
  samples.scheduleRow = String(session.id);
}

/** Removes what `prepareSamples` made. */
export async function removeSamples() {
  await deleteTestPosts([samples.published, samples.draft]);
  await deleteFiles([samples.privateMediaId].filter(Boolean));
  if (samples.ticket) await directusAdmin("DELETE", `/items/seed_help_tickets/${samples.ticket.replace("learner-", "")}`);
  if (samples.gradingItem) await directusAdmin("DELETE", `/items/seed_grading_items/${samples.gradingItem}`);
  if (samples.project) await directusAdmin("DELETE", `/items/seed_projects/${samples.project}`);
  if (samples.brief) await directusAdmin("DELETE", `/items/seed_briefs/${samples.brief}`);
}

/** What `role` gets from a method of an entry (`partner`, when not given, gets what `faculty` gets). */
export const outcomeFor = (byRole: ByRole, role: Role): Outcome => byRole[role] ?? byRole.faculty;

/**
 * Every page of the matrix that `role` may see (a GET answered 200), each URL once (a URL the matrix
 * lists again, for another of its forms, is the same page): its sample key and URL (placeholders unfilled).
 */
export function pagesShownTo(role: Role) {
  const seen = new Set<string>();
  return Object.entries(matrix).flatMap(([sample, entry]) => {
    const get = entry.expect.GET;
    if (!get || outcomeFor(get, role) !== 200 || seen.has(entry.url)) return [];
    seen.add(entry.url);
    return [{ sample, url: entry.url }];
  });
}
