import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import type { Route } from "./+types/learner";
import { Badge } from "~/components/ui/Badge";
import { directusContext } from "~/features/cms/directus.server";
import { adminPaths } from "~/features/staff/admin/admin-path";
import { AdminWriteError, findLearner } from "~/features/staff/admin/content.server";
import { displayName, isSuspended } from "~/features/staff/admin/lists";
import { getInstance } from "~/features/i18n/middleware.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Admin"} · Seed Academy` },
  { name: "robots", content: "noindex" },
];

/** View details (issue 29): one learner's account, read with the admin's own token (learners only). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { t } = getInstance(context);
  if (!/^[0-9a-f-]{36}$/i.test(params.id))
    throw data({ message: t("staff:admin.errors.badId") }, { status: 400, statusText: "Bad Request" });
  try {
    const learner = await findLearner(context.get(directusContext), params.id);
    return data(
      { title: displayName(learner) ?? t("staff:admin.learners.unknown"), learner },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (error) {
    if (error instanceof AdminWriteError && error.reason === "gone") {
      throw data({ message: t("staff:admin.errors.gone") }, { status: 404, statusText: "Not Found" });
    }
    throw error;
  }
}

export default function LearnerDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const { learner, title } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link to={adminPaths.content} className="text-sm font-semibold text-primary underline">
          {t("admin.back")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">{t("admin.learners.columns.email")}</dt>
        <dd>{learner.email ?? "—"}</dd>
        <dt className="font-semibold">{t("admin.learners.columns.role")}</dt>
        <dd>
          <Badge>{learner.role?.name ?? "—"}</Badge>
        </dd>
        <dt className="font-semibold">{t("admin.learners.status")}</dt>
        <dd>{isSuspended(learner.status) ? t("admin.learners.suspended") : t("admin.learners.active")}</dd>
      </dl>
    </div>
  );
}
