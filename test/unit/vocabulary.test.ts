import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../support/import-graph";
import { legacyWords } from "../support/vocabulary";

const root = path.resolve(import.meta.dirname, "../..");

describe("one word per concept", () => {
  it.each(["worker", "client", "shared"])("%s/ names nothing with the old API's words", (folder) => {
    const files = sourceFiles(root, folder);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) => legacyWords(file, readFileSync(path.join(root, file), "utf8")));
    expect(found.map((hit) => `${hit.file}:${hit.line} ${hit.identifier} (say ${hit.say})`)).toEqual([]);
  });

  it("finds an old word in names, and leaves strings, columns and the legacy wire types alone", () => {
    const code = [
      "const goodsId = 1;",
      "type T = { keyId: number; activityPrice: number };",
      "const sql = 'SELECT goods_id AS keyId FROM goods';",
      "const row = { goods_id: 1 };",
      "const el = <li data-goods-id={1} />;",
    ].join("\n");
    expect(legacyWords("worker/x.tsx", code).map((hit) => hit.identifier)).toEqual([
      "goodsId",
      "keyId",
      "activityPrice",
      "data-goods-id",
    ]);
    expect(legacyWords("shared/api/legacy/types.ts", code)).toEqual([]);
  });
});
