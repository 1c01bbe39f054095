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
