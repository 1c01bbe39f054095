import { useEffect, useRef } from "react";
import { checkState, toggleCategory } from "../../../shared/catalogue/category-tree";
import type { CategoryNode } from "../../../shared/catalogue/types";
import { useHydrated } from "../../lib/hydration";
import { useI18n } from "../../lib/i18n";

interface Props {
  tree: CategoryNode[];
  selected: number[];
  onChange: (next: number[]) => void;
}

function Node({
  node,
  selected,
  ancestorSelected,
  onChange,
}: {
  node: CategoryNode;
  selected: number[];
  ancestorSelected: boolean;
  onChange: (next: number[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const state = checkState(node, new Set(selected), ancestorSelected);
  useEffect(() => {
    if (input.current) input.current.indeterminate = state === "partial";
  }, [state]);
  return (
    <li>
      <label className="check">
        <input
          ref={input}
          type="checkbox"
          name="category"
          value={node.id}
          checked={state === "checked" || state === "implied"}
          disabled={state === "implied"}
          onChange={() => onChange(toggleCategory(selected, node))}
        />
        <span>{node.name}</span>
      </label>
      {node.children.length ? (
        <ul>
          {node.children.map((child) => (
            <Node
              key={child.id}
              node={child}
              selected={selected}
              ancestorSelected={state === "checked" || state === "implied"}
              onChange={onChange}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Categories as a checkbox tree: ticking a section covers its sub-categories. */
export function CategoryFilter({ tree, selected, onChange }: Props) {
  const { LL } = useI18n();
  // A tick on the server's HTML would reach no handler: usable once hydrated.
  const hydrated = useHydrated();
  return (
    <fieldset className="filter filter--tree" disabled={!hydrated}>
      <legend className="filter__legend">{LL.catalogue.categories()}</legend>
      <ul className="check-tree">
        {tree.map((node) => (
          <Node key={node.id} node={node} selected={selected} ancestorSelected={false} onChange={onChange} />
        ))}
      </ul>
    </fieldset>
  );
}
