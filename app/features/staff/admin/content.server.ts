// The admin content page's reads and writes (issue 29), always with the signed-in person's own
// Directus token: Directus' permissions for seed-admin (cms/permissions/admin.mjs) limit what each
// call may touch, and every post write drops the published-post caches (`invalidatePosts`).
import {
  aggregate,
  createItem,
  deleteItems,
  deleteUser,
  inviteUser,
  isDirectusError,
  readItems,
  readRoles,
  readUsers,
  updateItem,
  updateUser,
  withOptions,
} from "@directus/sdk";
import { retireUnverifiedAccount } from "~/features/auth/register.server";
import { revokeUserSessions } from "~/features/auth/user-revocations.server";
import type { DirectusClient } from "~/features/cms/directus.server";
import { withRetries } from "~/features/cms/retry.server";
import { readRows } from "~/features/cms/read-at-once.server";
import type { PostMeta } from "~/features/cms/schema";
import { draftSlug, invalidatePosts, PostSaveError, requireLibraryFiles, safeImageUrl } from "~/features/posts/posts.server";
import { clampUsersPageSize, isUnconfirmed, usersAsked, type LearnerRow } from "./lists";
import {
  adminPostFields,
  learnerFields,
  learnerRoleId,
  learnerRoleName,
  learnersFilter,
  toLearnerRow,
  type AdminPost,
} from "./tables.server";

/** A staff person a post may name as its author ('Change author…'). */
export interface StaffUser {
  id: string;
  first_name: string | null;
  last_name: string | null;
  role?: { name: string } | null;
}

/** The roles 'Change role' offers (issue 29): learner, faculty and, once its portal exists, partner. */
export const changeableRoles = ["seed-user", "seed-faculty", "seed-partner"] as const;

/**
 * Spec 001 §7: users whose role is seed-user (and whose names or email hold each word of `uq`),
 * sorted by id, in pages of the clamped size, with increasing offsets until a page is shorter than
 * the size: every one of them (Export CSV).
 */
export async function listLearners(client: DirectusClient, { uq = "", asked = usersAsked } = {}): Promise<LearnerRow[]> {
  const limit = clampUsersPageSize(asked);
  const role = await learnerRoleId(client);
  const filter = learnersFilter(role, uq);
  const all: LearnerRow[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = await withRetries((signal) =>
      client.request(withOptions(readUsers({ fields: [...learnerFields], filter, sort: ["id"], limit, offset }), { signal })),
    );
    all.push(...page.map((user) => toLearnerRow(user, role)));
    if (page.length < limit || offset > 100_000) return all;
  }
}

/** A write Directus refused or a row that is gone: the action answers with its status. */
export class AdminWriteError extends Error {
  constructor(
    readonly status: number,
    readonly reason:
      "gone" | "refused" | "failed" | "notLibraryFile" | "unconfirmed" | "alreadyLearner" | "otherAccount" | "bulkStopped" | "classFull",
    options?: { cause?: unknown; count?: number },
  ) {
    super(`${reason} (${status})`, options);
    this.count = options?.count ?? 0;
  }
  /** Bulk: how many were done before it stopped. */
  readonly count: number;
}

function toAdminError(error: unknown): AdminWriteError {
  if (error instanceof AdminWriteError) return error;
  if (isDirectusError(error)) {
    const status = (error.response as Response | undefined)?.status ?? 502;
    if (status === 404) return new AdminWriteError(404, "gone", { cause: error });
    if (status === 401 || status === 403) return new AdminWriteError(403, "refused", { cause: error });
    return new AdminWriteError(502, "failed", { cause: error });
  }
  return new AdminWriteError(502, "failed", { cause: error });
}

async function attempt<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toAdminError(error);
  }
}

/** One post by id, or a 404 (gone, or not the admin's to see). */
export async function findPost(client: DirectusClient, id: number): Promise<AdminPost> {
  const [post] = await attempt(() =>
    readRows(client, "seed_post_meta", { fields: adminPostFields, filter: { id: { _eq: id } }, limit: 1 }),
  );
  if (!post) throw new AdminWriteError(404, "gone");
  return { ...post, cover_image_url: safeImageUrl(post.cover_image_url) };
}

