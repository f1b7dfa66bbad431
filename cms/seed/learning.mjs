// Sample learning rows for the sample accounts (issue 26): the catalogue, two classes with a teacher
// each, and for each sample learner a finished onboarding with every dashboard section filled, so the
// portals show real rows from the first start. Idempotent: what exists (by its natural key) is kept.
import { createItem, createItems, readItems, readUsers, updateItems } from "@directus/sdk";
import { notificationFromTitle } from "../migrations/notifications.mjs";
import { at, dateOnly } from "./dates.mjs";

const courses = [
  { code: "EC101", name: "E-commerce foundations", track: "ecommerce" },
  { code: "DM201", name: "Digital marketing analytics", track: "digital-marketing" },
  { code: "MT301", name: "MarTech automation", track: "martech" },
];

/** Each sample learner in their own class with their own teacher: two of each, never sharing a row. */
const people = [
  { learner: "learner@example.com", teacher: "faculty@example.com", course: "EC101", cohort: "K24-A", room: "A2.1" },
  { learner: "learner2@example.com", teacher: "faculty2@example.com", course: "DM201", cohort: "K24-B", room: "B1.3" },
];

/** The sample classes' cohorts (issue 50): a class names its cohort by name. */
const cohorts = [
  { name: "K24-A", starts_on: dateOnly(-60), ends_on: dateOnly(120) },
  { name: "K24-B", starts_on: dateOnly(-30), ends_on: dateOnly(150) },
];

const competencies = {
  "learner@example.com": { research: 0.72, content: 0.64, analytics: 0.48, ads: 0.55, automation: 0.3, communication: 0.81 },
  "learner2@example.com": { research: 0.4, content: 0.35, analytics: 0.62, ads: 0.2, automation: 0.15, communication: 0.5 },
};

/**
 * The names the sample's first mentor slots were made under, before a slot named its mentor (issue 49,
 * item 5); the "mentoring" sample domain gives them the sample mentor (./partners.mjs).
 */
export const sampleSlotNames = ["Lan Nguyễn", "Minh Trần", "Thảo Lê"];

export async function ensureLearningSamples(request, log) {
  const have = async (collection, filter) => (await request(readItems(collection, { filter, fields: ["id"], limit: 1 })))[0]?.id;
  const users = await request(
    readUsers({ filter: { email: { _in: people.flatMap((p) => [p.learner, p.teacher]) } }, fields: ["id", "email"], limit: -1 }),
  );
  const userId = Object.fromEntries(users.map((u) => [u.email, u.id]));
  let created = 0;
  const make = async (collection, item) => {
    created++;
    return (await request(createItem(collection, item))).id;
  };

  const courseId = {};
  for (const course of courses)
    courseId[course.code] = (await have("seed_courses", { code: { _eq: course.code } })) ?? (await make("seed_courses", course));

  for (const cohort of cohorts) if (!(await have("seed_cohorts", { name: { _eq: cohort.name } }))) await make("seed_cohorts", cohort);

  for (const person of people) {
    const learner = userId[person.learner];
    const teacher = userId[person.teacher];
    if (!learner || !teacher) continue;
    const classId =
      (await have("seed_classes", { teacher: { _eq: teacher }, course: { _eq: courseId[person.course] } })) ??
      (await make("seed_classes", {
        course: courseId[person.course],
        teacher,
        cohort: person.cohort,
        next_session: at(2),
        room: person.room,
      }));
    if (!(await have("seed_enrolments", { user: { _eq: learner }, class: { _eq: classId } }))) {
      await make("seed_enrolments", { user: learner, class: classId, status: "active" });
    }
    if (await have("seed_learner_profiles", { user: { _eq: learner } })) continue; // the rest came with it

    const track = courses.find((c) => c.code === person.course).track;
    await make("seed_learner_profiles", { user: learner, track, onboarding_step: "done" });
    for (const [key, value] of Object.entries(competencies[person.learner])) await make("seed_competencies", { user: learner, key, value });
    await make("seed_projects", {
      user: learner,
      title: "Shopee store launch plan",
      rubric: "Market research · Listing quality · Launch budget",
      status: "in-progress",
      progress: 0.6,
      due_on: dateOnly(10),
    });
    await make("seed_projects", {
      user: learner,
      title: "TikTok Shop campaign brief",
      rubric: "Audience · Creative · KPIs",
      status: "blocked",
      progress: 0.25,
      due_on: dateOnly(5),
    });
    await make("seed_projects", {
      user: learner,
      title: "Customer interview summary",
      rubric: "Questions · Insights · Next steps",
      status: "passed",
      progress: 1,
      due_on: dateOnly(-7),
    });
    await make("seed_next_actions", { user: learner, label: "Quiz: conversion funnel basics", type: "quiz" });
    await make("seed_next_actions", { user: learner, label: "Read: pricing for marketplaces", type: "read" });
    await make("seed_next_actions", { user: learner, label: "Checklist: product photos for the store", type: "checklist" });
    // What migration 001 made of the former English titles (cms/migrations/notifications.mjs).
    for (const title of ["Badge earned: first interview done", "Campaign brief due in 5 days", "New resources in your track"])
      await make("seed_notifications", { user: learner, ...notificationFromTitle(title) });
    const items = [
      // It counts towards two competencies: its grade gives the learner graded levels (ADR 042).
      await make("seed_grading_items", {
        class: classId,
        item: "Week 1 case study",
        due_on: dateOnly(-3),
        competencies: ["research", "analytics"],
      }),
      await make("seed_grading_items", { class: classId, item: "Market sizing worksheet", due_on: dateOnly(4) }),
    ];
    await make("seed_grades", { item: items[0], user: learner, grade: 8, graded_at: at(-1) });
    await make("seed_announcements", { class: classId, title: "Welcome to the class", detail: "Bring your laptop to the first lab." });
    await make("seed_messages", {
      from_user: learner,
      to_user: teacher,
      class: classId,
      body: "Could we go over the market sizing worksheet?",
    });
  }

  if (!(await have("seed_mentor_slots", {}))) {
    for (const [i, mentor] of sampleSlotNames.entries()) {
      for (const d of [1, 3]) {
        await make("seed_mentor_slots", {
          mentor_name: mentor,
          starts_at: at(d + i, 9 + i),
          ends_at: at(d + i, 10 + i),
          mode: i % 2 ? "onsite" : "online",
        });
      }
    }
  }
  if (created) log(`created ${created} sample learning rows`);
}

