import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/mentor";
import { Badge } from "~/components/ui/Badge";
import { Button } from "~/components/ui/Button";
import { LocalDate } from "~/components/ui/LocalDate";
import { formatPostDate } from "~/features/i18n/dates";
import { Notice } from "~/components/ui/Notice";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { routeHeaders } from "~/features/http/route-headers";
import { bookSlot, cancelSlot, learnerDashboardReads, toSlot } from "~/features/portals/learner/dashboard.server";
import { readAtOnce } from "~/features/cms/read-at-once.server";
import { Empty, PageHeading, Panel } from "~/features/portals/shared/panel";
import { readRowAction } from "~/features/portals/shared/row-action.server";
import { learnerPageData } from "~/features/portals/learner/page-data.server";
import { tellMentor } from "~/features/portals/learner/mentoring.server";
import { personName } from "~/features/notifications/notify.server";
import { maxFutureBookings } from "../../../../cms/extensions/shared/mentoring.mjs";
import { portalPageMeta } from "~/features/portals/shared/page-meta";
import { confirmRefusal, formSuccess } from "~/features/forms/reply.server";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/** Mentor 1:1 (spec 001 §2): the open slots and the learner's own bookings; others' bookings are not shown. */
export function loader({ request, context }: Route.LoaderArgs) {
  // Slots change when other learners book them: never kept (ADR 014).
  return learnerPageData(request, context, {
    page: "mentor",
    read: async (client, learnerId) => {
      // The slots, and the projects a learner may name to discuss (issue 49, item 5), in one request.
      const reads = learnerDashboardReads(new Date().toISOString());
      const { slots, projects } = await readAtOnce(client, { slots: reads.slots, projects: reads.projects });
      return { slots: slots.map((slot) => toSlot(slot, learnerId)), projects: projects.map((p) => ({ id: p.id, title: p.title })) };
    },
    failed: { slots: null, projects: null },
  });
}

/** Book an open slot or cancel one's own: a slot someone else took (or one this learner cannot see) answers 409, one that has begun or is not theirs to cancel 404. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireRole(request, context, roleGroups.learners);
  const { intent, id, form } = await readRowAction(request, ["book", "cancel"]);
  // The project to discuss: one of the learner's own, or none (empty).
  const project = String(form.get("project") ?? "");
  if (project && !/^[1-9]\d{0,9}$/.test(project)) return confirmRefusal({ key: "no-project" }, 400);
  const client = context.get(directusContext);
  const outcome =
    intent === "book" ? await bookSlot(client, user.id, id, project ? Number(project) : null) : await cancelSlot(client, user.id, id);
  // The mentor is told (issue 49, item 5): after the change, which stands whatever the notification does.
  if (outcome === "booked" || outcome === "cancelled")
    await tellMentor(client, id, outcome === "booked" ? "mentoring.booked" : "mentoring.cancelled", personName(user));
  if (outcome === "booked" || outcome === "cancelled") return formSuccess({ done: outcome });
  return confirmRefusal({ key: outcome }, { taken: 409, "too-many": 409, "not-found": 404, "no-project": 400 }[outcome]);
}

export default function MentorOneToOne({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("portal");
  const navigation = useNavigation();
  const { slots, projects } = loaderData;
  const done = actionData && "done" in actionData ? actionData.done : null;
  const key = done ?? actionData?.formError?.key;
  const message = key ? t(`mentor.outcomes.${key}`, { count: maxFutureBookings }) : null;
  const failed = !done;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("mentor.title")} intro={t("mentor.intro")}>
        {message ? (
          <Notice tone={failed ? "error" : "success"} className="mt-4">
            {message}
          </Notice>
        ) : null}
      </PageHeading>
      {slots === null ? (
        <Notice tone="error">{t("mentor.loadFailed")}</Notice>
      ) : (
        <Panel id="slots" title={t("mentor.slotsTitle")}>
          {slots.length ? (
            <ul className="mt-4 flex flex-col gap-3">
              {slots.map((slot) => {
                const busy = navigation.formData?.get("id") === String(slot.id);
                return (
                  <li key={slot.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3">
                    <span className="flex flex-col">
                      <span className="font-semibold text-slate-900">{slot.mentor}</span>
                      <span className="text-sm text-slate-700">
                        <LocalDate value={slot.startsAt} locale={i18n.language} style="dateTime" /> ·{" "}
                        {t(`mentor.modes.${slot.mode}`, { defaultValue: slot.mode })}
                      </span>
                      {slot.mine && slot.projectId ? (
                        <span className="text-sm text-slate-700">
                          {t("mentor.discussing", { project: projects?.find((p) => p.id === slot.projectId)?.title ?? "—" })}
                        </span>
                      ) : null}
                    </span>
                    <span className="flex items-center gap-3">
                      {slot.mine ? <Badge tone="success">{t("mentor.yours")}</Badge> : null}
                      <Form method="post">
                        <input type="hidden" name="intent" value={slot.mine ? "cancel" : "book"} />
                        <input type="hidden" name="id" value={slot.id} />
                        {!slot.mine && projects?.length ? (
                          <span className="mr-2 inline-flex items-center gap-2">
                            <label htmlFor={`project-${slot.id}`} className="text-sm text-slate-700">
                              {t("mentor.project")}
                            </label>
                            <select
                              id={`project-${slot.id}`}
                              name="project"
                              defaultValue=""
                              className="rounded-lg border border-slate-300 px-2 py-1 text-sm"
                            >
                              <option value="">{t("mentor.noProject")}</option>
                              {projects.map((p) => (
                                <option key={p.id} value={p.id}>
                                  {p.title}
                                </option>
                              ))}
                            </select>
                          </span>
                        ) : null}
                        <Button type="submit" size="sm" variant={slot.mine ? "outline" : "primary"} disabled={busy}>
                          {slot.mine ? t("mentor.cancel") : t("mentor.book")}
                          <span className="sr-only">
                            : {slot.mentor}, {formatPostDate(slot.startsAt, i18n.language, "dateTime")}
                          </span>
                        </Button>
                      </Form>
                    </span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <Empty>{t("mentor.noSlots")}</Empty>
          )}
        </Panel>
      )}
    </div>
  );
}
