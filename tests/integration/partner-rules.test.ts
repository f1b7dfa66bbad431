// Issue 30: a partner member's creates are checked by Directus itself (cms/extensions/seed-partner-rules),
// not only by the app: with a member's own token straight to Directus, a row for another company, or
// one their member role may not make, is refused; their own company's, with the right role, is made.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { directusToken } from "../support/people";

type Name = "partnerHiring" | "partnerInterviewer" | "partnerMentor" | "partnerPm" | "partner2Admin";
const names: Name[] = ["partnerHiring", "partnerInterviewer", "partnerMentor", "partnerPm", "partner2Admin"];
const tokens = {} as Record<Name, string>;
const ids = {} as Record<Name, string>;
/** Company A (Lotus Commerce) and B (Mekong Logistics), with one application and one event of A. */
const a = { company: 0, application: 0, event: 0 };
const b = { company: 0 };
const made: [string, number][] = [];

async function create(who: Name, collection: string, body: Record<string, unknown>) {
  const response = await fetch(`${testEnv.directusUrl}/items/${collection}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${tokens[who]}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  // 204 when the person may create the row but not read it back (a mentor slot).
  const text = await response.text();
  const json = (text ? JSON.parse(text) : {}) as { data?: { id: number }; errors?: { extensions?: { code?: string } }[] };
  if (json.data?.id) made.push([collection, json.data.id]);
  return { status: response.status, code: json.errors?.[0]?.extensions?.code };
}

const companyId = async (name: string) =>
  (await directusAdmin<{ id: number }[]>("GET", `/items/seed_companies?filter[name][_eq]=${encodeURIComponent(name)}&fields=id`))[0].id;

const job = (company: number) => ({
  company,
  title: "Rules check",
  skills: [],
  location: "REMOTE",
  sla_days: 2,
  sla_rounds: 1,
  priority: "LOW",
  status: "open",
});
const hour = { starts_at: "2031-03-04T02:00:00.000Z", ends_at: "2031-03-04T03:00:00.000Z", mode: "online" };

beforeAll(async () => {
  for (const name of names) {
    tokens[name] = await directusToken(accounts[name]);
    const [user] = await directusAdmin<{ id: string }[]>(
      "GET",
      `/users?filter[email][_eq]=${encodeURIComponent(accounts[name].email)}&fields=id`,
    );
    ids[name] = user.id;
  }
  a.company = await companyId("Lotus Commerce");
  b.company = await companyId("Mekong Logistics");
  const [application] = await directusAdmin<{ id: number }[]>(
    "GET",
    `/items/seed_applications?filter[job][company][_eq]=${a.company}&fields=id&sort=id&limit=1`,
  );
  a.application = application.id;
  const [event] = await directusAdmin<{ id: number }[]>(
    "GET",
    `/items/seed_partner_events?filter[company][_eq]=${a.company}&fields=id&limit=1`,
  );
  a.event = event.id;
});

afterAll(async () => {
  const slots = await directusAdmin<{ id: number }[]>("GET", "/items/seed_mentor_slots?filter[mentor_name][_eq]=Rules%20check&fields=id");
  for (const slot of slots) made.push(["seed_mentor_slots", slot.id]);
  for (const [collection, id] of made.reverse()) await directusAdmin("DELETE", `/items/${collection}/${id}`).catch(() => {});
});

describe("another company's admin, with their own token, writes nothing into company A", () => {
  const refused = { status: 403, code: "FORBIDDEN" };
  test("jobs, members, the audit log, tickets, briefs, events, assets and office hours", async () => {
    expect(await create("partner2Admin", "seed_jobs", job(a.company))).toMatchObject(refused);
    expect(
      await create("partner2Admin", "seed_company_members", { company: a.company, user: ids.partnerHiring, role: "ORG_ADMIN" }),
    ).toMatchObject(refused);
    expect(await create("partner2Admin", "seed_audit_log", { company: a.company, action: "job.created", target: "forged" })).toMatchObject(
      refused,
    );
    expect(await create("partner2Admin", "seed_partner_tickets", { company: a.company, subject: "x", body: "x" })).toMatchObject(refused);
    expect(await create("partner2Admin", "seed_briefs", { company: a.company, title: "x", kind: "brief" })).toMatchObject(refused);
    expect(
      await create("partner2Admin", "seed_partner_events", { company: a.company, title: "x", starts_at: hour.starts_at }),
    ).toMatchObject(refused);
    expect(
      await create("partner2Admin", "seed_brand_assets", {
        company: a.company,
        title: "x",
        kind: "logo",
        url: "https://example.com/x.png",
      }),
    ).toMatchObject(refused);
    expect(await create("partner2Admin", "seed_partner_office_hours", { company: a.company, ...hour })).toMatchObject(refused);
  });

  test("an interview for A's candidate, an RSVP to A's event", async () => {
    expect(
      await create("partner2Admin", "seed_interviews", { application: a.application, interviewer: ids.partner2Admin, at: hour.starts_at }),
    ).toMatchObject(refused);
    expect(await create("partner2Admin", "seed_partner_event_rsvps", { event: a.event })).toMatchObject(refused);
  });

  test("while their own company's rows are made", async () => {
    expect((await create("partner2Admin", "seed_jobs", job(b.company))).status).toBe(200);
    expect(
      (await create("partner2Admin", "seed_audit_log", { company: b.company, action: "job.created", target: "Rules check" })).status,
    ).toBe(200);
    expect((await create("partner2Admin", "seed_partner_tickets", { company: b.company, subject: "Rules check", body: "x" })).status).toBe(
      200,
    );
  });
});

test("a member's role decides, in Directus too: jobs, office hours, mentor slots", async () => {
  expect(await create("partnerInterviewer", "seed_jobs", job(a.company))).toMatchObject({ status: 403 });
  expect((await create("partnerHiring", "seed_jobs", job(a.company))).status).toBe(200);
  expect(await create("partnerHiring", "seed_partner_office_hours", { company: a.company, ...hour })).toMatchObject({ status: 403 });
  expect((await create("partnerMentor", "seed_partner_office_hours", { company: a.company, ...hour })).status).toBe(200);
  expect(await create("partnerPm", "seed_mentor_slots", { mentor_name: "Not a mentor", ...hour })).toMatchObject({ status: 403 });
  expect((await create("partnerMentor", "seed_mentor_slots", { mentor_name: "Rules check", ...hour })).status).toBe(204);
  // Any member writes their company's audit line, whatever their role.
  expect(
    (await create("partnerInterviewer", "seed_audit_log", { company: a.company, action: "feedback.saved", target: "Rules check" })).status,
  ).toBe(200);
});

test("an interview is with one of the company's own people", async () => {
  expect(
    await create("partnerHiring", "seed_interviews", { application: a.application, interviewer: ids.partner2Admin, at: hour.starts_at }),
  ).toMatchObject({
    status: 400,
    code: "INVALID_PAYLOAD",
  });
  expect(
    (
      await create("partnerHiring", "seed_interviews", {
        application: a.application,
        interviewer: ids.partnerInterviewer,
        at: hour.starts_at,
      })
    ).status,
  ).toBe(200);
});
