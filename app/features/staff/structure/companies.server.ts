// /staff/companies (issue 50): the partner companies, created, changed and deleted by content
// administrators with their own token (cms/permissions/admin.mjs, `seed-admin-companies`). Creating
// one invites its first ORG_ADMIN the way a company invites its members (features/partner-invite:
// the app's service asks Directus to invite a seed-partner account; the set-password mail follows),
// and adds the membership with the staff member's own token. The seats come from the plan; the Seed
// PM is given here, by the academy, never by the company. A company is deleted only while nobody has
// accepted its invitation and it holds no rows: cms/extensions/seed-partner-rules refuses the rest
// in Directus too, with the domain kept unique and the plan's seats enforced.
import { parseWithZod } from "@conform-to/zod/v4";
import { aggregate, createItem, deleteItem, deleteUser, readItems, readRoles, readUsers, updateItem, withOptions } from "@directus/sdk";
import { data } from "react-router";
import { z } from "zod";
import { userContext } from "~/features/auth/user-context";
import type { DirectusClient } from "~/features/cms/directus.server";
import { readRows } from "~/features/cms/read-at-once.server";
import { withRetries } from "~/features/cms/retry.server";
import { readForm } from "~/features/forms/read-form.server";
import { formReply, rateLimitedReply } from "~/features/forms/reply.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { findPartnerAccount, invitePartnerUser } from "~/features/partner-invite/invite.server";
import { createRateLimiter } from "~/features/security/rate-limit.server";
import { plainText } from "~/features/forms/text-rules.server";
import { companyCsvHeader, companyCsvRow } from "./companies-csv";
import { rowId, takenByOther } from "./rows.server";
import { structureLimits, type CompanyDependents, type CompanyMember, type CompanyRow, type PlanOption } from "./structure";
import { backToList, found, requireStructureAdmin } from "./structure-page.server";
import {
  structureCsvRoute,
  structureDeleteRoute,
  structureListRoute,
  writeFailedReply,
  type StructureArgs,
} from "./structure-routes.server";
import { noStore } from "./structure.server";

/** The plans, by seats: a company's seats come from its plan. */
export async function listPlans(client: DirectusClient): Promise<PlanOption[]> {
  const plans = await readRows(client, "seed_partner_plans", { fields: ["code", "seats", "monthly_vnd"], sort: ["seats"], limit: -1 });
  return plans.map((plan) => ({ code: plan.code, seats: plan.seats ?? 0, monthlyVnd: plan.monthly_vnd ?? 0 }));
}

const memberFields = ["id", "company", "role", { user: ["id", "first_name", "last_name", "email", "status"] }] as const;

type ReadMember = {
  id: number;
  company: number | { id: number } | null;
  role: string | null;
  user: { id: string; first_name: string | null; last_name: string | null; email: string | null; status: string | null } | string | null;
};

function toMember(row: ReadMember): CompanyMember {
  const user = typeof row.user === "object" && row.user ? row.user : null;
  return {
    id: row.id,
    name: [user?.first_name, user?.last_name].filter(Boolean).join(" ") || user?.email || "",
    email: user?.email ?? "",
    userId: user?.id ?? String(row.user ?? ""),
    role: row.role,
    pending: user?.status === "invited",
  };
}

/** Members who take a seat: everyone but the Seed PM (the academy's, not the company's). */
export const seatsTaken = (members: { role: string | null }[]) => members.filter((member) => member.role !== "SEED_PM").length;

function toCompanyRow(
  company: { id: number; name: string; domain: string | null; billing_plan: string },
  members: CompanyMember[],
  plans: PlanOption[],
): CompanyRow {
  const plan = plans.find((candidate) => candidate.code === company.billing_plan);
  const pm = members.find((member) => member.role === "SEED_PM");
  return {
    id: company.id,
    name: company.name,
    domain: company.domain ?? "",
    plan: company.billing_plan,
    seats: plan?.seats ?? null,
    taken: seatsTaken(members),
    seedPm: pm ? pm.name : null,
    seedPmId: pm ? pm.id : null,
    members,
  };
}

const companyOf = (member: ReadMember) =>
  typeof member.company === "object" && member.company ? member.company.id : Number(member.company);

/** Every company with its plan's seats, the seats taken and its Seed PM, by name. */
export async function listCompanies(client: DirectusClient): Promise<CompanyRow[]> {
  const [companies, members, plans] = await withRetries((signal) =>
    Promise.all([
      client.request(
        withOptions(readItems("seed_companies", { fields: ["id", "name", "domain", "billing_plan"], sort: ["name"], limit: -1 }), {
          signal,
        }),
      ),
      client.request(withOptions(readItems("seed_company_members", { fields: [...memberFields], limit: -1 }), { signal })),
      listPlans(client),
    ]),
  );
  return companies.map((company) =>
    toCompanyRow(company, (members as ReadMember[]).filter((member) => companyOf(member) === company.id).map(toMember), plans),
  );
}

