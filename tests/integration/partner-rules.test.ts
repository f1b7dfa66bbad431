// Issue 30: a partner member's creates are checked by Directus itself (cms/extensions/seed-partner-rules),
// not only by the app: with a member's own token straight to Directus, a row for another company, or
// one their member role may not make, is refused; their own company's, with the right role, is made.
// Issue 51, item 2: member roles (never the Seed PM, always one ORG_ADMIN) and a brief's moderation too.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { directusToken } from "../support/people";

type Name = "partnerAdmin" | "partnerHiring" | "partnerInterviewer" | "partnerMentor" | "partnerPm" | "partner2Admin" | "partner2Member";
const names: Name[] = [
  "partnerAdmin",
  "partnerHiring",
  "partnerInterviewer",
  "partnerMentor",
  "partnerPm",
  "partner2Admin",
  "partner2Member",
];
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
  // 204 when the person may create the row but not read it back.
  const text = await response.text();
  const json = (text ? JSON.parse(text) : {}) as { data?: { id: number }; errors?: { extensions?: { code?: string } }[] };
  if (json.data?.id) made.push([collection, json.data.id]);
  return { status: response.status, code: json.errors?.[0]?.extensions?.code, id: json.data?.id ?? 0 };
}

/** A PATCH of one row with this person's own token: its status and Directus' error code. */
async function update(who: Name, collection: string, id: number, body: Record<string, unknown>) {
  const response = await fetch(`${testEnv.directusUrl}/items/${collection}/${id}`, {
    method: "PATCH",
    headers: { Authorization: `Bearer ${tokens[who]}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return { status: response.status, code: json.errors?.[0]?.extensions?.code };
}

/** A person's membership row (read by the administrator): its id and member role. */
const membershipOf = async (who: Name) =>
  (
    await directusAdmin<{ id: number; role: string | null }[]>(
      "GET",
      `/items/seed_company_members?filter[user][_eq]=${ids[who]}&fields=id,role`,
    )
  )[0];

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
  // (The mentor's own name is on the slot, whatever the payload said: found by its time.)
  const slots = await directusAdmin<{ id: number }[]>(
    "GET",
    `/items/seed_mentor_slots?filter[starts_at][_eq]=${encodeURIComponent(hour.starts_at)}&fields=id`,
  );
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
  // The mentor reads their own slot back (issue 49, item 5).
  expect((await create("partnerMentor", "seed_mentor_slots", { mentor_name: "Rules check", ...hour })).status).toBe(200);
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

// Issue 51, item 2: a company gave itself the Seed PM (an ORG_ADMIN set a member, or themselves, to
// SEED_PM: 200), then approved its own briefs. With the member's own token straight to Directus:
describe("member roles: a company gives its own, the academy's staff the Seed PM", () => {
  test("an ORG_ADMIN sets no one to Seed PM, themselves included, and leaves the Seed PM's row as the academy set it", async () => {
    const mentor = await membershipOf("partnerMentor");
    const admin = await membershipOf("partnerAdmin");
    const pm = await membershipOf("partnerPm");
    try {
      expect(await update("partnerAdmin", "seed_company_members", mentor.id, { role: "SEED_PM" })).toMatchObject({ status: 400 });
      expect(await update("partnerAdmin", "seed_company_members", admin.id, { role: "SEED_PM" })).toMatchObject({ status: 400 });
      expect(await update("partnerAdmin", "seed_company_members", mentor.id, { role: "OWNER" })).toMatchObject({ status: 400 });
      expect(await update("partnerAdmin", "seed_company_members", pm.id, { role: "HIRING_MANAGER" })).toMatchObject({ status: 403 });
      expect(await update("partnerAdmin", "seed_company_members", pm.id, { role: null })).toMatchObject({ status: 403 });
      expect((await membershipOf("partnerMentor")).role).toBe("MENTOR");
      expect((await membershipOf("partnerAdmin")).role).toBe("ORG_ADMIN");
      expect((await membershipOf("partnerPm")).role).toBe("SEED_PM");
      // The company's own roles, and none, it gives as before.
      expect((await update("partnerAdmin", "seed_company_members", mentor.id, { role: "INTERVIEWER" })).status).toBe(200);
      expect((await update("partnerAdmin", "seed_company_members", mentor.id, { role: null })).status).toBe(200);
      expect((await update("partnerAdmin", "seed_company_members", mentor.id, { role: "MENTOR" })).status).toBe(200);
      // The academy's staff assign the Seed PM.
      await directusAdmin("PATCH", `/items/seed_company_members/${mentor.id}`, { role: "SEED_PM" });
      expect((await membershipOf("partnerMentor")).role).toBe("SEED_PM");
    } finally {
      await directusAdmin("PATCH", `/items/seed_company_members/${mentor.id}`, { role: "MENTOR" });
    }
  });

  test("a new member gets one of the company's roles, never the Seed PM", async () => {
    const [role] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-partner&fields=id");
    const user = await directusAdmin<{ id: string }>("POST", "/users", {
      email: `seed-pm-${Date.now()}@example.com`,
      role: role.id,
      // A new partner invitee: a company adds no one else (issue 51, item 1; partner-invites.test.ts).
      status: "invited",
    });
    try {
      const member = { company: a.company, user: user.id };
      expect(await create("partnerAdmin", "seed_company_members", { ...member, role: "SEED_PM" })).toMatchObject({ status: 400 });
      expect(await create("partnerAdmin", "seed_company_members", { ...member, role: "OWNER" })).toMatchObject({ status: 400 });
      expect((await create("partnerAdmin", "seed_company_members", { ...member, role: "MENTOR" })).status).toBe(200);
    } finally {
      const rows = await directusAdmin<{ id: number }[]>("GET", `/items/seed_company_members?filter[user][_eq]=${user.id}&fields=id`);
      for (const row of rows) await directusAdmin("DELETE", `/items/seed_company_members/${row.id}`);
      await directusAdmin("DELETE", `/users/${user.id}`);
    }
  });

  test("a company keeps at least one ORG_ADMIN", async () => {
    // Company B: its admin is its only ORG_ADMIN, until they make their colleague one.
    const admin = await membershipOf("partner2Admin");
    const colleague = await membershipOf("partner2Member");
    try {
      expect(await update("partner2Admin", "seed_company_members", admin.id, { role: "MENTOR" })).toMatchObject({ status: 400 });
      expect(await update("partner2Admin", "seed_company_members", admin.id, { role: null })).toMatchObject({ status: 400 });
      expect((await membershipOf("partner2Admin")).role).toBe("ORG_ADMIN");
      expect((await update("partner2Admin", "seed_company_members", colleague.id, { role: "ORG_ADMIN" })).status).toBe(200);
      expect((await update("partner2Admin", "seed_company_members", admin.id, { role: "MENTOR" })).status).toBe(200);
      // Now the colleague is the last one.
      expect(await update("partner2Member", "seed_company_members", colleague.id, { role: "HIRING_MANAGER" })).toMatchObject({
        status: 400,
      });
      expect((await membershipOf("partner2Member")).role).toBe("ORG_ADMIN");
      // Another company's admin changes none of B's people.
      expect(await update("partnerAdmin", "seed_company_members", colleague.id, { role: "MENTOR" })).toMatchObject({ status: 403 });
    } finally {
      await directusAdmin("PATCH", `/items/seed_company_members/${admin.id}`, { role: "ORG_ADMIN" });
      await directusAdmin("PATCH", `/items/seed_company_members/${colleague.id}`, { role: null });
    }
  });
});

test("a brief's author never approves it: the Seed PM moderates only others' briefs", async () => {
  const own = await create("partnerPm", "seed_briefs", { company: a.company, title: "Rules check: the PM's own", kind: "brief" });
  const others = await create("partnerHiring", "seed_briefs", {
    company: a.company,
    title: "Rules check: the hiring manager's",
    kind: "nda",
  });
  expect([own.status, others.status]).toEqual([200, 200]);
  expect(await update("partnerPm", "seed_briefs", own.id, { status: "approved" })).toMatchObject({ status: 403 });
  expect(await update("partnerPm", "seed_briefs", own.id, { status: "rejected" })).toMatchObject({ status: 403 });
  expect((await directusAdmin<{ status: string }>("GET", `/items/seed_briefs/${own.id}?fields=status`)).status).toBe("submitted");
  expect((await update("partnerPm", "seed_briefs", others.id, { status: "approved" })).status).toBe(200);
});
