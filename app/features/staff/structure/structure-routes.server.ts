// The loaders and actions of every structure page (issue 50; issue 46, item 7): one declaration per
// entity (`StructureEntity`: its reads, its form, its writes, what depends on a row), and from it the
// list's loader and the new, edit and delete dialogs' loaders and actions. A route module is then
// a few lines: `export const loader = cohortRoutes.edit.loader, action = cohortRoutes.edit.action;`.
import { parseWithZod } from "@conform-to/zod/v4";
import { createItem, deleteItem, updateItem, type NestedPartial, type UnpackList } from "@directus/sdk";
import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import type { ZodType } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import type { Schema } from "~/features/cms/schema";
import { readForm } from "~/features/forms/read-form.server";
import { confirmRefusal, formReply, type ParsedSubmission } from "~/features/forms/reply.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { csvDownload } from "~/features/staff/csv-download.server";
import { isDuplicate } from "./fields.server";
import type { StructureArea } from "./structure";
import { backToList, found, goneReply, goneRow, requireStructureAdmin, structureList } from "./structure-page.server";
import { noStore } from "./structure.server";

/** What a structure page's loader and action read of their arguments (`:id` for a row's dialogs). */
export interface StructureArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
}

/** The words' parameters that name a row (`{ name }`, `{ code }` …): its dialogs' titles and the done messages. */
type Named = Record<string, string>;

/** One structure entity, as its pages' loaders and actions need it; `C` is the Directus collection of its rows. */
export interface StructureEntity<C extends keyof Schema, Row extends { id: number }, Form, ListRow, Shown, Choices extends object, Doomed> {
  area: StructureArea;
  /** How the log names one: `{ a: "a cohort", the: "the cohort" }`. */
  noun: { a: string; the: string };
  list(client: DirectusClient): Promise<ListRow[]>;
  /** The row the URL's id names, as the person's token reads it: null when there is none. */
  read(client: DirectusClient, id: string | undefined): Promise<Row | null>;
  named(row: Row): Named;
  namedForm(form: Form): Named;
  /** What the form offers to choose (courses, plans …), read with the person's token. */
  choices(client: DirectusClient): Promise<Choices>;
  /** The create (`row` null) and edit form's schema, with the rules that need Directus. */
  schema(client: DirectusClient, row: Row | null, choices: Choices): ZodType<Form>;
  /** Where its rows are stored: a valid form is one row's `values`, written with the person's own token. */
  collection: C;
  values(form: Form): NestedPartial<UnpackList<Schema[C]>>;
  /** Runs after every write, whether it worked or not (a cache to clear). */
  written?(): void;
  /** The form error when Directus finds the unique field taken (a race the schema's check lost). */
  taken?: string;
  /** What the edit dialog shows of the row. */
  shown(row: Row): Shown;
  /** What the delete dialog says of the row and what depends on it. */
  doomed(client: DirectusClient, row: Row): Promise<Doomed>;
  /** The form error when what depends on the row keeps it (409; Directus refuses it too), else null. */
  refusal?(doomed: Doomed): string | null;
  /** A row the URL names that is not there: the gone dialog (issue 50, item 4), or the 404 page. */
  missing?: "gone" | "notFound";
}

/** No choices: a form with only its own fields. */
export const noChoices = async () => ({});

/**
 * A write that failed, as the form's answer: a unique value another row took meanwhile is `taken`
 * (409: a race the schema's check lost), anything else `saveFailed` (503), logged as what was `tried`.
 */
export function writeFailedReply(submission: ParsedSubmission, error: unknown, taken: string | undefined, tried: string) {
  if (taken && isDuplicate(error)) return formReply(submission, { formError: { key: taken }, status: 409 });
  console.error(`Staff: could not ${tried}:`, error);
  return formReply(submission, { formError: { key: "saveFailed" }, status: 503 });
}

const title = (args: StructureArgs, key: string, named?: Named) => getInstance(args.context).t(`staff:${key}`, named);

/** The parts of an entity its delete dialog needs, and how a row goes. */
interface DeleteEntity<Row extends { id: number }, Doomed> extends Pick<
  StructureEntity<keyof Schema, Row, unknown, unknown, unknown, object, Doomed>,
  "area" | "noun" | "read" | "named" | "doomed" | "refusal" | "missing"
> {
  remove(client: DirectusClient, row: Row): Promise<unknown>;
}

/** A row the URL names that is not there: the gone dialog's data (404), or the 404 page thrown. */
function missingRow(entity: Pick<DeleteEntity<{ id: number }, unknown>, "area" | "missing">, context: StructureArgs["context"]) {
  if (entity.missing === "notFound") found(null);
  return goneRow(entity.area, context);
}

/** The list page's loader: the rows read with the person's own token. */
export function structureListRoute<ListRow>(entity: { area: StructureArea; list(client: DirectusClient): Promise<ListRow[]> }) {
  return { loader: ({ request, context }: StructureArgs) => structureList(request, context, entity.area, entity.list) };
}

/**
 * An Export CSV's loader (issue 50, item 3): `<name>-<today>.csv`, its header and a line for each row
 * `list` reads with the person's own token; when the read fails, the words of `failedKey` (503).
 */
