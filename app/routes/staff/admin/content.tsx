import { useState, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/content";
import { Badge, type BadgeTone } from "~/components/ui/Badge";
import { buttonClass } from "~/components/ui/Button";
import { DataTable, type Column, type ListState } from "~/components/ui/DataTable";
import { Dialog } from "~/components/ui/Dialog";
import { LocalDate } from "~/components/ui/LocalDate";
import { Notice } from "~/components/ui/Notice";
import { PageHeading } from "~/components/ui/PageHeading";
import { RowMenu, type RowMenuItem } from "~/components/ui/RowMenu";
import { Toast } from "~/components/ui/Toast";
import { rowConfirmHref, useRowConfirm } from "~/components/ui/use-row-confirm";
import { requestReset } from "~/features/auth/password-reset.server";
import { appUrl } from "~/features/auth/register.server";
import { hasRole, roleGroups, userContext } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { listUrlOf, readFlash, redirectWithFlash } from "~/features/forms/flash.server";
import { readIntentForm } from "~/features/forms/intent-form.server";
import { formReply, rateLimitedReply } from "~/features/forms/reply.server";
import type { GalleryFile } from "~/features/media/gallery";
import { DirectusError, listImages } from "~/features/media/library.server";
import { searchTerm } from "~/features/media/search";

import { fallbackPosts } from "~/features/posts/fallback-posts";
import { adminActionSchema, adminSends, adminSendLimiter, type AdminIntent } from "~/features/staff/admin/actions.server";
import { adminPaths } from "~/features/staff/admin/admin-path";
import {
  AdminWriteError,
  assignToClass,
  changeAuthor,
  changeableRoleIds,
  learnerEnrolments,
  listClasses,
  moveToCohort,
  removeFromClass,
  deleteLearner,
  deletePost,
  duplicatePost,
  findLearner,
  inviteLearner,
  learnersError,
  listAdminPosts,
  listLearners,
  listStaff,
  sendLearnerMessage,
  setLearnerRole,
  setLearnerStatus,
  updatePost,
  changeCover,
  type AdminPost,
} from "~/features/staff/admin/content.server";
import {
  displayName,
  initials,
  isSuspended,
  isUnconfirmed,
  learnersPageSize,
  matches,
  pageOf,
  postsPageSize,
  type LearnerRow,
} from "~/features/staff/admin/lists";
import { messagesPath, notify, personName } from "~/features/notifications/notify.server";
import { getInstance, getLocale } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { parseAdminQuery } from "~/features/staff/admin/query.server";
import { AdminSection } from "./admin-section";
import { CoverDialog, DialogField, ErrorLine, invalidIf, RowDialog, SelectField } from "./content-dialogs";
import { SearchForm } from "./search-form";
import { requireRole } from "~/features/auth/guards.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Admin · Content"} · Seed Academy` },
  { name: "robots", content: "noindex" },
];

/** The media library as 'Change cover image…' shows it without JavaScript; its error keeps the URL field usable. */
async function readCoverLibrary(client: Parameters<typeof listImages>[0], rawQ: string | null) {
  const q = searchTerm(rawQ);
  try {
    const { files, total } = await listImages(client, { q });
    return { q, files: files as GalleryFile[], total, failed: false };
  } catch (error) {
    if (!(error instanceof DirectusError)) console.error("Admin: the media library could not be read:", error);
    return { q, files: [] as GalleryFile[], total: 0, failed: true };
  }
}

/** The page's own words for a URL it cannot show (a bad ?page=): 400, never a 500. */
function badQuery(message: string) {
  return data({ message }, { status: 400, statusText: "Bad Request" });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = getInstance(context);
  const url = new URL(request.url);
  const query = parseAdminQuery(url.searchParams);
  if (!query.success) throw badQuery(t("staff:admin.badQuery"));
  const { q, uq, page, upage } = query.data;
  const client = context.get(directusContext);
  const user = context.get(userContext);
  const { flash, headers } = await readFlash(request);
  headers.set("Cache-Control", "private, no-store");

  // The page's reads at once (issue 23 §3); the class dialogs' and the bulk form's choices among them.
  const [postsRead, learnersRead, roles, classes] = await Promise.all([
    listAdminPosts(client).then(
      (rows) => ({ ok: true as const, rows }),
      (error: unknown) => {
        console.error("Admin: could not read posts:", error);
        return { ok: false as const, error: learnersError(error) };
      },
    ),
    listLearners(client).then(
      (rows) => ({ ok: true as const, rows }),
      (error: unknown) => {
        console.error("Admin: could not read learners:", error);
        return { ok: false as const, error: learnersError(error) };
      },
    ),
    changeableRoleIds(client).catch(() => new Map<string, string>()),
    listClasses(client).catch(() => []),
  ]);
  const confirmIntent = url.searchParams.get("confirm");
  const needsClasses = confirmIntent === "assignClass" || confirmIntent === "moveCohort" || confirmIntent === "removeClass";

  // Posts: on a failed read, the built-in posts (without actions) under 'API error: … Showing mock data.'
  const allPosts: AdminPost[] = postsRead.ok ? postsRead.rows : fallbackPosts.map((post) => ({ ...post, featured: false, author: null }));
  const filteredPosts = allPosts.filter((post) => matches(q, [post.title, post.slug, post.status]));
  const posts = pageOf(filteredPosts, page, postsPageSize);

  const allLearners = learnersRead.ok ? learnersRead.rows : [];
  const filteredLearners = allLearners.filter((learner) =>
    matches(uq, [displayName(learner), learner.first_name, learner.last_name, learner.email, learner.role?.name]),
  );
  const learners = pageOf(filteredLearners, upage, learnersPageSize);

  // The row a `?confirm=…&id=…` asks about, wherever it is in the lists.
  const confirmId = url.searchParams.get("id");
  const confirmPost = confirmId ? (allPosts.find((post) => String(post.id) === confirmId) ?? null) : null;
  const confirmLearner = confirmId ? (allLearners.find((learner) => learner.id === confirmId) ?? null) : null;
  // Change author…'s choices: the staff accounts (read only when asked: its link loads the page).
  const staff = confirmIntent === "changeAuthor" && confirmPost ? await listStaff(client).catch(() => []) : [];
  // Change cover image… on a page of its own: the library's newest images (or those the search finds).
  const coverLibrary = confirmIntent === "changeCover" && confirmPost ? await readCoverLibrary(client, url.searchParams.get("pq")) : null;
  const enrolledIn =
    needsClasses && confirmLearner ? (await learnerEnrolments(client, confirmLearner.id).catch(() => [])).map((row) => row.class) : [];

  return data(
    {
      title: t("staff:admin.title"),
      // The media library's picker (Change cover image…) speaks its own words.
      translations: translationsFor(context, { media: ["gallery", "picker", "upload"] }),
      q,
      uq,
      posts: { rows: posts.rows, page: posts.page, pages: posts.pages, total: filteredPosts.length, loaded: allPosts.length },
      postsError: postsRead.ok ? null : postsRead.error,
      learners: {
        rows: learners.rows,
        page: learners.page,
        pages: learners.pages,
        total: filteredLearners.length,
      },
      learnersError: learnersRead.ok ? null : learnersRead.error,
      roles: [...roles.keys()].sort(),
      classes,
      enrolledIn,
      staff,
      coverLibrary,
      confirmPost,
      confirmLearner,
      canEdit: hasRole(user, roleGroups.editors),
      origin: appUrl(request),
      flash,
    },
    { headers },
  );
}

/** The admin layout's `no-store`, and an action's Retry-After when it refused one over its allowance (429). */
export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export async function action({ request, context }: Route.ActionArgs) {
  // The layout's middleware refuses everyone else first; the action checks again (issue 51).
  requireRole(request, context, roleGroups.admins);
  const submission = await readIntentForm(request, adminActionSchema);
  if (submission.status !== "success") return formReply(submission, {}, { intent: null as AdminIntent | null });
  const form = submission.value;
  const client = context.get(directusContext);
  const user = context.get(userContext);
  // After a write: the same lists (filters and pages kept), and the message once (flash cookie).
  const done = (what: string) => redirectWithFlash(listUrlOf(request), { tone: "success", ns: "staff", key: `admin.done.${what}` });
  // What reaches a learner in the administrator's name (a message, an invitation, a reset mail): so many an hour each.
  if (user && adminSends.has(form.intent)) {
    const limit = await adminSendLimiter.consume(user.id);
    if (!limit.allowed) return rateLimitedReply(submission, limit, {}, { intent: form.intent as AdminIntent | null });
  }
  try {
    switch (form.intent) {
      case "publish":
      case "unpublish":
        await updatePost(client, form.id, { status: form.intent === "publish" ? "published" : "draft" });
        return done(form.intent === "publish" ? "published" : "unpublished");
      case "feature":
      case "unfeature":
        await updatePost(client, form.id, { featured: form.intent === "feature" });
        return done(form.intent === "feature" ? "featured" : "unfeatured");
      case "changeAuthor":
        await changeAuthor(client, form.id, form.author);
        return done("authorChanged");
      case "changeCover":
        await changeCover(client, form.id, form.cover);
        return done("coverChanged");
      case "duplicate": {
        const copy = await duplicatePost(client, form.id);
        // Spec: the copy opens in the editor for those the editor admits.
        if (hasRole(user, roleGroups.editors)) return redirect(`/edit-post/${encodeURIComponent(copy.slug)}`);
        return done("duplicated");
      }
      case "deletePost":
        await deletePost(client, form.id);
        return done("postDeleted");
      case "suspend":
      case "activate":
        await setLearnerStatus(client, form.id, form.intent === "suspend" ? "suspended" : "active");
        return done(form.intent === "suspend" ? "suspended" : "activated");
      case "changeRole":
        await setLearnerRole(client, form.id, form.role);
        return done("roleChanged");
      case "deleteUser":
        await deleteLearner(client, form.id);
        return done("userDeleted");
      case "message":
        await sendLearnerMessage(client, form.id, form.body, user?.roleName === "Administrator" ? user.id : undefined);
        // The learner hears of it in their portal (issue 47).
        if (user) await notify(form.id, "message", { from: personName(user) }, messagesPath.learner);
        return done("messageSent");
      case "assignClass":
      case "removeClass":
        if (form.intent === "assignClass") await assignToClass(client, form.id, form.class);
        else await removeFromClass(client, form.id, form.class);
        return done(form.intent === "assignClass" ? "assigned" : "removed");
      case "moveCohort":
        await moveToCohort(client, form.id, form.cohort);
        return done("moved");
      case "bulkMove":
      case "bulkAssign": {
        // One learner after the other; a failure says how many were done before it.
        let count = 0;
        for (const id of form.ids) {
          try {
            if (form.intent === "bulkMove") await moveToCohort(client, id, form.cohort);
            else await assignToClass(client, id, form.class);
          } catch (error) {
            if (!(error instanceof AdminWriteError)) throw error;
            return formReply(
              submission,
              { formError: { key: "bulkStopped", count }, status: error.status },
              { intent: form.intent as AdminIntent | null },
            );
          }
          count++;
        }
        return done(form.intent === "bulkMove" ? "bulkMoved" : "bulkAssigned");
      }
      case "resetPassword": {
        const learner = await findLearner(client, form.id);
        if (!learner.email) throw new AdminWriteError(400, "refused");
        // The reset mail travels through the outbox (Directus' mail hook); at most a few an hour per address.
        const sent = await requestReset(request, learner.email, getLocale(context));
        if (!sent.ok) throw new AdminWriteError(502, "failed");
        return done("resetSent");
      }
      case "addStudent":
        await inviteLearner(client, form.email, `${appUrl(request)}/set-password`);
        return done("invited");
    }
  } catch (error) {
    if (!(error instanceof AdminWriteError)) throw error;
    if (error.reason === "failed") console.error(`Admin: ${form.intent} failed:`, error.cause ?? error);
    return formReply(submission, { formError: { key: error.reason }, status: error.status }, { intent: form.intent as AdminIntent | null });
  }
}

const statusTone: Record<string, BadgeTone> = { published: "success", draft: "warning", archived: "neutral" };

/** A page's links to its neighbours, keeping the other list's filter and page. */
function Pager({ param, page, pages, label }: { param: "page" | "upage"; page: number; pages: number; label: string }) {
  const { t } = useTranslation("staff");
  const location = useLocation();
  if (pages <= 1) return null;
  const href = (to: number) => {
    const params = new URLSearchParams(location.search);
    for (const key of ["confirm", "id", "done", "menu"]) params.delete(key);
    params.set(param, String(to));
    return `${location.pathname}?${params}`;
  };
  return (
    <nav aria-label={label} className="flex items-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className={buttonClass({ variant: "outline", size: "sm" })}>
          {t("admin.previous")}
        </Link>
      ) : null}
      <span>{t("admin.pageOf", { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} className={buttonClass({ variant: "outline", size: "sm" })}>
          {t("admin.next")}
        </Link>
      ) : null}
    </nav>
  );
}

export default function AdminContent({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("staff");
  const location = useLocation();
  const confirm = useRowConfirm();
  const { posts, learners, postsError, learnersError: usersError, q, uq, canEdit, origin } = loaderData;
  // This list (filters and pages kept, no confirmation or menu open) at the bulk form.
  const bulkFormHref = `${rowConfirmHref(location, null)}#bulk-form`;
  // The copied link, shown until the next navigation.
  const [copiedAt, setCopied] = useState<{ link: string; key: string } | null>(null);
  const copied = copiedAt?.key === location.key ? copiedAt.link : null;
  const [dismissed, setDismissed] = useState<typeof actionData>(undefined);

  const fieldError = (name: string) => {
    const key = actionData?.result.error?.[name]?.[0];
    return key ? t(`admin.errors.${key}`) : null;
  };
  const typed = (name: string) => {
    const value = (actionData?.result.initialValue as Record<string, unknown> | null | undefined)?.[name];
    return typeof value === "string" ? value : undefined;
  };
  const formError = actionData?.formError
    ? t(`admin.errors.${actionData.formError.key}`, { count: "count" in actionData.formError ? actionData.formError.count : 0 })
    : (fieldError("id") ?? null);

  const copyLink = (slug: string) => (event: MouseEvent) => {
    const link = `${origin}/post/${slug}`;
    if (!navigator.clipboard) return; // no clipboard: the link's page shows it
    event.preventDefault();
    void navigator.clipboard.writeText(link).then(
      () => setCopied({ link, key: location.key }),
      () => confirm.ask("copyLink", slug)(event),
    );
  };

  const postItems = (post: AdminPost): RowMenuItem[] => [
    { label: t("admin.post.view"), to: `/blog/${post.slug}`, newTab: true },
    ...(canEdit ? [{ label: t("admin.post.edit"), to: `/edit-post/${post.slug}` }] : []),
    { label: t("admin.post.duplicate"), intent: "duplicate", fields: { id: post.id } },
    { label: t("admin.post.copyLink"), to: confirm.href("copyLink", post.slug), onClick: copyLink(post.slug) },
    post.status === "published"
      ? { label: t("admin.post.unpublish"), intent: "unpublish", fields: { id: post.id } }
      : { label: t("admin.post.publish"), intent: "publish", fields: { id: post.id } },
    post.featured
      ? { label: t("admin.post.unfeature"), intent: "unfeature", fields: { id: post.id } }
      : { label: t("admin.post.feature"), intent: "feature", fields: { id: post.id } },
    // Reads the staff accounts on the server: its link loads the page (the dialog opens there).
    { label: t("admin.post.changeAuthor"), to: confirm.href("changeAuthor", post.id) },
    { label: t("admin.post.changeCover"), to: confirm.href("changeCover", post.id), onClick: confirm.ask("changeCover", post.id) },
    { label: t("admin.post.delete"), danger: true, to: confirm.href("deletePost", post.id), onClick: confirm.ask("deletePost", post.id) },
  ];

  const postColumns: Column<AdminPost>[] = [
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
      cell: (post) => (
        <span className="flex flex-col">
          <span>{post.author_id}</span>
          {post.author ? <span className="text-xs text-slate-700">{displayName(post.author) ?? post.author.id}</span> : null}
        </span>
      ),
    },
    {
      key: "updated",
      header: t("admin.posts.columns.updated"),
      className: "whitespace-nowrap",
      cell: (post) => <LocalDate value={post.updated_at ?? post.created_at} locale={i18n.language} style="dateTime" />,
    },
  ];

  const learnerItems = (learner: LearnerRow): RowMenuItem[] => [
    { label: t("admin.learner.view"), to: adminPaths.learner(learner.id) },
    { label: t("admin.learner.message"), to: confirm.href("message", learner.id), onClick: confirm.ask("message", learner.id) },
    {
      label: t("admin.learner.resetPassword"),
      to: confirm.href("resetPassword", learner.id),
      onClick: confirm.ask("resetPassword", learner.id),
    },
    isSuspended(learner.status)
      ? { label: t("admin.learner.activate"), intent: "activate", fields: { id: learner.id } }
      : { label: t("admin.learner.suspend"), intent: "suspend", fields: { id: learner.id } },
    { label: t("admin.learner.assignClass"), to: confirm.href("assignClass", learner.id) },
    { label: t("admin.learner.moveCohort"), to: confirm.href("moveCohort", learner.id) },
    { label: t("admin.learner.changeRole"), to: confirm.href("changeRole", learner.id), onClick: confirm.ask("changeRole", learner.id) },
    { label: t("admin.learner.removeClass"), to: confirm.href("removeClass", learner.id) },
    {
      label: t("admin.learner.delete"),
      danger: true,
      to: confirm.href("deleteUser", learner.id),
      onClick: confirm.ask("deleteUser", learner.id),
    },
  ];

  const learnerColumns: Column<LearnerRow>[] = [
    {
      key: "select",
      header: <span className="sr-only">{t("admin.bulk.select")}</span>,
      // Joined to the bulk form below the table by `form=` (a table cannot sit inside a form).
      cell: (learner) => (
        <input
          type="checkbox"
          name="ids"
          value={learner.id}
          form="bulk-form"
          aria-label={t("admin.bulk.selectOne", { name: displayName(learner) ?? t("admin.learners.unknown") })}
          className="size-5"
        />
      ),
    },
    {
      key: "name",
      header: t("admin.learners.columns.name"),
      rowHeader: true,
      cell: (learner) => {
        const letters = initials(learner);
        return (
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-teal-100 text-xs font-bold text-teal-900"
            >
              {letters ?? "👤"}
            </span>
            <span className="font-semibold text-slate-900">{displayName(learner) ?? t("admin.learners.unknown")}</span>
          </div>
        );
      },
    },
    {
      key: "role",
      header: t("admin.learners.columns.role"),
      cell: (learner) => (
        <span className="flex flex-wrap gap-1">
          <Badge>{learner.role?.name ?? "—"}</Badge>
          {isSuspended(learner.status) ? <Badge tone="danger">{t("admin.learners.suspended")}</Badge> : null}
          {isUnconfirmed(learner.status) ? <Badge tone="warning">{t("admin.learners.unconfirmed")}</Badge> : null}
        </span>
      ),
    },
    { key: "email", header: t("admin.learners.columns.email"), cell: (learner) => learner.email ?? "—" },
    {
      key: "message",
      header: <span className="sr-only">{t("admin.learner.message")}</span>,
      cell: (learner) => (
        <Link
          to={confirm.href("message", learner.id)}
          onClick={confirm.ask("message", learner.id)}
          className={buttonClass({ variant: "outline", size: "sm" })}
          aria-label={t("admin.learner.messageTo", { name: displayName(learner) ?? t("admin.learners.unknown") })}
        >
          {t("admin.learner.message")}
        </Link>
      ),
    },
  ];

  const learnersState: ListState = usersError
    ? {
        kind: "failed",
        message: t("admin.learners.error", { error: usersError }),
        retryHref: location.pathname + location.search,
        retryLabel: t("admin.retry"),
      }
    : { kind: "ready" };

  // The one dialog of the page (`?confirm=<intent>&id=<row>`).
  // An in-place dialog whose form the action refused (a bad value, a row gone) opens again with the
  // answer: the submission was a navigation, which closed it. Close dismisses that answer.
  const replied = actionData?.result.initialValue as Record<string, unknown> | null | undefined;
  const reopened =
    actionData && actionData !== dismissed && typeof replied?.intent === "string" && typeof replied.id === "string"
      ? { intent: replied.intent, id: replied.id }
      : null;
  const asked = confirm.current ?? reopened;
  const askedPost = asked ? (posts.rows.find((post) => String(post.id) === asked.id) ?? loaderData.confirmPost) : null;
  const askedLearner = asked ? (learners.rows.find((learner) => learner.id === asked.id) ?? loaderData.confirmLearner) : null;
  const dialogCommon = {
    closeTo: confirm.closeHref,
    closeLabel: t("admin.close"),
    onClose: () => {
      confirm.close();
      setDismissed(actionData);
    },
  };
  const cohortOptions = [
    ...new Set(loaderData.classes.map((option) => option.cohort).filter((cohort): cohort is string => Boolean(cohort))),
  ].map((cohort) => ({ value: cohort, label: cohort }));
  const dialog = asked ? askedDialog(asked) : null;

  /** The dialog `asked` opens, with the fields it asks for; none when its row is gone. */
  function askedDialog({ intent, id }: { intent: string; id: string }): ReactNode {
    const post = askedPost ? { id: String(askedPost.id), values: { title: askedPost.title } } : null;
    const learner = askedLearner
      ? {
          id: askedLearner.id,
          values: { name: displayName(askedLearner) ?? t("admin.learners.unknown"), email: askedLearner.email ?? "" },
        }
      : null;
    const rowDialog = (row: { id: string; values: Record<string, string> } | null, fields?: ReactNode, canConfirm?: boolean) =>
      row ? (
        <RowDialog common={dialogCommon} intent={intent} {...row} fields={fields} canConfirm={canConfirm} formError={formError} />
      ) : null;
    switch (intent) {
      case "copyLink":
        // Without JavaScript (or a clipboard) 'Copy link' shows the link to copy by hand.
        return (
          <Dialog {...dialogCommon} title={t("admin.post.copyLink")} description={t("admin.post.copyQuestion")}>
            <label className="mt-4 flex flex-col gap-1 text-sm font-semibold">
              {t("admin.post.link")}
              <input
                readOnly
                value={`${origin}/post/${encodeURIComponent(id)}`}
                className="rounded-lg border border-slate-400 px-3 py-2 font-normal"
              />
            </label>
          </Dialog>
        );
      case "changeCover":
        return askedPost ? (
          <CoverDialog
            common={dialogCommon}
            post={askedPost}
            initial={typed("cover") ?? askedPost.cover_image_url ?? ""}
            error={fieldError("cover")}
            library={loaderData.coverLibrary}
            formError={formError}
          />
        ) : null;
      case "deletePost":
        return rowDialog(post);
      case "changeAuthor": {
        const staff = loaderData.staff;
        const author = (
          <>
            {staff.length ? (
              <SelectField
                label={t("admin.post.authorLabel")}
                name="author"
                defaultValue={typed("author") ?? askedPost?.author?.id ?? staff[0].id}
                options={staff.map((person) => ({
                  value: person.id,
                  label: `${displayName(person) ?? person.id}${person.role?.name ? ` · ${t(`admin.staffRoles.${person.role.name}`, { defaultValue: person.role.name })}` : ""}`,
                }))}
              />
            ) : (
              <Notice tone="info">{t("admin.post.noStaff")}</Notice>
            )}
            <ErrorLine>{fieldError("author")}</ErrorLine>
          </>
        );
        return rowDialog(post, author, staff.length > 0);
      }
      case "deleteUser":
      case "resetPassword":
        return rowDialog(learner);
      case "changeRole": {
        const role = (
          <>
            <SelectField
              label={t("admin.learner.newRole")}
              name="role"
              defaultValue={typed("role") ?? askedLearner?.role?.name ?? "seed-user"}
              options={loaderData.roles.map((role) => ({ value: role, label: t(`admin.roles.${role}`, { defaultValue: role }) }))}
            />
            <ErrorLine>{fieldError("role")}</ErrorLine>
          </>
        );
        return rowDialog(learner, role);
      }
      case "assignClass":
      case "removeClass":
      case "moveCohort": {
        // These read the classes on the server: their links load the page (no in-place dialog).
        const options =
          intent === "moveCohort"
            ? cohortOptions
            : loaderData.classes
                .filter((option) =>
                  intent === "removeClass" ? loaderData.enrolledIn.includes(option.id) : !loaderData.enrolledIn.includes(option.id),
                )
                .map((option) => ({ value: String(option.id), label: option.label }));
        const field = intent === "moveCohort" ? "cohort" : "class";
        const choice = options.length ? (
          <>
            <SelectField
              label={t(intent === "moveCohort" ? "admin.learner.cohortLabel" : "admin.learner.classLabel")}
              name={field}
              defaultValue={typed(field)}
              options={options}
            />
            <ErrorLine>{fieldError(field)}</ErrorLine>
          </>
        ) : (
          <Notice tone="info">{t("admin.learner.noClasses")}</Notice>
        );
        return rowDialog(learner, choice, options.length > 0);
      }
      case "message": {
        const error = fieldError("body");
        return rowDialog(
          learner,
          <DialogField label={t("admin.learner.messageLabel")} error={error} errorId="message-error">
            <textarea
              name="body"
              rows={4}
              maxLength={4000}
              defaultValue={typed("body")}
              {...invalidIf(error, "message-error")}
              className="rounded-lg border border-slate-400 px-3 py-2 font-normal"
            />
          </DialogField>,
        );
      }
      case "addStudent": {
        const error = fieldError("email");
        return rowDialog(
          { id: "new", values: {} },
          <DialogField label={t("admin.learners.columns.email")} error={error} errorId="add-error">
            <input
              type="email"
              name="email"
              required
              maxLength={254}
              autoComplete="off"
              defaultValue={typed("email")}
              {...invalidIf(error, "add-error")}
              className="min-h-10 rounded-lg border border-slate-400 px-3 py-2 font-normal"
            />
          </DialogField>,
        );
      }
      default:
        return null;
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <PageHeading title={t("admin.title")} intro={t("admin.subtitle")} />

      {/* Aligned at the top: the Manage menu opens in the row's flow without JavaScript. */}
      <div className="flex flex-wrap items-start gap-3">
        <a href={location.pathname + location.search} className={buttonClass({ variant: "outline", size: "sm" })}>
          {t("admin.toolbar.refresh")}
        </a>
        <RowMenu
          label={t("admin.toolbar.manage")}
          trigger={t("admin.toolbar.manage")}
          items={[
            { label: t("admin.toolbar.addStudent"), to: confirm.href("addStudent", "new"), onClick: confirm.ask("addStudent", "new") },
            { label: t("admin.toolbar.importCsv"), to: adminPaths.importCsv },
            {
              label: t("admin.toolbar.exportCsv"),
              to: `${adminPaths.exportCsv}${uq ? `?uq=${encodeURIComponent(uq)}` : ""}`,
              download: true,
            },
            // The bulk actions need the users ticked in the table: they lead to the form that sends them.
            { label: t("admin.toolbar.bulkMove"), to: bulkFormHref },
            { label: t("admin.toolbar.bulkAssign"), to: bulkFormHref },
          ]}
        />
      </div>

      {loaderData.flash ? (
        <Toast tone={loaderData.flash.tone}>
          {t(loaderData.flash.key, {
            ns: loaderData.flash.ns ?? "staff",
            defaultValue: t("admin.done.default"),
            ...loaderData.flash.params,
          })}
        </Toast>
      ) : null}
      {copied ? <Notice tone="success">{t("admin.done.copied", { link: copied })}</Notice> : null}
      {formError && !dialog ? <Notice tone="error">{formError}</Notice> : null}

      <AdminSection headingId="posts-heading" title={t("admin.posts.title")}>
        <SearchForm look="list" name="q" value={q} keep={uq ? { uq } : {}} label={t("admin.posts.filter")} maxLength={200} />
        {postsError ? <Notice tone="warning">{t("admin.posts.error", { error: postsError })}</Notice> : null}
        <DataTable
          caption={t("admin.posts.title")}
          columns={postColumns}
          rows={posts.rows}
          empty={t("admin.posts.none")}
          filtered={Boolean(q)}
          filteredEmpty={t("admin.posts.empty")}
          className="min-w-[44rem]"
          actions={
            postsError
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
                {t("admin.posts.total", { count: posts.total })} · {t("admin.posts.loaded", { count: posts.loaded })}
              </p>
              <Pager param="page" page={posts.page} pages={posts.pages} label={t("admin.posts.pages")} />
            </div>
          }
        />
      </AdminSection>

      <AdminSection headingId="learners-heading" title={t("admin.learners.title")}>
        <SearchForm look="list" name="uq" value={uq} keep={q ? { q } : {}} label={t("admin.learners.filter")} maxLength={200} />
        <DataTable
          caption={t("admin.learners.title")}
          columns={learnerColumns}
          rows={learners.rows}
          state={learnersState}
          empty={t("admin.learners.none")}
          filtered={Boolean(uq)}
          filteredEmpty={t("admin.learners.empty")}
          className="min-w-[48rem]"
          actions={{
            header: <span className="sr-only">{t("admin.actions")}</span>,
            cell: (learner) => (
              <RowMenu
                id={`learner-${learner.id}`}
                label={t("admin.learner.manage", { name: displayName(learner) ?? t("admin.learners.unknown") })}
                items={learnerItems(learner)}
              />
            ),
          }}
          footer={
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
              <p>
                {t("admin.learners.total", { count: learners.total })} · {t("admin.learners.showing", { count: learners.rows.length })}
              </p>
              <Pager param="upage" page={learners.page} pages={learners.pages} label={t("admin.learners.pages")} />
            </div>
          }
        />
        <Form
          method="post"
          id="bulk-form"
          aria-labelledby="bulk-heading"
          className="flex scroll-mt-24 flex-col gap-3 rounded-xl border border-slate-200 p-4"
        >
          <h3 id="bulk-heading" className="text-lg font-semibold text-slate-900">
            {t("admin.bulk.title")}
          </h3>
          <p className="text-sm text-slate-700">{t("admin.bulk.intro")}</p>
          <ErrorLine>{fieldError("ids")}</ErrorLine>
          <div className="flex flex-wrap items-end gap-3">
            <SelectField label={t("admin.learner.cohortLabel")} name="cohort" options={cohortOptions} className="text-slate-800" />
            <button type="submit" name="intent" value="bulkMove" className={buttonClass({ variant: "outline", size: "sm" })}>
              {t("admin.toolbar.bulkMove")}
            </button>
            <SelectField
              label={t("admin.learner.classLabel")}
              name="class"
              options={loaderData.classes.map((option) => ({ value: String(option.id), label: option.label }))}
              className="text-slate-800"
            />
            <button type="submit" name="intent" value="bulkAssign" className={buttonClass({ variant: "outline", size: "sm" })}>
              {t("admin.toolbar.bulkAssign")}
            </button>
          </div>
        </Form>
      </AdminSection>
      {dialog}
    </div>
  );
}
