import { Fragment, type ReactNode } from "react";

/** Pass as a dictionary parameter where an element (a link) goes, then render with `withElement`. */
export const ELEMENT_SLOT = "\u0000";

/** "By creating an account you accept the {link}." with a real link in the slot, in any word order. */
export function withElement(text: string, element: ReactNode): ReactNode {
  const [before, after = ""] = text.split(ELEMENT_SLOT);
  return (
    <Fragment>
      {before}
      {element}
      {after}
    </Fragment>
  );
}

/**
 * A sentence with a value that keeps its own direction (`<bdi>`): an order number, a price, a
 * code, a path or what the user typed, so neighbouring text in Arabic cannot reorder it. Pass
 * `ELEMENT_SLOT` as the dictionary parameter where the value goes.
 */
export function withIsolated(text: string, value: string): ReactNode {
  return withElement(text, <bdi>{value}</bdi>);
}

/**
 * `withIsolated` for a code (a SKU, a phone number): kept whole, moving to the next line as one
 * piece, and broken only when it is longer than the line itself (the `kept-whole` class).
 */
export function withIsolatedCode(text: string, value: string): ReactNode {
  return withElement(text, <bdi className="kept-whole">{value}</bdi>);
}
