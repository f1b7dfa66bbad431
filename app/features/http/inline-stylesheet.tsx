import { createContext, useContext, useState } from "react";

const ID = "seed-css";

/** The stylesheet on the server (entry.server.tsx provides it): its file, and its text unless the browser has the file. */
export const StylesheetContext = createContext<{ href: string; css: string | null } | null>(null);

/**
 * The site's stylesheet (ADR 016, ADR 023). A first visit gets the text in the page itself, so the
 * page paints as soon as its HTML has arrived, and fetches the file when idle for the next pages; a
 * browser that has the file gets a link to it. In the browser the component takes what the page
 * already holds, so hydration matches and the CSS never travels in JavaScript.
 */
export function InlineStylesheet() {
  const server = useContext(StylesheetContext);
  const [sheet] = useState(() => server ?? fromPage());
  if (sheet.css === null) return <link id={ID} rel="stylesheet" href={sheet.href} />;
  return (
    <>
      <style id={ID} dangerouslySetInnerHTML={{ __html: sheet.css }} />
      <link rel="prefetch" as="style" href={sheet.href} />
    </>
  );
}

function fromPage(): { href: string; css: string | null } {
  const element = document.getElementById(ID);
  if (element instanceof HTMLLinkElement) return { href: element.getAttribute("href") ?? "", css: null };
  const prefetch = document.querySelector<HTMLLinkElement>('link[rel="prefetch"][as="style"]');
  return { href: prefetch?.getAttribute("href") ?? "", css: element?.textContent ?? "" };
}
