import { useTranslation } from "react-i18next";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/delete";
import { Button } from "~/components/ui/Button";
import { LinkButton } from "~/components/ui/LinkButton";
import { Notice } from "~/components/ui/Notice";
import { RouteDialog } from "~/components/ui/RouteDialog";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { redirectWithFlash } from "~/features/forms/flash.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { deleteCooperationRequest, findCooperationRequest } from "~/features/staff/cooperation-requests.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { confirmRefusal } from "~/features/forms/reply.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

const list = "/staff/requests";
const noStore = { "Cache-Control": "private, no-store" };

/** The request the URL names, read with the person's own token (content administrators only): none is null. */
async function requestOf({ request, context, params }: Pick<Route.LoaderArgs, "request" | "context" | "params">) {
  requireRole(request, context, roleGroups.admins);
  const client = context.get(directusContext);
  const id = /^\d+$/.test(params.id) ? Number(params.id) : 0;
  return { client, id, row: id > 0 ? await findCooperationRequest(client, id) : null };
}

/**
 * /staff/requests/:id/delete (issue 46, item 1; ADR 055): the confirmation, a dialog over the list
 * (a page of its own without JavaScript). A request that is gone: words and the way back, 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { row } = await requestOf(args);
  const title = getInstance(args.context).t("staff:requests.delete");
  return data({ title, request: row ? { id: row.id, name: row.full_name } : null }, { status: row ? 200 : 404, headers: noStore });
}

/** Delete it (ADR 008): done → the list with a flash; gone meanwhile → 404 with words. */
export async function action(args: Route.ActionArgs) {
  const { client, id, row } = await requestOf(args);
  const { ok } = row ? await deleteCooperationRequest(client, id) : { ok: false };
  if (!ok) return confirmRefusal({ key: "not-found" }, 404);
  return redirectWithFlash(list, { tone: "success", ns: "staff", key: "requests.outcome.deleted" });
}

export default function DeleteRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const busy = useNavigation().state === "submitting";
  const { request } = loaderData;
  const gone = !request || actionData?.formError;
  return (
    <RouteDialog
      title={t("requests.delete")}
      description={request ? t("requests.deleteQuestion", { name: request.name }) : t("requests.outcome.not-found")}
      closeTo={list}
      closeLabel={t("requests.close")}
    >
      {request && actionData?.formError ? (
        <Notice tone="error" className="mt-4">
          {t(`requests.outcome.${actionData.formError.key}`)}
        </Notice>
      ) : null}
      <div className="mt-5 flex justify-end">
        {gone ? (
          <LinkButton to={list}>{t("requests.close")}</LinkButton>
        ) : (
          <Form method="post">
            <Button type="submit" variant="danger" pending={busy}>
              {t("requests.deleteConfirm")}
            </Button>
          </Form>
        )}
      </div>
    </RouteDialog>
  );
}
