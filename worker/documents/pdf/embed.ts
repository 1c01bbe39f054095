import fontkit from "@pdf-lib/fontkit";
import { type PDFContext, PDFName, type PDFRef, PDFString } from "pdf-lib";

/** What this code reads of fontkit's glyphs, positions and fonts (its own types name fewer). */
export interface ShapedGlyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}

export interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

interface FontkitFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  italicAngle: number;
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
  postscriptName: string | null;
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): ShapedGlyph;
  layout(
    text: string,
    features?: Record<string, boolean>,
    script?: string,
    language?: string,
    direction?: "ltr" | "rtl",
  ): { glyphs: ShapedGlyph[]; positions: GlyphPosition[] };
  createSubset(): FontkitSubset;
  getGlyph(id: number, codePoints?: number[]): ShapedGlyph;
}

interface FontkitSubset {
  includeGlyph(glyph: number): number;
  encodeStream(): {
    on(event: "data", listener: (bytes: Uint8Array) => void): unknown;
    on(event: "end", listener: () => void): unknown;
    on(event: "error", listener: (error: unknown) => void): unknown;
  };
}

/** Parsed fonts by their bytes: parsing and the OpenType tables' lookups cost more than a page's layout. */
const parsed = new WeakMap<Uint8Array, FontkitFont>();

type Shaped = { glyphs: ShapedGlyph[]; positions: GlyphPosition[] };

/**
 * Shaped texts by parsed font, kept across documents (labels repeat in every one): shaping is a
 * function of the font, the text and its direction alone. Emptied when it grows past a bound.
 */
const shapedTexts = new WeakMap<FontkitFont, Map<string, Shaped>>();
const SHAPED_MAX = 20_000;

/**
 * The font of these bytes, parsed once per isolate. fontkit keeps one glyph object per id, with
 * the characters it was first made for; here each glyph a layout makes carries the characters
 * shaping gave it, so what a document maps back to text never depends on documents before it.
 */
function parse(bytes: Uint8Array): FontkitFont {
  let font = parsed.get(bytes);
  if (!font) {
    const made = fontkit.create(bytes) as unknown as FontkitFont;
    const cached = made.getGlyph.bind(made);
    made.getGlyph = (id, codePoints) => {
      const glyph = cached(id, codePoints);
      return codePoints && glyph.codePoints !== codePoints
        ? (Object.create(glyph, { codePoints: { value: codePoints } }) as ShapedGlyph)
        : glyph;
    };
    parsed.set(bytes, made);
    font = made;
  }
  return font;
}

/** A glyph placed in a line: its id in the embedded subset, and where it goes (1000 units per em). */
export interface PlacedGlyph {
  cid: number;
  /** The advance the PDF viewer applies by itself (the glyph's width in the font's W array). */
  width: number;
  /** The advance shaping gave it (kerning and cursive joining included). */
  advance: number;
  xOffset: number;
  yOffset: number;
}

/** Zero-width joiners steer shaping and stand for no character a reader copies. */
const INVISIBLE = new Set([0x200c, 0x200d]);

/**
 * One font as a document embeds it: shaped text turned into character ids (cids) of glyphs in a
 * subset that holds only the glyphs drawn, written as a Type 0 font with widths, the cids' glyphs
 * (CIDToGIDMap) and a ToUnicode map. A glyph that stands for other characters in another place
 * (a bracket mirrored in right-to-left text, a no-break space drawn as a space) gets a cid of its
 * own there, so each place reads back as what was written.
 */
export class EmbeddedFont {
  readonly font: FontkitFont;
  /** The resource name in content streams (`F1`…). */
  readonly name: string;
  private readonly subset: FontkitSubset;
  /** By glyph id and characters. */
  private readonly cids = new Map<string, number>();
  /** Each cid's glyph in the subset; cid 0 is the subset's .notdef. */
  private readonly glyphOf: number[] = [0];
  private readonly widths = new Map<number, number>();
  private readonly unicode = new Map<number, string>();
  private readonly scale: number;
  private reference: PDFRef | null = null;

