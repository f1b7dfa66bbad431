// The views of every structure page (issue 50; issue 46, item 7): one declaration per entity
// (`StructureView`: its columns, its form, its delete question), and from it the list and the new,
// edit and delete dialogs. Their loaders and actions come from `structure-routes.server.ts`; a
// route module joins the two in a few lines.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Column } from "~/components/ui/DataTable";
import type { FormError } from "~/features/forms/reply";
import { routeHeaders } from "~/features/http/route-headers";
import { staffPageMeta } from "~/features/staff/page-meta";
import type { StructureArea } from "./structure";
import { DeleteDialog, GoneDialog, type StructureReply } from "./structure-forms";
import { StructureList } from "./StructureList";

export const meta = staffPageMeta;
export const headers = routeHeaders;

/** One structure entity, as its pages' views need it. */
export interface StructureView<ListRow extends { id: number }, Shown, Choices, Doomed> {
  area: StructureArea;
  /** The list's columns (a hook: they speak the reader's language). */
  useColumns(): Column<ListRow>[];
  /** A row's name in its Edit and Delete links' labels. */
  label(row: ListRow): Record<string, string>;
  /** More of the list's tools beside Add. */
  tools?: ReactNode;
  /** The create (`shown` null) and edit dialog. */
  Form(props: { shown: Shown | null; choices: Choices; reply: StructureReply | undefined }): ReactNode;
  /** What the edit dialog shows when the row was deleted while it was open: what was typed. */
  typed(values: Record<string, unknown>): Shown | null;
  /** The choices when the answer carries none. */
  noChoices: Choices;
  /** The delete dialog's question (a hook: it speaks the reader's language). */
  useQuestion(doomed: Doomed, refused: boolean): string;
}

interface ListData<ListRow> {
  rows: ListRow[];
  loadFailed: boolean;
}
type Gone = { gone: true; title: string };
type EditReply<Choices> = StructureReply & { choices?: Choices };

/** The list page and the new, edit and delete dialogs of one entity. */
export function structureViews<ListRow extends { id: number }, Shown, Choices, Doomed>(
  view: StructureView<ListRow, Shown, Choices, Doomed>,
) {
  const { area, Form } = view;
  return {
    List({ loaderData }: { loaderData: ListData<ListRow> }) {
      const columns = view.useColumns();
      const { rows, loadFailed } = loaderData;
      return <StructureList {...{ area, columns, rows, loadFailed }} label={view.label} tools={view.tools} />;
    },
    New({ loaderData, actionData }: { loaderData: { choices: Choices }; actionData?: StructureReply }) {
      return <Form shown={null} choices={loaderData.choices} reply={actionData} />;
    },
    Edit({
      loaderData,
      actionData,
    }: {
      loaderData: Gone | { gone: false; shown: Shown; choices: Choices };
      actionData?: EditReply<Choices>;
    }) {
      if (loaderData.gone && !actionData) return <GoneDialog area={area} />;
      // Gone after the post: the choices come with the answer, so the form shows what was typed.
      if (loaderData.gone) {
        const typed = view.typed(actionData?.result?.initialValue ?? {});
        return <Form shown={typed} choices={actionData?.choices ?? view.noChoices} reply={actionData} />;
      }
      return <Form shown={loaderData.shown} choices={loaderData.choices} reply={actionData} />;
    },
    Delete({
      loaderData,
      actionData,
    }: {
      loaderData: Gone | { gone: false; title: string; doomed: Doomed; refused: boolean };
      actionData?: { formError: FormError };
    }) {
      if (loaderData.gone) return <GoneDialog area={area} />;
      return <DeleteQuestion view={view} {...loaderData} reply={actionData} />;
    },
  };
}

function DeleteQuestion<Doomed>({
  view,
  title,
  doomed,
  refused,
  reply,
}: {
  view: Pick<StructureView<{ id: number }, unknown, unknown, Doomed>, "area" | "useQuestion">;
  title: string;
  doomed: Doomed;
  refused: boolean;
  reply: { formError: FormError } | undefined;
}) {
  const { t } = useTranslation("staff");
  const question = view.useQuestion(doomed, refused);
  return (
    <DeleteDialog
      title={title}
      question={question}
      refused={refused}
      closeTo={`/staff/${view.area}`}
      confirmLabel={t(`${view.area}.deleteConfirm`)}
      reply={reply}
    />
  );
}
