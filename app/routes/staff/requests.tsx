import { useTranslation } from "react-i18next";
import { data, Outlet, useLocation, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/requests";
import { Avatar } from "~/components/ui/Avatar";
import { Badge, type BadgeTone } from "~/components/ui/Badge";
import { DataTable, loadedState, type Column } from "~/components/ui/DataTable";
import { rowMenuColumn, type RowMenuItem } from "~/components/ui/RowMenu";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import type { CooperationRequest } from "~/features/cms/schema";
import { LocalDate } from "~/components/ui/LocalDate";
import { listCooperationRequests, resendCooperationRequest } from "~/features/staff/cooperation-requests.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { listUrlOf, redirectWithFlash } from "~/features/forms/flash.server";
import { readIntentForm } from "~/features/forms/intent-form.server";
import { formReply } from "~/features/forms/reply.server";
import { ListMessages } from "~/features/staff/list-messages";
import { staffPageMeta } from "~/features/staff/page-meta";

export const meta: Route.MetaFunction = staffPageMeta;

/** Content administrators only (Administrator, seed-admin); read with their own token. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.admins);
  const title = getInstance(context).t("staff:requests.title");
  // This page's own staff words (the staff layout sends only the navigation's).
  const translations = translationsFor(context, { staff: ["requests"] });
  const client = context.get(directusContext);
  try {
    return data({ title, translations, requests: await listCooperationRequests(client), loadFailed: false });
  } catch (error) {
    console.error("Staff: could not read cooperation requests:", error);
    return data({ title, translations, requests: [] as CooperationRequest[], loadFailed: true }, { status: 503 });
  }
}

/** A request's id in the row menu's form: a whole number from 1; anything else is "not found". */
const requestId = z.coerce.number({ error: "not-found" }).int({ error: "not-found" }).min(1, { error: "not-found" });
const requestAction = z.discriminatedUnion("intent", [z.object({ intent: z.literal("resend"), id: requestId })]);
type RequestError = { key: "not-found" | "mail-failed" };

/** The row menu's Resend (ADR 008); done → back to the list with a flash message. Delete is the child route `:id/delete`. */
export async function action({ request, context }: Route.ActionArgs) {
  requireRole(request, context, roleGroups.admins);
  const submission = await readIntentForm(request, requestAction);
  if (submission.status !== "success") return formReply<RequestError>(submission);
  const { id } = submission.value;
  const client = context.get(directusContext);
  const back = listUrlOf(request);
  const result = await resendCooperationRequest(client, id);
  if (result.ok) return redirectWithFlash(back, { tone: "success", ns: "staff", key: "requests.outcome.resent" });
  return formReply<RequestError>(submission, { formError: { key: result.reason }, status: result.reason === "not-found" ? 404 : 502 });
}

const statusTone = { sent: "success", failed: "danger", pending: "warning" } as const satisfies Record<
  CooperationRequest["delivery_status"],
  BadgeTone
>;

export default function CooperationRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("staff");
  const navigation = useNavigation();
  const location = useLocation();
  const resending = navigation.state === "submitting" && navigation.formData?.get("intent") === "resend";
  const { requests, loadFailed } = loaderData;
  const formError = actionData?.formError ? t(`requests.outcome.${actionData.formError.key}`) : null;
  const items = (request: CooperationRequest): RowMenuItem[] => [
    ...(request.delivery_status !== "sent" ? [{ label: t("requests.resend"), intent: "resend", fields: { id: request.id } }] : []),
    { label: t("requests.reply"), to: `mailto:${request.email}` },
    { label: t("requests.delete"), danger: true, to: `/staff/requests/${request.id}/delete`, dialog: true },
  ];
  const columns: Column<CooperationRequest>[] = [
    {
      key: "received",
      header: t("requests.columns.received"),
      cell: (request) => <LocalDate value={request.created_at} locale={i18n.language} />,
      className: "whitespace-nowrap",
    },
    {
      key: "from",
      header: t("requests.columns.from"),
      rowHeader: true,
      cell: (request) => (
        <div className="flex gap-3">
          <Avatar name={request.full_name} size="sm" />
          <div>
            <p className="font-semibold text-slate-900">{request.full_name}</p>
            <p className="text-slate-700">{request.email}</p>
            {request.organization ? <p className="text-slate-700">{request.organization}</p> : null}
          </div>
        </div>
      ),
    },
    {
      key: "message",
      header: t("requests.columns.message"),
      cell: (request) => request.content,
      className: "max-w-md whitespace-pre-line text-slate-800",
    },
    {
      key: "delivery",
      header: t("requests.columns.delivery"),
      cell: (request) => (
        <>
          <Badge tone={statusTone[request.delivery_status]}>{t(`requests.status.${request.delivery_status}`)}</Badge>
          {request.delivery_status === "failed" && request.delivery_error ? (
            <p className="mt-1 text-xs text-slate-700">{request.delivery_error}</p>
          ) : null}
        </>
      ),
    },
  ];
  const state = loadedState(loadFailed, {
    message: t("requests.loadFailed"),
    retryHref: location.pathname,
    retryLabel: t("requests.retry"),
  });

  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">{t("requests.title")}</h1>
      <p className="mt-2 text-slate-700">{t("requests.intro")}</p>
      <ListMessages error={formError} />
      {resending ? (
        <p role="status" className="mt-4 text-sm text-slate-700">
          {t("requests.resending")}
        </p>
      ) : null}
      <div className="mt-6">
        <DataTable
          caption={t("requests.title")}
          columns={columns}
          rows={requests}
          state={state}
          empty={t("requests.empty")}
          className="min-w-[48rem]"
          actions={rowMenuColumn(t("requests.actions"), (request) => t("requests.manage", { name: request.full_name }), items)}
        />
      </div>
      <Outlet />
    </div>
  );
}