  constructor(
    bytes: Uint8Array,
    private readonly context: PDFContext,
    name: string,
  ) {
    this.font = parse(bytes);
    this.subset = this.font.createSubset();
    this.scale = 1000 / this.font.unitsPerEm;
    this.name = name;
  }

  /** The font's object, numbered when the first glyph is placed (a font never drawn has none). */
  get ref(): PDFRef {
    this.reference ??= this.context.nextRef();
    return this.reference;
  }

  has(codePoint: number): boolean {
    return this.font.hasGlyphForCodePoint(codePoint);
  }

  /** Shapes text of one direction (OpenType substitutions and positions); glyphs come in visual order. */
  shape(text: string, rtl: boolean): Shaped {
    let cache = shapedTexts.get(this.font);
    if (!cache || cache.size > SHAPED_MAX) {
      cache = new Map();
      shapedTexts.set(this.font, cache);
    }
    const key = `${rtl ? "r" : "l"}${text}`;
    let run = cache.get(key);
    if (!run) {
      run = this.font.layout(text, undefined, undefined, undefined, rtl ? "rtl" : "ltr");
      cache.set(key, run);
    }
    return run;
  }

  /** The width of shaped text, 1000 units per em. */
  advanceOf(text: string, rtl: boolean): number {
    let sum = 0;
    for (const position of this.shape(text, rtl).positions) sum += position.xAdvance;
    return sum * this.scale;
  }

  /**
   * The glyphs of shaped text as drawn, with the characters each stands for. Text is drawn in
   * visual order, and readers put right-to-left runs back into reading order character by
   * character, so a glyph of several characters there (lam-alef) is mapped to them in visual order
   * too; `unmirror` gives back the brackets the layout swapped for their mirror images.
   */
  place(text: string, rtl: boolean, unmirror: (codePoint: number) => number = (point) => point): PlacedGlyph[] {
    const { glyphs, positions } = this.shape(text, rtl);
    this.reference ??= this.context.nextRef();
    return glyphs.map((glyph, i) => {
      const points = glyph.codePoints.filter((point) => !INVISIBLE.has(point)).map(rtl ? unmirror : (point) => point);
      const chars = String.fromCodePoint(...(rtl ? points.reverse() : points));
      const key = `${glyph.id}|${chars}`;
      let cid = this.cids.get(key);
      if (cid === undefined) {
        cid = this.glyphOf.length;
        this.cids.set(key, cid);
        this.glyphOf.push(this.subset.includeGlyph(glyph.id));
        this.widths.set(cid, round(glyph.advanceWidth * this.scale));
        if (chars !== "") this.unicode.set(cid, chars);
      }
      const position = positions[i] as GlyphPosition;
      return {
        cid,
        width: this.widths.get(cid) as number,
        advance: position.xAdvance * this.scale,
        xOffset: position.xOffset * this.scale,
        yOffset: position.yOffset * this.scale,
      };
    });
  }

  /** Font units → points at a size. */
  points(units: number, size: number): number {
    return (units * size) / 1000;
  }

  get ascent(): number {
    return this.font.ascent * this.scale;
  }

  get descent(): number {
    return this.font.descent * this.scale;
  }

