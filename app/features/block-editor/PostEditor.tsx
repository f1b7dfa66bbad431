import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { Form, useBlocker, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { InlineTerm } from "~/components/ui/InlineTerm";
import { LocalDate } from "~/components/ui/LocalDate";
import { Notice } from "~/components/ui/Notice";
import { Select } from "~/components/ui/Select";
import { Textarea } from "~/components/ui/Textarea";
import { TextLink } from "~/components/ui/TextLink";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useInputAtHydration } from "~/features/forms/use-input-at-hydration";
import { MediaPicker, MediaPickerInForm } from "~/features/media/media-picker";
import { StatusBadge } from "~/features/posts/components/status-badge";
import { BlockList } from "./BlockList";
import { DeletePost } from "./DeletePost";
import { ImageUpload } from "./ImageUpload";
import { EditorTime } from "./EditorTime";
import { editorTabs, postStatuses, type EditorState, type RestoredVersion } from "./editor-state";
import { setInputValue } from "./set-field";
import { normaliseSlug } from "./slug";
import { useKeptEdits } from "./use-kept-edits";

export interface PostEditorProps {
  state: EditorState;
  errors: Record<string, string>;
  formError: { key: string; values?: Record<string, string> } | null;
  savedAt: string | null;
  /** A version loaded from the history (`?restore=`), or "missing" when there was no such version. */
  restored?: RestoredVersion;
}

/** The meta fields: shown on the Meta tab, carried as hidden fields on the others. */
const metaNames = ["title", "slug", "status", "excerpt", "cover_image_url", "seo_title", "seo_description", "keywordsText"] as const;

/**
 * The post editor (issue 27, spec 001 §2): one form. Every button posts the whole form, so without
 * JavaScript a tab or a block operation answers the same unsaved form; only Save writes. Save is the
 * form's first submit button, so Enter in a field saves and never runs a block operation.
 */
