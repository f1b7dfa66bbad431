import { createContext, useContext, useState } from "react";

const ID = "seed-css";

/** The stylesheet's text on the server (entry.server.tsx provides it); null in the browser. */
export const StylesheetContext = createContext<string | null>(null);

/**
 * The site's stylesheet, written into the page itself (ADR 016): a page paints as soon as its HTML
 * has arrived, with no second request to wait for. In the browser the text is taken from the page it
 * is already in, so hydration matches and the 40 kB of CSS never travel in JavaScript.
 */
export function InlineStylesheet() {
  const server = useContext(StylesheetContext);
  const [css] = useState(() => server ?? document.getElementById(ID)?.textContent ?? "");
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
