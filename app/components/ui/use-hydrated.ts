import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true once React runs in the browser: controls
 * that need JavaScript (a password toggle, a modal dialog) appear only then. A component mounted
 * after hydration sees true on its first render, so it never flashes its no-JavaScript form.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
