/** The first link of a page's header: jumps to `#main`, shown only while it has keyboard focus. */
export function SkipLink({ children }: { children: React.ReactNode }) {
  return (
    <a href="#main" className="skip-link">
      {children}
    </a>
  );
}
