// /staff/plans (issue 50): the partner plans (seed_partner_plans: a code, seats, a monthly price in
// đồng, a summary and features), created, changed and deleted by content administrators with their own
// token (cms/permissions/admin.mjs, `seed-admin-billing`, field by field). A company names its plan by
// code and takes its seats (/staff/companies), so a plan companies are on keeps its code, a seat for
// each of their members, and is never deleted: the app says so in words, and
// cms/extensions/seed-partner-rules refuses the same in Directus.
import { readItems, withOptions } from "@directus/sdk";
import { z } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import type { PartnerPlan } from "~/features/cms/schema";
import { readRows } from "~/features/cms/read-at-once.server";
import { withRetries } from "~/features/cms/retry.server";
import { seatsTaken } from "./companies.server";
import { plainText } from "~/features/forms/text-rules.server";
import { optionalText, wholeNumber } from "./fields.server";
import { rowId, takenByOther } from "./rows.server";
import { structureLimits, type PlanRow } from "./structure";
import { noChoices, structureRoutes } from "./structure-routes.server";

const planFields = ["id", "code", "seats", "monthly_vnd", "summary", "features"] as const;

type StoredPlan = PartnerPlan;

const lines = (text: string | null) =>
  (text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

const toRow = (plan: StoredPlan, companies: { name: string; billing_plan: string }[]): PlanRow => ({
  id: plan.id,
  code: plan.code,
  seats: plan.seats ?? 0,
  monthlyVnd: plan.monthly_vnd ?? 0,
  summary: plan.summary ?? "",
  features: lines(plan.features),
  companies: companies.filter((company) => company.billing_plan === plan.code).map((company) => company.name),
});

/** The companies and the plan they are on, by name. */
const readCompanyPlans = (client: DirectusClient, signal: AbortSignal, codes?: string[]) =>
  client.request(
    withOptions(
      readItems("seed_companies", {
        fields: ["name", "billing_plan"],
        filter: codes ? { billing_plan: { _in: codes } } : {},
        sort: ["name"],
        limit: -1,
      }),
      { signal },
    ),
  );

/** Every plan, by seats, with the companies on it. */
export async function listPlanRows(client: DirectusClient): Promise<PlanRow[]> {
  const [plans, companies] = await withRetries((signal) =>
    Promise.all([
      client.request(
        withOptions(readItems("seed_partner_plans", { fields: [...planFields], sort: ["seats", "code"], limit: -1 }), { signal }),
      ),
      readCompanyPlans(client, signal),
    ]),
  );
  return plans.map((plan) => toRow(plan, companies));
}

/** One plan as the person's token reads it, with the companies on it; null when there is none (or the URL's id is not one). */
export async function readPlan(client: DirectusClient, id: string | undefined): Promise<PlanRow | null> {
  const planId = rowId(id);
  if (!planId) return null;
  const [plan] = await readRows(client, "seed_partner_plans", { fields: [...planFields], filter: { id: { _eq: planId } }, limit: 1 });
  if (!plan) return null;
  const companies = await withRetries((signal) => readCompanyPlans(client, signal, [plan.code]));
  return toRow(plan, companies);
}

/** The create and edit form (ADR 008): a code, seats, a monthly price, a summary and features. */
export const planSchema = z.object({
  code: plainText("planCode", structureLimits.planCode).pipe(z.string().regex(/^[A-Z0-9][A-Z0-9-]*$/, "planCodeInvalid")),
  seats: wholeNumber("seatsInvalid", 1, structureLimits.seats),
  monthly_vnd: wholeNumber("monthlyInvalid", 0, structureLimits.monthlyVnd),
  summary: optionalText("summary", structureLimits.summary),
  features: optionalText("features", structureLimits.features),
});
export type PlanForm = z.output<typeof planSchema>;

/**
 * The form's schema with the rules that need Directus: no other plan (but `plan`) has the code; a
 * plan companies are on keeps its code and a seat for each of their members.
 */
export const planSchemaFor = (client: DirectusClient, plan?: PlanRow | null) =>
  planSchema.superRefine(async (form, context) => {
    if (await takenByOther(client, "seed_partner_plans", "code", form.code, plan?.id))
      context.addIssue({ code: "custom", path: ["code"], message: "planCodeTaken" });
    if (!plan || plan.companies.length === 0) return;
    if (form.code !== plan.code) context.addIssue({ code: "custom", path: ["code"], message: "planCodeInUse" });
    const members = await client.request(
      readItems("seed_company_members", {
        fields: ["role", "company"],
        filter: { company: { billing_plan: { _eq: plan.code } } },
        limit: -1,
      }),
    );
    const byCompany = new Map<number, { role: string | null }[]>();
    for (const member of members as { role: string | null; company: number }[])
      byCompany.set(Number(member.company), [...(byCompany.get(Number(member.company)) ?? []), member]);
    if ([...byCompany.values()].some((rows) => seatsTaken(rows) > form.seats))
      context.addIssue({ code: "custom", path: ["seats"], message: "seatsTooFew" });
  });

const planValues = (form: PlanForm) => ({
  code: form.code,
  seats: form.seats,
  monthly_vnd: form.monthly_vnd,
  summary: form.summary || null,
  features: form.features || null,
});

/** /staff/plans' loaders and actions: a plan companies are on is never deleted (seed-partner-rules refuses it too). */
export const planRoutes = structureRoutes({
  area: "plans",
  noun: { a: "a plan", the: "the plan" },
  list: listPlanRows,
  read: readPlan,
  named: (plan) => ({ code: plan.code }),
  namedForm: (form: PlanForm) => ({ code: form.code }),
  choices: noChoices,
  // A plan companies are on keeps its code and a seat for each of their members.
  schema: (client, plan) => planSchemaFor(client, plan),
  collection: "seed_partner_plans",
  values: planValues,
  taken: "planCodeTaken",
  shown: (plan) => plan,
  doomed: async (_client, plan) => plan,
  refusal: (plan) => (plan.companies.length > 0 ? "planInUse" : null),
});