/** Publish, unpublish, feature, unfeature, cover: one field change, the caches dropped. */
export async function updatePost(
  client: DirectusClient,
  id: number,
  change: Partial<Pick<PostMeta, "status" | "featured" | "cover_image_url" | "author">>,
) {
  await findPost(client, id);
  try {
    await attempt(() => client.request(updateItem("seed_post_meta", id, { ...change, updated_at: new Date().toISOString() })));
  } finally {
    invalidatePosts();
  }
}

/**
 * Change cover image…: only an address outside Directus' files or a file of the media library
 * (issue 51, item 7: naming a hand-in or a partner's file would make it public).
 */
export async function changeCover(client: DirectusClient, id: number, cover: string) {
  try {
    await requireLibraryFiles(cover, "");
  } catch (error) {
    if (error instanceof PostSaveError) throw new AdminWriteError(400, "notLibraryFile");
    throw toAdminError(error);
  }
  await updatePost(client, id, { cover_image_url: cover });
}

/** The roles whose people may author posts: editors, content administrators, administrators. */
export const staffRoles = ["Administrator", "seed-edit-post", "seed-admin"] as const;

/** Change author…'s choices: every staff account (cms/permissions/accounts.mjs, seed-admin-staff). */
export async function listStaff(client: DirectusClient): Promise<StaffUser[]> {
  const roles = await attempt(() =>
    client.request(readRoles({ fields: ["id", "name"], filter: { name: { _in: [...staffRoles] } }, limit: 10 })),
  );
  const roleName = new Map(roles.map((role) => [role.id, role.name]));
  const people = await attempt(() =>
    client.request(
      readUsers({
        fields: ["id", "first_name", "last_name", "role"],
        filter: { role: { _in: [...roleName.keys()] } },
        sort: ["first_name", "last_name", "id"],
        limit: 500,
      }),
    ),
  );
  return people.map(({ id, first_name, last_name, role }) => {
    const name = typeof role === "string" ? roleName.get(role) : undefined;
    return { id, first_name, last_name, role: name ? { name } : null };
  });
}

/** Change author…: the post names a staff person (one the admin's token reads as staff). */
export async function changeAuthor(client: DirectusClient, id: number, authorId: string) {
  if (!(await listStaff(client)).some((person) => person.id === authorId)) throw new AdminWriteError(404, "gone");
  await updatePost(client, id, { author: authorId });
}

/**
 * Duplicate (issue 29): a draft with a new slug (the original's with a random suffix), the same
 * cover and excerpt, body and SEO copied. Returns the new slug (the editor opens it).
 */
export async function duplicatePost(client: DirectusClient, id: number) {
  const post = await findPost(client, id);
  const [detail] = (await attempt(() =>
    client.request(
      readItems("seed_post_detail", {
        fields: ["content", "seo_title", "seo_description", "seo_keywords"],
        filter: { post_id: { _eq: id } },
        limit: 1,
      }),
    ),
  )) as { content: string | null; seo_title: string | null; seo_description: string | null; seo_keywords: unknown }[];
  const now = new Date().toISOString();
  const slug = draftSlug(post.slug.slice(0, 80));
  try {
    const copy = (await attempt(() =>
      client.request(
        createItem("seed_post_meta", {
          title: post.title,
          slug,
          status: "draft",
          cover_image_url: post.cover_image_url,
          excerpt: post.excerpt,
          author_id: post.author_id,
          author: post.author?.id ?? null,
          featured: false,
          created_at: now,
          updated_at: now,
        }),
      ),
    )) as { id: number };
    try {
      await attempt(() =>
        client.request(
          createItem("seed_post_detail", {
            post_id: copy.id,
            content: detail?.content ?? "",
            seo_title: detail?.seo_title ?? post.title,
            seo_description: detail?.seo_description ?? post.excerpt,
            seo_keywords: detail?.seo_keywords ?? [],
          }),
        ),
      );
    } catch (error) {
      await client.request(deleteItems("seed_post_meta", { filter: { id: { _eq: copy.id } } })).catch(() => {});
      throw error;
    }
    return { slug };
  } finally {
    invalidatePosts();
  }
}