export function PostEditor({ state, errors, formError, savedAt, restored = null }: PostEditorProps) {
  const { t, i18n } = useTranslation("editor");
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [dirty, setDirty] = useState(state.dirty);
  const submitting = navigation.state === "submitting";
  const saving = submitting && navigation.formData?.get("intent") === "save";
  const tab = state.tab;
  const isNew = state.id === null;
  const field = (name: string, value: string) => ({
    id: `post-${name.replace(/\W+/g, "-")}`,
    name,
    initialValue: value,
    errors: errors[name] ? [errors[name]] : undefined,
  });

  useLeaveWarning(dirty && !submitting, t("leaveWarning"));
  const formRef = useRef<HTMLFormElement>(null);
  const kept = useKeptEdits(formRef, `${state.id ?? "new"}:${state.updated_at ?? ""}`, { saved: Boolean(savedAt) });
  const edited = () => {
    setDirty(true);
    kept.keep();
  };

  // What was typed before the scripts took over is an edit like any other (ADR 037).
  useInputAtHydration(formRef, edited);

  const saveLabel = saving ? t("saving") : dirty || !hydrated ? t("save") : t("saved");
  return (
    <Form ref={formRef} method="post" noValidate onChange={edited} className="flex flex-col gap-6" aria-labelledby="editor-title">
      <header className="flex flex-col gap-3 border-b border-slate-200 pb-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 id="editor-title" className="text-3xl font-bold text-slate-900">
              {isNew ? t("newTitle") : t("title")}
            </h1>
            <p className="mt-1 text-slate-700">
              {t("editing", { title: state.title || t("untitled") })}
              {state.updated_at ? (
                <>
                  {" • "}
                  {t("lastUpdated")} <EditorTime value={state.updated_at} locale={i18n.language} />
                </>
              ) : null}
              {dirty ? <strong className="ml-2 text-amber-800">{t("unsaved")}</strong> : null}
            </p>
          </div>
          {/* The first submit button of the form: Enter in any field saves. */}
          <Button
            type="submit"
            name="intent"
            value="save"
            disabled={hydrated && (!dirty || submitting)}
            pending={saving}
            pendingLabel={t("saving")}
          >
            {saveLabel}
          </Button>
          {state.storedSlug ? <DeletePost title={state.title || t("untitled")} tab={tab} confirm={state.deleteConfirm ?? null} /> : null}
        </div>
        <dl className="flex flex-wrap items-center gap-x-6 gap-y-1 text-sm text-slate-600">
          {state.created_at ? (
            <InlineTerm term={`${t("created")}:`}>
              <LocalDate value={state.created_at} locale={i18n.language} />
            </InlineTerm>
          ) : null}
          {state.updated_at ? (
            <InlineTerm term={`${t("updated")}:`}>
              <EditorTime value={state.updated_at} locale={i18n.language} />
            </InlineTerm>
          ) : null}
          <div className="flex gap-1">
            <dt className="sr-only">{t("fields.status")}</dt>
            <dd>
              <StatusBadge status={state.status} />
            </dd>
          </div>
          {savedAt && !dirty ? (
            <InlineTerm term={t("savedAtLabel")} role="status">
              <EditorTime value={savedAt} locale={i18n.language} />
            </InlineTerm>
          ) : null}
        </dl>
        {kept.offer && !dirty ? (
          <Notice tone="warning" className="flex flex-wrap items-center gap-3 self-start">
            <span>{t("kept.found")}</span>
            <Button size="sm" variant="outline" onClick={kept.restore}>
              {t("kept.restore")}
            </Button>
            <Button size="sm" variant="ghost" onClick={kept.forget}>
              {t("kept.discard")}
            </Button>
          </Notice>
        ) : null}
        {restored === "missing" ? (
          <Notice tone="error" className="self-start">
            {t("history.missing")}
          </Notice>
        ) : restored ? (
          <Notice className="self-start">
            {t("history.restored")} <EditorTime value={restored.at} locale={i18n.language} />. {t("history.restoredHint")}
          </Notice>
        ) : null}
        {formError ? (
          <Notice tone="error" className="self-start">
            {t(`errors.${formError.key}`, formError.values ?? {})}
          </Notice>
        ) : null}
        <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {state.storedSlug ? (
            <>
              <TextLink to={`/post/${encodeURIComponent(state.storedSlug)}`} target="_blank" rel="noopener">
                {t("viewPost")}
              </TextLink>
              <TextLink to={`/post/${encodeURIComponent(state.storedSlug)}`}>{t("viewPublic")}</TextLink>
              <TextLink to={`/edit-post/${encodeURIComponent(state.storedSlug)}/history`}>{t("history.link")}</TextLink>
            </>
          ) : null}
          <TextLink to="/news">{t("back")}</TextLink>
        </div>
      </header>

      <input type="hidden" name="id" value={state.id ?? ""} />
      <input type="hidden" name="storedSlug" value={state.storedSlug ?? ""} />
      <input type="hidden" name="created_at" value={state.created_at ?? ""} />
      <input type="hidden" name="updated_at" value={state.updated_at ?? ""} />
      <input type="hidden" name="tab" value={tab} />
      {/* Whether the form holds edits: a tab switch alone does not make it dirty. */}
      <input type="hidden" name="dirty" value={dirty ? "1" : ""} />
      <input type="hidden" name="blockPreviews" value={state.blockPreviews.map((preview) => preview.id).join(" ")} />
      <input type="hidden" name="source" value={tab === "blocks" ? "blocks" : "html"} />

      <div role="tablist" aria-label={t("tabsLabel")} className="flex flex-wrap gap-2 border-b border-slate-200">
        {editorTabs.map((name) => (
          <button
            key={name}
            type="submit"
            role="tab"
            id={`tab-${name}`}
            aria-selected={name === tab}
            aria-controls={name === tab ? `panel-${name}` : undefined}
            name="intent"
            value={`tab:${name}`}
            className="editor-tab"
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>

      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="flex flex-col gap-5">
        {tab === "meta" ? (
          <MetaFields state={state} field={field} />
        ) : (
          metaNames.map((name) => <input key={name} type="hidden" name={name} value={metaValue(state, name)} />)
        )}

        {tab === "blocks" ? (
          <BlockList
            blocks={state.blocks}
            errors={errors}
            previews={state.blockPreviews}
            picker={state.picker ?? null}
            uploadError={state.uploadError ?? null}
            onEdit={edited}
          />
        ) : tab === "html" ? (
          <HtmlPanel state={state} field={field} saveLabel={saveLabel} savedAt={savedAt} disabled={hydrated && (!dirty || submitting)} />
        ) : (
          <input type="hidden" name="content" value={state.content} />
        )}

        {tab === "preview" ? (
          <iframe
            title={t("preview.title")}
            sandbox=""
            srcDoc={state.previewHtml}
            className="min-h-[600px] w-full rounded-xl border border-slate-300 bg-white"
          />
        ) : null}
      </section>
      {/* The form's last field: a form posted before the page finished loading lacks it (and the fields after the cut). */}
      <input type="hidden" name="complete" value="1" />
    </Form>
  );
}

function metaValue(state: EditorState, name: (typeof metaNames)[number]) {
  return state[name];
}

type FieldFor = (name: string, value: string) => { id: string; name: string; initialValue: string; errors?: string[] };

function MetaFields({ state, field }: { state: EditorState; field: FieldFor }) {
  const { t } = useTranslation("editor");
  const [cover, setCover] = useState(state.cover_image_url);
  const [picking, setPicking] = useState(false);
  const hydrated = useHydrated();
  const location = useLocation();
  const coverField = field("cover_image_url", state.cover_image_url);
  const formatError = (key: string) => t(`errors.${key}`);
  /** The picker's choice goes into the field as if typed (the unsaved-changes warning sees it). */
  const chooseCover = (url: string) => {
    setInputValue(coverField.id, url);
    setCover(url);
    setPicking(false);
  };
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Field field={field("title", state.title)} label={t("fields.title")} formatError={formatError} className="md:col-span-2">
        <Input type="text" maxLength={300} required />
      </Field>
      <Field field={field("slug", state.slug)} label={t("fields.slug")} hint={t("fields.slugHint")} formatError={formatError}>
        <Input
          type="text"
          maxLength={200}
          required
          onBlur={(event) => {
            const tidy = normaliseSlug(event.currentTarget.value);
            if (tidy) event.currentTarget.value = tidy;
          }}
        />
      </Field>
      <Field field={field("status", state.status)} label={t("fields.status")} formatError={formatError}>
        <Select>
          {postStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field field={field("excerpt", state.excerpt)} label={t("fields.excerpt")} formatError={formatError} className="md:col-span-2">
        <Textarea rows={3} maxLength={2000} />
      </Field>
      <div className="md:col-span-2">
        <Field field={coverField} label={t("fields.cover")} hint={t("fields.coverHint")} formatError={formatError}>
          <Input type="text" inputMode="url" maxLength={2000} onChange={(event) => setCover(event.currentTarget.value)} />
        </Field>
        {/* The media library's picker (issue 28): a Dialog with JavaScript; without it this submit opens it inside the form (ADR 022). */}
        <Button
          type="submit"
          name="intent"
          value="pick:cover"
          variant="outline"
          className="mt-2"
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            setPicking(true);
          }}
        >
          {t("fields.chooseCover")}
        </Button>
        {state.picker?.target === "cover" ? (
          <MediaPickerInForm
            {...state.picker}
            searchIntent="pick-search:cover"
            pageIntent={(page) => `pick-page:cover:${page}`}
            chooseIntent={(id) => `choose:cover:${id}`}
            closeIntent="pick-close"
          />
        ) : null}
        <ImageUpload
          target="cover"
          label={t("fields.uploadCover")}
          error={state.uploadError?.target === "cover" ? state.uploadError.message : null}
        />
        <CoverPreview url={cover} />
        {/* Outside the editor's form in the page (the picker has forms of its own), inside it for React. */}
        {picking
          ? createPortal(
              <MediaPicker closeTo={`${location.pathname}${location.search}`} onClose={() => setPicking(false)} onChoose={chooseCover} />,
              document.body,
            )
          : null}
      </div>
      <Field field={field("seo_title", state.seo_title)} label={t("fields.seoTitle")} formatError={formatError}>
        <Input type="text" maxLength={300} placeholder={t("fields.seoTitlePlaceholder")} />
      </Field>
      <Field
        field={field("keywordsText", state.keywordsText)}
        label={t("fields.keywords")}
        hint={t("fields.keywordsHint")}
        formatError={formatError}
      >
        <Input type="text" maxLength={2000} />
      </Field>
      <Field
        field={field("seo_description", state.seo_description)}
        label={t("fields.seoDescription")}
        formatError={formatError}
        className="md:col-span-2"
      >
        <Textarea rows={3} maxLength={1000} />
      </Field>
    </div>
  );
}

/** The cover as it would show: only a path of this site or an http(s) URL (as `safeImageUrl`). */
function CoverPreview({ url }: { url: string }) {
  const { t } = useTranslation("editor");
  const value = url.trim();
  const safe = (value.startsWith("/") && !value.startsWith("//")) || /^https?:\/\/\S+$/i.test(value);
  if (!value) return null;
  return safe ? (
    <img src={value} alt={t("fields.coverPreview")} className="mt-3 max-h-48 rounded-xl border border-slate-200 object-cover" />
  ) : (
    <p className="mt-2 text-sm text-red-700">{t("errors.coverUrl")}</p>
  );
}

function HtmlPanel({
  state,
  field,
  saveLabel,
  savedAt,
  disabled,
}: {
  state: EditorState;
  field: FieldFor;
  saveLabel: string;
  savedAt: string | null;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation("editor");
  return (
    <div className="flex flex-col gap-3">
      <Field
        field={field("content", state.content)}
        label={t("html.label")}
        hint={t("html.hint")}
        formatError={(key) => t(`errors.${key}`)}
      >
        <Textarea rows={24} spellCheck={false} className="font-mono text-sm" />
      </Field>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" name="intent" value="save" disabled={disabled}>
          {saveLabel}
        </Button>
        {savedAt ? (
          <p className="text-sm text-slate-600">
            {t("savedAtLabel")} <EditorTime value={savedAt} locale={i18n.language} />
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Spec 001 §2: a warning before leaving with unsaved changes, in the app (links) and for the tab (close, reload). */
function useLeaveWarning(when: boolean, message: string) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);
}
