import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/learner";
import { Badge } from "~/components/ui/Badge";
import { LocalDate } from "~/components/ui/LocalDate";
import { Notice } from "~/components/ui/Notice";
import { directusContext } from "~/features/cms/directus.server";
import { BackToAdmin } from "~/features/staff/admin/back-to-admin";
import { AdminWriteError, findLearner, learnerDetails, type LearnerDetails } from "~/features/staff/admin/content.server";
import { displayName, isSuspended, isUnconfirmed } from "~/features/staff/admin/lists";
import { translationsFor } from "~/features/i18n/translations.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { numberFormat } from "~/features/i18n/intl-cache";
import { AdminSection } from "./admin-section";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { ScrollBox } from "~/components/ui/ScrollBox";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Admin"} · Seed Academy` },
  { name: "robots", content: "noindex" },
];

/**
 * View details (issue 29): one learner's account, profile, cohort, classes and progress (grades,
 * projects), read with the admin's own token (learners and their rows only).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.admins); // as the layout's middleware (issue 51)
  const { t } = getInstance(context);
  if (!/^[0-9a-f-]{36}$/i.test(params.id))
    throw data({ message: t("staff:admin.errors.badId") }, { status: 400, statusText: "Bad Request" });
  const client = context.get(directusContext);
  try {
    const learner = await findLearner(client, params.id);
    // The account shows even when the learning rows cannot be read (a notice says so).
    const details: LearnerDetails | null = await learnerDetails(client, learner.id).catch((error: unknown) => {
      console.error("Admin: could not read a learner's details:", error);
      return null;
    });
    return data(
      {
        title: displayName(learner) ?? t("staff:admin.learners.unknown"),
        translations: translationsFor(context, { staff: ["admin.details"] }),
        learner,
        details,
      },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (error) {
    if (error instanceof AdminWriteError && error.reason === "gone") {
      throw data({ message: t("staff:admin.errors.gone") }, { status: 404, statusText: "Not Found" });
    }
    throw error;
  }
}

const cell = "border-b border-slate-200 px-3 py-2 text-left";

export default function LearnerDetailsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("staff");
  const { learner, title, details } = loaderData;
  const graded = details?.grades.filter((row) => row.grade !== null) ?? [];
  const average = graded.length ? graded.reduce((sum, row) => sum + (row.grade ?? 0), 0) / graded.length : null;
  const number = (value: number) => numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
  return (
    <div className="flex flex-col gap-8">
      <BackToAdmin />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {details ? null : <Notice tone="warning">{t("admin.details.failed")}</Notice>}

      <AdminSection headingId="profile-heading" size="small" title={t("admin.details.profile")}>
        <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="font-semibold">{t("admin.learners.columns.email")}</dt>
          <dd>{learner.email ?? "—"}</dd>
          <dt className="font-semibold">{t("admin.learners.columns.role")}</dt>
          <dd>
            <Badge>{learner.role?.name ?? "—"}</Badge>
          </dd>
          <dt className="font-semibold">{t("admin.learners.status")}</dt>
          <dd>
            {isSuspended(learner.status)
              ? t("admin.learners.suspended")
              : isUnconfirmed(learner.status)
                ? t("admin.learners.unconfirmed")
                : t("admin.learners.active")}
          </dd>
          {details ? (
            <>
              <dt className="font-semibold">{t("admin.details.track")}</dt>
              <dd>
                {details.profile?.track
                  ? t(`admin.details.tracks.${details.profile.track}`, { defaultValue: details.profile.track })
                  : t("admin.details.noTrack")}
              </dd>
              <dt className="font-semibold">{t("admin.details.onboarding")}</dt>
              <dd>
                {t(`admin.details.onboardingSteps.${details.profile?.onboarding_step ?? "track"}`, {
                  defaultValue: details.profile?.onboarding_step ?? "",
                })}
              </dd>
              <dt className="font-semibold">{t("admin.details.cohort")}</dt>
              <dd>{details.cohorts.length ? details.cohorts.join(", ") : t("admin.details.noCohort")}</dd>
            </>
          ) : null}
        </dl>
      </AdminSection>

      {details ? (
        <>
          <AdminSection headingId="classes-heading" size="small" title={t("admin.details.classes")}>
            {details.classes.length ? (
              <ul className="list-disc pl-6">
                {details.classes.map((option) => (
                  <li key={option.id}>{option.label}</li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-700">{t("admin.details.noClasses")}</p>
            )}
          </AdminSection>

          <AdminSection headingId="progress-heading" size="small" title={t("admin.details.progress")}>
            <h3 className="text-lg font-semibold text-slate-900">{t("admin.details.grades")}</h3>
            {details.grades.length ? (
              <>
                {average !== null ? <p>{t("admin.details.average", { average: number(average) })}</p> : null}
                <ScrollBox label={t("admin.details.grades")}>
                  <table className="min-w-[32rem] text-sm">
                    <caption className="sr-only">{t("admin.details.grades")}</caption>
                    <thead>
                      <tr>
                        {[t("admin.details.item"), t("admin.details.class"), t("admin.details.grade"), t("admin.details.gradedAt")].map(
                          (heading) => (
                            <th key={heading} scope="col" className={cell}>
                              {heading}
                            </th>
                          ),
                        )}
                      </tr>
                    </thead>
                    <tbody>
                      {details.grades.map((row) => (
                        <tr key={row.id}>
                          <th scope="row" className={`${cell} font-medium`}>
                            {row.item}
                          </th>
                          <td className={cell}>{row.classLabel ?? "—"}</td>
                          <td className={cell}>{row.grade === null ? "—" : t("admin.details.gradeOf", { grade: number(row.grade) })}</td>
                          <td className={cell}>
                            {row.graded_at ? <LocalDate value={row.graded_at} locale={i18n.language} style="short" /> : "—"}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollBox>
              </>
            ) : (
              <p className="text-slate-700">{t("admin.details.noGrades")}</p>
            )}

            <h3 className="text-lg font-semibold text-slate-900">{t("admin.details.projects")}</h3>
            {details.projects.length ? (
              <ul className="flex flex-col gap-3">
                {details.projects.map((project) => (
                  <li key={project.id} className="flex flex-col gap-1">
                    <span className="font-medium">
                      {project.title} · {t(`admin.details.projectStatuses.${project.status}`, { defaultValue: project.status })}
                    </span>
                    <progress
                      max={100}
                      value={Math.round(project.progress * 100)}
                      aria-label={t("admin.details.projectProgress", { title: project.title })}
                      className="h-2 w-64"
                    />
                    <span className="text-sm text-slate-700">
                      {t("admin.details.percent", { percent: Math.round(project.progress * 100) })}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-700">{t("admin.details.noProjects")}</p>
            )}
          </AdminSection>
        </>
      ) : null}
    </div>
  );
}