/** Delete post: its detail rows, then the post. */
export async function deletePost(client: DirectusClient, id: number) {
  await findPost(client, id);
  try {
    await attempt(() => client.request(deleteItems("seed_post_detail", { filter: { post_id: { _eq: id } } })));
    await attempt(() => client.request(deleteItems("seed_post_meta", { filter: { id: { _eq: id } } })));
  } finally {
    invalidatePosts();
  }
}

/** One learner by id, or a 404 (gone, or not a learner: the admin's token sees learners only). */
export async function findLearner(client: DirectusClient, id: string): Promise<LearnerRow> {
  const role = await attempt(() => learnerRoleId(client));
  const [user] = await attempt(() =>
    client.request(readUsers({ fields: [...learnerFields], filter: { id: { _eq: id }, role: { _eq: role } }, limit: 1 })),
  );
  if (!user) throw new AdminWriteError(404, "gone");
  return toLearnerRow(user, role);
}

/**
 * Suspend or activate: Directus refuses a suspended user's sign-in; their sessions end now. An
 * unconfirmed account is never activated (issue 51, item 3): whoever registered someone else's
 * address would own it. Add student sends its owner an invitation instead.
 */
export async function setLearnerStatus(client: DirectusClient, id: string, status: "active" | "suspended") {
  const learner = await findLearner(client, id);
  if (status === "active" && isUnconfirmed(learner.status)) throw new AdminWriteError(409, "unconfirmed");
  await attempt(() => client.request(updateUser(id, { status })));
  if (status === "suspended") await revokeUserSessions(id);
}

/** The ids of the roles 'Change role' may give, by name (seed-partner only once it exists). */
export async function changeableRoleIds(client: DirectusClient) {
  const roles = (await attempt(() =>
    client.request(readRoles({ fields: ["id", "name"], filter: { name: { _in: [...changeableRoles] } }, limit: 10 })),
  )) as { id: string; name: string }[];
  return new Map(roles.map((role) => [role.name, role.id]));
}

/** Change role: the learner leaves this list (and their portal) for the new one; signed out now. */
export async function setLearnerRole(client: DirectusClient, id: string, roleName: string) {
  await findLearner(client, id);
  const roleId = (await changeableRoleIds(client)).get(roleName);
  if (!roleId) throw new AdminWriteError(400, "refused");
  await attempt(() => client.request(updateUser(id, { role: roleId })));
  await revokeUserSessions(id);
}

/** Delete user: their portal rows go with them (Directus' relations cascade), their sessions end. */
export async function deleteLearner(client: DirectusClient, id: string) {
  await findLearner(client, id);
  await attempt(() => client.request(deleteUser(id)));
  await revokeUserSessions(id);
}

/** The learner accounts of these addresses (lower case), one read per hundred addresses. */
export async function learnersByEmail(client: DirectusClient, emails: readonly string[]) {
  const found = new Map<string, LearnerRow>();
  if (!emails.length) return found;
  const role = await attempt(() => learnerRoleId(client));
  for (let start = 0; start < emails.length; start += 100) {
    const chunk = emails.slice(start, start + 100);
    const rows = await attempt(() =>
      client.request(
        readUsers({ fields: [...learnerFields], filter: { email: { _in: chunk }, role: { _eq: role } }, limit: chunk.length }),
      ),
    );
    for (const row of rows) if (row.email) found.set(row.email.toLowerCase(), toLearnerRow(row, role));
  }
  return found;
}

/**
 * Add student and Import CSV (issue 51, item 3): a Directus invitation (the set-password mail) that
 * the address's owner must accept. A new address gets a learner account `invited`; an account that
 * registered itself and never confirmed becomes `invited` with a password nobody knows (the app's
 * service account, seed-registration), so the registrant no longer signs in; an invited one gets the
 * mail again. An active learner is refused with words (nothing to invite), as is an address of an
 * account the administrator may not see (staff, teachers, partners). Returns the learner's id.
 */
