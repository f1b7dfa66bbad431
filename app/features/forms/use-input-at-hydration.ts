import { useEffectEvent, useLayoutEffect, useRef, type RefObject } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field the person changed before the scripts took over: its name, which of that name, its value. */
interface ChangedField {
  name: string;
  index: number;
  value: string;
  checked: boolean;
}

interface InputAtHydration {
  changed: ChangedField[];
  /** The field being typed in, and where. */
  focus: { name: string; index: number; start: number | null; end: number | null } | null;
}

const notTyped = new Set(["hidden", "submit", "button", "reset", "image", "file"]);

function fieldsOf(form: HTMLFormElement) {
  return [...form.elements].filter(
    (element): element is FormField =>
      (element instanceof HTMLInputElement && !notTyped.has(element.type)) ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement,
  );
}

/** Whether a field holds something else than the page loaded (what the server rendered into it). */
function differsFromLoaded(field: FormField) {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    if (field.multiple) return options.some((option) => option.selected !== option.defaultSelected);
    // Without a `selected` option the browser shows the first.
    return field.selectedIndex !== (options.find((option) => option.defaultSelected) ?? options[0])?.index;
  }
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

function withName(form: HTMLFormElement, name: string) {
  return fieldsOf(form).filter((field) => field.name === name);
}

function read(form: HTMLFormElement): InputAtHydration {
  const fields = fieldsOf(form).filter((field) => field.name);
  const changed = fields.filter(differsFromLoaded).map((field) => ({
    name: field.name,
    index: withName(form, field.name).indexOf(field),
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
  }));
  const active = fields.find((field) => field === document.activeElement);
  const focus = active
    ? {
        name: active.name,
        index: withName(form, active.name).indexOf(active),
        start: active instanceof HTMLSelectElement ? null : active.selectionStart,
        end: active instanceof HTMLSelectElement ? null : active.selectionEnd,
      }
    : null;
  return { changed, focus };
}

/**
 * Puts what was typed into the fields that took the place of the typed ones, by name: only into a
 * field that shows what the page loaded (never merged with anything else), and the caret with it.
 */
function putBack(form: HTMLFormElement, { changed, focus }: InputAtHydration) {
  for (const kept of changed) {
    const field = withName(form, kept.name)[kept.index];
    if (!field || differsFromLoaded(field)) continue;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) field.checked = kept.checked;
    else field.value = kept.value;
  }
  if (!focus || form.contains(document.activeElement)) return;
  const field = withName(form, focus.name)[focus.index];
  field?.focus();
  if (field && !(field instanceof HTMLSelectElement) && focus.start !== null) {
    try {
      field.setSelectionRange(focus.start, focus.end);
    } catch {
      // A field without a caret (e.g. a number).
    }
  }
}

/**
 * The form's values at hydration are the person's input (issue 46, item 5; ADR 037). A form that
 * tracks unsaved changes calls this once: when the scripts take over a page the person already
 * typed into, `onEdited` runs (Save is enabled: the form differs from what was loaded). A part of
 * the form that renders other elements once hydrated (the block editor's draggable list) gets the
 * values typed into the ones it replaced. Textareas keep what was typed through hydration itself
 * (`typed-while-starting.ts`).
 */
export function useInputAtHydration(form: RefObject<HTMLFormElement | null>, onEdited: () => void) {
  const hydrated = useHydrated();
  const atHydration = useRef<InputAtHydration | null>(null);
  const edited = useEffectEvent(onEdited);

  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    if (hydrated) {
      // The render after hydration: fields that replaced typed ones get the typed values back.
      if (atHydration.current) putBack(element, atHydration.current);
      atHydration.current = null;
      return;
    }
    const note = () => {
      atHydration.current = read(element);
    };
    note();
    if (atHydration.current?.changed.length) edited();
    // Keys keep arriving until that render: what it puts back is the latest.
    element.addEventListener("input", note);
    element.addEventListener("focusin", note);
    return () => {
      element.removeEventListener("input", note);
      element.removeEventListener("focusin", note);
    };
  }, [form, hydrated]);
}
