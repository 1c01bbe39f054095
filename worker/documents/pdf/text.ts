import bidiFactory, { type EmbeddingLevels } from "bidi-js";
import type { EmbeddedFont } from "./embed";
import { ARABIC, CJK, type FontScript } from "./fonts";

const bidi = bidiFactory();

/**
 * The character a right-to-left run's bracket stood for before the layout swapped in its mirror
 * image (mirroring swaps pairs, so it is its own inverse).
 */
export function unmirror(codePoint: number): number {
  const mirrored = bidi.getMirroredCharacter(String.fromCodePoint(codePoint));
  return mirrored ? (mirrored.codePointAt(0) as number) : codePoint;
}

/** A script's fonts; without a bold face, bold is the regular one drawn thicker. */
export interface Face {
  regular: EmbeddedFont;
  bold: EmbeddedFont | null;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
}

/** Text of one font and one direction, in one line. */
export interface Run {
  font: EmbeddedFont;
  /** In reading order, mirrored characters (brackets) already swapped in right-to-left runs. */
  text: string;
  rtl: boolean;
  /** Bold drawn from the regular outlines. */
  synthetic: boolean;
  /** Points. */
  width: number;
  /** Where it starts in the text (runs are written in reading order, so copied text reads right). */
  order: number;
}

/** One line: its runs from left to right. */
export interface Line {
  runs: Run[];
  width: number;
}