/** Attendance of the sample classes' last meetings: which of them each sample learner was at. */
const meetings = [
  { days: -9, present: true },
  { days: -7, present: true },
  { days: -4, present: false },
  { days: -2, present: true },
];

/** Idempotent: a learner with any attendance row in their class keeps what they have. */
export async function ensureAttendanceSamples(request, log) {
  const users = await request(readUsers({ filter: { email: { _in: people.map((p) => p.learner) } }, fields: ["id"], limit: -1 }));
  let created = 0;
  for (const { id: learner } of users) {
    const enrolments = await request(readItems("seed_enrolments", { filter: { user: { _eq: learner } }, fields: ["class"], limit: -1 }));
    for (const { class: classId } of enrolments) {
      const [taken] = await request(
        readItems("seed_attendance", { filter: { class: { _eq: classId }, user: { _eq: learner } }, fields: ["id"], limit: 1 }),
      );
      if (taken) continue;
      for (const meeting of meetings) {
        await request(
          createItem("seed_attendance", { class: classId, user: learner, meeting_on: dateOnly(meeting.days), present: meeting.present }),
        );
        created++;
      }
    }
  }
  if (created) log(`created ${created} sample attendance rows`);
}

/** The Monday (UTC) of the week `weeksAgo` weeks before this one, as a date (YYYY-MM-DD). */
export function mondayOf(weeksAgo = 0, now = new Date()) {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7) - 7 * weeksAgo);
  return day.toISOString().slice(0, 10);
}

/** How far each sample learner had come, week by week up to their levels now (the last share is this week's: 1). */
const progressShares = [0.55, 0.65, 0.72, 0.8, 0.9, 1];

/**
 * The sample learners' competency snapshots of the last weeks (the analytics page's progress over
 * time), rising to their levels now. Idempotent: a learner with any snapshot keeps what they have.
 */
export async function ensureProgressSamples(request, log) {
  const users = await request(readUsers({ filter: { email: { _in: people.map((p) => p.learner) } }, fields: ["id", "email"], limit: -1 }));
  let created = 0;
  for (const { id: learner, email } of users) {
    const [kept] = await request(readItems("seed_competency_snapshots", { filter: { user: { _eq: learner } }, fields: ["id"], limit: 1 }));
    if (kept) continue;
    const rows = progressShares.flatMap((share, i) =>
      Object.entries(competencies[email]).map(([key, value]) => ({
        user: learner,
        week_of: mondayOf(progressShares.length - 1 - i),
        key,
        value: Math.round(value * share * 100) / 100,
      })),
    );
    await request(createItems("seed_competency_snapshots", rows));
    created += rows.length;
  }
  if (created) log(`created ${created} sample competency snapshots`);
}

/** Each sample teacher's week: a lecture, office hours and a lab (spec 001 §2: Lecture / Office / Lab). */
const week = [
  { kind: "lecture", days: 1, hour: 2, title: (code) => `${code} lecture`, room: (person) => person.room },
  { kind: "office", days: 2, hour: 7, title: () => "Office hours", room: () => "Faculty room 3" },
  { kind: "lab", days: 3, hour: 2, title: (code) => `${code} lab`, room: (person) => `Lab ${person.room}` },
];

