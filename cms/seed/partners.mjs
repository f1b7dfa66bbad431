// Sample partner rows for the sample partner accounts (issue 30): two companies, the first with one
// member per member role and a filled hiring pipeline (the sample learners apply to its jobs), the
// second with an ORG_ADMIN, a member without a member role and a job of its own, so tests can show
// that neither sees the other's rows. Idempotent: a company with the same name keeps what it has.
import { createItem, readItems, readUsers, updateItem } from "@directus/sdk";
import { at, dateOnly } from "./dates.mjs";
import { sampleSlotNames } from "./learning.mjs";

const plans = [
  {
    code: "STARTER",
    seats: 3,
    monthly_vnd: 4900000,
    summary: "Post jobs and shortlist candidates.",
    features: "Job posts\nShortlists",
  },
  {
    code: "GROWTH",
    seats: 10,
    monthly_vnd: 14900000,
    summary: "Interviews, office hours and analytics.",
    features: "Job posts\nShortlists\nInterviews\nOffice hours\nAnalytics",
  },
  {
    code: "ENTERPRISE",
    seats: 50,
    monthly_vnd: 49000000,
    summary: "Co-design, ATS/SSO integrations and a Seed PM.",
    features: "Everything in GROWTH\nCo-design briefs\nATS and SSO integrations\nA Seed PM",
  },
];

const faq = [
  {
    question: "How are candidates matched to a job?",
    answer: "Each job's skills, with their level and weight, are compared with a learner's competencies.",
    sort: 1,
  },
  { question: "Who can post a job?", answer: "Members with the ORG_ADMIN or HIRING_MANAGER role.", sort: 2 },
  { question: "How fast does the academy answer a ticket?", answer: "Within 4 hours on working days.", sort: 3 },
];

/** A skill a job asks for: the level it wants (0–1) and the skill's weight in the candidates' match (0–1). */
const skill = (name, level, weight) => ({ name, level, weight });

const companies = [
  {
    name: "Lotus Commerce",
    domain: "lotus.example",
    billing_plan: "ENTERPRISE",
    ats_integration: "Greenhouse",
    sso: "SAML",
    members: [
      ["partner-admin@example.com", "ORG_ADMIN"],
      ["partner-hiring@example.com", "HIRING_MANAGER"],
      ["partner-interviewer@example.com", "INTERVIEWER"],
      ["partner-mentor@example.com", "MENTOR"],
      ["partner-pm@example.com", "SEED_PM"],
    ],
    jobs: [
      {
        title: "E-commerce operations associate",
        skills: [skill("research", 0.6, 0.4), skill("content", 0.5, 0.3), skill("analytics", 0.5, 0.3)],
        location: "HYBRID",
        sla_days: 2.5,
        sla_rounds: 2,
        priority: "HIGH",
      },
      {
        title: "Performance marketing intern",
        skills: [skill("ads", 0.5, 0.6), skill("analytics", 0.4, 0.4)],
        location: "ONSITE",
        sla_days: 3,
        sla_rounds: 1,
        priority: "MEDIUM",
      },
    ],
    invoices: [
      {
        number: "LC-2026-001",
        amount_vnd: 49000000,
        period_start: dateOnly(-70),
        period_end: dateOnly(-41),
        issued_on: dateOnly(-40),
        due_on: dateOnly(-10),
        status: "paid",
      },
      {
        number: "LC-2026-002",
        amount_vnd: 49000000,
        period_start: dateOnly(-40),
        period_end: dateOnly(-11),
        issued_on: dateOnly(-10),
        due_on: dateOnly(20),
        status: "open",
      },
    ],
    events: [{ title: "Lotus Commerce career day", starts_at: at(14, 8), place: "Seed Academy, Hall A" }],
    assets: [
      { title: "Lotus Commerce logo", kind: "logo", url: "https://lotus.example/brand/logo.svg" },
      { title: "Brand guideline 2026", kind: "guideline", url: "https://lotus.example/brand/guideline.pdf" },
    ],
    briefs: [{ title: "Marketplace launch brief", body: "A four-week project: launch a store on two marketplaces.", kind: "brief" }],
  },
  {
    name: "Mekong Logistics",
    domain: "mekong.example",
    billing_plan: "GROWTH",
    ats_integration: null,
    sso: null,
    members: [
      ["partner2-admin@example.com", "ORG_ADMIN"],
      ["partner2-member@example.com", null],
    ],
    jobs: [
      {
        title: "Warehouse data analyst",
        skills: [skill("analytics", 0.6, 1)],
        location: "ONSITE",
        sla_days: 4,
        sla_rounds: 2,
        priority: null,
      },
    ],
    invoices: [
      {
        number: "ML-2026-001",
        amount_vnd: 14900000,
        period_start: dateOnly(-35),
        period_end: dateOnly(-6),
        issued_on: dateOnly(-5),
        due_on: dateOnly(25),
        status: "open",
      },
    ],
    events: [{ title: "Mekong Logistics warehouse tour", starts_at: at(21, 7), place: "Bình Dương" }],
    assets: [{ title: "Mekong Logistics logo", kind: "logo", url: "https://mekong.example/logo.svg" }],
    briefs: [],
  },
];

