// The admin content page's two tables (issue 29, issue 46): each filtered, counted and paged by
// Directus with the content administrator's own token, never read whole and filtered here.
import { aggregate, isDirectusError, readRoles, readUsers, withOptions, type QueryFilter } from "@directus/sdk";
import type { DirectusClient } from "~/features/cms/directus.server";
import { readRows } from "~/features/cms/read-at-once.server";
import { withRetries } from "~/features/cms/retry.server";
import type { Schema } from "~/features/cms/schema";
import { postCardFields, safeImageUrl } from "~/features/posts/posts.server";
import { clampUsersPageSize, learnersPageSize, postsPageSize, usersErrorText, type LearnerRow } from "./lists";

/** The role every listed and created learner has (spec 001 §7). */
export const learnerRoleName = "seed-user";

/** The fields a post row of the table shows: its card, whether it is featured, and its staff author. */
export const adminPostFields = [...postCardFields, "featured", { author: ["id", "first_name", "last_name"] }] as const;
/** The fields a learner row shows. */
export const learnerFields = ["id", "email", "first_name", "last_name", "status", "role"] as const;

type PostFilter = QueryFilter<Schema, Schema["seed_post_meta"][number]>;

/** The words of a filter, each of which must be found in one of the row's fields (a full name spans two). */
const wordsOf = (text: string) => text.trim().split(/\s+/).filter(Boolean).slice(0, 10);

/** One page of a table (1-based) and the page actually shown: a page past the end shows the last. */
export interface TablePage<Row> {
  rows: Row[];
  page: number;
  pages: number;
  /** The rows the filter finds. */
  total: number;
}

/** A count of `aggregate`'s answer (Directus answers it as text on PostgreSQL). */
const countOf = (answer: { count?: unknown }[]) => Number(answer[0]?.count ?? 0) || 0;

/** The page to read for `requested` among `total` rows. */
export function pageWithin(requested: number, total: number, size: number) {
  const pages = Math.max(1, Math.ceil(total / size));
  return { page: Math.min(Math.max(1, requested), pages), pages };
}

/** Posts whatever their status whose title, slug or status holds each word of `q`, last changed first. */
export async function readPostsTable(client: DirectusClient, { q, page }: { q: string; page: number }) {
  const words = wordsOf(q);
  const filter: PostFilter | undefined = words.length
    ? {
        _and: words.map((word) => ({
          _or: [{ title: { _icontains: word } }, { slug: { _icontains: word } }, { status: { _icontains: word } }],
        })),
      }
    : undefined;
  const count = (query: { filter?: PostFilter }) =>
    withRetries((signal) =>
      client.request(withOptions(aggregate("seed_post_meta", { aggregate: { count: "*" }, query }), { signal })),
    ).then(countOf);
  const [total, all] = await Promise.all([count(filter ? { filter } : {}), filter ? count({}) : null]);
  const at = pageWithin(page, total, postsPageSize);
  const rows = await readRows(client, "seed_post_meta", {
    fields: adminPostFields,
    ...(filter ? { filter } : {}),
    sort: ["-updated_at", "-created_at", "-id"],
    limit: postsPageSize,
    offset: (at.page - 1) * postsPageSize,
  });
  const posts = rows.map((post) => ({ ...post, cover_image_url: safeImageUrl(post.cover_image_url) }));
  return { ...at, rows: posts, total, stored: all ?? total } satisfies TablePage<AdminPost> & { stored: number };
}

/** A post as the table shows it. */
export type AdminPost = Awaited<ReturnType<typeof readRows<"seed_post_meta", { fields: typeof adminPostFields }>>>[number];

/**
 * Learners (role seed-user, spec 001 §7) whose first name, last name or email holds each word of
 * `uq`, sorted by id, one page of 100 (within the spec's clamp of 1–500).
 */
export async function readLearnersTable(client: DirectusClient, { uq, page }: { uq: string; page: number }) {
  const role = await learnerRoleId(client);
  const filter = learnersFilter(role, uq);
  const size = clampUsersPageSize(learnersPageSize);
  const readPage = (at: number) =>
    withRetries((signal) =>
      client.request(
        withOptions(readUsers({ fields: [...learnerFields], filter, sort: ["id"], limit: size, offset: (at - 1) * size }), { signal }),
      ),
    );
  const [total, first] = await Promise.all([
    withRetries((signal) =>
      client.request(withOptions(aggregate("directus_users", { aggregate: { count: "*" }, query: { filter } }), { signal })),
    ).then(countOf),
    readPage(Math.max(1, page)),
  ]);
  const at = pageWithin(page, total, size);
  // A page past the end shows the last one (read again only then).
  const users = at.page === Math.max(1, page) ? first : await readPage(at.page);
  return { ...at, rows: users.map((user) => toLearnerRow(user, role)), total } satisfies TablePage<LearnerRow>;
}

/** The learner role's id: the SDK types no filter through a user's role, so the table filters on the id. */
export async function learnerRoleId(client: DirectusClient) {
  const [role] = await withRetries((signal) =>
    client.request(withOptions(readRoles({ fields: ["id"], filter: { name: { _eq: learnerRoleName } }, limit: 1 }), { signal })),
  );
  if (!role) throw new Error(`The role ${learnerRoleName} does not exist`);
  return role.id;
}

/**
 * The learners whose names or email hold each word of `uq` (every learner when empty). A word of the
 * role's name (the old in-memory filter matched it too) finds every learner, so it filters nothing.
 */
export function learnersFilter(roleId: string, uq: string) {
  const words = wordsOf(uq).filter((word) => !learnerRoleName.includes(word.toLowerCase()));
  return {
    _and: [
      { role: { _eq: roleId } },
      ...words.map((word) => ({
        _or: [{ first_name: { _icontains: word } }, { last_name: { _icontains: word } }, { email: { _icontains: word } }],
      })),
    ],
  };
}

/** A user as Directus answers it with `learnerFields`, as the table's row. */
export function toLearnerRow(
  user: { id: string; email: string | null; first_name: string | null; last_name: string | null; status: string; role: unknown },
  learnerRole: string,
): LearnerRow {
  const { id, email, first_name, last_name, status } = user;
  return { id, email, first_name, last_name, status, role: user.role === learnerRole ? { id: learnerRole, name: learnerRoleName } : null };
}

/** The users call's failure as the page says it ('API error: {error}'). */
export function tableError(error: unknown) {
  return usersErrorText(isDirectusError(error) ? { errors: error.errors, message: error.message, response: error.response } : error);
}
