import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { physicalSide, readDeclarations, unmirroredPhysical } from "../support/css-direction";

const STYLES = path.resolve(import.meta.dirname, "../../client/styles");

/**
 * Physical left/right that stays on purpose, each with the reason: `file|selector|property`. Keep
 * it short; a side that follows the reading direction is written with a logical property instead.
 */
const ALLOWED: Record<string, string> = {
  // The shine's keyframes; `.skeleton__item:dir(rtl)` plays them in reverse.
  "app.css|to|background-position": "mirrored by reversing the animation",
};

describe("stylesheets mirror for right-to-left languages", () => {
  const files = readdirSync(STYLES).filter((file) => file.endsWith(".css"));

  it("reads every stylesheet", () => {
    expect(files).toEqual(expect.arrayContaining(["app.css", "catalogue.css", "commerce.css", "content.css"]));
    for (const file of files)
      expect(readDeclarations(readFileSync(path.join(STYLES, file), "utf8")).length).toBeGreaterThan(0);
  });

  it.each(files)("%s: no left or right that a right-to-left page would not mirror", (file) => {
    const findings = unmirroredPhysical(readDeclarations(readFileSync(path.join(STYLES, file), "utf8")))
      .filter((finding) => !ALLOWED[`${file}|${finding.selector}|${finding.property}`])
      .map(
        (finding) =>
          `${file}:${finding.line} ${finding.selector} { ${finding.property}: ${finding.value} } — ${finding.why}`,
      );
    expect(findings).toEqual([]);
  });

  it("lists no allowance that is no longer needed", () => {
    const used = files.flatMap((file) =>
      unmirroredPhysical(readDeclarations(readFileSync(path.join(STYLES, file), "utf8"))).map(
        (finding) => `${file}|${finding.selector}|${finding.property}`,
      ),
    );
    expect(Object.keys(ALLOWED).filter((key) => !used.includes(key))).toEqual([]);
  });
});

describe("the check itself", () => {
  const findingsIn = (css: string) => unmirroredPhysical(readDeclarations(css)).map((finding) => finding.property);

  it("finds physical sides in names, values, shorthands, corners, shadows and moves", () => {
    const css = `
      .a { margin-left: 4px; padding-right: 2px; left: 0; border-top-right-radius: 3px; }
      @media (min-width: 600px) { .b { float: right; text-align: left; transform-origin: left center; } }
      .c { margin: 0 8px 0 0; border-radius: 8px 0 0 8px; box-shadow: inset 3px 0 0 red; }
      .d { transform: translateX(12px); background-position: 10% 0; translate: 4px; }`;
    expect(findingsIn(css)).toEqual([
      "margin-left",
      "padding-right",
      "left",
      "border-top-right-radius",
      "float",
      "text-align",
      "transform-origin",
      "margin",
      "border-radius",
      "box-shadow",
      "transform",
      "background-position",
      "translate",
    ]);
  });

  it("accepts logical and symmetric declarations, and sides a right-to-left rule mirrors", () => {
    const css = `
      /* margin-left: 4px in a comment */
      .a { margin-inline-start: 4px; inset-inline: 0; text-align: start; margin: 0 8px; padding: 1px 2px 3px 2px; }
      .b { border-radius: 8px; border-start-start-radius: 4px; box-shadow: 0 1px 2px red; transform: translateY(4px) scaleX(-1); }
      .c { transform-origin: left; }
      .c:dir(rtl) { transform-origin: right; }
      .d { box-shadow: inset 3px 0 0 red; }
      [dir="rtl"] .d { box-shadow: inset -3px 0 0 red; }
      .e { --side: left; background-position: center; }`;
    expect(findingsIn(css)).toEqual([]);
  });

  it("names the line and the reason", () => {
    const [finding] = unmirroredPhysical(readDeclarations(".a {\n  color: red;\n  padding-left: 2px;\n}"));
    expect(finding).toMatchObject({ selector: ".a", property: "padding-left", line: 3 });
    expect(physicalSide({ property: "text-align", value: "right" })).toMatch(/names a side/);
  });
});
