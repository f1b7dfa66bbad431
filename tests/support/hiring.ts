// What the hiring loop's tests share (issue 48): a job of a company as its hiring manager posts it,
// a learner's match to it, a request straight to Directus with a person's own token, and a page's words without its scripts.
import { directusAdmin, testEnv } from "./env";

/** Who the hiring loop's tests act as: two learners, company A's hiring side, company B's admin and a member without a role. */
export const hiringPeople = [
  "learner",
  "learner2",
  "partnerHiring",
  "partnerAdmin",
  "partnerInterviewer",
  "partner2Admin",
  "partner2Member",
] as const;

/** A job of `company` (open unless told) asking for research and analytics, as the administrator makes it; its id. */
export async function postJob(company: number, title: string, status = "open") {
  const row = await directusAdmin<{ id: number }>("POST", "/items/seed_jobs", {
    company,
    title,
    location: "HYBRID",
    sla_days: 3,
    sla_rounds: 1,
    status,
    skills: [
      { name: "research", level: 0.6, weight: 0.5 },
      { name: "analytics", level: 0.5, weight: 0.5 },
    ],
  });
  return row.id;
}

/** A learner's job match to `job`, as the academy's matching makes it (no portal form does): viewed, `match` 0–1. Its id. */
export async function matchLearner(job: number, email: string, match: number) {
  const [learner] = await directusAdmin<{ id: string }[]>("GET", `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`);
  const row = await directusAdmin<{ id: number }>("POST", "/items/seed_applications", {
    job,
    learner: learner.id,
    match,
    stage: "viewed",
    viewed_at: new Date().toISOString(),
  });
  return row.id;
}

/** A request straight to Directus with this person's own token: its status, Directus' error code and its data. */
export async function asToken(token: string, method: string, path: string, body?: object) {
  const response = await fetch(`${testEnv.directusUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const json = text ? (JSON.parse(text) as { data?: unknown; errors?: { extensions?: { code?: string } }[] }) : {};
  return { status: response.status, code: json.errors?.[0]?.extensions?.code, data: json.data };
}

export { shownWithoutScripts as shown } from "./html";
