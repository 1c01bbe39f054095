import { Fragment, type ReactNode } from "react";

/** Stands for a value in a dictionary text, for `isolatedParts` to replace: `slot("name")`. */
export function slot(name: string): string {
  return `\u0000${name}\u0000`;
}

/**
 * A sentence whose values (names, emails, codes, amounts) each keep their own direction
 * (`<bdi>`), so on an Arabic page a Latin name and its email cannot trade places. The dictionary
 * is called with `slot(name)` for each value; `values` gives what goes there.
 */
export function isolatedParts(text: string, values: Record<string, ReactNode>): ReactNode {
  const pieces = text.split("\u0000");
  return (
    <>
      {pieces.map((piece, index) =>
        // Odd pieces are slot names.
        index % 2 === 1 ? <bdi key={index}>{values[piece] ?? ""}</bdi> : <Fragment key={index}>{piece}</Fragment>,
      )}
    </>
  );
}
