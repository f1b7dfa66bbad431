/**
 * Puts `value` into the input `id` as if it were typed: through the element's own setter, then an
 * `input` event, so React and the form's onChange see an edit (the post is marked unsaved). Used by
 * the media picker's choice (cover, figure image) and the figure's upload.
 */
export function setInputValue(id: string, value: string) {
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement)) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}
