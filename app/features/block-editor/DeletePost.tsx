import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { Notice } from "~/components/ui/Notice";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * 'Xoá bài viết' (spec 001 §2, ADR 039): its confirmation and the delete error card
 * ('Không thể xoá bài viết') inside the editor's form, so nothing typed is lost. Without JavaScript
 * the button asks the server (`delete-ask`), Cancel answers the same tab; with it the dialog opens and
 * closes in place. 'Đồng ý xoá' posts the whole form (`delete`); a failure comes back with the edits.
 */
export function DeletePost({ title, tab, confirm }: { title: string; tab: string; confirm: { error: string | null } | null }) {
  const { t } = useTranslation(["editor", "post"]);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [open, setOpen] = useState(confirm !== null);
  // With JavaScript the question names the title as typed now (without it, the server's answer does).
  const [typedTitle, setTypedTitle] = useState<string | null>(null);
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  return (
    <>
      <Button
        type="submit"
        name="intent"
        value="delete-ask"
        variant="danger"
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          const field = event.currentTarget.form?.elements.namedItem("title");
          setTypedTitle(field instanceof HTMLInputElement ? field.value.trim() : null);
          setOpen(true);
        }}
      >
        {t("delete")}
      </Button>
      {open ? (
        <Dialog
          title={t("delete")}
          description={t("post:deleteConfirm", { title: typedTitle || title })}
          closeTo=""
          closeSubmit={{ name: "intent", value: `tab:${tab}` }}
          closeLabel={t("post:cancel")}
          onClose={() => setOpen(false)}
        >
          {confirm?.error ? (
            <Notice tone="error" className="mt-4">
              <strong className="block">{t("post:deleteFailed")}</strong>
              {confirm.error}
            </Notice>
          ) : null}
          <div className="mt-6 flex justify-end">
            <Button type="submit" name="intent" value="delete" variant="danger" pending={deleting} pendingLabel={t("post:deleting")}>
              {t("post:deleteConfirmButton")}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
