import { createContext, useContext } from "react";

const STYLESHEET_ID = "site-css";

/**
 * The site's stylesheet, inlined into every document's head: a first visit renders from the first
 * response, with no stylesheet request in between. The server provides the text
 * (entry.server.tsx, from stylesheet.server.ts); in the browser it is read back from the document
 * the server sent, so hydration and any later client-side render of the document keep it, without
 * the browser bundle carrying a copy.
 */
export const StylesheetContext = createContext<string>(
  typeof document === "undefined" ? "" : (document.getElementById(STYLESHEET_ID)?.textContent ?? ""),
);

export function InlineStylesheet() {
  const css = useContext(StylesheetContext);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own built stylesheet, never user input
  return <style id={STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
