import type { Route } from "./+types/delete";
import { DeleteFileDialog } from "~/features/media/file-dialogs";
import { deleteFileAction, fileRowLoader } from "~/features/media/file-row.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Media"} · Seed Academy` },
  { name: "robots", content: "noindex" },
];

/** /media/:id/delete (issue 46, item 1; ADR 055): the question, with the posts that use the file, in a dialog over the library. */
export const loader = (args: Route.LoaderArgs) => fileRowLoader(args, "delete");

/** Delete it: always back to the library with a flash, but a file in use is asked about twice (`?again=1`). */
export const action = (args: Route.ActionArgs) => deleteFileAction(args);

export default function DeleteFile({ loaderData }: Route.ComponentProps) {
  return <DeleteFileDialog data={loaderData} />;
}