/** One company as the person's token reads it, with its members; null when there is none (or the URL's id is not one). */
export async function readCompany(client: DirectusClient, id: string | undefined): Promise<CompanyRow | null> {
  const companyId = rowId(id);
  if (!companyId) return null;
  const [[company], members, plans] = await withRetries((signal) =>
    Promise.all([
      client.request(
        withOptions(
          readItems("seed_companies", { fields: ["id", "name", "domain", "billing_plan"], filter: { id: { _eq: companyId } }, limit: 1 }),
          { signal },
        ),
      ),
      client.request(
        withOptions(readItems("seed_company_members", { fields: [...memberFields], filter: { company: { _eq: companyId } }, limit: -1 }), {
          signal,
        }),
      ),
      listPlans(client),
    ]),
  );
  return company ? toCompanyRow(company, (members as ReadMember[]).map(toMember), plans) : null;
}

/** The rows a company holds besides its members: all of them would go with it. */
const heldRows = [
  "seed_jobs",
  "seed_invoices",
  "seed_briefs",
  "seed_partner_events",
  "seed_brand_assets",
  "seed_partner_office_hours",
  "seed_partner_tickets",
  "seed_audit_log",
] as const;

/** What hangs on a company: members who accepted, invitations still pending, and its other rows. */
export async function companyDependents(client: DirectusClient, company: CompanyRow): Promise<CompanyDependents> {
  const counts = await Promise.all(
    heldRows.map((collection) =>
      client.request(aggregate(collection, { aggregate: { count: "*" }, query: { filter: { company: { _eq: company.id } } } })),
    ),
  );
  return {
    members: company.members.filter((member) => !member.pending).length,
    pending: company.members.filter((member) => member.pending).map((member) => member.email),
    rows: counts.reduce((sum, [row]) => sum + Number(row?.count ?? 0), 0),
  };
}

/** A domain as a company's people use it in their addresses: `lotus.example`, kept in lower case. */
const domainField = z
  .string({ error: "domainRequired" })
  .trim()
  .toLowerCase()
  .min(1, "domainRequired")
  .max(structureLimits.domain, "domainTooLong")
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/, "domainInvalid");

const companyFields = {
  name: plainText("name", structureLimits.name),
  domain: domainField,
  plan: z.string({ error: "planRequired" }).trim().min(1, "planRequired").max(40, "planUnknown"),
};

/** The create form (ADR 008): the company and the address of its first ORG_ADMIN. */
export const newCompanySchema = z.object({
  ...companyFields,
  adminEmail: z
    .string({ error: "adminEmailRequired" })
    .trim()
    .toLowerCase()
    .min(1, "adminEmailRequired")
    .max(structureLimits.email, "adminEmailTooLong")
    .pipe(z.email({ error: "adminEmailInvalid" })),
});
export type NewCompanyForm = z.output<typeof newCompanySchema>;

/** The edit form: the company, and its Seed PM among its members (or none). */
export const companySchema = z.object({
  ...companyFields,
  seedPm: z
    .string()
    .regex(/^\d{1,10}$/, "seedPmUnknown")
    .transform(Number)
    .optional(),
});
export type CompanyForm = z.output<typeof companySchema>;

/** The create form's schema with its rules that need Directus: a free domain, a plan with a seat, an address no account holds. */
export const newCompanySchemaFor = (client: DirectusClient, plans: PlanOption[]) =>
  newCompanySchema.superRefine(async (form, context) => {
    const plan = plans.find((candidate) => candidate.code === form.plan);
    if (!plan || plan.seats < 1) context.addIssue({ code: "custom", path: ["plan"], message: "planUnknown" });
    if (await takenByOther(client, "seed_companies", "domain", form.domain))
      context.addIssue({ code: "custom", path: ["domain"], message: "domainTaken" });
    // Staff may know who has an account (a company's admin may not: issue 51, item 1).
    const taken = await accountKind(client, form.adminEmail);
    if (taken)
      context.addIssue({ code: "custom", path: ["adminEmail"], message: taken === "partner" ? "adminEmailTaken" : "adminEmailRefused" });
  });

/**
 * Whose account holds the address, if any: a partner's (the staff member's own token reads partner
 * accounts: `seed-admin-companies`) or someone else's (a learner's, a teacher's, staff's), which the
 * app's service finds and a partner invitation may never take.
 */