export async function inviteLearner(
  client: DirectusClient,
  email: string,
  setPasswordUrl: string,
  known?: LearnerRow | null,
): Promise<string> {
  const address = email.toLowerCase();
  const before = known === undefined ? ((await learnersByEmail(client, [address])).get(address) ?? null) : known;
  if (before && !isUnconfirmed(before.status)) throw new AdminWriteError(409, "alreadyLearner");
  if (before?.status === "unverified") {
    try {
      await retireUnverifiedAccount(address);
    } catch (error) {
      throw new AdminWriteError(502, "failed", { cause: error });
    }
  }
  const roleId = (await changeableRoleIds(client)).get(learnerRoleName);
  if (!roleId) throw new AdminWriteError(502, "failed");
  await attempt(() => client.request(inviteUser(address, roleId, setPasswordUrl)));
  const after = (await learnersByEmail(client, [address])).get(address);
  // Directus sends nothing for an account it already has with another role: no learner to invite.
  if (!after || !isUnconfirmed(after.status)) throw new AdminWriteError(409, before ? "failed" : "otherAccount");
  return after.id;
}

/**
 * Message: a row of seed_messages to the learner (their portal's community page shows it), from the
 * admin. A content administrator's policy presets the sender; Directus' Administrator has no policy
 * presets, so `from` names them (their role may write every field).
 */
export async function sendLearnerMessage(client: DirectusClient, id: string, body: string, from?: string) {
  await findLearner(client, id);
  await attempt(() => client.request(createItem("seed_messages", { to_user: id, body, ...(from ? { from_user: from } : {}) })));
}

/** Every cohort a class is taught to (Import CSV's `cohort` must be one of them). */
export async function knownCohorts(client: DirectusClient) {
  const classes = await attempt(() => readRows(client, "seed_classes", { fields: ["id", "cohort"], limit: -1 }));
  const byCohort = new Map<string, number[]>();
  for (const row of classes) if (row.cohort) byCohort.set(row.cohort, [...(byCohort.get(row.cohort) ?? []), row.id]);
  return byCohort;
}

/**
 * Each learner's cohort: that of the first (lowest id) class they are enrolled in; of these users
 * only when given (a hundred per read), else of every learner (the export).
 */
export async function learnerCohorts(client: DirectusClient, users?: readonly string[]) {
  const read = (some?: readonly string[]) =>
    attempt(() =>
      readRows(client, "seed_enrolments", {
        fields: ["user", { class: ["cohort"] }],
        filter: some ? { user: { _in: [...some] } } : {},
        sort: ["id"],
        limit: -1,
      }),
    );
  const rows: Awaited<ReturnType<typeof read>> = [];
  if (!users) rows.push(...(await read()));
  else for (let start = 0; start < users.length; start += 100) rows.push(...(await read(users.slice(start, start + 100))));
  const cohorts = new Map<string, string>();
  for (const row of rows) if (row.class?.cohort && !cohorts.has(row.user)) cohorts.set(row.user, row.class.cohort);
  return cohorts;
}

/**
 * new: an unknown address (an invitation); invite: an account that never confirmed its address
 * (an invitation its owner must accept); update: a learner's names or cohort; unchanged: nothing.
 */
export type ImportAction = "new" | "invite" | "update" | "unchanged";
/** The actions that mail an invitation: they count against the administrator's hourly allowance. */
export const invitingActions: ReadonlySet<ImportAction> = new Set(["new", "invite"]);

/**
 * What Import CSV would do with each good row: each address looked up once (a hundred per read),
 * never the whole list of learners.
 */
