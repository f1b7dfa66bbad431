import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import type { Route } from "./+types/community";
import { Notice } from "~/components/ui/Notice";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { readForm } from "~/features/forms/read-form.server";
import { routeHeaders } from "~/features/http/route-headers";
import { messagesPath, notify, personName } from "~/features/notifications/notify.server";
import { messageSchema, readCommunity, sendToTeacher } from "~/features/portals/learner/community.server";
import { AnnouncementList, MessageForm, MessageList } from "~/features/portals/shared/feed";
import { PageHeading, Panel } from "~/features/portals/shared/panel";
import { learnerPageData } from "~/features/portals/learner/page-data.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";
import { portalMessageLimiter } from "~/features/portals/shared/message-limit.server";
import { formReply, formSuccess, rateLimitedReply } from "~/features/forms/reply.server";

/** The message form's refusal besides its fields': the teacher is not one of the learner's. */
type CommunityFormError = { key: "not-found" };

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/** Class announcements and messages with teachers: rows teachers write, so never kept (ADR 014). */
export function loader({ request, context }: Route.LoaderArgs) {
  return learnerPageData(request, context, {
    page: "community",
    read: async (client, learnerId) => ({ community: await readCommunity(client, learnerId) }),
    failed: { community: null },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireRole(request, context, roleGroups.learners);
  const submission = parseWithZod(await readForm(request), { schema: messageSchema });
  if (submission.status !== "success") return formReply<CommunityFormError, { sent: boolean }>(submission, {}, { sent: false });
  const limit = await portalMessageLimiter.limit(request, user.id);
  if (!limit.allowed) return rateLimitedReply(submission, limit, {}, { sent: false });
  const sent = await sendToTeacher(context.get(directusContext), submission.value);
  // The teacher hears of it (issue 47), in their portal's bell and list.
  if (sent) await notify(submission.value.to, "message", { from: personName(user) }, messagesPath.faculty);
  if (!sent)
    return formReply<CommunityFormError, { sent: boolean }>(submission, { formError: { key: "not-found" }, status: 404 }, { sent: false });
  return formSuccess({ sent: true });
}

export default function Community({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const navigation = useNavigation();
  const { community } = loaderData;
  const typed = (actionData?.result.initialValue ?? {}) as Record<string, string>;
  const bodyError = (actionData?.result.error as Record<string, string[] | null> | undefined)?.body?.[0];
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("community.title")} intro={t("community.intro")} />
      {community === null ? (
        <Notice tone="error">{t("community.loadFailed")}</Notice>
      ) : (
        <>
          <Panel id="announcements" title={t("community.announcementsTitle")}>
            <AnnouncementList announcements={community.announcements} empty={t("community.noAnnouncements")} />
          </Panel>
          <Panel id="messages" title={t("community.messagesTitle")}>
            {actionData?.sent ? (
              <Notice tone="success" className="mt-3">
                {t("community.sent")}
              </Notice>
            ) : actionData?.formError?.key === "not-found" ? (
              <Notice tone="error" className="mt-3">
                {t("community.notYourTeacher")}
              </Notice>
            ) : actionData?.formError?.key === "rateLimited" ? (
              <Notice tone="error" className="mt-3">
                {t("community.rateLimited")}
              </Notice>
            ) : null}
            <MessageList messages={community.messages} you={t("community.you")} empty={t("community.noMessages")} />
            {community.teachers.length ? (
              <MessageForm
                idPrefix="message"
                recipients={community.teachers.map((teacher) => ({
                  key: `${teacher.id}-${teacher.code}`,
                  value: teacher.id,
                  label: `${teacher.name} · ${teacher.code}`,
                }))}
                defaultTo={typed.to}
                defaultBody={typed.body}
                bodyError={bodyError ? t(`community.errors.${bodyError}`) : undefined}
                bodyErrorId="message-body-error"
                labels={{ to: t("community.to"), message: t("community.message"), send: t("community.send") }}
                submitting={navigation.state === "submitting"}
              />
            ) : null}
          </Panel>
        </>
      )}
    </div>
  );
}
