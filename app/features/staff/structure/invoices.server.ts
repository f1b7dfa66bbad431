// /staff/invoices (issue 50): every partner company's invoices (seed_invoices: a number, the period
// it bills, an amount in đồng, issue and due days, open or paid), created, changed and deleted by
// content administrators with their own token (cms/permissions/admin.mjs, `seed-admin-billing`, field
// by field). A company's members read their own company's only (cms/permissions/partners.mjs) and
// print each from the billing pages. An invoice's number is no other invoice's, and its period ends
// on or after its start: the app says so in words, cms/extensions/seed-partner-rules in Directus.
import { readItems, withOptions } from "@directus/sdk";
import { z } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import { readRows } from "~/features/cms/read-at-once.server";
import { withRetries } from "~/features/cms/retry.server";
import { plainText, wholeId } from "~/features/forms/text-rules.server";
import { calendarDay, wholeNumber } from "./fields.server";
import { rowId } from "./rows.server";
import { invoiceStatuses, structureLimits, type InvoiceRow, type InvoiceStatus } from "./structure";
import { structureRoutes } from "./structure-routes.server";

export const invoiceFields = [
  "id",
  "number",
  "period_start",
  "period_end",
  "amount_vnd",
  "issued_on",
  "due_on",
  "status",
  { company: ["id", "name"] },
] as const;

export type StoredInvoice = {
  id: number;
  number: string;
  period_start: string | null;
  period_end: string | null;
  amount_vnd: number | string | null;
  issued_on: string | null;
  due_on: string | null;
  status: string | null;
  company: { id: number; name: string } | number | null;
};

const dayOf = (value: string | null) => (value ? value.slice(0, 10) : null);

/** An invoice as Directus gives it → a row (a company the token does not read: its id, no name). */
export function toInvoiceRow(invoice: StoredInvoice): InvoiceRow {
  const company = typeof invoice.company === "object" && invoice.company ? invoice.company : null;
  return {
    id: invoice.id,
    companyId: company ? company.id : Number(invoice.company),
    company: company?.name ?? "",
    number: invoice.number,
    periodStart: dayOf(invoice.period_start),
    periodEnd: dayOf(invoice.period_end),
    amountVnd: Number(invoice.amount_vnd ?? 0),
    issuedOn: dayOf(invoice.issued_on),
    dueOn: dayOf(invoice.due_on),
    status: invoice.status === "paid" ? "paid" : "open",
  };
}

/** Every company's invoices, the latest issued first. */
export async function listInvoices(client: DirectusClient): Promise<InvoiceRow[]> {
  const invoices = await readRows(client, "seed_invoices", { fields: [...invoiceFields], sort: ["-issued_on", "-id"], limit: -1 });
  return (invoices as StoredInvoice[]).map(toInvoiceRow);
}

/** One invoice as the person's token reads it; null when there is none, it is not theirs to read, or the URL's id is not one. */
export async function readInvoice(client: DirectusClient, id: string | undefined): Promise<InvoiceRow | null> {
  const invoiceId = rowId(id);
  if (!invoiceId) return null;
  const [invoice] = await readRows(client, "seed_invoices", { fields: [...invoiceFields], filter: { id: { _eq: invoiceId } }, limit: 1 });
  return invoice ? toInvoiceRow(invoice as StoredInvoice) : null;
}

/** The companies to choose from, by name. */
export async function listCompanyNames(client: DirectusClient): Promise<{ id: number; name: string }[]> {
  return withRetries((signal) =>
    client.request(withOptions(readItems("seed_companies", { fields: ["id", "name"], sort: ["name"], limit: -1 }), { signal })),
  );
}

/** The create and edit form (ADR 008). */
export const invoiceSchema = z
  .object({
    company: wholeId("companyRequired"),
    number: plainText("invoiceNumber", structureLimits.invoiceNumber).pipe(
      z.string().regex(/^[\p{L}\p{N}][\p{L}\p{N}/._-]*$/u, "invoiceNumberInvalid"),
    ),
    period_start: calendarDay("periodStart"),
    period_end: calendarDay("periodEnd"),
    amount_vnd: wholeNumber("amountInvalid", 0, structureLimits.amountVnd),
    issued_on: calendarDay("issued"),
    due_on: calendarDay("due"),
    status: z.enum(invoiceStatuses, { error: "statusInvalid" }),
  })
  .superRefine((form, context) => {
    if (form.period_end < form.period_start) context.addIssue({ code: "custom", path: ["period_end"], message: "periodEndBeforeStart" });
    if (form.due_on < form.issued_on) context.addIssue({ code: "custom", path: ["due_on"], message: "dueBeforeIssued" });
  });
export type InvoiceForm = z.output<typeof invoiceSchema>;

/** The form's schema with the rules that need Directus: the company is one the token reads; no other invoice (but `except`) has the number. */
export const invoiceSchemaFor = (client: DirectusClient, except?: number) =>
  invoiceSchema.superRefine(async (form, context) => {
    const same = { number: { _icontains: form.number } };
    const [[company], candidates] = await Promise.all([
      client.request(readItems("seed_companies", { fields: ["id"], filter: { id: { _eq: form.company } }, limit: 1 })),
      client.request(
        readItems("seed_invoices", {
          fields: ["id", "number"],
          filter: except ? { _and: [same, { id: { _neq: except } }] } : same,
          limit: -1,
        }),
      ),
    ]);
    // Directus has no case-insensitive equality: the numbers that contain it, then the one that is it.
    const other = candidates.find((row) => String(row.number).toLowerCase() === form.number.toLowerCase());
    if (!company) context.addIssue({ code: "custom", path: ["company"], message: "companyUnknown" });
    if (other) context.addIssue({ code: "custom", path: ["number"], message: "invoiceNumberTaken" });
  });

const invoiceValues = (form: InvoiceForm) => ({
  company: form.company,
  number: form.number,
  period_start: form.period_start,
  period_end: form.period_end,
  amount_vnd: form.amount_vnd,
  issued_on: form.issued_on,
  due_on: form.due_on,
  status: form.status satisfies InvoiceStatus,
});

/** /staff/invoices' loaders and actions: nothing else hangs on an invoice, so its delete goes ahead once confirmed. */
export const invoiceRoutes = structureRoutes({
  area: "invoices",
  noun: { a: "an invoice", the: "the invoice" },
  list: listInvoices,
  read: readInvoice,
  named: (invoice) => ({ number: invoice.number }),
  namedForm: (form: InvoiceForm) => ({ number: form.number }),
  choices: async (client) => ({ companies: await listCompanyNames(client) }),
  schema: (client, invoice) => invoiceSchemaFor(client, invoice?.id),
  collection: "seed_invoices",
  values: invoiceValues,
  taken: "invoiceNumberTaken",
  shown: (invoice) => invoice,
  doomed: async (_client, invoice) => invoice,
});