export async function planImport<Row extends { email: string; first_name: string; last_name: string; cohort: string }>(
  client: DirectusClient,
  rows: Row[],
) {
  const known = await learnersByEmail(
    client,
    rows.map((row) => row.email),
  );
  const cohorts = await learnerCohorts(
    client,
    [...known.values()].map((learner) => learner.id),
  );
  return rows.map((row) => {
    const learner = known.get(row.email) ?? null;
    if (!learner) return { ...row, action: "new" as ImportAction, learner };
    if (isUnconfirmed(learner.status)) return { ...row, action: "invite" as ImportAction, learner };
    const same =
      (learner.first_name ?? "") === row.first_name &&
      (learner.last_name ?? "") === row.last_name &&
      (!row.cohort || cohorts.get(learner.id) === row.cohort);
    return { ...row, action: (same ? "unchanged" : "update") as ImportAction, learner };
  });
}

export type ImportPlanRow = { line: number; email: string; first_name: string; last_name: string; cohort: string } & {
  action: ImportAction;
  learner: LearnerRow | null;
};

/**
 * Writes a confirmed import, row by row, from the plan made again at confirm: an invitation for a
 * new or unconfirmed address (as Add student), names for a learner; a cohort enrols them in its
 * classes. Returns the lines done and the first line that failed (the page says which rows were written).
 */
export async function applyImport(client: DirectusClient, plan: ImportPlanRow[], setPasswordUrl: string) {
  const classes = await listClasses(client);
  const done: number[] = [];
  /** Who joined which classes (issue 50): the action tells them and the classes' teachers. */
  const enrolled: Enrolled[] = [];
  for (const row of plan) {
    const line = row.line;
    try {
      if (row.action === "unchanged") {
        done.push(line);
        continue;
      }
      const id = invitingActions.has(row.action) ? await inviteLearner(client, row.email, setPasswordUrl, row.learner) : row.learner!.id;
      await attempt(() => client.request(updateUser(id, { first_name: row.first_name || null, last_name: row.last_name || null })));
      if (row.cohort) {
        const have = new Set((await learnerEnrolments(client, id)).map((enrolment) => enrolment.class));
        const joined = classes.filter((option) => option.cohort === row.cohort && !have.has(option.id));
        for (const option of joined)
          await attempt(() => client.request(createItem("seed_enrolments", { user: id, class: option.id, status: "active" })));
        const learner = row.learner ?? {
          id,
          email: row.email,
          first_name: row.first_name,
          last_name: row.last_name,
          role: null,
          status: "invited",
        };
        if (joined.length) enrolled.push({ learner: { ...learner, id }, joined });
      }
      done.push(line);
    } catch (error) {
      console.error(`Admin: import stopped at line ${line}:`, error);
      return { done, failedAt: line, enrolled };
    }
  }
  return { done, failedAt: null, enrolled };
}

export interface ClassOption {
  id: number;
  cohort: string | null;
  label: string;
  /** Its teacher (told when a learner joins), and the most learners it is planned for (none: no limit). */
  teacher: string | null;
  capacity: number | null;
}

/** The classes an admin may assign learners to: course code and name, and the cohort. */
export async function listClasses(client: DirectusClient): Promise<ClassOption[]> {
  const rows = await attempt(() =>
    readRows(client, "seed_classes", {
      fields: ["id", "cohort", "teacher", "capacity", { course: ["code", "name"] }],
      sort: ["id"],
      limit: -1,
    }),
  );
  return rows.map((row) => ({
    id: row.id,
    cohort: row.cohort,
    label: [row.course ? `${row.course.code} ${row.course.name}` : `#${row.id}`, row.cohort].filter(Boolean).join(" · "),
    teacher: typeof row.teacher === "string" ? row.teacher : null,
    capacity: row.capacity ?? null,
  }));
}

/** How many learners each of these classes holds (every enrolment status), counted with the admin's own token. */
async function enrolmentCounts(client: DirectusClient, ids: number[]) {
  const counts = await attempt(() =>
    client.request(
      aggregate("seed_enrolments", { aggregate: { count: "*" }, groupBy: ["class"], query: { filter: { class: { _in: ids } } } }),
    ),
  );
  return new Map(counts.map((row) => [Number(row.class), Number(row.count)]));
}