async function accountKind(client: DirectusClient, email: string): Promise<"partner" | "other" | null> {
  const filter = { _and: [{ email: { _eq: email } }, { role: { _eq: await partnerRole(client) } }] };
  const partners = await client.request(readUsers({ filter, fields: ["id"], limit: 1 }));
  if (partners.length > 0) return "partner";
  return (await findPartnerAccount(email)) ? "other" : null;
}

/**
 * The edit form's schema with its rules that need Directus: a free domain, a Seed PM who is a member
 * and not the company's only ORG_ADMIN, and a plan with a seat for every member the change leaves.
 */
export const companySchemaFor = (client: DirectusClient, company: CompanyRow, plans: PlanOption[]) =>
  companySchema.superRefine(async (form, context) => {
    const plan = plans.find((candidate) => candidate.code === form.plan);
    const pm = form.seedPm === undefined ? undefined : company.members.find((member) => member.id === form.seedPm);
    if (form.seedPm !== undefined && !pm) context.addIssue({ code: "custom", path: ["seedPm"], message: "seedPmUnknown" });
    const after = company.members.map((member) => ({ ...member, role: roleAfter(member, form.seedPm) }));
    if (pm && pm.role === "ORG_ADMIN" && !after.some((member) => member.role === "ORG_ADMIN"))
      context.addIssue({ code: "custom", path: ["seedPm"], message: "seedPmLastAdmin" });
    if (!plan) context.addIssue({ code: "custom", path: ["plan"], message: "planUnknown" });
    else if (seatsTaken(after) > plan.seats) context.addIssue({ code: "custom", path: ["plan"], message: "planTooSmall" });
    if (await takenByOther(client, "seed_companies", "domain", form.domain, company.id))
      context.addIssue({ code: "custom", path: ["domain"], message: "domainTaken" });
  });

/** A member's role once `seedPm` (a membership id, or none) is the company's Seed PM: a former one has no member role. */
function roleAfter(member: CompanyMember, seedPm: number | undefined) {
  if (member.id === seedPm) return "SEED_PM";
  return member.role === "SEED_PM" ? null : member.role;
}

/** How many companies one staff member creates (each mails an invitation): 20 an hour. */
const creations = createRateLimiter({ keyPrefix: "staff-company-create", points: 20, durationSeconds: 3600 });
export const limitCompanyCreation = (staffId: string) => creations.consume(staffId);
/** How many companies this staff member may still create this hour (Import CSV's preview counts its rows against it). */
export const companyCreationsLeft = (staffId: string) => creations.left(staffId);

/** The partner role's id, which the first ORG_ADMIN's account gets (read with the staff member's own token). */
async function partnerRole(client: DirectusClient) {
  const [role] = await client.request(readRoles({ fields: ["id"], filter: { name: { _eq: "seed-partner" } }, limit: 1 }));
  if (!role) throw new Error("the seed-partner role is missing");
  return String(role.id);
}

export type CreateOutcome = { outcome: "created" } | { outcome: "adminRefused" };

/**
 * The company, then the invitation of its first ORG_ADMIN, then their membership. When the address
 * is refused (an account that is not a partner's) or a later step fails, what was made is removed,
 * so nothing is stored.
 */
export async function createCompany(request: Request, client: DirectusClient, form: NewCompanyForm): Promise<CreateOutcome> {
  const roleId = await partnerRole(client);
  const company = await client.request(createItem("seed_companies", { name: form.name, domain: form.domain, billing_plan: form.plan }));
  let invitee: { id: string } | null = null;
  try {
    invitee = await invitePartnerUser(request, form.adminEmail, roleId);
    if (!invitee) {
      await client.request(deleteItem("seed_companies", company.id));
      return { outcome: "adminRefused" };
    }
    await client.request(createItem("seed_company_members", { company: company.id, user: invitee.id, role: "ORG_ADMIN" }));
    return { outcome: "created" };
  } catch (error) {
    if (invitee) await client.request(deleteUser(invitee.id)).catch(() => undefined);
    await client.request(deleteItem("seed_companies", company.id)).catch(() => undefined);
    throw error;
  }
}

/**
 * The Seed PM first (the new one before the former one loses the role), then the company's fields:
 * Directus counts the seats of a new plan against the members as they are then (seed-partner-rules).
 */