export async function ensurePartnerSamples(request, log) {
  const have = async (collection, filter) => (await request(readItems(collection, { filter, fields: ["id"], limit: 1 })))[0]?.id;
  let created = 0;
  const make = async (collection, item) => {
    created++;
    return (await request(createItem(collection, item))).id;
  };
  for (const plan of plans) if (!(await have("seed_partner_plans", { code: { _eq: plan.code } }))) await make("seed_partner_plans", plan);
  // The partners' FAQ lives in seed_faq (issue 50, migration 008), beside the learners'.
  for (const item of faq)
    if (!(await have("seed_faq", { _and: [{ audience: { _eq: "partner" } }, { question: { _eq: item.question } }] })))
      await make("seed_faq", { ...item, audience: "partner", language: "en", published: true });

  const emails = [...companies.flatMap((c) => c.members.map(([email]) => email)), "learner@example.com", "learner2@example.com"];
  const users = await request(readUsers({ filter: { email: { _in: emails } }, fields: ["id", "email"], limit: -1 }));
  const userId = Object.fromEntries(users.map((u) => [u.email, u.id]));

  for (const sample of companies) {
    if (await have("seed_companies", { name: { _eq: sample.name } })) continue; // the rest came with it
    const { members, jobs, invoices, events, assets, briefs, ...fields } = sample;
    const company = await make("seed_companies", fields);
    for (const [email, role] of members)
      if (userId[email] && !(await have("seed_company_members", { user: { _eq: userId[email] } })))
        await make("seed_company_members", { company, user: userId[email], role });
    const jobIds = [];
    for (const job of jobs) jobIds.push(await make("seed_jobs", { company, status: "open", ...job }));
    for (const invoice of invoices) await make("seed_invoices", { company, ...invoice });
    for (const event of events) await make("seed_partner_events", { company, ...event });
    for (const asset of assets) await make("seed_brand_assets", { company, ...asset });
    for (const brief of briefs) await make("seed_briefs", { company, author: userId[members[0][0]], ...brief });
    await make("seed_audit_log", { company, actor: userId[members[0][0]], action: "company.created", target: sample.name });
  }

  // The sample learners' applications: the first company's first job has a pipeline that went all
  // the way (one learner accepted an offer); the second company's job has one viewed application.
  // What each let the company see (issue 48: a learner chooses): the first everything, the second
  // their competency levels only.
  const shared = { share_competencies: true, share_portfolio: true, share_assessment: true };
  const levelsOnly = { share_competencies: true };
  const firstJob = await firstJobOf("Lotus Commerce");
  const otherJob = await firstJobOf("Mekong Logistics");
  const learner = userId["learner@example.com"];
  const learner2 = userId["learner2@example.com"];
  if (firstJob && learner && learner2 && !(await have("seed_applications", { job: { _eq: firstJob } }))) {
    const application = await make("seed_applications", {
      job: firstJob,
      learner,
      match: 0.68,
      stage: "accepted",
      ...shared,
      applied_at: at(-21),
      viewed_at: at(-20),
      shortlisted_at: at(-19),
      interview_at: at(-17),
      offer_at: at(-12),
      decided_at: at(-10),
    });
    await make("seed_applications", { job: firstJob, learner: learner2, match: 0.41, stage: "viewed", ...levelsOnly, viewed_at: at(-3) });
    // Each learner opened the job's page before applying: the funnel's views (issue 48, item 6).
    for (const who of [learner, learner2]) await make("seed_job_views", { job: firstJob, learner: who });
    const interviewer = userId["partner-interviewer@example.com"];
    if (interviewer)
      await make("seed_interviews", {
        application,
        interviewer,
        at: at(-17),
        feedback: "Clear thinking about marketplace fees.",
        scores: { problem: 4, communication: 4, skills: 3 },
      });
  }
  if (otherJob && learner2 && !(await have("seed_applications", { job: { _eq: otherJob } }))) {
    await make("seed_applications", { job: otherJob, learner: learner2, match: 0.62, stage: "viewed", ...levelsOnly, viewed_at: at(-2) });
    await make("seed_job_views", { job: otherJob, learner: learner2 });
  }
  if (created) log(`created ${created} sample partner rows`);

  async function firstJobOf(name) {
    const [row] = await request(
      readItems("seed_jobs", { filter: { company: { name: { _eq: name } } }, fields: ["id"], sort: ["id"], limit: 1 }),
    );
    return row?.id;
  }
}

/**
 * The sample's mentor slots that name no mentor (made before a slot named its office hours and its
 * mentor, issue 49 item 5) become the sample MENTOR's: each gets office hours of theirs at its time,
 * and their name and company, as the schedule form publishes a slot. Then the mentor sees who booked
 * them and may give feedback on the project named. Only slots under the sample's own names, so a
 * slot someone made by hand keeps what it has. A new install runs it as the "mentoring" sample domain
 * (after "learning" and "partners"); an existing one as migration 006, which changes stored rows.
 */
export async function ensureSampleMentors(request, log) {
  const [member] = await request(
    readItems("seed_company_members", {
      filter: { user: { email: { _eq: "partner-mentor@example.com" } }, role: { _eq: "MENTOR" } },
      fields: [{ user: ["id", "first_name", "last_name"] }, { company: ["id", "name"] }],
      limit: 1,
    }),
  );
  if (!member?.user || !member.company) return;
  const slots = await request(
    readItems("seed_mentor_slots", {
      filter: { mentor: { _null: true }, office_hours: { _null: true }, mentor_name: { _in: sampleSlotNames } },
      fields: ["id", "starts_at", "ends_at", "mode"],
      limit: -1,
    }),
  );
  const mentorName = `${[member.user.first_name, member.user.last_name].filter(Boolean).join(" ")} · ${member.company.name}`;
  for (const slot of slots) {
    const times = { starts_at: slot.starts_at, ends_at: slot.ends_at, mode: slot.mode };
    const hours = await request(createItem("seed_partner_office_hours", { company: member.company.id, mentor: member.user.id, ...times }));
    await request(updateItem("seed_mentor_slots", slot.id, { office_hours: hours.id, mentor: member.user.id, mentor_name: mentorName }));
  }
  if (slots.length) log(`gave ${slots.length} sample mentor slots their mentor`);
}
