import type { Route } from "./+types/edit";
import { EditFileDialog } from "~/features/media/file-dialogs";
import { editFileAction, fileRowLoader } from "~/features/media/file-row.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Media"} · Seed Academy` },
  { name: "robots", content: "noindex" },
];

/** /media/:id/edit (issue 46, item 1; ADR 055): a file's details, in a dialog over the library; none: 404 with words. */
export const loader = (args: Route.LoaderArgs) => fileRowLoader(args, "edit");

/** Save them (ADR 008): refused → the form again with what was typed; done → the library, its ?q= and ?page= kept, with a flash. */
export const action = (args: Route.ActionArgs) => editFileAction(args);

export default function EditFile({ loaderData, actionData }: Route.ComponentProps) {
  return <EditFileDialog data={loaderData} reply={actionData} />;
}
