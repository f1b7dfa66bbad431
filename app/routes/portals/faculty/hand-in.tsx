import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/hand-in";
import { LocalDate } from "~/components/ui/LocalDate";
import { Notice } from "~/components/ui/Notice";
import { TextLink } from "~/components/ui/TextLink";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups, userContext } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import type { CourseworkReply, HandInFileView } from "~/features/portals/faculty/coursework";
import { GradeHandInForm } from "~/features/portals/faculty/coursework-forms";
import { gradeAction } from "~/features/portals/faculty/coursework-route.server";
import { readHandIn } from "~/features/portals/faculty/coursework.server";
import { courseworkPaths } from "~/features/portals/faculty/paths";
import { PageHeading, Panel } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

const itemIdOf = (params: Route.LoaderArgs["params"]) => (/^\d{1,10}$/.test(params.item) ? Number(params.item) : 0);

/**
 * A learner's hand-in for one of the teacher's items (issue 49, item 3): the item's brief and rubric,
 * what the learner handed in, and the grade form (a score per criterion, the feedback). Read with the
 * teacher's token: another class's item, or a learner not in its class, is a 404 that says so. Grades
 * change here: never kept (ADR 014).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireRole(request, context, roleGroups.faculty);
  const view = await readHandIn(context.get(directusContext), itemIdOf(params), params.learner);
  const headers = pageCacheHeaders(context.get(userContext), { shared: false });
  const t = getInstance(context).t;
  // Another class's item, a learner not in its class, or nothing at all: the same 404, in words.
  const title = view ? t("teaching:handIn.title", { learner: view.learner.name, item: view.item.title }) : t("teaching:notFoundTitle");
  const translations = translationsFor(context, { teaching: true });
  return data({ title, name: user.firstName, translations, view }, { headers, status: view ? 200 : 404 });
}

/** Save the grade, the rubric's scores and the feedback; the learner is notified. */
export function action({ request, context, params }: Route.ActionArgs) {
  return gradeAction(request, context, itemIdOf(params), params.learner);
}

export default function FacultyHandInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("teaching");
  const { title, view } = loaderData;
  const heading = (
    <PageHeading title={title}>
      <p className="mt-2">
        <TextLink to={courseworkPaths.grading}>{t("backToGrading")}</TextLink>
      </p>
    </PageHeading>
  );
  if (!view)
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <Notice tone="error">{t("handIn.notFound")}</Notice>
      </div>
    );
  const { item, handIn, earlier, grade } = view;
  return (
    <div className="flex flex-col gap-6">
      {heading}
      <Panel id="item" title={item.title}>
        <p className="mt-1 text-sm text-slate-700">
          {t("handIn.due")} <LocalDate value={item.dueAt ?? item.dueOn} locale={i18n.language} style="dateTime" empty="—" /> ·{" "}
          {t("handIn.outOf", { max: item.maxGrade })}
        </p>
        {item.brief ? <p className="mt-3 whitespace-pre-line text-slate-900">{item.brief}</p> : null}
        {item.rubric.length ? (
          <>
            <h3 className="mt-4 font-semibold text-slate-900">{t("handIn.rubric")}</h3>
            <ul className="mt-1 list-disc pl-6 text-sm text-slate-800">
              {item.rubric.map((c, i) => (
                <li key={i}>{t("handIn.criterion", { criterion: c.criterion, points: c.points })}</li>
              ))}
            </ul>
          </>
        ) : null}
      </Panel>
      <Panel id="work" title={t("handIn.work")}>
        {handIn ? (
          <>
            <p className="mt-1 text-sm text-slate-700">
              {t("handIn.version", { version: handIn.version })} · {t("handIn.handedInOn")}{" "}
              <LocalDate value={handIn.at} locale={i18n.language} style="dateTime" />
              {handIn.late ? <> · {t("handIn.late")}</> : null}
            </p>
            <p className="mt-3 whitespace-pre-line rounded-xl bg-slate-50 p-4 text-slate-900">{handIn.body}</p>
            <HandInFiles files={handIn.files} />
            {earlier.length ? (
              <>
                <h3 className="mt-4 font-semibold text-slate-900">{t("handIn.earlier")}</h3>
                <ol className="mt-1 flex flex-col gap-2">
                  {earlier.map((version) => (
                    <li key={version.version} className="rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
                      <p>
                        <span className="font-semibold">{t("handIn.version", { version: version.version })}</span> ·{" "}
                        <LocalDate value={version.at} locale={i18n.language} style="dateTime" />
                        {version.late ? <> · {t("handIn.late")}</> : null}
                      </p>
                      <p className="mt-1 whitespace-pre-line text-slate-900">{version.body}</p>
                      <HandInFiles files={version.files} />
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
          </>
        ) : (
          <p className="mt-2 text-slate-700">{t("handIn.notHandedIn")}</p>
        )}
      </Panel>
      <Panel id="grade" title={t("handIn.gradeTitle")}>
        {grade?.grade != null ? (
          <p className="mt-1 text-sm text-slate-700">{t("handIn.current", { grade: grade.grade, max: item.maxGrade })}</p>
        ) : null}
        <div className="mt-4">
          <GradeHandInForm rubric={item.rubric} maxGrade={item.maxGrade} stored={grade} reply={actionData as CourseworkReply | undefined} />
        </div>
      </Panel>
    </div>
  );
}

/** A version's files, each a link to /media/:id (served only to whoever Directus lets read it, as a download). */
function HandInFiles({ files }: { files: HandInFileView[] }) {
  const { t } = useTranslation("teaching");
  if (!files.length) return null;
  return (
    <div className="mt-2">
      <h4 className="text-sm font-semibold text-slate-900">{t("handIn.files")}</h4>
      <ul className="mt-1 list-disc pl-6 text-sm">
        {files.map((file) => (
          <li key={file.id}>
            <a href={`/media/${file.id}`} download={file.name} className="text-primary-dark underline">
              {file.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
