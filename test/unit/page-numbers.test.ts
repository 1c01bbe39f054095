import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageQuery } from "../../shared/page-query";
import { MAX_PAGE, pageNumber, pageParam } from "../../shared/pagination";

const root = path.resolve(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .map((file) => path.join(dir, file));
}

describe("page numbers", () => {
  it("are clamped by one rule: whole part, at least 1, at most the deepest page served", () => {
    const cases: Array<[unknown, number]> = [
      ["3", 3],
      ["-1", 1],
      ["0", 1],
      ["2.5", 2],
      ["1e9", MAX_PAGE],
      ["abc", 1],
      ["", 1],
      [null, 1],
      [undefined, 1],
      ["Infinity", MAX_PAGE],
      [" 4 ", 4],
      [["5", "6"], 5],
      [7, 7],
    ];
    expect(cases.map(([value]) => pageNumber(value))).toEqual(cases.map(([, page]) => page));
    expect(pageParam(new URL("http://x/search?keyword=abc&page=2.5"))).toBe(2);
    expect(pageQuery.parse(undefined)).toBe(1);
    expect(pageQuery.parse("1e9")).toBe(MAX_PAGE);
  });

  it("are read through that rule everywhere: no API schema or page parses ?page= its own way", () => {
    const own: string[] = [];
    for (const file of [...sources("shared"), ...sources("worker"), ...sources("client")]) {
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .forEach((line, index) => {
          const zodPage = /\bpage:\s*z\./.test(line) && !/z\.enum/.test(line);
          const urlPage = /get\(\s*"page"\s*\)/.test(line) && !line.includes("pageNumber(");
          if (zodPage || urlPage) own.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(own).toEqual([]);
  });
});
