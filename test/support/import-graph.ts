import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^"']*?from\s*["'](\.{1,2}\/[^"']+)["']|import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The TypeScript modules under `folder` (relative to `root`), as paths relative to `root`. */
export function sourceFiles(root: string, folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const rel = path.join(dir, name);
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(name) && !name.endsWith(".d.ts")) out.push(rel);
    }
  };
  walk(folder);
  return out;
}

/** Reads a module of the repo by its path relative to `root`. */
export const repoReader = (root: string) => (file: string) => readFileSync(path.join(root, file), "utf8");

/**
 * The import cycles among `files`, each as the modules in order, ending where it started. Static,
 * dynamic and type-only imports all count.
 */
export function importCycles(files: string[], read: (file: string) => string): string[][] {
  const known = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const text = read(file);
    const targets: string[] = [];
    for (const match of text.matchAll(SPECIFIER)) {
      const spec = match[1] ?? match[2];
      if (!spec) continue;
      const base = path.normalize(path.join(path.dirname(file), spec.replace(/\?.*$/, "")));
      const hit = EXTENSIONS.map((ext) => base + ext).find((candidate) => known.has(candidate));
      if (hit) targets.push(hit);
    }
    edges.set(file, targets);
  }
  // Tarjan's strongly connected components; each component of two or more is reported as one cycle.
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (edges.get(node) ?? []).includes(node)) components.push(component);
    }
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return components.map((component) => cyclePath(component, edges));
}

/** One path through a component that starts and ends at its first module (sorted, for a stable answer). */
function cyclePath(component: string[], edges: Map<string, string[]>): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  const seen = new Set([start]);
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of edges.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const trail = [node];
        while (trail[0] !== start) trail.unshift(previous.get(trail[0]!)!);
        return [...trail, start];
      }
      if (!seen.has(next)) {
        seen.add(next);
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
