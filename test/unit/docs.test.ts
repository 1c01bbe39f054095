import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  brokenLinks,
  documentationFiles,
  headingAnchor,
  layoutOf,
  markdownLinks,
  section,
  topLevelFolders,
  unnamedFolders,
} from "../support/docs-check";

const root = path.resolve(import.meta.dirname, "../..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");

describe("the README", () => {
  it("is an entrance: at most 200 lines", () => {
    expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(200);
  });

  it.each(["worker", "client", "shared"])("names every top-level folder of %s/ in its Layout", (top) => {
    const layout = layoutOf(section(readme, "Layout"), top);
    expect(layout).not.toBe("");
    expect(unnamedFolders(layout, topLevelFolders(root, top))).toEqual([]);
  });
});

describe("the documentation's links", () => {
  it("all resolve: README, CONTRIBUTING and every page of docs/", () => {
    const files = documentationFiles(root);
    expect(files.length).toBeGreaterThan(10);
    expect(brokenLinks(root, files)).toEqual([]);
  });
});

describe("the checks themselves", () => {
  // A README and a docs page with one good and one broken link each.
  const fixture = path.join(root, "test/support/fixtures/docs");

  it("reads links outside code, and anchors as GitHub makes them", () => {
    expect(markdownLinks(readFileSync(path.join(fixture, "docs/api.md"), "utf8"))).toEqual(["../README.md#nowhere"]);
    expect(headingAnchor("Prices, numbers & dates (Intl)")).toBe("prices-numbers--dates-intl");
  });

  it("reports a link to a missing file and one to a missing heading", () => {
    expect(brokenLinks(fixture, ["README.md", "docs/api.md"])).toEqual([
      { file: "README.md", target: "docs/gone.md" },
      { file: "docs/api.md", target: "../README.md#nowhere" },
    ]);
  });

  it("reports a folder the Layout leaves out, even when another top folder has one of that name", () => {
    const layout = "```\nworker/   app.ts\n          api/  routes\nshared/   api/ (the contract), seo/\n```\n";
    expect(unnamedFolders(layoutOf(layout, "worker"), ["api", "seo"])).toEqual(["seo"]);
    expect(unnamedFolders(layoutOf(layout, "shared"), ["api", "seo"])).toEqual([]);
  });
});
