import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The browser's JavaScript of the production build (test/run.mjs builds before the tests). */
const assets = path.resolve(import.meta.dirname, "../../build/client/assets");
const scripts = readdirSync(assets)
  .filter((name) => name.endsWith(".js"))
  .map((name) => ({ name, code: readFileSync(path.join(assets, name), "utf8") }));

describe("the browser bundle", () => {
  it("exists", () => {
    expect(scripts.length).toBeGreaterThan(10);
  });

  it("never evaluates strings as code (the CSP forbids it: such code would fail in the browser)", () => {
    const offenders = scripts
      .filter(({ code }) => /\beval\(|\bnew Function\(|[^.\w]Function\(`/.test(code))
      .map(({ name }) => name);
    expect(offenders).toEqual([]);
  });

  it("carries no server-side validation library (zod stays in the worker)", () => {
    const offenders = scripts.filter(({ code }) => code.includes("jitless")).map(({ name }) => name);
    expect(offenders).toEqual([]);
  });

  it("carries none of the worker's own texts (the mail's and the API's messages), in any language", () => {
    // An order mail's subject in English and Spanish, and an API error.
    const phrases = ["We received your order", "Hemos recibido tu pedido", "did not arrive completely"];
    const found = phrases.flatMap((phrase) =>
      scripts.filter(({ code }) => code.includes(phrase)).map(({ name }) => `${phrase}: ${name}`),
    );
    expect(found).toEqual([]);
  });
});
