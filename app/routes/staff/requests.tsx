import { useTranslation } from "react-i18next";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/requests";
import { Avatar } from "~/components/ui/Avatar";
import { Badge, type BadgeTone } from "~/components/ui/Badge";
import { Button } from "~/components/ui/Button";
import { DataTable, type Column } from "~/components/ui/DataTable";
import { Notice } from "~/components/ui/Notice";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import type { CooperationRequest } from "~/features/cms/schema";
import { LocalDate } from "~/components/ui/LocalDate";
import { listCooperationRequests, resendCooperationRequest } from "~/features/staff/cooperation-requests.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { readForm } from "~/features/forms/read-form.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Staff"} · Seed Academy` },
  { name: "robots", content: "noindex" },
];

/** Content administrators only (Administrator, seed-admin); read with their own token. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.admins);
  const title = getInstance(context).t("staff:requests.title");
  try {
    return { title, requests: await listCooperationRequests(context.get(directusContext)), loadFailed: false };
  } catch (error) {
    console.error("Staff: could not read cooperation requests:", error);
    return data({ title, requests: [], loadFailed: true }, { status: 503 });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireRole(request, context, roleGroups.admins);
  const id = Number((await readForm(request)).get("id"));
  if (!Number.isInteger(id) || id < 1) return data({ id: null, outcome: "not-found" as const }, { status: 400 });
  const result = await resendCooperationRequest(context.get(directusContext), id);
  if (result.ok) return { id, outcome: "resent" as const };
  return data({ id, outcome: result.reason }, { status: result.reason === "not-found" ? 404 : 502 });
}

const statusTone = { sent: "success", failed: "danger", pending: "warning" } as const satisfies Record<
  CooperationRequest["delivery_status"],
  BadgeTone
>;

export default function CooperationRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("staff");
  const navigation = useNavigation();
  const busyId = navigation.formData?.get("id");
  const { requests, loadFailed } = loaderData;
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
          {request.delivery_status !== "sent" ? (
            <Form method="post" className="mt-2">
              <input type="hidden" name="id" value={request.id} />
              <Button
                type="submit"
                variant="outline"
                size="sm"
                pending={busyId === String(request.id)}
                pendingLabel={t("requests.resending")}
              >
                {t("requests.resend")}
              </Button>
            </Form>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">{t("requests.title")}</h1>
      <p className="mt-2 text-slate-700">{t("requests.intro")}</p>
      {actionData ? (
        <Notice tone={actionData.outcome === "resent" ? "success" : "error"} className="mt-4">
          {t(`requests.outcome.${actionData.outcome}`)}
        </Notice>
      ) : null}
      <div className="mt-6">
        {loadFailed ? (
          <Notice tone="error">{t("requests.loadFailed")}</Notice>
        ) : (
          <DataTable
            caption={t("requests.title")}
            captionHidden
            columns={columns}
            rows={requests}
            rowKey={(request) => request.id}
            empty={t("requests.empty")}
            className="min-w-[48rem]"
          />
        )}
      </div>
    </div>
  );
}
