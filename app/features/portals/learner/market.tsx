import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { Badge } from "~/components/ui/Badge";
import { Button } from "~/components/ui/Button";
import { Checkbox } from "~/components/ui/Checkbox";
import { Field } from "~/components/ui/Field";
import { Notice } from "~/components/ui/Notice";
import { readReply } from "~/components/ui/server-form";
import { Textarea } from "~/components/ui/Textarea";
import type { FormReply } from "~/features/forms/reply";
import { formatPostDate } from "~/features/i18n/dates";
import { ProgressBar } from "../shared/panel";
import { motivationMaxLength, moves } from "../../../../cms/extensions/shared/hiring.mjs";
import type { ApplicationFormError, ApplicationReplyExtra } from "./applications.server";
import { percent } from "./figures";
import { Gaps, useSkillName } from "./market-items";
import type { Internship, OwnApplication, OwnOffer } from "./market.server";
import { learnerSectionHref } from "./sections";

/** What the internships pages' action answers a refused form (applications.server.ts). */
export type ApplicationReply = FormReply<ApplicationFormError, ApplicationReplyExtra>;

/** A job's own page (issue 48). */
export const internshipHref = (id: number) => learnerSectionHref(`market/internships/${id}`);

/**
 * An open job on the internships page: title (a link to its page), company, place, the skills asked,
 * the learner's match today and its gaps; then their application, or the form to apply (folded).
 */
