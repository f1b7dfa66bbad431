import { useTranslation } from "react-i18next";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/hires";
import { Button } from "~/components/ui/Button";
import { FieldError } from "~/components/ui/Field";
import { fieldError } from "~/components/ui/field-control";
import { LocalDate } from "~/components/ui/LocalDate";
import { formatPostDate } from "~/features/i18n/dates";
import { routeHeaders } from "~/features/http/route-headers";
import { hireAction, readHires, type Hire } from "~/features/portals/partner/hires.server";
import { partnerPage } from "~/features/portals/partner/partner.server";
import { formsFor, pageIntents } from "~/features/portals/partner/paths";
import { sentForm } from "~/features/portals/partner/reply";
import { Outcome, PageHeading, partnerField, usePartnerErrorText } from "~/features/portals/partner/ui";
import { Empty } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";
import { hireQualities } from "../../../../../cms/extensions/shared/hiring.mjs";

const path = "talent-pipeline/hires";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * The company's hires (issue 48, item 5; ADR 046): each with its rating, or the day from which it is
 * rated (the company's time after the hire), or, once that day has come, the form a HIRING_MANAGER
 * rates it with: its quality 1–5 and which of the job's skills grew.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { client, member, title, headers, translations } = await partnerPage(request, context, "hires", ["hires"]);
  try {
    return data({ title, translations, hires: await readHires(client, member), may: formsFor(member.role, path) }, { headers });
  } catch (error) {
    console.error("Partner portal: could not read the hires:", error);
    return data({ title, translations, hires: null, may: formsFor(member.role, path) }, { status: 503, headers });
  }
}

export const action = ({ request, context }: Route.ActionArgs) => hireAction(request, context, pageIntents(path));

type Sent = { id?: string; quality?: string; grown?: string | string[] };

function RateForm({ hire, sent, errors }: { hire: Hire; sent: Sent; errors: Record<string, string[] | null> }) {
  const { t } = useTranslation("portal-partner");
  const navigation = useNavigation();
  // What was sent, or the rating as it stands (a rating is changed with the same form).
  const quality = sent.id ? sent.quality : hire.rating ? String(hire.rating.quality) : undefined;
  const grown = sent.id
    ? sent.grown === undefined
      ? []
      : Array.isArray(sent.grown)
        ? sent.grown
        : [sent.grown]
    : (hire.rating?.grown ?? []);
  const field = (name: string) => `${name}-${hire.id}`;
  const errorText = usePartnerErrorText();
  // The radios' and the checkboxes' error, under their fieldset (`${name}-error`).
  const error = (name: string) => <FieldError id={`${name}-error`}>{fieldError(partnerField(errors, name), errorText)}</FieldError>;
  return (
    <Form method="post" noValidate className="mt-3 flex flex-col gap-4">
      <input type="hidden" name="intent" value="rate-hire" />
      <input type="hidden" name="id" value={hire.id} />
      <fieldset aria-describedby={errors.quality?.[0] ? "quality-error" : field("quality-hint")}>
        <legend className="font-semibold text-slate-900">{t("hires.quality")}</legend>
        <p id={field("quality-hint")} className="text-sm text-slate-700">
          {t("hires.qualityHint")}
        </p>
        <div className="mt-2 flex flex-wrap gap-4">
          {hireQualities.map((q) => (
            <label key={q} className="flex items-center gap-2">
              <input type="radio" name="quality" value={q} defaultChecked={quality === String(q)} />
              {q}
            </label>
          ))}
        </div>
        {error("quality")}
      </fieldset>
      <fieldset>
        <legend className="font-semibold text-slate-900">{t("hires.grown")}</legend>
        {hire.jobSkills.length ? (
          <div className="mt-2 flex flex-wrap gap-4">
            {hire.jobSkills.map((skill) => (
              <label key={skill} className="flex items-center gap-2">
                <input type="checkbox" name="grown" value={skill} defaultChecked={grown.includes(skill)} />
                {skill}
              </label>
            ))}
          </div>
        ) : (
          <p className="text-sm text-slate-700">{t("hires.noSkills")}</p>
        )}
        {error("grown")}
      </fieldset>
      <div>
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {t("hires.save")}
          <span className="sr-only">: {hire.learner}</span>
        </Button>
      </div>
    </Form>
  );
}

export default function PartnerHires({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("portal-partner");
  const { hires, may } = loaderData;
  // What was typed comes back with a refusal (400, 404, 409), on the hire it was sent for.
  const { sent, errors } = sentForm<Sent>(actionData);
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t("pages.hires")} intro={t("intros.hires")} />
      <Outcome answer={actionData} />
      {!hires ? (
        <Empty>{t("loadFailed")}</Empty>
      ) : hires.length ? (
        <ul className="flex flex-col gap-4">
          {hires.map((hire) => (
            <li key={hire.id} id={`hire-${hire.id}`} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h2 className="font-bold text-slate-900">
                {hire.learner} · {hire.job}
              </h2>
              <p className="text-sm text-slate-700">
                {t("hires.hiredOn")} <LocalDate value={hire.hiredAt} locale={i18n.language} style="short" />
              </p>
              {hire.rating ? (
                <>
                  <p className="mt-2" data-testid={`rating-${hire.id}`}>
                    {t("hires.rated", { quality: hire.rating.quality })}{" "}
                    {hire.rating.grown.length ? t("hires.grownList", { skills: hire.rating.grown.join(", ") }) : t("hires.noneGrown")}
                  </p>
                  {may["rate-hire"] ? (
                    // Open after a refused change, so its words and what was typed show.
                    <details className="mt-2" open={sent.id === String(hire.id) || undefined}>
                      <summary className="cursor-pointer font-semibold text-primary">
                        {t("hires.change")}
                        <span className="sr-only">: {hire.learner}</span>
                      </summary>
                      <RateForm
                        hire={hire}
                        sent={sent.id === String(hire.id) ? sent : {}}
                        errors={sent.id === String(hire.id) ? errors : {}}
                      />
                    </details>
                  ) : null}
                </>
              ) : !hire.due ? (
                <p className="mt-2">{t("hires.dueOn", { date: formatPostDate(hire.dueOn, i18n.language, "short") ?? "—" })}</p>
              ) : may["rate-hire"] ? (
                <RateForm hire={hire} sent={sent.id === String(hire.id) ? sent : {}} errors={sent.id === String(hire.id) ? errors : {}} />
              ) : (
                <p className="mt-2">{t("hires.notYours")}</p>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{t("hires.none")}</Empty>
      )}
    </div>
  );
}
