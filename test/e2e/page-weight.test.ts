import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { measurePageScripts } from "../support/page-scripts.mjs";
import { baseUrl, launch } from "./browser";

/**
 * The JavaScript of a first visit (empty cache): the compressed bytes of every script the page has
 * loaded once it is hydrated and idle, and how many files. React DOM and React Router alone are
 * about 106 KB; what a page needs only after an interaction (toasts, the comparison, the console)
 * is loaded then, not here.
 */
const KB = 1024;
const MAX_FILES = 15;
const BUDGETS: Record<string, number> = {
  "/": 144 * KB,
  "/category/1": 144 * KB,
  "/product/3": 149 * KB,
  "/blog/3": 144 * KB,
};

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("JavaScript of a first visit", () => {
  for (const [path, budget] of Object.entries(BUDGETS)) {
    it(`${path} stays within ${budget / KB} KB in at most ${MAX_FILES} files`, async () => {
      const { files, total } = await measurePageScripts(browser, `${baseUrl}${path}`);
      const listing = files.map((file) => `${(file.bytes / KB).toFixed(1)} KB ${file.name}`).join("\n");
      expect(files.length, listing).toBeGreaterThan(0);
      expect(files.length, listing).toBeLessThanOrEqual(MAX_FILES);
      expect(total, listing).toBeLessThanOrEqual(budget);
    });
  }
});