  /** Writes the font's objects (only once every text is placed: the subset is final then). */
  async embed(): Promise<void> {
    if (!this.reference) return;
    const context = this.context;
    const bytes = await encode(this.subset);
    const baseFont = `${subsetTag(this.font.postscriptName ?? this.name, this.glyphOf)}+${
      this.font.postscriptName ?? this.name
    }`;
    const { minX, minY, maxX, maxY } = this.font.bbox;
    const file = context.register(context.flateStream(bytes, { Length1: bytes.length }));
    const descriptor = context.register(
      context.obj({
        Type: "FontDescriptor",
        FontName: baseFont,
        Flags: 4,
        FontBBox: [minX, minY, maxX, maxY].map((value) => round(value * this.scale)),
        ItalicAngle: this.font.italicAngle,
        Ascent: round(this.ascent),
        Descent: round(this.descent),
        CapHeight: round((this.font.capHeight || this.font.ascent) * this.scale),
        StemV: 80,
        FontFile2: file,
      }),
    );
    const cidFont = context.register(
      context.obj({
        Type: "Font",
        Subtype: "CIDFontType2",
        BaseFont: baseFont,
        CIDSystemInfo: { Registry: PDFString.of("Adobe"), Ordering: PDFString.of("Identity"), Supplement: 0 },
        FontDescriptor: descriptor,
        CIDToGIDMap: context.register(context.flateStream(cidToGidMap(this.glyphOf))),
        W: widthArray(this.widths),
      }),
    );
    const toUnicode = context.register(context.flateStream(toUnicodeCmap(this.unicode)));
    context.assign(
      this.reference,
      context.obj({
        Type: "Font",
        Subtype: "Type0",
        BaseFont: baseFont,
        Encoding: PDFName.of("Identity-H"),
        DescendantFonts: [cidFont],
        ToUnicode: toUnicode,
      }),
    );
  }
}

const round = (value: number) => Math.round(value * 1000) / 1000;

function encode(subset: FontkitSubset): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const parts: Uint8Array[] = [];
    const stream = subset.encodeStream();
    stream.on("data", (bytes) => parts.push(bytes));
    stream.on("error", reject);
    stream.on("end", () => {
      const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
      let offset = 0;
      for (const part of parts) {
        bytes.set(part, offset);
        offset += part.length;
      }
      resolve(bytes);
    });
  });
}

/** Each cid's glyph id, two bytes big-endian. */
function cidToGidMap(glyphOf: number[]): Uint8Array {
  const bytes = new Uint8Array(glyphOf.length * 2);
  glyphOf.forEach((glyph, cid) => {
    bytes[cid * 2] = glyph >> 8;
    bytes[cid * 2 + 1] = glyph & 0xff;
  });
  return bytes;
}

/**
 * The six capital letters before a subset's name: the same glyphs of the same font give the
 * same tag (FNV-1a), so the same document gives the same bytes.
 */
function subsetTag(fontName: string, glyphs: number[]): string {
  let hash = 0x811c9dc5;
  const mix = (value: number) => {
    hash ^= value;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  };
  for (const char of fontName) mix(char.charCodeAt(0));
  for (const glyph of glyphs) mix(glyph);
  let tag = "";
  for (let i = 0; i < 6; i++) {
    tag += String.fromCharCode(65 + (hash % 26));
    hash = Math.floor(hash / 26) + i * 7919;
  }
  return tag;
}

/** `[cid [w w …] cid [w …]]`: the widths of consecutive cids grouped. */
function widthArray(widths: Map<number, number>): (number | number[])[] {
  const cids = [...widths.keys()].sort((a, b) => a - b);
  const array: (number | number[])[] = [];
  let group: number[] = [];
  let previous = -2;
  for (const cid of cids) {
    if (cid !== previous + 1) {
      if (group.length > 0) array.push(group);
      array.push(cid);
      group = [];
    }
    group.push(widths.get(cid) as number);
    previous = cid;
  }
  if (group.length > 0) array.push(group);
  return array;
}

const hex4 = (value: number) => value.toString(16).padStart(4, "0");

/** UTF-16BE hex of a text, as a CMap writes a destination string. */
function utf16Hex(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) out += hex4(text.charCodeAt(i));
  return out;
}

/** The ToUnicode CMap: each cid to the characters it stands for (at most 100 entries a block). */
function toUnicodeCmap(unicode: Map<number, string>): string {
  const entries = [...unicode.entries()].sort(([a], [b]) => a - b);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(
      `${block.length} beginbfchar\n${block.map(([cid, text]) => `<${hex4(cid)}> <${utf16Hex(text)}>`).join("\n")}\nendbfchar`,
    );
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <FFFF>",
    "endcodespacerange",
    ...blocks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}
