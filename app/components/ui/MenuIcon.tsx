/** A menu button's icon in a `<details className="group">`: three bars, a cross while it is open. */
export function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
      <path className="group-open:hidden" d="M4 6h16M4 12h16M4 18h16" />
      <path className="hidden group-open:block" d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
