/**
 * What a person types while the page is starting up stays theirs (issue 46, item 5; ADR 037).
 *
 * Every page works before its scripts run (ADR 016), so a person can type into a form before React
 * takes it over. React keeps what was typed into an input, but not into a textarea: hydrating one
 * (react-dom's `initTextarea`), it writes the text the server sent into its default value, which
 * in Chromium drops a selection the person made (the caret goes to the start), and then into its
 * value, which replaces what they typed; the keys typed after that land beside the loaded text.
 * From before hydration until the page is hydrated, both writes are refused when they would change
 * nothing but that: the default value written again as it is, the loaded text written over a value
 * the person changed. The value, the caret and the selection stay as the person left them.
 */

type Descriptors = Record<"value" | "defaultValue", PropertyDescriptor>;

/** The browser's own accessors of a textarea while this module stands in for them; null otherwise. */
let browsers: Descriptors | null = null;

/** Before hydration (entry.client). */
export function keepWhatIsTypedWhileStarting() {
  const prototype = HTMLTextAreaElement.prototype;
  const value = Object.getOwnPropertyDescriptor(prototype, "value");
  const defaultValue = Object.getOwnPropertyDescriptor(prototype, "defaultValue");
  if (browsers || !value?.get || !value.set || !defaultValue?.get || !defaultValue.set) return;
  browsers = { value, defaultValue };
  const [readValue, writeValue, readDefault, writeDefault] = [value.get, value.set, defaultValue.get, defaultValue.set];
  // React keeps the value setter it finds for the textarea's lifetime (its value tracker): once the
  // page has started, these pass every write through.
  Object.defineProperty(prototype, "value", {
    ...value,
    set(this: HTMLTextAreaElement, next: unknown) {
      const loaded = readDefault.call(this) as string;
      if (browsers && String(next) === loaded && readValue.call(this) !== loaded) return;
      writeValue.call(this, next);
    },
  });
  Object.defineProperty(prototype, "defaultValue", {
    ...defaultValue,
    set(this: HTMLTextAreaElement, next: unknown) {
      if (browsers && String(next) === readDefault.call(this)) return;
      writeDefault.call(this, next);
    },
  });
}

/** Once the page is hydrated (the root's first effect): React no longer writes over what was typed. */
export function stopKeepingWhatIsTyped() {
  if (!browsers) return;
  Object.defineProperty(HTMLTextAreaElement.prototype, "value", browsers.value);
  Object.defineProperty(HTMLTextAreaElement.prototype, "defaultValue", browsers.defaultValue);
  browsers = null;
}