/** Which of these classes each of these learners is in already (a hundred learners per read). */
async function enrolmentsAmong(client: DirectusClient, learners: readonly string[], ids: number[]) {
  const rows: { user: string; class: number }[] = [];
  for (let start = 0; start < learners.length; start += 100)
    rows.push(
      ...(await attempt(() =>
        readRows(client, "seed_enrolments", {
          fields: ["user", "class"],
          filter: { _and: [{ user: { _in: learners.slice(start, start + 100) } }, { class: { _in: ids } }] },
          limit: -1,
        }),
      )),
    );
  return new Set(rows.map((row) => `${row.user} ${row.class}`));
}

/**
 * Capacity (issue 50): refuses (409 `classFull`, before anything is written) when the learners not
 * yet in one of `classes` would take it over its capacity. Counted with the admin's own token.
 */
export async function ensureRoom(client: DirectusClient, learners: readonly string[], classes: readonly ClassOption[]) {
  const limited = classes.filter((option) => option.capacity !== null);
  if (!limited.length || !learners.length) return;
  const ids = limited.map((option) => option.id);
  const [enrolled, already] = await Promise.all([enrolmentCounts(client, ids), enrolmentsAmong(client, learners, ids)]);
  for (const option of limited) {
    const joining = learners.filter((learner) => !already.has(`${learner} ${option.id}`)).length;
    if (joining > 0 && (enrolled.get(option.id) ?? 0) + joining > (option.capacity ?? 0)) throw new AdminWriteError(409, "classFull");
  }
}

/**
 * Import CSV's capacity (issue 50): the lines whose cohort has a class with no room left for them,
 * taking the file's rows in order (a learner already in a class takes no more room in it).
 */
export async function linesOverCapacity(client: DirectusClient, rows: { line: number; cohort: string; learner: { id: string } | null }[]) {
  const joining = rows.filter((row) => row.cohort);
  const cohorts = new Set(joining.map((row) => row.cohort));
  const limited = joining.length
    ? (await listClasses(client)).filter((option) => option.capacity !== null && cohorts.has(option.cohort ?? ""))
    : [];
  const over = new Set<number>();
  if (!limited.length) return over;
  const ids = limited.map((option) => option.id);
  const learners = joining.flatMap((row) => (row.learner ? [row.learner.id] : []));
  const [taken, already] = await Promise.all([enrolmentCounts(client, ids), enrolmentsAmong(client, learners, ids)]);
  for (const row of joining) {
    const entering = limited.filter((option) => option.cohort === row.cohort && !already.has(`${row.learner?.id} ${option.id}`));
    if (entering.some((option) => (taken.get(option.id) ?? 0) + 1 > (option.capacity ?? 0))) over.add(row.line);
    else for (const option of entering) taken.set(option.id, (taken.get(option.id) ?? 0) + 1);
  }
  return over;
}

/** A learner's enrolments: which classes they are in. */
export async function learnerEnrolments(client: DirectusClient, id: string) {
  return attempt(() => readRows(client, "seed_enrolments", { fields: ["id", "class"], filter: { user: { _eq: id } }, limit: -1 }));
}

/** What an enrolment action did: the learner, and the classes they joined (to tell them and the teachers). */
export interface Enrolled {
  learner: LearnerRow;
  joined: ClassOption[];
}

/** Assign to class: an enrolment, unless there is one already; a full class refuses (issue 50). */
export async function assignToClass(client: DirectusClient, id: string, classId: number, checked = false): Promise<Enrolled> {
  const learner = await findLearner(client, id);
  const target = (await listClasses(client)).find((option) => option.id === classId);
  if (!target) throw new AdminWriteError(404, "gone");
  if ((await learnerEnrolments(client, id)).some((enrolment) => enrolment.class === classId)) return { learner, joined: [] };
  if (!checked) await ensureRoom(client, [id], [target]);
  await attempt(() => client.request(createItem("seed_enrolments", { user: id, class: classId, status: "active" })));
  return { learner, joined: [target] };
}

