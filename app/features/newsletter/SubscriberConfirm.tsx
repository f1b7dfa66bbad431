import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";
import { LinkButton } from "~/components/ui/LinkButton";
import { Notice } from "~/components/ui/Notice";
import { RouteDialog } from "~/components/ui/RouteDialog";
import type { SubscriberRowIntent } from "./subscriber-row.server";

/**
 * A subscriber row's confirmation (ADR 055): a dialog over /staff/subscribers, a page of its own
 * without JavaScript. An address that is gone: words and the way back.
 */
export function SubscriberConfirm({
  intent,
  list,
  subscriber,
  failed,
}: {
  intent: SubscriberRowIntent;
  list: string;
  subscriber: { id: number; email: string } | null;
  failed: boolean;
}) {
  const { t } = useTranslation("staff");
  const busy = useNavigation().state === "submitting";
  const del = intent === "delete";
  const gone = !subscriber || failed;
  return (
    <RouteDialog
      title={t(del ? "subscribers.delete" : "subscribers.unsubscribe")}
      description={
        subscriber
          ? t(del ? "subscribers.deleteQuestion" : "subscribers.unsubscribeQuestion", { email: subscriber.email })
          : t("subscribers.errors.notFound")
      }
      closeTo={list}
      closeLabel={t("subscribers.close")}
    >
      {subscriber && failed ? (
        <Notice tone="error" className="mt-4">
          {t("subscribers.errors.notFound")}
        </Notice>
      ) : null}
      <div className="mt-5 flex justify-end">
        {gone ? (
          <LinkButton to={list}>{t("subscribers.close")}</LinkButton>
        ) : (
          <Form method="post">
            <Button type="submit" variant={del ? "danger" : undefined} pending={busy}>
              {t(del ? "subscribers.deleteConfirm" : "subscribers.unsubscribeConfirm")}
            </Button>
          </Form>
        )}
      </div>
    </RouteDialog>
  );
}