export async function updateCompany(client: DirectusClient, company: CompanyRow, form: CompanyForm) {
  for (const member of company.members) {
    const role = roleAfter(member, form.seedPm);
    if (role !== member.role && role === "SEED_PM") await client.request(updateItem("seed_company_members", member.id, { role }));
  }
  for (const member of company.members) {
    const role = roleAfter(member, form.seedPm);
    if (role !== member.role && role !== "SEED_PM") await client.request(updateItem("seed_company_members", member.id, { role }));
  }
  await client.request(updateItem("seed_companies", company.id, { name: form.name, domain: form.domain, billing_plan: form.plan }));
}

/** The company and the accounts of its pending invitees (their memberships go with them). */
export async function deleteCompany(client: DirectusClient, company: CompanyRow) {
  for (const member of company.members.filter((candidate) => candidate.pending)) await client.request(deleteUser(member.userId));
  await client.request(deleteItem("seed_companies", company.id));
}

/** A company whose people accepted or that holds rows is kept: deleting it would take them all. */
const refusedBy = (dependents: CompanyDependents) => dependents.members > 0 || dependents.rows > 0;

/**
 * /staff/companies' list, Export CSV and delete, and its own new and edit (an invitation, the Seed
 * PM). A company the URL names that is not there is the 404 page.
 */
export const companyRoutes = {
  list: structureListRoute({ area: "companies", list: listCompanies }),
  /** Every partner company as the content administrator's own token reads it. */
  csv: structureCsvRoute({
    name: "companies",
    failedKey: "staff:companies.loadFailed",
    header: companyCsvHeader,
    list: listCompanies,
    line: companyCsvRow,
  }),
  new: {
    /** The company, its plan and its first ORG_ADMIN's address, in a dialog over the list (ADR 035). */
    async loader({ request, context }: StructureArgs) {
      const plans = await listPlans(requireStructureAdmin(request, context));
      return data({ title: getInstance(context).t("staff:companies.newTitle"), choices: { plans } }, { headers: noStore });
    },
    /**
     * ADR 008: the role again, the form (a free domain, a plan with a seat, an address no account
     * holds), the allowance (each creation mails an invitation), the company and its invitation, back to the list.
     */
    async action({ request, context }: StructureArgs) {
      const client = requireStructureAdmin(request, context);
      const plans = await listPlans(client);
      const submission = await parseWithZod(await readForm(request), { schema: newCompanySchemaFor(client, plans), async: true });
      if (submission.status !== "success") return formReply(submission);
      const limit = await limitCompanyCreation(context.get(userContext)?.id ?? "");
      if (!limit.allowed) return rateLimitedReply(submission, limit);
      try {
        const made = await createCompany(request, client, submission.value);
        if (made.outcome === "adminRefused") return formReply(submission, { formError: { key: "adminEmailRefused" }, status: 409 });
      } catch (error) {
        return writeFailedReply(submission, error, "domainTaken", "create a company");
      }
      return backToList("companies", "created", { name: submission.value.name, email: submission.value.adminEmail });
    },
  },
  edit: {
    /** Name, domain, plan and the Seed PM (the academy's choice), in a dialog over the list. */
    async loader({ request, context, params }: StructureArgs) {
      const client = requireStructureAdmin(request, context);
      const [company, plans] = await Promise.all([readCompany(client, params.id), listPlans(client)]);
      const row = found(company);
      return data(
        {
          gone: false as const,
          title: getInstance(context).t("staff:companies.editTitle", { name: row.name }),
          shown: row,
          choices: { plans },
        },
        { headers: noStore },
      );
    },
    /** ADR 008: the role again, the form (free domain, a plan with a seat for each member, a Seed PM who is a member), the writes, back to the list. */
    async action({ request, context, params }: StructureArgs) {
      const client = requireStructureAdmin(request, context);
      const [company, plans] = await Promise.all([readCompany(client, params.id), listPlans(client)]);
      const row = found(company);
      const submission = await parseWithZod(await readForm(request), { schema: companySchemaFor(client, row, plans), async: true });
      if (submission.status !== "success") return formReply(submission);
      try {
        await updateCompany(client, row, submission.value);
      } catch (error) {
        return writeFailedReply(submission, error, "domainTaken", `save the company ${row.id}`);
      }
      return backToList("companies", "saved", { name: submission.value.name });
    },
  },
  delete: structureDeleteRoute({
    area: "companies",
    noun: { a: "a company", the: "the company" },
    read: readCompany,
    named: (company) => ({ name: company.name }),
    remove: deleteCompany,
    doomed: async (client, company) => ({ name: company.name, ...(await companyDependents(client, company)) }),
    // Refused with words (409) while anything but pending invitations hangs on it; Directus refuses it too (seed-partner-rules).
    refusal: (dependents) => (refusedBy(dependents) ? "companyInUse" : null),
    missing: "notFound",
  }),
};
