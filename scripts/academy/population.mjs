// An academy's people and their rows, made through Directus' REST API with the administrator's token
// (issue 52): the academy workload's virtual people (a few hundred who sign in) and `npm run
// seed:large`'s large academy (10,000 learners …) come from the same plan at two sizes. Rows go in
// batches (Directus creates an array in one request, its hooks and validation included); only
// directus_files takes one row per request (its JSON create takes one), sent several at once.
import { at, dateOnly } from "../../cms/seed/dates.mjs";

/**
 * @typedef {object} Plan
 * @property {string} prefix           emails are `<prefix>-<role>-<n>@example.com`
 * @property {string} password         for the first `signIns` people of each role (the rest have none: they never sign in)
 * @property {number} signIns
 * @property {number} learners
 * @property {number} teachers         one class each; learners spread over the classes
 * @property {number} companies        each with one hiring manager (a partner member who signs in)
 * @property {number} editors          each with a draft post of their own
 * @property {number} jobsPerCompany
 * @property {number} applicationsPerJob
 * @property {number} itemsPerClass    grading items; the first is handed in by every learner
 * @property {number} gradesPerLearner graded items (from the first), at most itemsPerClass
 * @property {number} posts            published posts besides the editors' drafts
 * @property {number} files            rows of directus_files (images of the media library, no bytes)
 * @property {number} mentorSlots
 * @property {number} notificationsPerPerson
 */

const competencyKeys = ["research", "content", "analytics", "ads", "automation", "communication"];
const tracks = ["ecommerce", "digital-marketing", "martech"];

/** Deterministic "random" numbers, so two seeds of one plan make the same rows. */
function numbers(seed = 52) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

/** A Directus client of the bare REST API (the administrator's token): JSON in, `data` out. */
export function restClient({ url, token }) {
  async function call(method, path, body) {
    const r = await fetch(url + path, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text).data : null;
  }
  return {
    get: (path) => call("GET", path),
    post: (path, body) => call("POST", path, body),
    patch: (path, body) => call("PATCH", path, body),
  };
}

/**
 * Creates `rows` in batches of `batch` (ids back, in order). `path` is `/users`, `/items/<c>` …
 * @returns {Promise<Array<string|number>>}
 */
