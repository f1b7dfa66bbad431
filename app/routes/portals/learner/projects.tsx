import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { Route } from "./+types/projects";
import { Badge } from "~/components/ui/Badge";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { LocalDate } from "~/components/ui/LocalDate";
import { Notice } from "~/components/ui/Notice";
import { readReply } from "~/components/ui/server-form";
import { Textarea } from "~/components/ui/Textarea";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { readAtOnce } from "~/features/cms/read-at-once.server";
import { listUrlOf, redirectWithFlash } from "~/features/forms/flash.server";
import type { FormReply, RateLimitedError } from "~/features/forms/reply";
import { formReply, rateLimitedReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import {
  courseworkReads,
  handIn,
  handInLimiter,
  parseHandIn,
  readHandInRequest,
  toCoursework,
} from "~/features/portals/learner/coursework.server";
import { discardUpload, type FileRefusal } from "~/features/portals/learner/hand-in-files.server";
import { maxHandInFiles } from "../../../../cms/extensions/shared/hand-ins.mjs";
import { handInMaxLength, type CourseworkItem } from "~/features/portals/learner/coursework";
import { learnerDashboardReads, toProject, type Project } from "~/features/portals/learner/dashboard.server";
import { ProjectCard, ProjectMilestones } from "~/features/portals/learner/project-card";
import { MentorFeedbackList, type MentorFeedbackNote } from "~/features/portals/learner/mentor-feedback";
import { mentorFeedbackRead } from "~/features/portals/learner/mentoring.server";
import { learnerPageData } from "~/features/portals/learner/page-data.server";
import { ListOrEmpty, PageHeading, Panel } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/**
 * Learning › Projects: the learner's coursework (the grading items of their classes, handed in or
 * not, graded or not) with the form that hands one in, and their simulated projects. Teachers grade
 * and the learner hands in: rows that change, so never kept (ADR 014).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return learnerPageData(request, context, {
    page: "projects",
    title: "portal:learner.sections.projects",
    words: ["sectionPages", "statuses", "coursework"],
    read: async (client) => {
      const { projects, mentorFeedback, ...rows } = await readAtOnce(client, {
        projects: learnerDashboardReads("").projects,
        mentorFeedback: mentorFeedbackRead,
        ...courseworkReads,
      });
      const feedback = mentorFeedback.map((f) => ({ id: f.id, project: f.project, mentor: f.mentor_name, body: f.body, at: f.created_at }));
      return { coursework: toCoursework(rows), projects: projects.map(toProject), feedback };
    },
    failed: { coursework: null, projects: null, feedback: [] },
  });
}

type HandInFormError =
  | RateLimitedError
  | { key: "notFound" }
  | { key: "failed" }
  | { key: "closed" }
  | { key: "noFiles" }
  | { key: "files" }
  | { key: "tooManyFiles" };

/**
 * ADR 008: read the form (streamed: text and up to 5 files, issue 49, item 2) → parse → limit → hand
 * in with the learner's token → post-redirect-get with a notice. The item is read first: another
 * class's item and an unknown one are the same 404. A refused file (not a PDF, an image or an Office
 * document by its content; over 10 MB; one file too many) refuses the whole hand-in: nothing is
 * stored, and the answer keeps what was typed and names each file (`refusedFiles`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireRole(request, context, roleGroups.learners);
  const client = context.get(directusContext);
  const upload = await readHandInRequest(request, client);
  try {
    const submission = parseHandIn(upload.form);
    const posted = Number((submission.payload as Record<string, unknown>).item);
    const extra = { item: Number.isSafeInteger(posted) && posted > 0 ? posted : null, refusedFiles: upload.refused };
    const refuse = (formError: HandInFormError | null, status?: number) =>
      formReply<HandInFormError, typeof extra>(submission, { formError, status }, extra);
    if (upload.fileCount > maxHandInFiles) return refuse({ key: "tooManyFiles" }, 413);
    if (upload.refused.length) return refuse({ key: "files" }, upload.refused.some((file) => file.reason === "size") ? 413 : 415);
    if (submission.status !== "success") return refuse(null);
    const limit = await handInLimiter.limit(request, user.id);
    if (!limit.allowed) return rateLimitedReply(submission, limit, {}, extra);
    try {
      const handed = await handIn(client, submission.value, { files: upload.files, signal: request.signal });
      if (handed.outcome === "not-found") return refuse({ key: "notFound" }, 404);
      if (handed.outcome === "closed") return refuse({ key: "closed" }, 403);
      if (handed.outcome === "noFiles") return refuse({ key: "noFiles" });
      if (handed.outcome === "failed") return refuse({ key: "failed" }, 503);
      return redirectWithFlash(listUrlOf(request), {
        tone: handed.late ? "warning" : "success",
        key: handed.late
          ? "coursework.handedInLateNotice"
          : handed.version > 1
            ? "coursework.handedInAgainNotice"
            : "coursework.handedInNotice",
        ns: "portal",
        params: { item: handed.item, version: handed.version },
      });
    } catch (error) {
      console.error("Learner portal: could not store a hand-in:", error);
      return refuse({ key: "failed" }, 503);
    }
  } finally {
    await discardUpload(upload);
  }
}

/** Every refusal of the action: the reply (what was typed, the errors), the item it was for and the files refused. */
type HandInReply = FormReply<HandInFormError, { item: number | null; refusedFiles: FileRefusal[] }>;

export default function LearnerProjects({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const { title, coursework, projects, feedback } = loaderData;
  const reply = actionData as HandInReply | undefined;
  // A refusal for no item of the list (an id that is not theirs, or not a number): said at the top.
  const stray = reply && coursework && !coursework.some((item) => item.id === reply.item) ? reply : null;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={title} intro={t("sectionPages.projects.intro")}>
        {stray ? <StrayRefusal reply={stray} /> : null}
      </PageHeading>
      {coursework === null || projects === null ? (
        <>
          <Notice tone="error">{t("sectionPages.loadFailed")}</Notice>
          {/* Directus out of reach as the learner handed in: the form again, with what they typed. */}
          {reply?.item ? (
            <Panel id="coursework" title={t("coursework.title")}>
              <HandInForm item={{ id: reply.item }} reply={reply} />
            </Panel>
          ) : null}
        </>
      ) : (
        <>
          <Panel id="coursework" title={t("coursework.title")} intro={t("coursework.intro")}>
            <ListOrEmpty items={coursework} empty={t("coursework.none")} className="mt-4 flex flex-col gap-4">
              {(item) => <CourseworkEntry key={item.id} item={item} reply={reply?.item === item.id ? reply : undefined} />}
            </ListOrEmpty>
          </Panel>
          <Projects projects={projects} feedback={feedback} />
        </>
      )}
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation<"portal">>["t"];

/** The words for a refused hand-in: the form's error, else its first field's. */
function refusalText(t: Translate, reply: HandInReply) {
  if (reply.formError) return t(`coursework.errors.${reply.formError.key}`, { max: maxHandInFiles });
  const errors = (reply.result.error ?? {}) as Record<string, string[] | null>;
  return t(`coursework.errors.${errors.item?.[0] ?? errors.body?.[0] ?? "itemInvalid"}`);
}

/** A refusal for an item the list does not have: the words, and what was typed, to copy (issue 26: nothing typed is lost). */
function StrayRefusal({ reply }: { reply: HandInReply }) {
  const { t } = useTranslation("portal");
  const typed = readReply(reply).value("body");
  return (
    <div className="mt-4 flex flex-col gap-3">
      <Notice tone="error">{refusalText(t, reply)}</Notice>
      {typed ? (
        <Field field={{ id: "hand-in-typed", name: "typed", initialValue: typed }} label={t("coursework.typed")}>
          <Textarea rows={4} readOnly />
        </Field>
      ) : null}
    </div>
  );
}

/** One grading item: its course and due date, its hand-ins (every version) and its form, and the grade once given. */
function CourseworkEntry({ item, reply }: { item: CourseworkItem; reply: HandInReply | undefined }) {
  const { t, i18n } = useTranslation("portal");
  const latest = item.versions[0];
  const closed = item.pastDue && item.latePolicy === "refuse";
  return (
    <li className="rounded-xl bg-slate-50 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">{item.item}</h3>
          {item.course ? <p className="text-sm text-slate-700">{item.code ? `${item.code} · ${item.course}` : item.course}</p> : null}
          {item.dueAt || item.dueOn ? (
            <p className="text-sm text-slate-600">
              {t("coursework.due")}{" "}
              <LocalDate value={item.dueAt ?? item.dueOn} locale={i18n.language} style={item.dueAt ? "dateTime" : "long"} />
            </p>
          ) : null}
        </div>
        <Badge tone={latest ? (latest.late ? "warning" : "success") : "neutral"}>
          {latest ? (latest.late ? t("coursework.handedInLate") : t("coursework.handedIn")) : t("coursework.notHandedIn")}
        </Badge>
      </div>
      {item.handedIn && item.handedInAt ? (
        <p className="mt-2 text-sm text-slate-700">
          {t("coursework.handedInOn")} <LocalDate value={item.handedInAt} locale={i18n.language} />
        </p>
      ) : null}
      {item.brief ? <p className="mt-2 whitespace-pre-line text-slate-900">{item.brief}</p> : null}
      {item.rubric.length ? (
        <div className="mt-2">
          <h4 className="text-sm font-semibold text-slate-900">{t("coursework.rubric")}</h4>
          <ul className="mt-1 list-disc pl-6 text-sm text-slate-800">
            {item.rubric.map((c, i) => (
              <li key={i}>
                {item.scores?.[i] != null
                  ? t("coursework.criterionScore", { criterion: c.criterion, score: item.scores[i], points: c.points })
                  : t("coursework.criterionPoints", { criterion: c.criterion, points: c.points })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {item.grade !== null ? (
        <p className="mt-2 text-sm font-semibold text-slate-900">{t("coursework.grade", { grade: item.grade, max: item.maxGrade })}</p>
      ) : item.handedIn ? (
        <p className="mt-1 text-sm text-slate-700">{t("coursework.notGraded")}</p>
      ) : null}
      {item.feedback ? (
        <div className="mt-2 rounded-lg bg-white p-3">
          <h4 className="text-sm font-semibold text-slate-900">{t("coursework.feedback")}</h4>
          <p className="mt-1 whitespace-pre-line text-sm text-slate-900">{item.feedback}</p>
        </div>
      ) : null}
      {item.versions.length ? <HandInVersions item={item} /> : null}
      {closed ? (
        <>
          <p className="mt-3 text-sm text-slate-700">{t("coursework.closedNote")}</p>
          {/* Refused as the due moment passed: the words, and what was typed, to copy. */}
          {reply ? <StrayRefusal reply={reply} /> : null}
        </>
      ) : (
        <HandInForm item={item} reply={reply} />
      )}
    </li>
  );
}

/** Every version the learner handed in, the newest first, each with its date, late or not, and its files. */
function HandInVersions({ item }: { item: CourseworkItem }) {
  const { t, i18n } = useTranslation("portal");
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-slate-900">{t("coursework.versions")}</h4>
      <ol className="mt-1 flex flex-col gap-2 text-sm text-slate-800">
        {item.versions.map((version) => (
          <li key={version.version} className="rounded-lg bg-white p-3">
            <p>
              <span className="font-semibold">{t("coursework.version", { version: version.version })}</span> ·{" "}
              <LocalDate value={version.at} locale={i18n.language} style="dateTime" />
              {version.late ? <> · {t("coursework.late")}</> : null}
            </p>
            {version.files.length ? (
              <ul className="mt-1 list-disc pl-6">
                {version.files.map((file) => (
                  <li key={file.id}>
                    <a href={`/media/${file.id}`} className="text-primary-dark underline" download={file.name}>
                      {file.name}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The refused files of a reply, each in words. */
function refusedFilesText(t: Translate, reply: HandInReply | undefined) {
  if (!reply?.refusedFiles?.length) return null;
  return reply.refusedFiles.map((file) => t(`coursework.fileRefused.${file.reason}`, { name: file.filename })).join(" ");
}

/**
 * The hand-in form of one item: the text and, when the item takes them, up to 5 files (issue 49,
 * item 2; multipart, streamed by the action). With JavaScript it posts through a fetcher of its own
 * (the page stays, its answer shows here); without, it is a plain post and the page's answer names
 * the item (`posted`). A browser never keeps chosen files after an answer: the hint says so.
 */
function HandInForm({ item, reply: posted }: { item: HandInFormItem; reply: HandInReply | undefined }) {
  const { t } = useTranslation("portal");
  const itemId = item.id;
  const itemName = item.item;
  const fetcher = useFetcher<HandInReply>({ key: `hand-in-${itemId}` });
  const reply = fetcher.data ?? posted;
  const errors = (reply?.result.error ?? {}) as Record<string, string[] | null>;
  const named = itemName ? <span className="sr-only">: {itemName}</span> : null;
  const filesRefused = refusedFilesText(t, reply);
  return (
    <fetcher.Form method="post" encType="multipart/form-data" noValidate preventScrollReset className="mt-3 flex flex-col gap-3">
      <input type="hidden" name="intent" value="hand-in" />
      <input type="hidden" name="item" value={itemId} />
      {reply?.formError ? <Notice tone="error">{refusalText(t, reply)}</Notice> : null}
      {item.pastDue ? <Notice tone="warning">{t("coursework.lateWarning")}</Notice> : null}
      <Field
        field={{
          id: `hand-in-${itemId}-body`,
          name: "body",
          initialValue: readReply(reply).value("body"),
          errors: errors.body ?? undefined,
        }}
        label={
          <>
            {t("coursework.body")}
            {named}
          </>
        }
        hint={t("coursework.bodyHint")}
        formatError={(key) => t(`coursework.errors.${key}`)}
      >
        <Textarea rows={5} maxLength={handInMaxLength} required />
      </Field>
      {/* The files last: the action reads the text before they stream past. */}
      {item.filesAllowed ? (
        <Field
          field={{ id: `hand-in-${itemId}-files`, name: "files" }}
          label={
            <>
              {t("coursework.files")}
              {named}
            </>
          }
          hint={t("coursework.filesHint", { max: maxHandInFiles })}
          error={filesRefused}
        >
          <Input
            type="file"
            multiple
            accept={handInAccept}
            className="file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:font-semibold"
          />
        </Field>
      ) : null}
      <div>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {item.handedIn ? t("coursework.handInAgain") : t("coursework.handIn")}
          {named}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** The item a form is for: only its id when the list could not be read (the form again, with what was typed). */
type HandInFormItem = Pick<CourseworkItem, "id"> & Partial<Pick<CourseworkItem, "item" | "filesAllowed" | "pastDue" | "handedIn">>;

/** What the file picker offers (the server decides by each file's content, never by this). */
const handInAccept = ".pdf,.png,.jpg,.jpeg,.gif,.webp,.avif,.docx,.xlsx,.pptx";

/** Each simulated project with its rubric, due date, progress and its mentors' feedback. */
function Projects({ projects, feedback }: { projects: Project[]; feedback: MentorFeedbackNote[] }) {
  const { t, i18n } = useTranslation("portal");
  return (
    <Panel id="projects" title={t("sectionPages.projects.listTitle")}>
      <ListOrEmpty items={projects} empty={t("sectionPages.projects.none")} className="mt-4 flex flex-col gap-4">
        {(p) => (
          <ProjectCard key={p.id} project={p} progressLabel={p.title}>
            {p.rubric ? <p className="mt-1 text-sm text-slate-700">{t("sectionPages.projects.rubric", { rubric: p.rubric })}</p> : null}
            {p.dueOn ? (
              <p className="text-sm text-slate-600">
                {t("sectionPages.projects.due")} <LocalDate value={p.dueOn} locale={i18n.language} />
              </p>
            ) : null}
            <ProjectMilestones project={p} />
            <MentorFeedbackList notes={feedback.filter((f) => f.project === p.id)} />
          </ProjectCard>
        )}
      </ListOrEmpty>
    </Panel>
  );
}
