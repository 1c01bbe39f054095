import type { LinkDescriptor } from "react-router";
import consoleStylesheetUrl from "../styles/console.css?url";

/**
 * The console's stylesheet, linked by the console's pages only (a hashed, long-cached file): shop
 * pages inline the shop's sheet without it. A client-side navigation into the console waits for
 * it like for the route's code.
 */
export function consoleStylesheetLinks(): LinkDescriptor[] {
  return [{ rel: "stylesheet", href: consoleStylesheetUrl }];
}