async function createAll(rest, path, rows, { batch = 500, log, what = path } = {}) {
  const ids = [];
  const started = Date.now();
  for (let i = 0; i < rows.length; i += batch) {
    const made = await rest.post(`${path}?fields=id`, rows.slice(i, i + batch));
    ids.push(...made.map((m) => m.id));
  }
  if (rows.length) log?.(`${what}: ${rows.length} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return ids;
}

/** One request per row, `parallel` at once (for directus_files, whose JSON create takes one). */
async function createEach(rest, path, rows, { parallel = 6, log, what = path } = {}) {
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < rows.length) await rest.post(`${path}?fields=id`, rows[next++]);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  if (rows.length) log?.(`${what}: ${rows.length} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const emailOf = (plan, role, n) => `${plan.prefix}-${role}-${n}@example.com`;

/**
 * Makes the plan's people and rows in a running Directus (which has the project's schema and the
 * sample data). Returns the accounts that sign in, by role, and the editors' posts.
 * @param {{ url: string, token: string }} directus
 * @param {Plan} plan
 */
export async function seedPopulation(directus, plan, { log = () => {} } = {}) {
  const rest = restClient(directus);
  const random = numbers();
  const roles = Object.fromEntries((await rest.get("/roles?fields=id,name&limit=-1")).map((r) => [r.name, r.id]));
  const people = (role, kind, count) =>
    Array.from({ length: count }, (_, i) => ({
      email: emailOf(plan, kind, i + 1),
      first_name: kind[0].toUpperCase() + kind.slice(1),
      last_name: String(i + 1),
      role: roles[role],
      status: "active",
      ...(i < plan.signIns ? { password: plan.password } : {}),
    }));
  // Passwords are hashed one by one by Directus: small batches keep each request short.
  const usersOf = async (role, kind, count) => createAll(rest, "/users", people(role, kind, count), { batch: 100, log, what: `${kind}s` });
  const learners = await usersOf("seed-user", "learner", plan.learners);
  const teachers = await usersOf("seed-faculty", "teacher", plan.teachers);
  const partners = await usersOf("seed-partner", "partner", plan.companies);
  const editors = await usersOf("seed-edit-post", "editor", plan.editors);

  // Learning: a class per teacher, each learner in one, a finished onboarding, coursework.
  const courses = (await rest.get("/items/seed_courses?fields=id,track&sort=id&limit=-1")) ?? [];
  // A class names its cohort (issue 50): one cohort per class.
  const cohortName = (i) => `${plan.prefix.toUpperCase()}-${i + 1}`;
  await createAll(
    rest,
    "/items/seed_cohorts",
    teachers.map((_, i) => ({ name: cohortName(i) })),
    { log, what: "cohorts" },
  );
  const classes = await createAll(
    rest,
    "/items/seed_classes",
    teachers.map((teacher, i) => ({
      course: courses[i % courses.length].id,
      teacher,
      cohort: cohortName(i),
      next_session: at(1 + (i % 5), 2),
      room: `R${(i % 40) + 1}`,
      capacity: Math.ceil(plan.learners / Math.max(1, plan.teachers)) + 5,
    })),
    { log, what: "classes" },
  );
  const classOf = (i) => i % classes.length;
  await createAll(
    rest,
    "/items/seed_enrolments",
    learners.map((user, i) => ({ user, class: classes[classOf(i)], status: "active" })),
    { log, what: "enrolments" },
  );
  await createAll(
    rest,
    "/items/seed_learner_profiles",
    learners.map((user, i) => ({ user, track: tracks[classOf(i) % tracks.length], onboarding_step: "done" })),
    { log, what: "learner profiles" },
  );
  await createAll(
    rest,
    "/items/seed_competencies",
    learners.flatMap((user) => competencyKeys.map((key) => ({ user, key, value: Math.round(random() * 100) / 100 }))),
    { batch: 1000, log, what: "competencies" },
  );
  const items = await createAll(
    rest,
    "/items/seed_grading_items",
    classes.flatMap((klass) =>
      Array.from({ length: plan.itemsPerClass }, (_, k) => ({
        class: klass,
        item: `Assignment ${k + 1}`,
        // The first ones past, the last ones still to hand in.
        due_on: dateOnly(7 * (k - plan.itemsPerClass + 2)),
        brief: "Write up what you found, with your sources.",
        max_grade: 10,
      })),
    ),
    { log, what: "grading items" },
  );
  const itemOf = (learnerIndex, k) => items[classOf(learnerIndex) * plan.itemsPerClass + k];
  await createAll(
    rest,
    "/items/seed_submissions",
    learners.map((user, i) => ({ item: itemOf(i, 0), user, body: "My answers, four pages." })),
    { batch: 1000, log, what: "hand-ins" },
  );
  await createAll(
    rest,
    "/items/seed_grades",
    learners.flatMap((user, i) =>
      Array.from({ length: Math.min(plan.gradesPerLearner, plan.itemsPerClass) }, (_, k) => ({
        item: itemOf(i, k),
        user,
        grade: 5 + Math.round(random() * 50) / 10,
        graded_at: at(-1 - k),
        feedback: "Clear and well argued.",
      })),
    ),
    { batch: 1000, log, what: "grades" },
  );
  await createAll(
    rest,
    "/items/seed_mentor_slots",
    Array.from({ length: plan.mentorSlots }, (_, i) => ({
      mentor_name: `Mentor ${(i % 20) + 1}`,
      starts_at: at(1 + (i % 14), 8 + (i % 8)),
      ends_at: at(1 + (i % 14), 9 + (i % 8)),
      mode: i % 2 ? "onsite" : "online",
    })),
    { log, what: "mentor slots" },
  );

  // Partners: a company per hiring manager, its open jobs, learners' applications to them.
  const companies = await createAll(
    rest,
    "/items/seed_companies",
    partners.map((_, i) => ({ name: `${plan.prefix} Company ${i + 1}`, domain: `company${i + 1}.example`, billing_plan: "ENTERPRISE" })),
    { log, what: "companies" },
  );
  await createAll(
    rest,
    "/items/seed_company_members",
    partners.map((user, i) => ({ company: companies[i], user, role: "HIRING_MANAGER" })),
    { log, what: "company members" },
  );
  const jobs = await createAll(
    rest,
    "/items/seed_jobs",
    companies.flatMap((company, c) =>
      Array.from({ length: plan.jobsPerCompany }, (_, k) => ({
        company,
        title: `Junior role ${c + 1}.${k + 1}`,
        skills: competencyKeys.slice(k % 4, (k % 4) + 3).map((name) => ({ name, level: 0.5, weight: 0.33 })),
        location: k % 2 ? "ONSITE" : "HYBRID",
        status: "open",
      })),
    ),
    { log, what: "jobs" },
  );
  const perJob = Math.min(plan.applicationsPerJob, learners.length);
  await createAll(
    rest,
    "/items/seed_applications",
    jobs.flatMap((job, j) =>
      Array.from({ length: perJob }, (_, k) => ({
        job,
        learner: learners[(j * perJob + k) % learners.length],
        match: Math.round(random() * 1000) / 1000,
        stage: "applied",
        motivation: "I would like to learn how your team works.",
        applied_at: at(-1 - (k % 20)),
      })),
    ),
    { batch: 1000, log, what: "applications" },
  );

  // Notifications to mark read: learners', teachers' and partner members'.
  const notified = [...learners.slice(0, plan.signIns), ...teachers.slice(0, plan.signIns), ...partners.slice(0, plan.signIns)];
  await createAll(
    rest,
    "/items/seed_notifications",
    notified.flatMap((user) =>
      Array.from({ length: plan.notificationsPerPerson }, (_, k) => ({ user, kind: "text", params: { text: `Update ${k + 1}` } })),
    ),
    { batch: 1000, log, what: "notifications" },
  );

  // Posts: a draft of each editor's own (what they save), and published news.
  const body = (n) =>
    `<h2>Week ${n}</h2>\n<p>${"Learners and partners worked on real projects this week. ".repeat(12)}</p>\n<p>More on the news page.</p>`;
  const drafts = editors.map((author, i) => ({ slug: `${plan.prefix}-draft-${i + 1}`, author, title: `Draft ${i + 1}`, status: "draft" }));
  const published = Array.from({ length: plan.posts }, (_, i) => ({
    slug: `${plan.prefix}-news-${i + 1}`,
    author: editors[i % Math.max(1, editors.length)] ?? null,
    title: `Academy news ${i + 1}`,
    status: "published",
  }));
  const posts = [...drafts, ...published];
  const postIds = await createAll(
    rest,
    "/items/seed_post_meta",
    posts.map((p, i) => ({
      ...p,
      excerpt: "What happened at the academy.",
      author_id: 1,
      created_at: at(-1 - (i % 700)),
    })),
    { batch: 1000, log, what: "posts" },
  );
  await createAll(
    rest,
    "/items/seed_post_detail",
    postIds.map((post_id, i) => ({ post_id, content: body(i + 1), seo_title: posts[i].title })),
    { batch: 1000, log, what: "post bodies" },
  );

  await createEach(
    rest,
    "/files",
    Array.from({ length: plan.files }, (_, i) => ({
      storage: "local",
      filename_download: `photo-${i + 1}.jpg`,
      title: `Photo ${i + 1}`,
      type: "image/jpeg",
      filesize: 120_000,
      width: 1600,
      height: 900,
    })),
    { log, what: "files" },
  );

  const accounts = (kind, count) =>
    Array.from({ length: Math.min(count, plan.signIns) }, (_, i) => ({ email: emailOf(plan, kind, i + 1), password: plan.password }));
  return {
    learners: accounts("learner", plan.learners),
    teachers: accounts("teacher", plan.teachers),
    partners: accounts("partner", plan.companies),
    editors: accounts("editor", plan.editors).map((a, i) => ({ ...a, post: drafts[i].slug })),
  };
}
