// The one way a notification is made (issue 47, ADR 030): `notify(recipient, kind, params, link)`.
// People never create notifications with their own token (cms/permissions/notifications.mjs grants
// them read and mark-read only); the app's service account may create them and do nothing else with
// them. Call it after the action it announces has succeeded (the message stored, the grade saved):
// a notification that cannot be stored is logged and does not undo what the person did.
import { createItem } from "@directus/sdk";
import type { SessionUser } from "~/features/auth/user-context";
import { createServiceClient } from "~/features/cms/directus.server";
import { readRows } from "~/features/cms/read-at-once.server";
import { mailNotificationIfWanted } from "./notification-mail.server";
import { isNotificationKind, safeLink, type NotificationKind, type NotificationParams } from "./kinds";

export type { NotificationKind, NotificationParams } from "./kinds";

/**
 * Tells `recipient` (a directus_users id: a learner, a teacher, a partner member, staff) that
 * something happened: `kind`'s words with `params`, leading to `link` (a path of the app, or none).
 * Resolves true once stored, false (logged) when Directus refused or could not be reached. A reader
 * who chose "each one" is also mailed (through the outbox, in their language).
 */
export async function notify(
  recipient: string,
  kind: NotificationKind,
  params: NotificationParams = {},
  link: string | null = null,
): Promise<boolean> {
  if (!isNotificationKind(kind)) throw new Error(`notify: unknown kind "${String(kind)}"`);
  if (link !== null && safeLink(link) === null) throw new Error(`notify: a link is a path of the app, got "${link}"`);
  try {
    await createServiceClient().request(createItem("seed_notifications", { user: recipient, kind, params, link }));
  } catch (error) {
    console.error(`Notifications: could not notify ${recipient} (${kind}):`, error);
    return false;
  }
  // By mail too, when the reader chose "each one" (issue 47, item 3; ADR 033): recorded in the outbox.
  await mailNotificationIfWanted(recipient, kind, params, link);
  return true;
}

/**
 * Tells a job's company what a learner did with their application (issue 48): every HIRING_MANAGER
 * of the company (its ORG_ADMINs when it has none), with the job's title added to `params`. The
 * learner who acts reads neither the company's members nor, once it closed, the job: the app's
 * service account reads these two (cms/permissions/partners.mjs, "seed-app-service"), nothing more.
 * Resolves to how many were notified (0, logged, when they could not be read).
 */
export async function notifyHiringManagers(
  jobId: number,
  kind: NotificationKind,
  params: NotificationParams = {},
  link: string | null = null,
): Promise<number> {
  let recipients: string[];
  let title = "";
  try {
    const service = createServiceClient();
    const [job] = await readRows(service, "seed_jobs", { filter: { id: { _eq: jobId } }, fields: ["company", "title"], limit: 1 });
    if (!job) return 0;
    title = job.title;
    const members = await readRows(service, "seed_company_members", {
      filter: { company: { _eq: job.company }, role: { _in: ["HIRING_MANAGER", "ORG_ADMIN"] } },
      fields: ["user", "role"],
      limit: -1,
    });
    const managers = members.filter((m) => m.role === "HIRING_MANAGER");
    recipients = (managers.length ? managers : members).map((m) => m.user);
  } catch (error) {
    console.error(`Notifications: could not find the hiring managers of job ${jobId} (${kind}):`, error);
    return 0;
  }
  const sent = await Promise.all(recipients.map((user) => notify(user, kind, { ...params, job: title }, link)));
  return sent.filter(Boolean).length;
}

/** Where each side reads its messages: the link of a "message" notification. */
export const messagesPath = { learner: "/student/portal/community#messages", faculty: "/teacher/portal/messages" } as const;

/** How a notification names the person who caused it: their name, or their address without one. */
export function personName(user: Pick<SessionUser, "firstName" | "lastName" | "email">) {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
}
