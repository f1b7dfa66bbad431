import { useTranslation } from "react-i18next";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/requests";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { formatPostDate } from "~/features/posts/dates";
import { listCooperationRequests, resendCooperationRequest } from "~/features/staff/cooperation-requests.server";
import { getInstance } from "~/middleware/i18n.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.title ?? "Staff"} · Seed Academy` }, { name: "robots", content: "noindex" }];

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
  const id = Number((await request.formData()).get("id"));
  if (!Number.isInteger(id) || id < 1) return data({ id: null, outcome: "not-found" as const }, { status: 400 });
  const result = await resendCooperationRequest(context.get(directusContext), id);
  if (result.ok) return { id, outcome: "resent" as const };
  return data({ id, outcome: result.reason }, { status: result.reason === "not-found" ? 404 : 502 });
}

const statusClass = { sent: "bg-emerald-100 text-emerald-900", failed: "bg-red-100 text-red-900", pending: "bg-amber-100 text-amber-900" } as const;

export default function CooperationRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("staff");
  const navigation = useNavigation();
  const busyId = navigation.formData?.get("id");
  const { requests, loadFailed } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">{t("requests.title")}</h1>
      <p className="mt-2 text-slate-700">{t("requests.intro")}</p>
      {actionData ? (
        <p role="status" className={`mt-4 rounded-lg px-4 py-3 ${actionData.outcome === "resent" ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}>
          {t(`requests.outcome.${actionData.outcome}`)}
        </p>
      ) : null}
      {loadFailed ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-red-900">
          {t("requests.loadFailed")}
        </p>
      ) : requests.length === 0 ? (
        <p className="mt-6 rounded-xl bg-slate-50 px-4 py-8 text-center text-slate-700">{t("requests.empty")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">{t("requests.title")}</caption>
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4">{t("requests.columns.received")}</th>
                <th scope="col" className="py-2 pr-4">{t("requests.columns.from")}</th>
                <th scope="col" className="py-2 pr-4">{t("requests.columns.message")}</th>
                <th scope="col" className="py-2 pr-4">{t("requests.columns.delivery")}</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((request) => (
                <tr key={request.id} className="border-b border-slate-200 align-top">
                  <td className="py-3 pr-4 whitespace-nowrap">{formatPostDate(request.created_at, i18n.language)}</td>
                  <td className="py-3 pr-4">
                    <p className="font-semibold text-slate-900">{request.full_name}</p>
                    <p className="text-slate-700">{request.email}</p>
                    {request.organization ? <p className="text-slate-700">{request.organization}</p> : null}
                  </td>
                  <td className="max-w-md py-3 pr-4 whitespace-pre-line text-slate-800">{request.content}</td>
                  <td className="py-3 pr-4">
                    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusClass[request.delivery_status]}`}>
                      {t(`requests.status.${request.delivery_status}`)}
                    </span>
                    {request.delivery_status === "failed" && request.delivery_error ? (
                      <p className="mt-1 text-xs text-slate-700">{request.delivery_error}</p>
                    ) : null}
                    {request.delivery_status !== "sent" ? (
                      <Form method="post" className="mt-2">
                        <input type="hidden" name="id" value={request.id} />
                        <button
                          type="submit"
                          disabled={busyId === String(request.id)}
                          className="rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-75"
                        >
                          {busyId === String(request.id) ? t("requests.resending") : t("requests.resend")}
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
