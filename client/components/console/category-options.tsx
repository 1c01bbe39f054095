import type { CategoryNode } from "../../../shared/catalogue/types";

/** The category tree as select options, sub-categories indented under their parent. */
export function CategoryOptions({ tree }: { tree: readonly CategoryNode[] }) {
  const options: Array<{ id: number; label: string }> = [];
  const walk = (nodes: readonly CategoryNode[], depth: number) => {
    for (const node of nodes) {
      options.push({ id: node.id, label: `${"\u00a0\u00a0".repeat(depth)}${node.name}` });
      walk(node.children, depth + 1);
    }
  };
  walk(tree, 0);
  return (
    <>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </>
  );
}