/** Remove from course: the learner's enrolment in that class goes. */
export async function removeFromClass(client: DirectusClient, id: string, classId: number) {
  await findLearner(client, id);
  const enrolments = (await learnerEnrolments(client, id)).filter((enrolment) => enrolment.class === classId);
  if (!enrolments.length) throw new AdminWriteError(404, "gone");
  await attempt(() =>
    client.request(
      deleteItems(
        "seed_enrolments",
        enrolments.map((enrolment) => enrolment.id),
      ),
    ),
  );
}

/** The classes taught to `cohort`: none is a 404 (gone). */
export async function classesOfCohort(client: DirectusClient, cohort: string) {
  const target = (await listClasses(client)).filter((option) => option.cohort === cohort);
  if (!target.length) throw new AdminWriteError(404, "gone");
  return target;
}

/**
 * Move to cohort: out of the classes of other cohorts, into every class of this one; a full class
 * refuses before anything moves (issue 50). `checked`: the caller (the bulk form) checked the room.
 */
export async function moveToCohort(client: DirectusClient, id: string, cohort: string, checked = false): Promise<Enrolled> {
  const learner = await findLearner(client, id);
  const target = await classesOfCohort(client, cohort);
  if (!checked) await ensureRoom(client, [id], target);
  const targetIds = target.map((option) => option.id);
  const enrolments = await learnerEnrolments(client, id);
  const leave = enrolments.filter((enrolment) => !targetIds.includes(enrolment.class)).map((enrolment) => enrolment.id);
  if (leave.length) await attempt(() => client.request(deleteItems("seed_enrolments", leave)));
  const have = new Set(enrolments.map((enrolment) => enrolment.class));
  const joined = target.filter((option) => !have.has(option.id));
  for (const option of joined)
    await attempt(() => client.request(createItem("seed_enrolments", { user: id, class: option.id, status: "active" })));
  return { learner, joined };
}

export interface LearnerDetails {
  profile: { track: string | null; onboarding_step: string } | null;
  classes: (ClassOption & { status: string })[];
  cohorts: string[];
  grades: { id: number; item: string; classLabel: string | null; grade: number | null; graded_at: string | null }[];
  projects: { id: number; title: string; status: string; progress: number; due_on: string | null }[];
}

/**
 * View details (issue 29): a learner's profile, cohort, classes and progress (grades, projects),
 * read at once with the admin's own token (cms/permissions/admin.mjs: learners' rows only).
 */
export async function learnerDetails(client: DirectusClient, id: string): Promise<LearnerDetails> {
  const mine = { user: { _eq: id } };
  const [profiles, enrolments, grades, projects, classes] = await Promise.all([
    attempt(() => readRows(client, "seed_learner_profiles", { fields: ["track", "onboarding_step"], filter: mine, limit: -1 })),
    attempt(() => readRows(client, "seed_enrolments", { fields: ["class", "status"], filter: mine, sort: ["id"], limit: -1 })),
    attempt(() =>
      readRows(client, "seed_grades", {
        fields: ["id", "grade", "graded_at", { item: ["item", "class"] }],
        filter: mine,
        sort: ["-graded_at", "-id"],
        limit: -1,
      }),
    ),
    attempt(() =>
      readRows(client, "seed_projects", {
        fields: ["id", "title", "status", "progress", "due_on"],
        filter: mine,
        sort: ["due_on", "id"],
        limit: -1,
      }),
    ),
    listClasses(client),
  ]);
  const byId = new Map(classes.map((option) => [option.id, option]));
  const enrolled = enrolments.flatMap((row) => {
    const option = byId.get(row.class);
    return option ? [{ ...option, status: row.status }] : [];
  });
  return {
    profile: profiles[0] ?? null,
    classes: enrolled,
    cohorts: [...new Set(enrolled.map((option) => option.cohort).filter((cohort): cohort is string => Boolean(cohort)))],
    grades: grades.map((row) => ({
      id: row.id,
      item: row.item?.item ?? "—",
      classLabel: row.item?.class ? (byId.get(row.item.class)?.label ?? null) : null,
      grade: row.grade,
      graded_at: row.graded_at,
    })),
    projects: projects.map((row) => ({ ...row, progress: Number(row.progress) || 0 })),
  };
}
