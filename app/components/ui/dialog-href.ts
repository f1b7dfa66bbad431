/**
 * The URL of the current page with a dialog's query parameter set (`?confirm=delete`) or removed
 * (`value` null), keeping the other parameters: the no-JavaScript way into and out of a Dialog.
 */
export function dialogHref(location: { pathname: string; search: string }, param: string, value: string | null) {
  const params = new URLSearchParams(location.search);
  if (value === null) params.delete(param);
  else params.set(param, value);
  const search = params.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}
