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
    const english = scripts.filter(({ code }) => code.includes("We received your order")).map(({ name }) => name);
    const spanish = scripts.filter(({ code }) => code.includes("Hemos recibido tu pedido")).map(({ name }) => name);
    const messages = scripts.filter(({ code }) => code.includes("did not arrive completely")).map(({ name }) => name);
    expect({ english, spanish, messages }).toEqual({ english: [], spanish: [], messages: [] });
  });
});
