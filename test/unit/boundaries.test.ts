import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const RULE = "lint/style/noRestrictedImports";

type Case = { where: string; file: string; importLine: string };
const refused: Array<Case & { says: string }> = [
  {
    where: "client/ importing worker/",
    file: "client/lib/a.ts",
    importLine: '"../../worker/db/products"',
    says: "never import worker/",
  },
  {
    where: "a component importing worker/",
    file: "client/components/catalogue/a.tsx",
    importLine: '"../../../worker/orders/types"',
    says: "never import worker/",
  },
  {
    where: "a component importing a route module",
    file: "client/components/catalogue/b.tsx",
    importLine: '"../../routes/product.$id"',
    says: "components never import route modules",
  },
  {
    where: "shared/ importing worker/",
    file: "shared/catalogue/a.ts",
    importLine: '"../../worker/env"',
    says: "never import worker/",
  },
  {
    where: "shared/ importing client/",
    file: "shared/a.ts",
    importLine: '"../client/lib/api"',
    says: "never imports client/",
  },
  {
    where: "worker/db importing worker/api",
    file: "worker/db/a.ts",
    importLine: '"../api/orders"',
    says: "worker/db never imports",
  },
  {
    where: "a nested worker/db module importing worker/api",
    file: "worker/db/import/a.ts",
    importLine: '"../../api/respond"',
    says: "worker/db never imports",
  },
  {
    where: "the catalogue import importing the demo seed",
    file: "worker/db/import/b.ts",
    importLine: '"../seed/overlay-types"',
    says: "never imports the demo seed",
  },
  {
    where: "the catalogue import importing worker/api",
    file: "worker/db/import/c.ts",
    importLine: '"../../api/respond"',
    says: "worker/db never imports",
  },
];
const allowed: Case[] = [
  { where: "client/ importing shared/", file: "client/lib/b.ts", importLine: '"../../shared/routes"' },
  { where: "a route importing a component", file: "client/routes/a.tsx", importLine: '"../components/ui/pagination"' },
  { where: "worker/db importing shared/api", file: "worker/db/b.ts", importLine: '"../../shared/api/envelope"' },
  { where: "worker/api importing worker/db", file: "worker/api/a.ts", importLine: '"../db/orders"' },
  { where: "the demo seed importing the catalogue import", file: "worker/db/seed/a.ts", importLine: '"../import/run"' },
];

/** Lint diagnostics by file, from the repo's own Biome configuration over a scratch tree of wrong imports. */
let diagnostics: Map<string, string[]>;
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), "boundaries-"));
  copyFileSync(path.join(root, "biome.jsonc"), path.join(scratch, "biome.jsonc"));
  for (const { file, importLine } of [...refused, ...allowed]) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), `import { x } from ${importLine};\nexport const y = x;\n`);
  }
  const result = spawnSync(
    path.join(root, "node_modules/.bin/biome"),
    ["lint", "--vcs-enabled=false", "--reporter=github", "."],
    { cwd: scratch, encoding: "utf8" },
  );
  diagnostics = new Map();
  for (const line of result.stdout.split("\n")) {
    const match = /^::error title=([^,]+),file=([^,]+),.*::(.*)$/.exec(line);
    if (!match) continue;
    const file = path.relative(scratch, match[2]!);
    diagnostics.set(file, [...(diagnostics.get(file) ?? []), `${match[1]}: ${match[3]}`]);
  }
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("import boundaries: a wrong import fails the lint with the rule's name", () => {
  it.each(refused)("refuses $where", ({ file, says }) => {
    const found = diagnostics.get(file) ?? [];
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(RULE);
    expect(found[0]).toContain(says);
  });

  it.each(allowed)("allows $where", ({ file }) => {
    expect(diagnostics.get(file) ?? []).toEqual([]);
  });
});