/**
 * The teaching rows that came after the first learning sample (issue 26 audit): each sample teacher's
 * schedule, the sample learner's submission of the first grading item, and the class of the sample
 * messages. Idempotent: a teacher with any schedule row, a learner with any submission, a message with
 * a class keep what they have.
 */
export async function ensureTeachingSamples(request, log) {
  const users = await request(
    readUsers({ filter: { email: { _in: people.flatMap((p) => [p.learner, p.teacher]) } }, fields: ["id", "email"], limit: -1 }),
  );
  const userId = Object.fromEntries(users.map((u) => [u.email, u.id]));
  let created = 0;
  for (const person of people) {
    const learner = userId[person.learner];
    const teacher = userId[person.teacher];
    if (!learner || !teacher) continue;
    const [own] = await request(
      readItems("seed_classes", { filter: { teacher: { _eq: teacher } }, fields: ["id", "course.code"], sort: ["id"], limit: 1 }),
    );
    if (!own) continue;
    const [planned] = await request(readItems("seed_schedule", { filter: { teacher: { _eq: teacher } }, fields: ["id"], limit: 1 }));
    if (!planned) {
      for (const slot of week) {
        await request(
          createItem("seed_schedule", {
            teacher,
            class: slot.kind === "office" ? null : own.id,
            title: slot.title(own.course.code),
            kind: slot.kind,
            starts_at: at(slot.days, slot.hour),
            ends_at: at(slot.days, slot.hour + 2),
            room: slot.room(person),
          }),
        );
        created++;
      }
    }
    const [handedIn] = await request(readItems("seed_submissions", { filter: { user: { _eq: learner } }, fields: ["id"], limit: 1 }));
    const [first] = await request(
      readItems("seed_grading_items", { filter: { class: { _eq: own.id } }, fields: ["id"], sort: ["due_on"], limit: 1 }),
    );
    if (!handedIn && first) {
      await request(createItem("seed_submissions", { item: first.id, user: learner, body: "Case study answers (PDF, 4 pages)." }));
      created++;
    }
    const loose = await request(
      readItems("seed_messages", {
        filter: {
          class: { _null: true },
          _or: [
            { from_user: { _eq: learner }, to_user: { _eq: teacher } },
            { from_user: { _eq: teacher }, to_user: { _eq: learner } },
          ],
        },
        fields: ["id"],
        limit: -1,
      }),
    );
    if (loose.length)
      await request(
        updateItems(
          "seed_messages",
          loose.map((m) => m.id),
          { class: own.id },
        ),
      );
  }
  if (created) log(`created ${created} sample teaching rows`);
}

/** The resource catalogue (learner portal, /resources): a few per track and two for every track. */
const resources = [
  {
    title: "Marketplace listing checklist",
    kind: "checklist",
    url: "https://seed.example/resources/listing-checklist",
    track: "ecommerce",
    summary: "Photos, titles, prices and stock: what a product page needs before launch.",
  },
  {
    title: "Store launch plan template",
    kind: "template",
    url: "https://seed.example/resources/launch-plan.xlsx",
    track: "ecommerce",
    summary: "A week-by-week plan with budget lines for a first marketplace store.",
  },
  {
    title: "Reading a campaign dashboard",
    kind: "video",
    url: "https://seed.example/resources/campaign-dashboard",
    track: "digital-marketing",
    summary: "Twelve minutes on reach, click-through and cost per order, with a real campaign.",
  },
  {
    title: "Writing a campaign brief",
    kind: "guide",
    url: "https://seed.example/resources/campaign-brief",
    track: "digital-marketing",
    summary: "Audience, message, channels and KPIs on one page.",
  },
  {
    title: "Email automation starter flows",
    kind: "template",
    url: "https://seed.example/resources/email-flows",
    track: "martech",
    summary: "Welcome, abandoned cart and win-back flows to copy into your tool.",
  },
  {
    title: "Tracking plan basics",
    kind: "guide",
    url: "https://seed.example/resources/tracking-plan",
    track: "martech",
    summary: "Which events to track, how to name them and how to check they arrive.",
  },
  {
    title: "Presenting your project",
    kind: "guide",
    url: "https://seed.example/resources/presenting",
    track: null,
    summary: "How to show a simulated project to a mentor or a company in ten minutes.",
  },
];

/** Idempotent: a resource with the same title is kept. */
export async function ensureResourceSamples(request, log) {
  let created = 0;
  for (const resource of resources) {
    const [found] = await request(readItems("seed_resources", { filter: { title: { _eq: resource.title } }, fields: ["id"], limit: 1 }));
    if (found) continue;
    await request(createItem("seed_resources", resource));
    created++;
  }
  if (created) log(`created ${created} sample resources`);
}
