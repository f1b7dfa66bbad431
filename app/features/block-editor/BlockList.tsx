import { useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { Textarea } from "~/components/ui/Textarea";
import { useHydrated } from "~/components/ui/use-hydrated";
import { MediaPicker, MediaPickerInForm } from "~/features/media/media-picker";
import { blockTags } from "~/features/posts/sanitize-rules";
import { droppedAttributes, textToAttributes } from "./blocks";
import { blockField, type FormBlock, type PickerState } from "./editor-state";
import { ImageUpload } from "./ImageUpload";
import { setInputValue } from "./set-field";
import { usePasteCleaner } from "./use-paste-cleaner";
import { SortableBlocks } from "./SortableBlocks";
import { templateKeys } from "./templates";

/**
 * The Blocks tab (spec 001 §2, "Block editor"). Every operation is a submit button of the editor's
 * one form (`move-up:2`, `template:0:callout`): without JavaScript the server answers the edited
 * form; with it, the same post happens in place, and blocks can also be dragged (handle, keyboard).
 */
export function BlockList({
  blocks,
  errors,
  previews,
  picker,
  uploadError,
  onEdit,
}: {
  blocks: FormBlock[];
  errors: Record<string, string>;
  /** The open block previews (any number), each with its document. */
  previews: { id: string; html: string }[];
  /** The media picker opened without JavaScript, if it is for one of these blocks. */
  picker: PickerState | null;
  /** An upload from the editor that was refused, if it was for one of these blocks. */
  uploadError: { target: "cover" | number; message: string } | null;
  onEdit: () => void;
}) {
  const { t } = useTranslation("editor");
  // Only one template menu open at a time (spec 001 §2).
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <datalist id="block-tags">
        {blockTags.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
      {blocks.length === 0 ? <p className="text-slate-600">{t("blocks.empty")}</p> : null}
      <SortableBlocks
        blocks={blocks}
        onReorder={onEdit}
        renderBlock={(block, index, handle) => (
          <BlockEditor
            key={block.id}
            block={block}
            index={index}
            count={blocks.length}
            errors={errors}
            handle={handle}
            preview={previews.find((preview) => preview.id === block.id)?.html ?? null}
            picker={picker?.target === index ? picker : null}
            uploadError={uploadError?.target === index ? uploadError.message : null}
            menuOpen={openMenu === block.id}
            onMenu={(open) => setOpenMenu(open ? block.id : null)}
          />
        )}
      />
      <div className="rounded-xl border border-dashed border-slate-300 p-4">
        <p className="font-semibold text-slate-800">{t("blocks.addAtEnd")}</p>
        <TemplateButtons index={blocks.length} />
      </div>
    </div>
  );
}

function TemplateButtons({ index }: { index: number }) {
  const { t } = useTranslation("editor");
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      <li>
        <Button type="submit" size="sm" variant="outline" name="intent" value={`insert:${index}`}>
          {t("blocks.emptyParagraph")}
        </Button>
      </li>
      {templateKeys.map((key) => (
        <li key={key}>
          <Button type="submit" size="sm" variant="ghost" name="intent" value={`template:${index}:${key}`}>
            {t(`templates.${key}`)}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function BlockEditor({
  block,
  index,
  count,
  errors,
  handle,
  preview,
  picker,
  uploadError,
  menuOpen,
  onMenu,
}: {
  block: FormBlock;
  index: number;
  count: number;
  errors: Record<string, string>;
  handle: React.ReactNode;
  /** This block's preview document when it is open. */
  preview: string | null;
  picker: PickerState | null;
  uploadError: string | null;
  menuOpen: boolean;
  onMenu: (open: boolean) => void;
}) {
  const { t } = useTranslation("editor");
  const name = (field: string) => blockField(index, field);
  const field = (key: string, value: string) => ({
    id: `block-${block.id}-${key}`,
    name: name(key),
    initialValue: value,
    errors: errors[name(key)] ? [errors[name(key)]] : undefined,
  });
  const formatError = (key: string) => t(`errors.${key}`);
  const parsed = textToAttributes(block.attrsText);
  const dropped = droppedAttributes({ className: block.className, attrs: parsed ?? [] });
  const number = index + 1;
  const cleanPaste = usePasteCleaner();
  // Each posts `<intent>:<index>` to the editor's action; the block's number is in the button's name.
  const blockActions: { intent: string; label: string; variant?: "outline" | "danger"; disabled?: boolean }[] = [
    { intent: "move-up", label: "blocks.moveUp", disabled: index === 0 },
    { intent: "move-down", label: "blocks.moveDown", disabled: index === count - 1 },
    { intent: "insert", label: "blocks.insert" },
    { intent: "duplicate", label: "blocks.duplicate" },
    { intent: "remove", label: "blocks.remove", variant: "danger" },
  ];
  return (
    <fieldset className="rounded-xl border border-slate-300 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t("blocks.legend", { n: number, tag: block.tag })}</legend>
      <input type="hidden" name={name("id")} value={block.id} />
      <div className="flex flex-wrap items-center gap-2">
        {handle}
        {blockActions.map(({ intent, label, variant = "outline", disabled }) => (
          <Button key={intent} type="submit" size="sm" variant={variant} name="intent" value={`${intent}:${index}`} disabled={disabled}>
            {t(label)}
            <span className="sr-only"> {t("blocks.which", { n: number })}</span>
          </Button>
        ))}
        <Button type="submit" size="sm" variant="ghost" name="intent" value={`preview:${index}`} aria-expanded={preview !== null}>
          {preview !== null ? t("blocks.hidePreview") : t("blocks.showPreview")}
          <span className="sr-only"> {t("blocks.which", { n: number })}</span>
        </Button>
      </div>
      {preview !== null ? (
        <iframe
          title={t("blocks.previewTitle", { n: number })}
          sandbox=""
          srcDoc={preview}
          className="mt-3 min-h-[160px] w-full rounded-lg border border-slate-300 bg-white"
        />
      ) : null}
      <details
        className="mt-3"
        open={menuOpen || undefined}
        onToggle={(event) => {
          const open = (event.currentTarget as HTMLDetailsElement).open;
          if (open !== menuOpen) onMenu(open);
        }}
      >
        <summary className="cursor-pointer text-sm font-semibold text-primary">{t("blocks.templates", { n: number })}</summary>
        <TemplateButtons index={index} />
      </details>
      <div className="mt-3 grid gap-3 md:grid-cols-3">
        <Field field={field("tag", block.tag)} label={t("blocks.tag")} formatError={formatError}>
          <Input type="text" list="block-tags" maxLength={40} />
        </Field>
        <Field field={field("className", block.className)} label={t("blocks.className")} formatError={formatError}>
          <Input type="text" maxLength={500} />
        </Field>
        <Field field={field("attrs", block.attrsText)} label={t("blocks.attrs")} formatError={formatError}>
          <Input type="text" maxLength={5000} />
        </Field>
      </div>
      {dropped.length ? (
        <p className="mt-2 text-sm text-amber-800">{t("blocks.dropped", { names: dropped.map((d) => d.name).join(", ") })}</p>
      ) : null}
      {block.figure ? (
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          <input type="hidden" name={name("figure")} value="1" />
          <div>
            <Field field={field("src", block.figure.src)} label={t("blocks.figureSrc")} formatError={formatError}>
              <Input type="text" inputMode="url" maxLength={2000} />
            </Field>
            <FigureImage index={index} srcId={field("src", "").id} picker={picker} uploadError={uploadError} />
          </div>
          <Field field={field("alt", block.figure.alt)} label={t("blocks.figureAlt")} formatError={formatError}>
            <Input type="text" maxLength={1000} />
          </Field>
          <Field field={field("caption", block.figure.caption)} label={t("blocks.figureCaption")} formatError={formatError}>
            <Input type="text" maxLength={2000} />
          </Field>
          <Field field={field("captionClass", block.figure.captionClass)} label={t("blocks.figureCaptionClass")} formatError={formatError}>
            <Input type="text" maxLength={200} />
          </Field>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name={name("decorative")} defaultChecked={block.figure.decorative} className="size-4" />
            {t("blocks.decorative")}
          </label>
        </div>
      ) : (
        <Field field={field("text", block.text)} label={t("blocks.text")} formatError={formatError} className="mt-3">
          <Textarea
            rows={Math.min(12, Math.max(2, block.text.split("\n").length + 1))}
            spellCheck={false}
            className="font-mono text-sm"
            onPaste={cleanPaste}
          />
        </Field>
      )}
    </fieldset>
  );
}

/**
 * A figure's image from the media library (issue 28): with JavaScript a Dialog whose choice fills
 * the image URL; without it a submit that opens the picker inside the editor's form (ADR 022). Or
 * uploaded from the block, with or without JavaScript (ADR 039).
 */
function FigureImage({
  index,
  srcId,
  picker,
  uploadError,
}: {
  index: number;
  srcId: string;
  picker: PickerState | null;
  uploadError: string | null;
}) {
  const { t } = useTranslation("editor");
  const hydrated = useHydrated();
  const location = useLocation();
  const [picking, setPicking] = useState(false);
  return (
    <div className="mt-2 md:col-span-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="submit"
          size="sm"
          variant="outline"
          name="intent"
          value={`pick:${index}`}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            setPicking(true);
          }}
        >
          {t("blocks.chooseImage")}
          <span className="sr-only"> {t("blocks.which", { n: index + 1 })}</span>
        </Button>
      </div>
      <ImageUpload target={index} label={t("blocks.uploadImage")} which={t("blocks.which", { n: index + 1 })} error={uploadError} />
      {picker ? (
        <MediaPickerInForm
          {...picker}
          searchIntent={`pick-search:${index}`}
          pageIntent={(page) => `pick-page:${index}:${page}`}
          chooseIntent={(id) => `choose:${index}:${id}`}
          closeIntent="pick-close"
        />
      ) : null}
      {picking
        ? createPortal(
            <MediaPicker
              closeTo={`${location.pathname}${location.search}`}
              onClose={() => setPicking(false)}
              onChoose={(url) => {
                setInputValue(srcId, url);
                setPicking(false);
              }}
            />,
            document.body,
          )
        : null}
    </div>
  );
}
