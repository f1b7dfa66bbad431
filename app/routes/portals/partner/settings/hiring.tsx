import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/hiring";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { routeHeaders } from "~/features/http/route-headers";
import { readHiringSettings } from "~/features/portals/partner/hire-reads.server";
import { hireAction } from "~/features/portals/partner/hires.server";
import { formatVnd } from "~/features/portals/partner/metrics";
import { partnerPage } from "~/features/portals/partner/partner.server";
import { formsFor, pageIntents } from "~/features/portals/partner/paths";
import { sentForm } from "~/features/portals/partner/reply";
import { FormCard, Outcome, PageHeading, partnerField, SimpleTable, usePartnerErrorText } from "~/features/portals/partner/ui";
import { portalPageMeta } from "~/features/portals/shared/page-meta";
import { hireSettingsLimits } from "../../../../../cms/extensions/shared/hiring.mjs";

const path = "settings/hiring";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * The company's hiring settings (issue 48, item 5; ADR 046): how many days after a hire its hiring
 * managers are asked to rate it (90 unless set), and what one hire is worth to the company (the ROI
 * estimate's value; 60,000,000 VND unless set). Every member reads them; the ORG_ADMIN changes them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { client, member, title, headers, translations } = await partnerPage(request, context, "hiringSettings", ["hiringSettings"]);
  const may = formsFor(member.role, path);
  try {
    return data({ title, translations, settings: await readHiringSettings(client, member), may }, { headers });
  } catch (error) {
    console.error("Partner portal: could not read the hiring settings:", error);
    return data({ title, translations, settings: null, may }, { status: 503, headers });
  }
}

export const action = ({ request, context }: Route.ActionArgs) => hireAction(request, context, pageIntents(path));

export default function PartnerHiringSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("portal-partner");
  const { settings, may } = loaderData;
  const { sent, errors } = sentForm(actionData);
  const errorText = usePartnerErrorText();
  const limits = hireSettingsLimits;
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t("pages.hiringSettings")} intro={t("intros.hiringSettings")} />
      <Outcome answer={actionData} />
      {!settings ? (
        <p>{t("loadFailed")}</p>
      ) : (
        <SimpleTable
          caption={t("pages.hiringSettings")}
          columns={[t("columns.measure"), t("columns.value")]}
          rows={[
            [t("hiringSettings.ratingDays"), String(settings.ratingDays)],
            [t("hiringSettings.hireValue"), formatVnd(settings.hireValueVnd, i18n.language)],
          ]}
          empty={t("empty")}
        />
      )}
      {settings && may["hire-settings"] ? (
        <FormCard intent="hire-settings" submit={t("hiringSettings.save")}>
          <Field
            field={partnerField(errors, "ratingDays", { value: sent.ratingDays ?? String(settings.ratingDays) })}
            label={t("hiringSettings.ratingDays")}
            hint={t("hiringSettings.ratingDaysHint", limits.hire_rating_days)}
            formatError={errorText}
          >
            <Input inputMode="numeric" />
          </Field>
          <Field
            field={partnerField(errors, "hireValue", { value: sent.hireValue ?? String(settings.hireValueVnd) })}
            label={t("hiringSettings.hireValue")}
            hint={t("hiringSettings.hireValueHint")}
            formatError={errorText}
          >
            <Input inputMode="numeric" />
          </Field>
        </FormCard>
      ) : settings ? (
        <p>{t("hiringSettings.notYours")}</p>
      ) : null}
    </div>
  );
}