export function structureCsvRoute<Row>(csv: {
  name: string;
  failedKey: string;
  header: readonly string[];
  list(client: DirectusClient): Promise<Row[]>;
  line(row: Row): (string | number)[];
}) {
  return {
    loader({ request, context }: StructureArgs) {
      const client = requireStructureAdmin(request, context);
      return csvDownload(context, { ...csv, lines: async () => [csv.header, ...(await csv.list(client)).map(csv.line)] });
    },
  };
}

/** The delete dialog's loader and action: the confirmation, which says what depends on the row, or why it stays. */
export function structureDeleteRoute<Row extends { id: number }, Doomed>(entity: DeleteEntity<Row, Doomed>) {
  const { area, noun } = entity;
  return {
    async loader(args: StructureArgs) {
      const client = requireStructureAdmin(args.request, args.context);
      const row = await entity.read(client, args.params.id);
      if (!row) return missingRow(entity, args.context);
      const doomed = await entity.doomed(client, row);
      const refused = Boolean(entity.refusal?.(doomed));
      return data(
        { gone: false as const, title: title(args, `${area}.deleteTitle`, entity.named(row)), doomed, refused },
        { headers: noStore },
      );
    },
    /** Refused with words (409) while something depends on the row; a row deleted meanwhile says so. */
    async action({ request, context, params }: StructureArgs) {
      const client = requireStructureAdmin(request, context);
      const row = await entity.read(client, params.id);
      if (!row) return missingRow(entity, context);
      const refusal = entity.refusal ? entity.refusal(await entity.doomed(client, row)) : null;
      if (refusal) return confirmRefusal({ key: refusal }, 409);
      try {
        await entity.remove(client, row);
      } catch (error) {
        console.error(`Staff: could not delete ${noun.the} ${row.id}:`, error);
        return confirmRefusal({ key: "deleteFailed" }, 503);
      }
      return backToList(area, "deleted", entity.named(row));
    },
  };
}

/** The list, the new, edit and delete dialogs' loaders and actions of one entity. */
export function structureRoutes<C extends keyof Schema, Row extends { id: number }, Form, ListRow, Shown, Choices extends object, Doomed>(
  entity: StructureEntity<C, Row, Form, ListRow, Shown, Choices, Doomed>,
) {
  const { area, noun, collection } = entity;
  const write = async (client: DirectusClient, command: Parameters<DirectusClient["request"]>[0]) => {
    try {
      await client.request(command);
    } finally {
      entity.written?.();
    }
  };
  const remove = (client: DirectusClient, row: Row) => write(client, deleteItem(collection, row.id));
  const parse = async (request: Request, client: DirectusClient, row: Row | null, choices: Choices) =>
    parseWithZod(await readForm(request), { schema: entity.schema(client, row, choices), async: true });

  return {
    list: structureListRoute(entity),
    new: {
      /** The create form, in a dialog over the list (ADR 035). */
      async loader(args: StructureArgs) {
        const choices = await entity.choices(requireStructureAdmin(args.request, args.context));
        return data({ title: title(args, `${area}.newTitle`), choices }, { headers: noStore });
      },
      /** ADR 008: the role again, the form, the write with the person's own token, back to the list. */
      async action({ request, context }: StructureArgs) {
        const client = requireStructureAdmin(request, context);
        const submission = await parse(request, client, null, await entity.choices(client));
        if (submission.status !== "success") return formReply(submission);
        try {
          await write(client, createItem(collection, entity.values(submission.value)));
        } catch (error) {
          return writeFailedReply(submission, error, entity.taken, `create ${noun.a}`);
        }
        return backToList(area, "created", entity.namedForm(submission.value));
      },
    },
    edit: {
      /** The edit form, in a dialog over the list (ADR 035); a row that is gone says so (issue 50, item 4). */
      async loader(args: StructureArgs) {
        const client = requireStructureAdmin(args.request, args.context);
        const [row, choices] = await Promise.all([entity.read(client, args.params.id), entity.choices(client)]);
        if (!row) return goneRow(area, args.context);
        const shown = entity.shown(row);
        return data(
          { gone: false as const, title: title(args, `${area}.editTitle`, entity.named(row)), shown, choices },
          { headers: noStore },
        );
      },
      /** ADR 008; a row deleted meanwhile keeps what was typed, with words (404), and stores nothing. */
      async action({ request, context, params }: StructureArgs) {
        const client = requireStructureAdmin(request, context);
        const [row, choices] = await Promise.all([entity.read(client, params.id), entity.choices(client)]);
        const submission = await parse(request, client, row, choices);
        if (!row) return goneReply(submission, { choices });
        if (submission.status !== "success") return formReply(submission);
        try {
          await write(client, updateItem(collection, row.id, entity.values(submission.value)));
        } catch (error) {
          return writeFailedReply(submission, error, entity.taken, `save ${noun.the} ${row.id}`);
        }
        return backToList(area, "saved", entity.namedForm(submission.value));
      },
    },
    delete: structureDeleteRoute({ ...entity, remove }),
  };
}
