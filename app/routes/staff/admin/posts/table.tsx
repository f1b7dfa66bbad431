import { useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/table";
import { Badge, type BadgeTone } from "~/components/ui/Badge";
import { DataTable, type Column } from "~/components/ui/DataTable";
import { LocalDate } from "~/components/ui/LocalDate";
import { Notice } from "~/components/ui/Notice";
import { RowMenu, type RowMenuItem } from "~/components/ui/RowMenu";
import { hasRole, roleGroups, userContext } from "~/features/auth/user-context";
import { appUrl } from "~/features/auth/register.server";
import { directusContext } from "~/features/cms/directus.server";
import { nameOfPerson } from "~/features/cms/people";
import { fallbackPosts } from "~/features/posts/fallback-posts";
import { adminDialogHref } from "~/features/staff/admin/admin-path";
import { adminQueryOf } from "~/features/staff/admin/query.server";
import { readPostsTable, tableError, type AdminPost } from "~/features/staff/admin/tables.server";
import { AdminSection } from "../admin-section";
import { Pager, sameListParams } from "../pager";
import { SearchForm } from "../search-form";

/**
 * The admin page's posts table (issue 29, spec 001 §2): every post whatever its status, filtered by
 * `?q=` and paged by `?page=` in Directus, with the content administrator's own token. On a failed
 * read: the built-in posts (without actions) under 'API error: … Showing mock data.'
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { q, uq, page } = adminQueryOf(request, context);
  const canEdit = hasRole(context.get(userContext), roleGroups.editors);
  const origin = appUrl(request);
  try {
    const posts = await readPostsTable(context.get(directusContext), { q, page });
    return { q, uq, posts, error: null, canEdit, origin };
  } catch (error) {
    console.error("Admin: could not read posts:", error);
    const rows: AdminPost[] = fallbackPosts.map((post) => ({ ...post, featured: false, author: null }));
    return {
      q,
      uq,
      posts: { rows, page: 1, pages: 1, total: rows.length, stored: rows.length },
      error: tableError(error),
      canEdit,
      origin,
    };
  }
}

/** Read again after an action, or when this table's filter or page changed; not for the other table's. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return sameListParams(args, ["q", "page"]) ? false : args.defaultShouldRevalidate;
}

const statusTone: Record<string, BadgeTone> = { published: "success", draft: "warning", archived: "neutral" };

export default function PostsTable({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("staff");
  const location = useLocation();
  const navigate = useNavigate();
  const { posts, error, q, uq, canEdit, origin } = loaderData;
  const dialog = (path: string) => adminDialogHref(path, location.search);
  // The copied link, shown until the next navigation.
  const [copiedAt, setCopied] = useState<{ link: string; key: string } | null>(null);
  const copied = copiedAt?.key === location.key ? copiedAt.link : null;

  const copyLink = (post: AdminPost) => (event: MouseEvent) => {
    const link = `${origin}/post/${post.slug}`;
    if (!navigator.clipboard) return; // no clipboard: the link's dialog shows it
    event.preventDefault();
    void navigator.clipboard.writeText(link).then(
      () => setCopied({ link, key: location.key }),
      () => void navigate(dialog(`posts/${post.id}/link`), { preventScrollReset: true }),
    );
  };

  const postItems = (post: AdminPost): RowMenuItem[] => {
    const row = { action: dialog(`posts/${post.id}`) };
    return [
      { label: t("admin.post.view"), to: `/blog/${post.slug}`, newTab: true },
      ...(canEdit ? [{ label: t("admin.post.edit"), to: `/edit-post/${post.slug}` }] : []),
      { label: t("admin.post.duplicate"), intent: "duplicate", ...row },
      { label: t("admin.post.copyLink"), to: dialog(`posts/${post.id}/link`), dialog: true, onClick: copyLink(post) },
      post.status === "published"
        ? { label: t("admin.post.unpublish"), intent: "unpublish", ...row }
        : { label: t("admin.post.publish"), intent: "publish", ...row },
      post.featured
        ? { label: t("admin.post.unfeature"), intent: "unfeature", ...row }
        : { label: t("admin.post.feature"), intent: "feature", ...row },
      { label: t("admin.post.changeAuthor"), to: dialog(`posts/${post.id}/author`), dialog: true },
      { label: t("admin.post.changeCover"), to: dialog(`posts/${post.id}/cover`), dialog: true },
      { label: t("admin.post.delete"), danger: true, to: dialog(`posts/${post.id}/delete`), dialog: true },
    ];
  };

  const columns: Column<AdminPost>[] = [
    {
      key: "title",
      header: t("admin.posts.columns.title"),
      rowHeader: true,
      cell: (post) => (
        <div className="flex gap-3">
          {post.cover_image_url ? (
            <img
              src={post.cover_image_url}
              alt=""
              width={64}
              height={40}
              loading="lazy"
              className="h-10 w-16 shrink-0 rounded object-cover"
            />
          ) : (
            <span aria-hidden="true" className="h-10 w-16 shrink-0 rounded bg-slate-200" />
          )}
          <div>
            <p className="font-semibold text-slate-900">
              {post.title}
              {post.featured ? (
                <span className="ml-2">
                  <Badge tone="primary">{t("admin.posts.featured")}</Badge>
                </span>
              ) : null}
            </p>
            {post.excerpt ? <p className="line-clamp-2 text-slate-700">{post.excerpt}</p> : null}
          </div>
        </div>
      ),
    },
    { key: "slug", header: t("admin.posts.columns.slug"), cell: (post) => <code className="text-xs">{post.slug}</code> },
    {
      key: "status",
      header: t("admin.posts.columns.status"),
      cell: (post) => (
        <Badge tone={statusTone[post.status] ?? "neutral"}>{t(`admin.posts.status.${post.status}`, { defaultValue: post.status })}</Badge>
      ),
    },
    {
      key: "author",
      header: t("admin.posts.columns.author"),
      // The staff author's name alone (issue 54, ADR 038); "—" while none is set.
      cell: (post) => nameOfPerson(post.author),
    },
    {
      key: "updated",
      header: t("admin.posts.columns.updated"),
      className: "whitespace-nowrap",
      cell: (post) => <LocalDate value={post.updated_at ?? post.created_at} locale={i18n.language} style="dateTime" />,
    },
  ];

  return (
    <>
      {copied ? <Notice tone="success">{t("admin.done.copied", { link: copied })}</Notice> : null}
      <AdminSection headingId="posts-heading" title={t("admin.posts.title")}>
        <SearchForm look="list" name="q" value={q} keep={uq ? { uq } : {}} label={t("admin.posts.filter")} maxLength={200} />
        {error ? <Notice tone="warning">{t("admin.posts.error", { error })}</Notice> : null}
        <DataTable
          caption={t("admin.posts.title")}
          columns={columns}
          rows={posts.rows}
          empty={t("admin.posts.none")}
          filtered={Boolean(q)}
          filteredEmpty={t("admin.posts.empty")}
          className="min-w-[44rem]"
          actions={
            error
              ? undefined
              : {
                  header: <span className="sr-only">{t("admin.actions")}</span>,
                  cell: (post) => (
                    <RowMenu id={`post-${post.id}`} label={t("admin.post.manage", { title: post.title })} items={postItems(post)} />
                  ),
                }
          }
          footer={
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
              <p>
                {t("admin.posts.total", { count: posts.total })} · {t("admin.posts.loaded", { count: posts.stored })}
              </p>
              <Pager param="page" page={posts.page} pages={posts.pages} label={t("admin.posts.pages")} />
            </div>
          }
        />
      </AdminSection>
      <Outlet />
    </>
  );
}