export function InternshipItem({ job, reply }: { job: Internship; reply: ApplicationReply | undefined }) {
  const { t } = useTranslation("portal");
  const skillName = useSkillName();
  return (
    <li className="rounded-xl bg-slate-50 px-4 py-3" data-testid="internship">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          <Link to={internshipHref(job.id)} className="underline-offset-2 hover:underline">
            {job.title}
          </Link>
          {job.company ? <span className="font-normal text-slate-700"> · {job.company}</span> : null}
        </h3>
        <span className="flex flex-wrap gap-2">
          <Badge tone="secondary">{t(`market.locations.${job.location}`, { defaultValue: job.location })}</Badge>
          {job.matched ? <Badge tone="success">{t("market.matched")}</Badge> : null}
        </span>
      </div>
      {job.skills.length ? (
        <p className="mt-1 text-sm text-slate-700">
          {t("market.skillsAsked", {
            skills: job.skills.map((s) => `${skillName(s.name)} ${percent(s.level)}%`).join(", "),
          })}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-800">{t("market.yourMatch")}</p>
      <ProgressBar value={job.match} label={t("market.matchOf", { role: job.title })} />
      <Gaps gaps={job.gaps} />
      {job.application ? (
        <ApplicationState job={job} application={job.application} reply={reply} />
      ) : (
        // Folded in the list (open when a refusal brought the form back); the job's page shows it open.
        <details className="mt-3" open={Boolean(reply)}>
          <summary className="cursor-pointer font-semibold text-primary">
            {t("market.apply.open")}
            <span className="sr-only">: {job.title}</span>
          </summary>
          <ApplyForm job={job} reply={reply} />
        </details>
      )}
    </li>
  );
}

/** A job's skills with the level each asks for, one per line (a job's own page). */
export function SkillsAsked({ job }: { job: Internship }) {
  const { t } = useTranslation("portal");
  const skillName = useSkillName();
  if (!job.skills.length) return <p className="mt-2 text-sm text-slate-700">{t("market.noSkills")}</p>;
  return (
    <ul className="mt-2 flex flex-col gap-1 text-slate-800">
      {job.skills.map((s) => (
        <li key={s.name} data-testid="skill">
          {t("market.skillLevel", { skill: skillName(s.name), level: percent(s.level) })}
        </li>
      ))}
    </ul>
  );
}

type Translate = ReturnType<typeof useTranslation<"portal">>["t"];

/** The words for a refused form: its form-level error, else its first field's. */
function refusalText(t: Translate, reply: ApplicationReply) {
  if (reply.formError) return t(`market.apply.errors.${reply.formError.key}`);
  const errors = (reply.result.error ?? {}) as Record<string, string[] | null>;
  const first = Object.values(errors).find((list) => list?.length)?.[0];
  return t(`market.apply.errors.${first ?? "jobInvalid"}`);
}

/**
 * The form that applies to `job`: a motivation (≤ 2,000 characters) and what the company may see.
 * With JavaScript it posts through a fetcher of its own; without, a plain post (a refusal comes back
 * with what was typed, ticked and the words, `reply`).
 */
export function ApplyForm({ job, reply: posted }: { job: Pick<Internship, "id" | "title">; reply: ApplicationReply | undefined }) {
  const { t } = useTranslation("portal");
  const fetcher = useFetcher<ApplicationReply>({ key: `apply-${job.id}` });
  const reply = fetcher.data ?? posted;
  const typed = readReply(reply);
  const errors = (reply?.result.error ?? {}) as Record<string, string[] | null>;
  // After a refusal the boxes are as the learner left them; at first, none is ticked.
  const ticked = (name: string) => (reply ? typed.value(name) === "on" : false);
  return (
    <fetcher.Form
      method="post"
      noValidate
      preventScrollReset
      className="mt-3 flex flex-col gap-3"
      aria-label={t("market.apply.formLabel", { job: job.title })}
    >
      <input type="hidden" name="intent" value="apply" />
      <input type="hidden" name="job" value={job.id} />
      {reply?.formError || errors.job ? <Notice tone="error">{refusalText(t, reply!)}</Notice> : null}
      <Field
        field={{
          id: `apply-${job.id}-motivation`,
          name: "motivation",
          initialValue: typed.value("motivation"),
          errors: errors.motivation ?? undefined,
        }}
        label={t("market.apply.motivation")}
        hint={t("market.apply.motivationHint", { max: motivationMaxLength })}
        formatError={(key) => t(`market.apply.errors.${key}`)}
      >
        <Textarea rows={5} maxLength={motivationMaxLength} required />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t("market.apply.shareTitle")}</legend>
        <Checkbox name="shareCompetencies" defaultChecked={ticked("shareCompetencies")} label={t("market.apply.shareCompetencies")} />
        <Checkbox name="sharePortfolio" defaultChecked={ticked("sharePortfolio")} label={t("market.apply.sharePortfolio")} />
        <Checkbox name="shareAssessment" defaultChecked={ticked("shareAssessment")} label={t("market.apply.shareAssessment")} />
      </fieldset>
      <div>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {t("market.apply.submit")}
          <span className="sr-only">: {job.title}</span>
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** The learner's application to a job: its stage, why it ended when the company turned it down, and the withdraw button while it may. */
export function ApplicationState({
  job,
  application,
  reply: posted,
}: {
  job: Pick<Internship, "id" | "title">;
  application: OwnApplication;
  reply: ApplicationReply | undefined;
}) {
  const { t } = useTranslation("portal");
  const fetcher = useFetcher<ApplicationReply>({ key: `withdraw-${application.id}` });
  const reply = fetcher.data ?? posted;
  const mayWithdraw = moves.withdrawn.from.includes(application.stage);
  return (
    <div className="mt-3 flex flex-col gap-2" data-testid="application">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
        {t("market.apply.yourApplication")}
        <Badge tone={application.stage === "rejected" || application.stage === "withdrawn" ? "neutral" : "primary"}>
          {t(`market.stages.${application.stage}`, { defaultValue: application.stage })}
        </Badge>
      </p>
      {application.stage === "rejected" ? (
        <p className="text-sm text-slate-700">{t(`market.rejected.${application.rejectReason ?? "other"}`)}</p>
      ) : null}
      {reply?.formError ? <Notice tone="error">{refusalText(t, reply)}</Notice> : null}
      {/* A second application refused: what they wrote stays theirs, to copy. */}
      {reply?.formError && readReply(reply).value("motivation") ? (
        <Field
          field={{ id: `apply-${job.id}-typed`, name: "typed", initialValue: readReply(reply).value("motivation") }}
          label={t("market.apply.typed")}
        >
          <Textarea rows={4} readOnly />
        </Field>
      ) : null}
      {application.interviews.length ? <Interviews job={job} application={application} /> : null}
      {application.stage === "offer" || application.stage === "expired" ? (
        <div className="flex flex-col gap-2 rounded-lg bg-teal-50 p-3" data-testid="offer">
          <p className="text-sm font-semibold text-slate-900">{t("market.apply.offerMade")}</p>
          {application.offer ? <OfferTerms offer={application.offer} /> : null}
          {application.stage === "offer" && (application.offer?.open ?? true) ? (
            <div className="flex flex-wrap gap-2">
              {(["accept-offer", "decline-offer"] as const).map((intent) => (
                <RowAnswer key={intent} intent={intent} job={job} id={application.id} />
              ))}
            </div>
          ) : (
            <p className="text-sm text-slate-800">{t("market.apply.offerExpired")}</p>
          )}
        </div>
      ) : null}
      {mayWithdraw ? (
        <fetcher.Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="job" value={job.id} />
          <input type="hidden" name="id" value={application.id} />
          <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
            {t("market.apply.withdraw")}
            <span className="sr-only">: {job.title}</span>
          </Button>
        </fetcher.Form>
      ) : null}
    </div>
  );
}

/** What an offer says (issue 48, item 1): its start date, the day to answer it by (days in Vietnam), and its terms as written. */
function OfferTerms({ offer }: { offer: OwnOffer }) {
  const { t, i18n } = useTranslation("portal");
  const day = (value: string | null) => (value ? (formatPostDate(`${value}T12:00:00+07:00`, i18n.language, "long") ?? value) : "—");
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-800">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">{t("market.apply.offerStartsOn")}</dt>
        <dd>{day(offer.startsOn)}</dd>
        <dt className="font-semibold">{t("market.apply.offerAnswerBy")}</dt>
        <dd>{day(offer.answerBy)}</dd>
      </dl>
      {offer.terms ? (
        <>
          <p className="font-semibold">{t("market.apply.offerTerms")}</p>
          <p className="whitespace-pre-line" data-testid="offer-terms">
            {offer.terms}
          </p>
        </>
      ) : null}
    </div>
  );
}

/**
 * The interviews of the learner's application (issue 48, item 3): when each is, and for one still to
 * come while the application is at its interviews, "Confirm this time" and "Ask for another time"
 * (real posts, each its own fetcher with JavaScript); once answered, the answer.
 */
function Interviews({ job, application }: { job: Pick<Internship, "id" | "title">; application: OwnApplication }) {
  const { t, i18n } = useTranslation("portal");
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3" data-testid="interviews">
      <p className="text-sm font-semibold text-slate-900">{t("market.apply.interviewsTitle")}</p>
      <ul className="flex flex-col gap-3">
        {application.interviews.map((interview) => {
          const open = !interview.answer && interview.upcoming && application.stage === "interview";
          const when = formatPostDate(interview.at, i18n.language, "dateTime") ?? "";
          return (
            <li key={interview.id} className="flex flex-col gap-2" data-testid="interview">
              <p className="text-sm text-slate-800">{t("market.apply.interviewAt", { when })}</p>
              <p className="text-sm text-slate-700">
                {t(`market.apply.interviewAnswer.${interview.answer ?? (interview.upcoming ? "none" : "past")}`)}
              </p>
              {open ? (
                <div className="flex flex-wrap gap-2">
                  {(["confirm-interview", "another-time"] as const).map((intent) => (
                    <RowAnswer key={intent} intent={intent} job={job} id={interview.id} when={when} />
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** One answer of the learner's (an offer's or an interview's): a real post, its own fetcher with JavaScript. */
function RowAnswer({
  intent,
  job,
  id,
  when,
}: {
  intent: "accept-offer" | "decline-offer" | "confirm-interview" | "another-time";
  job: Pick<Internship, "id" | "title">;
  id: number;
  when?: string;
}) {
  const { t } = useTranslation("portal");
  const fetcher = useFetcher<ApplicationReply>({ key: `${intent}-${id}` });
  return (
    <fetcher.Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="job" value={job.id} />
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        size="sm"
        variant={intent === "accept-offer" || intent === "confirm-interview" ? "primary" : "outline"}
        disabled={fetcher.state !== "idle"}
      >
        {t(answerWords[intent])}
        <span className="sr-only">: {when ? `${job.title}, ${when}` : job.title}</span>
      </Button>
      {fetcher.data?.formError ? <Notice tone="error">{refusalText(t, fetcher.data)}</Notice> : null}
    </fetcher.Form>
  );
}

const answerWords = {
  "accept-offer": "market.apply.accept",
  "decline-offer": "market.apply.decline",
  "confirm-interview": "market.apply.confirmInterview",
  "another-time": "market.apply.anotherTime",
} as const;
