/** The first link of a page's header: jumps to `#main`, shown only while it has keyboard focus. */
export function SkipLink({ children }: { children: React.ReactNode }) {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-primary"
    >
      {children}
    </a>
  );
}