const NEUTRAL = /[\p{P}\p{S}\p{Z}\s]/u;
const MARK = /\p{M}/u;
/** Format controls: they steer the bidi algorithm and are never drawn. */
const INVISIBLE = /[\u200b\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;
/** Where a line may break: after a space, and around CJK characters (but not before closing or after opening punctuation). */
const SPACE = /[ \t\u3000]/u;
const CJK_BREAKABLE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;
const NO_BREAK_BEFORE = /[、。，．：；？！）」』】〉》〕］｝％…・ー,.:;?!)\]}%]/u;
const NO_BREAK_AFTER = /[（「『【〈《〔［｛([{]/u;

/** Which font each code point of a text takes (null: invisible, or the second half of a surrogate pair). */
interface Analysis {
  text: string;
  embedding: EmbeddingLevels;
  fonts: (EmbeddedFont | null)[];
  synthetic: boolean[];
}

/**
 * Lays out text of any mix of scripts: each character in the font of its script (punctuation and
 * spaces in that of the text around them), the Unicode bidirectional algorithm for the order of
 * right-to-left and left-to-right runs, OpenType shaping (Arabic joining forms and ligatures,
 * kerning) for each run, and lines broken within a width.
 */
export class Typesetter {
  private readonly order: FontScript[] = ["latin", "arabic", "cjk"];
  /** Blocks are measured before they are drawn: each text is laid out once. */
  private readonly laidOut = new Map<string, Line[]>();

  constructor(
    private readonly faces: Partial<Record<FontScript, Face>>,
    /** The document's direction: the base direction of every paragraph. */
    private readonly direction: "ltr" | "rtl",
  ) {}

  /** The width of the text on one line, in points. */
  measure(text: string, style: TextStyle): number {
    return this.lines(text, style, Number.POSITIVE_INFINITY).reduce((widest, line) => Math.max(widest, line.width), 0);
  }

  /** The text broken into lines no wider than `maxWidth` (a word wider than that is broken anywhere). */
  lines(text: string, style: TextStyle, maxWidth: number): Line[] {
    const key = `${style.size}|${style.bold ? 1 : 0}|${maxWidth}|${text}`;
    let lines = this.laidOut.get(key);
    if (!lines) {
      lines = text.split(/\r?\n/).flatMap((paragraph) => this.paragraphLines(paragraph, style, maxWidth));
      this.laidOut.set(key, lines);
    }
    return lines;
  }

  private paragraphLines(text: string, style: TextStyle, maxWidth: number): Line[] {
    if (text.trim() === "") return [{ runs: [], width: 0 }];
    const analysis = this.analyse(text, style.bold ?? false);
    // Most texts fit on one line: measured whole, they need no breaking into words.
    if (this.width(analysis, 0, text.length, style.size) <= maxWidth)
      return [this.line(analysis, 0, text.length, style)];
    const breaks = this.breakLines(analysis, style, maxWidth);
    return breaks.map(([start, end]) => this.line(analysis, start, end, style));
  }

  private faceFor(script: FontScript): Face {
    const face = this.faces[script];
    if (!face) throw new Error(`The document has ${script} text, but no ${script} font was given.`);
    return face;
  }

  private fontFor(script: FontScript, bold: boolean): { font: EmbeddedFont; synthetic: boolean } {
    const face = this.faceFor(script);
    if (!bold) return { font: face.regular, synthetic: false };
    return face.bold ? { font: face.bold, synthetic: false } : { font: face.regular, synthetic: true };
  }

  /** A font that has the character, the preferred one first. */
  private covering(codePoint: number, preferred: FontScript | null, bold: boolean): FontScript {
    const candidates = preferred ? [preferred, ...this.order.filter((script) => script !== preferred)] : this.order;
    for (const script of candidates) {
      if (this.faces[script] && this.fontFor(script, bold).font.has(codePoint)) return script;
    }
    return preferred ?? "latin";
  }

  /**
   * A paragraph runs in the direction of its first strong character outside isolates (the bidi
   * algorithm's own rule, as `dir="auto"`): an English name on an Arabic page keeps its full stop
   * at its end. Without one, the document's direction.
   */
  private paragraphDirection(text: string): "ltr" | "rtl" {
    let isolates = 0;
    for (const char of text) {
      const type = bidi.getBidiCharTypeName(char);
      if (type === "LRI" || type === "RLI" || type === "FSI") isolates++;
      else if (type === "PDI") isolates = Math.max(0, isolates - 1);
      else if (isolates === 0 && type === "L") return "ltr";
      else if (isolates === 0 && (type === "R" || type === "AL")) return "rtl";
    }
    return this.direction;
  }

  private analyse(text: string, bold: boolean): Analysis {
    const embedding = bidi.getEmbeddingLevels(text, this.paragraphDirection(text));
    const scripts: (FontScript | "neutral" | "mark" | null)[] = new Array(text.length).fill(null);
    for (let i = 0; i < text.length; ) {
      const codePoint = text.codePointAt(i) as number;
      const char = String.fromCodePoint(codePoint);
      if (INVISIBLE.test(char)) scripts[i] = null;
      else if (ARABIC.test(char)) scripts[i] = this.covering(codePoint, "arabic", bold);
      else if (CJK.test(char)) scripts[i] = this.covering(codePoint, "cjk", bold);
      else if (MARK.test(char)) scripts[i] = "mark";
      else if (NEUTRAL.test(char)) scripts[i] = "neutral";
      else scripts[i] = this.covering(codePoint, "latin", bold);
      i += char.length;
    }
    // Marks go with their base; spaces and punctuation with the text before them (or after them),
    // when that font has them, so a run is not split for a comma.
    const resolved: (FontScript | null)[] = new Array(text.length).fill(null);
    let previous: FontScript | null = null;
    for (let i = 0; i < text.length; i++) {
      const script = scripts[i];
      if (script === null || script === undefined) continue;
      if (script === "mark") resolved[i] = previous ?? "latin";
      else if (script !== "neutral") resolved[i] = script;
      if (resolved[i]) previous = resolved[i] as FontScript;
    }
    for (let i = 0; i < text.length; i++) {
      if (scripts[i] !== "neutral") continue;
      const codePoint = text.codePointAt(i) as number;
      const before = nearest(resolved, i, -1);
      const after = nearest(resolved, i, 1);
      const fits = (script: FontScript | null) =>
        script !== null && this.faces[script] !== undefined && this.fontFor(script, bold).font.has(codePoint);
      resolved[i] = fits(before) ? before : fits(after) ? after : this.covering(codePoint, null, bold);
    }
    const fonts: (EmbeddedFont | null)[] = [];
    const synthetic: boolean[] = [];
    for (let i = 0; i < text.length; i++) {
      const script = resolved[i];
      const chosen = script ? this.fontFor(script, bold) : null;
      fonts.push(chosen?.font ?? null);
      synthetic.push(chosen?.synthetic ?? false);
    }
    return { text, embedding, fonts, synthetic };
  }

  /** The pieces of [start, end) of one font and one embedding level, in reading order. */
  private pieces(analysis: Analysis, start: number, end: number): { from: number; to: number }[] {
    const pieces: { from: number; to: number }[] = [];
    const { fonts, embedding } = analysis;
    let from = -1;
    for (let i = start; i < end; i++) {
      if (!fonts[i]) continue;
      if (from >= 0 && (fonts[i] !== fonts[from] || embedding.levels[i] !== embedding.levels[from])) {
        pieces.push({ from, to: i });
        from = -1;
      }
      if (from < 0) from = i;
    }
    if (from >= 0) pieces.push({ from, to: end });
    return pieces;
  }

  /** The drawn characters of [from, to): invisible controls left out, mirrored ones swapped. */
  private runText(analysis: Analysis, from: number, to: number, mirrored?: Map<number, string>): string {
    let text = "";
    for (let i = from; i < to; i++) {
      const unit = analysis.text[i] as string;
      if (!analysis.fonts[i]) {
        // The second half of a surrogate pair belongs to the first.
        if (isLowSurrogate(analysis.text, i)) text += unit;
        continue;
      }
      text += mirrored?.get(i) ?? unit;
    }
    return text;
  }

  private width(analysis: Analysis, start: number, end: number, size: number): number {
    let width = 0;
    for (const { from, to } of this.pieces(analysis, start, end)) {
      const font = analysis.fonts[from] as EmbeddedFont;
      const rtl = (analysis.embedding.levels[from] as number) % 2 === 1;
      width += font.points(font.advanceOf(this.runText(analysis, from, to), rtl), size);
    }
    return width;
  }

  /** Line breaks: as many words as fit on each line; a word wider than a line is broken between characters. */
  private breakLines(analysis: Analysis, style: TextStyle, maxWidth: number): [number, number][] {
    const { text } = analysis;
    const words = wordBoundaries(text);
    const lines: [number, number][] = [];
    let lineStart = 0;
    let lineEnd = 0;
    let lineWidth = 0;
    for (const [start, end] of words) {
      const last = trimEnd(text, start, end);
      const trimmed = this.width(analysis, start, last, style.size);
      const full = last === end ? trimmed : trimmed + this.width(analysis, last, end, style.size);
      if (lineEnd > lineStart && lineWidth + trimmed > maxWidth) {
        lines.push([lineStart, lineEnd]);
        lineStart = start;
        lineWidth = 0;
      }
      if (lineWidth === 0 && trimmed > maxWidth) {
        // A word alone too wide: as many characters as fit on each line.
        let from = start;
        while (from < end) {
          let to = nextCharacter(text, from);
          while (to < end && this.width(analysis, from, nextCharacter(text, to), style.size) <= maxWidth) {
            to = nextCharacter(text, to);
          }
          if (to >= end) {
            lineStart = from;
            lineEnd = end;
            lineWidth = this.width(analysis, from, end, style.size);
            break;
          }
          lines.push([from, to]);
          from = to;
        }
        continue;
      }
      lineEnd = end;
      lineWidth += full;
    }
    if (lineEnd > lineStart) lines.push([lineStart, lineEnd]);
    return lines;
  }

  /** One line of [start, end): its runs in visual order (the bidi algorithm's reordering of that line). */
  private line(analysis: Analysis, start: number, end: number, style: TextStyle): Line {
    const { text, embedding } = analysis;
    const last = trimEnd(text, start, end);
    if (last <= start) return { runs: [], width: 0 };
    const visual = Array.from({ length: last - start }, (_, i) => start + i);
    for (const segment of bidi.getReorderSegments(text, embedding, start, last - 1)) {
      const [from, to] = segment as [number, number];
      const reversed = visual.slice(from - start, to - start + 1).reverse();
      visual.splice(from - start, reversed.length, ...reversed);
    }
    const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels, start, last - 1);
    const runs: Run[] = [];
    let group: number[] = [];
    const flush = () => {
      if (group.length === 0) return;
      const from = Math.min(...group);
      const to = nextCharacter(text, Math.max(...group));
      const font = analysis.fonts[from] as EmbeddedFont;
      const rtl = (embedding.levels[from] as number) % 2 === 1;
      const runText = this.runText(analysis, from, to, rtl ? mirrored : undefined);
      runs.push({
        font,
        text: runText,
        rtl,
        synthetic: analysis.synthetic[from] as boolean,
        width: font.points(font.advanceOf(runText, rtl), style.size),
        order: from,
      });
      group = [];
    };
    for (const index of visual) {
      if (!analysis.fonts[index]) continue;
      const head = group[0];
      if (
        head !== undefined &&
        (analysis.fonts[index] !== analysis.fonts[head] || embedding.levels[index] !== embedding.levels[head])
      ) {
        flush();
      }
      group.push(index);
    }
    flush();
    return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
  }
}

function nearest(resolved: (FontScript | null)[], from: number, step: 1 | -1): FontScript | null {
  for (let i = from + step; i >= 0 && i < resolved.length; i += step) {
    if (resolved[i]) return resolved[i] as FontScript;
  }
  return null;
}

function isLowSurrogate(text: string, i: number): boolean {
  const unit = text.charCodeAt(i);
  return unit >= 0xdc00 && unit <= 0xdfff && i > 0;
}

/** The index after the character at `i`, its combining marks included. */
function nextCharacter(text: string, i: number): number {
  let next = i + String.fromCodePoint(text.codePointAt(i) as number).length;
  while (next < text.length && MARK.test(String.fromCodePoint(text.codePointAt(next) as number))) {
    next += String.fromCodePoint(text.codePointAt(next) as number).length;
  }
  return next;
}

/** `end` moved back over trailing spaces and format controls. */
function trimEnd(text: string, start: number, end: number): number {
  let last = end;
  while (last > start && (SPACE.test(text[last - 1] as string) || INVISIBLE.test(text[last - 1] as string))) last--;
  return last;
}

/** The text cut where a line may break: [start, end) of each word with the spaces after it. */
function wordBoundaries(text: string): [number, number][] {
  const words: [number, number][] = [];
  let start = 0;
  for (let i = 0; i < text.length; ) {
    const next = nextCharacter(text, i);
    const char = text.slice(i, next);
    const following = text.slice(next, nextCharacter(text, Math.min(next, text.length - 1)));
    const afterSpace = SPACE.test(char) && !SPACE.test(following);
    const aroundCjk =
      (CJK_BREAKABLE.test(char) || CJK_BREAKABLE.test(following)) &&
      !SPACE.test(following) &&
      !NO_BREAK_BEFORE.test(following) &&
      !NO_BREAK_AFTER.test(char);
    if (next < text.length && (afterSpace || aroundCjk)) {
      words.push([start, next]);
      start = next;
    }
    i = next;
  }
  if (start < text.length) words.push([start, text.length]);
  return words;
}
