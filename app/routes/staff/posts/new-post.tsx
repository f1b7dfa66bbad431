import type { Route } from "./+types/new-post";
import { editorAction, loadNewPost } from "~/features/block-editor/editor.server";
import { PostEditor } from "~/features/block-editor/PostEditor";
import { shouldRevalidateUnlessCleaningPaste } from "~/features/block-editor/use-paste-cleaner";

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
  const reply = actionData && "state" in actionData ? actionData : null;
  return (
    <PostEditor
      key={reply?.nonce ?? "new"}
      state={reply?.state ?? loaderData.state}
      errors={reply?.errors ?? {}}
      formError={reply?.formError ?? null}
      savedAt={null}
    />
  );
}
