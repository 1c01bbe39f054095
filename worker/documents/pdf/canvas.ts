import type { EmbeddedFont } from "./embed";
import { type Line, unmirror } from "./text";

/** RGB, 0–1. */
export type Color = readonly [number, number, number];

/** A number as content streams write it: at most three decimals, no exponent. */
const num = (value: number) => {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? "0" : String(rounded);
};

const rgb = (color: Color) => color.map(num).join(" ");

/**
 * One page's drawing, in points from the page's top-left corner (PDF counts from the bottom):
 * text lines, rules and filled boxes, written as content-stream operators.
 */
export class PageCanvas {
  private readonly ops: string[] = [];
  readonly fonts = new Set<EmbeddedFont>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /**
   * A line of text, its left end at `x` and its baseline at `baseline`. Each run is written in
   * reading order at its own place, and its glyphs in visual order with the shaping's positions.
   */
  text(line: Line, x: number, baseline: number, size: number, color: Color): void {
    let left = x;
    const placed = line.runs.map((run) => {
      const at = left;
      left += run.width;
      return { run, at };
    });
    placed.sort((a, b) => a.run.order - b.run.order);
    const y = this.height - baseline;
    for (const { run, at } of placed) {
      this.fonts.add(run.font);
      const parts: string[] = [];
      let items: string[] = [];
      let pending = 0;
      const close = () => {
        if (items.length > 0) parts.push(`[${items.join("")}] TJ`);
        items = [];
      };
      for (const glyph of run.font.place(run.text, run.rtl, unmirror)) {
        pending -= glyph.xOffset;
        if (glyph.yOffset !== 0) close();
        if (Math.abs(pending) > 0.001) items.push(` ${num(pending)} `);
        items.push(`<${glyph.cid.toString(16).padStart(4, "0")}>`);
        if (glyph.yOffset !== 0) {
          parts.push(`${num((glyph.yOffset * size) / 1000)} Ts`);
          close();
          parts.push("0 Ts");
        }
        pending = glyph.width - glyph.advance + glyph.xOffset;
      }
      close();
      const bold = run.synthetic ? `2 Tr ${num(size * 0.035)} w ${rgb(color)} RG ` : "";
      this.ops.push(
        `q BT /${run.font.name} ${num(size)} Tf ${rgb(color)} rg ${bold}1 0 0 1 ${num(at)} ${num(y)} Tm ${parts.join(" ")} ET Q`,
      );
    }
  }

  /** A straight line from (x1, y1) to (x2, y2). */
  rule(x1: number, y1: number, x2: number, y2: number, width: number, color: Color): void {
    this.ops.push(
      `q ${num(width)} w ${rgb(color)} RG ${num(x1)} ${num(this.height - y1)} m ${num(x2)} ${num(this.height - y2)} l S Q`,
    );
  }

  /** A filled rectangle, its top-left corner at (x, y). */
  box(x: number, y: number, width: number, height: number, color: Color): void {
    this.ops.push(`q ${rgb(color)} rg ${num(x)} ${num(this.height - y - height)} ${num(width)} ${num(height)} re f Q`);
  }

  content(): string {
    return this.ops.join("\n");
  }
}
