import type { EditorReply } from "~/features/block-editor/editor.server";
import type { EditorState, RestoredVersion } from "~/features/block-editor/editor-state";
import { PostEditor } from "~/features/block-editor/PostEditor";

/**
 * The editor of the new-post and edit-post pages. The action's answer (a tab, a block operation, a
 * refused save) is the whole form again: it replaces the post as loaded and remounts the editor by
 * its nonce, so every field shows the answered values. Without an answer, `loadedKey` names the
 * loaded post (a new key remounts it after a save or a restore).
 */
export function AnsweredEditor({
  loaded,
  loadedKey,
  answer,
}: {
  loaded: { state: EditorState; savedAt: string | null; restored?: RestoredVersion };
  loadedKey: string;
  answer: EditorReply | { pasted: string | null } | undefined;
}) {
  const reply = answer && "state" in answer ? answer : null;
  return (
    <PostEditor
      key={reply?.nonce ?? loadedKey}
      state={reply?.state ?? loaded.state}
      errors={reply?.errors ?? {}}
      formError={reply?.formError ?? null}
      savedAt={reply ? null : loaded.savedAt}
      restored={reply ? null : loaded.restored}
    />
  );
}
