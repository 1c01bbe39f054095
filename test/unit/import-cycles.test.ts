import path from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles, repoReader, sourceFiles } from "../support/import-graph";

const root = path.resolve(import.meta.dirname, "../..");

describe("import cycles", () => {
  it.each(["worker", "shared", "client"])("%s/ has none (type-only imports count)", (folder) => {
    const files = sourceFiles(root, folder);
    expect(files.length).toBeGreaterThan(50);
    expect(importCycles(files, repoReader(root)).map((cycle) => cycle.join(" → "))).toEqual([]);
  });

  it("finds a cycle through a type-only import, and only the modules in it", () => {
    const files: Record<string, string> = {
      "env.ts": 'import type { App } from "./app";\nexport type Env = { app: App };\n',
      "app.ts": 'import { gateway } from "./gateway";\nexport type App = typeof gateway;\n',
      "gateway.ts": 'import type { Env } from "./env";\nexport const gateway = (env: Env) => env;\n',
      "leaf.ts": 'import type { Env } from "./env";\nexport type Leaf = Env;\n',
    };
    const cycles = importCycles(Object.keys(files), (file) => files[file]!);
    expect(cycles).toEqual([["app.ts", "gateway.ts", "env.ts", "app.ts"]]);
  });
});
