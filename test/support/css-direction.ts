/**
 * Finds declarations in a stylesheet that name a physical side (left/right) where a logical one
 * (inline start/end) would follow the reading direction, so a right-to-left page mirrors by itself.
 */

export interface Declaration {
  /** The innermost rule's selector, whitespace collapsed (at-rules such as @media are skipped over). */
  selector: string;
  property: string;
  value: string;
  line: number;
}

/** Every declaration of `css` with its rule's selector and line (comments ignored). */
export function readDeclarations(css: string): Declaration[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "));
  const lineAt = (offset: number) => source.slice(0, offset).split("\n").length;
  const found: Declaration[] = [];
  const selectors: string[] = [];
  let start = 0;
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (char === "{") {
      selectors.push(source.slice(start, index).replace(/\s+/g, " ").trim());
      start = index + 1;
    } else if (char === ";" || char === "}") {
      const text = source.slice(start, index);
      const colon = text.indexOf(":");
      const selector = selectors.at(-1);
      if (colon > 0 && selector !== undefined && !selector.startsWith("@")) {
        found.push({
          selector,
          property: text.slice(0, colon).trim().toLowerCase(),
          value: text
            .slice(colon + 1)
            .replace(/\s+/g, " ")
            .trim(),
          line: lineAt(start + text.search(/\S/)),
        });
      }
      if (char === "}") selectors.pop();
      start = index + 1;
    }
  }
  return found;
}

const SIDE_WORD = /(^|[^\w-])(left|right)($|[^\w-])/;
const FOUR_SIDED = /^(margin|padding|inset|border-width|border-style|border-color|scroll-margin|scroll-padding)$/;
const LENGTH = /^-?[\d.]+[a-z%]*$/;

const isZero = (value: string | undefined) => value === undefined || /^-?0(\.0+)?[a-z%]*$/.test(value);

/** Why a declaration is tied to the physical sides, or null when it follows the reading direction. */
export function physicalSide({ property, value }: Pick<Declaration, "property" | "value">): string | null {
  if (property.startsWith("--")) return null;
  if (/(^|-)(left|right)(-|$)/.test(property)) return `the property names a side (${property})`;
  if (SIDE_WORD.test(value)) return `the value names a side (${value})`;
  const parts = value.split(" ");
  if (FOUR_SIDED.test(property) && parts.length === 4 && parts[1] !== parts[3]) {
    return "right and left differ in a four-value shorthand";
  }
  if (property === "border-radius" && new Set(value.split("/")[0]!.trim().split(" ")).size > 1) {
    return "corners differ (border-radius lists them from the top left)";
  }
  if (/^(background-position(-x)?|object-position|mask-position)$/.test(property) && !/^(center|50%)\b/.test(value)) {
    return "a horizontal position is measured from the left";
  }
  if (property === "box-shadow" && value.includes("inset")) {
    const offset = value
      .replace("inset", "")
      .trim()
      .split(" ")
      .find((part) => LENGTH.test(part));
    if (!isZero(offset)) return "an inset shadow offset sideways";
  }
  const moved = /translate(?:X|3d)?\(\s*([^,)\s]+)/.exec(value);
  if (property === "translate" ? !isZero(parts[0]) : moved && !isZero(moved[1])) return "moves sideways";
  return null;
}

/** A rule that mirrors another for right-to-left text (`x:dir(rtl)`, `[dir="rtl"] x`). */
const RTL_MARK = /:dir\(rtl\)|\[dir=["']?rtl["']?\]/;
const withoutRtlMark = (selector: string) => selector.replace(new RegExp(RTL_MARK, "g"), "").trim();

export interface Finding extends Declaration {
  why: string;
}

/**
 * Physical declarations that nothing mirrors: those inside a right-to-left rule are the mirror,
 * and a physical declaration whose selector has such a rule setting the same property is mirrored.
 */
export function unmirroredPhysical(declarations: readonly Declaration[]): Finding[] {
  const mirrored = new Set(
    declarations
      .filter((declaration) => RTL_MARK.test(declaration.selector))
      .map((declaration) => `${withoutRtlMark(declaration.selector)}|${declaration.property}`),
  );
  return declarations.flatMap((declaration) => {
    if (RTL_MARK.test(declaration.selector)) return [];
    if (mirrored.has(`${declaration.selector}|${declaration.property}`)) return [];
    const why = physicalSide(declaration);
    return why ? [{ ...declaration, why }] : [];
  });
}
