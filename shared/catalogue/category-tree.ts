import type { CategoryNode } from "./types";

/** The node with this id anywhere in the tree, with its ancestors (root first). */
export function findCategoryTrail(
  nodes: readonly CategoryNode[],
  id: number,
  trail: CategoryNode[] = [],
): CategoryNode[] | undefined {
  for (const node of nodes) {
    if (node.id === id) return [...trail, node];
    const found = findCategoryTrail(node.children, id, [...trail, node]);
    if (found) return found;
  }
  return undefined;
}

export function descendantIds(node: CategoryNode): number[] {
  return node.children.flatMap((child) => [child.id, ...descendantIds(child)]);
}

export type CheckState = "checked" | "implied" | "partial" | "unchecked";

/**
 * How a node's checkbox shows for a selection: ticked itself, ticked through a ticked ancestor
 * (implied), partly (some descendant ticked), or not.
 */
export function checkState(node: CategoryNode, selected: ReadonlySet<number>, ancestorSelected: boolean): CheckState {
  if (ancestorSelected) return "implied";
  if (selected.has(node.id)) return "checked";
  return descendantIds(node).some((id) => selected.has(id)) ? "partial" : "unchecked";
}

/**
 * Ticking a node selects it and drops its descendants (the node covers them); unticking drops it.
 * Implied nodes (under a ticked ancestor) are not toggled on their own.
 */
export function toggleCategory(selected: readonly number[], node: CategoryNode): number[] {
  if (selected.includes(node.id)) return selected.filter((id) => id !== node.id);
  const covered = new Set(descendantIds(node));
  return [...selected.filter((id) => !covered.has(id)), node.id];
}
