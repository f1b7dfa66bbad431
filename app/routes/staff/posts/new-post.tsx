import type { Route } from "./+types/new-post";
import { editorAction, loadNewPost } from "~/features/block-editor/editor.server";
import { shouldRevalidateUnlessCleaningPaste } from "~/features/block-editor/use-paste-cleaner";
import { AnsweredEditor } from "./answered-editor";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Seed Academy"} · Seed Academy` },
  { name: "robots", content: "noindex" },
];

/** A post not saved yet (issue 27): draft, author 1, a slug with a 6-character suffix; its first Save creates it. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadNewPost(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return editorAction(request, context);
}

export const shouldRevalidate = shouldRevalidateUnlessCleaningPaste;

export default function NewPost({ loaderData, actionData }: Route.ComponentProps) {
  // Not saved yet: no 'Saved at' to show.
  return <AnsweredEditor loaded={{ state: loaderData.state, savedAt: null }} loadedKey="new" answer={actionData} />;
}
