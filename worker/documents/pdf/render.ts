import { PDFDocument, PDFName } from "pdf-lib";
import { loadLocale } from "../../../locales/i18n-util.sync";
import { formatDate, formatNumber, formatPrice } from "../../../shared/format";
import { INTL_TAGS, LOCALE_TAGS, type Locale, textDirection } from "../../../shared/locale";
import { translator } from "../../../shared/translator";
import type { DocumentContent, DocumentLine, DocumentParty, IssuedDocument } from "../model";
import { type Color, PageCanvas } from "./canvas";
import { EmbeddedFont } from "./embed";
import { type DocumentFonts, FONT_SCRIPTS, type FontScript } from "./fonts";
import { type Face, type Line, type TextStyle, Typesetter } from "./text";

export type { DocumentFonts } from "./fonts";

/** A4 in points, and the margins around what is printed. */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 40;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** The footer's band at the bottom of every page; the body stops above it. */
const FOOTER = 26;
const BOTTOM = PAGE_HEIGHT - MARGIN - FOOTER;
/** Line height and baseline as parts of the font size: room for Arabic's deep descenders. */
const LEADING = 1.5;
const BASELINE = 1.1;

/** What the file says made it: fixed, so the same document always gives the same bytes. */
const PRODUCER = "gateway-shop documents (pdf-lib)";

const INK: Color = [0.1, 0.1, 0.12];
const MUTED: Color = [0.4, 0.42, 0.46];
const RULE: Color = [0.8, 0.81, 0.83];
const BAND: Color = [0.94, 0.945, 0.955];
const ACCENT: Color = [0.12, 0.25, 0.45];

const BODY: TextStyle = { size: 8.5 };
const BODY_BOLD: TextStyle = { size: 8.5, bold: true };
const SMALL: TextStyle = { size: 7.5 };
const SMALL_BOLD: TextStyle = { size: 7.5, bold: true };
const HEADING: TextStyle = { size: 7.5, bold: true };
const NAME: TextStyle = { size: 11, bold: true };
const TITLE: TextStyle = { size: 18, bold: true };

type Align = "start" | "end";

/** A piece of text as a block prints it: wrapped into lines, with its style and colour. */
interface Text {
  text: string;
  style: TextStyle;
  color?: Color;
  /** Space above it, in points. */
  gap?: number;
}

type Labels = ReturnType<typeof translator>["documents"];

/**
 * The PDF of an issued document, A4. Pure: the same document and fonts give the same bytes (the
 * dates in the file are its issue date, nothing is random), so the bytes can be stored once and
 * checked by their digest.
 */
export async function renderDocumentPdf(doc: IssuedDocument, fonts: DocumentFonts): Promise<Uint8Array> {
  const { content } = doc;
  loadLocale(content.lang);
  loadLocale("en");
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const faces = embedFaces(fonts, pdf);
  const layout = new Layout(doc, new Typesetter(faces, textDirection(content.lang)));
  layout.compose();

  const used = FONT_SCRIPTS.flatMap((script) => {
    const face = faces[script];
    return face ? [face.regular, ...(face.bold ? [face.bold] : [])] : [];
  });
  for (const canvas of layout.pages) {
    const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    const fontsOfPage: Record<string, unknown> = {};
    for (const font of used) if (canvas.fonts.has(font)) fontsOfPage[font.name] = font.ref;
    page.node.set(PDFName.of("Resources"), pdf.context.obj({ Font: fontsOfPage as never }));
    page.node.set(PDFName.of("Contents"), pdf.context.register(pdf.context.flateStream(canvas.content())));
  }
  // One after another: the objects are numbered in the same order every time.
  for (const font of used) await font.embed();

  const issued = new Date(doc.issuedAt);
  pdf.setTitle(`${layout.title} ${doc.number}`);
  pdf.setAuthor(content.seller.legalName);
  pdf.setSubject(`${layout.LL.orderNo()} ${content.orderNo}`);
  pdf.setLanguage(LOCALE_TAGS[content.lang]);
  pdf.setProducer(PRODUCER);
  pdf.setCreator(PRODUCER);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  return pdf.save({ useObjectStreams: true, addDefaultPage: false, objectsPerTick: Number.POSITIVE_INFINITY });
}

/**
 * The fonts given, for this document. Each face has its own resource name (F1 Latin, F2 Latin bold,
 * F3 Arabic…) whichever others are given, so the bytes never depend on fonts the document does
 * not use.
 */
function embedFaces(fonts: DocumentFonts, pdf: PDFDocument): Partial<Record<FontScript, Face>> {
  const faces: Partial<Record<FontScript, Face>> = {};
  FONT_SCRIPTS.forEach((script, i) => {
    const bytes = fonts[script];
    if (!bytes) return;
    faces[script] = {
      regular: new EmbeddedFont(bytes.regular, pdf.context, `F${2 * i + 1}`),
      bold: bytes.bold ? new EmbeddedFont(bytes.bold, pdf.context, `F${2 * i + 2}`) : null,
    };
  });
  return faces;
}

/** A table column: its share of the width, alignment and what each line shows in it. */
interface Column {
  label: string;
  width: number;
  align: Align;
  cell: (line: DocumentLine) => Text[];
}

/** Lays a document out on as many pages as its lines need. */
class Layout {
  readonly pages: PageCanvas[] = [];
  readonly LL: Labels;
  readonly title: string;
  private page!: PageCanvas;
  private y = MARGIN;
  private readonly content: DocumentContent;
  private readonly rtl: boolean;
  private readonly lang: Locale;

  constructor(
    private readonly doc: IssuedDocument,
    private readonly ts: Typesetter,
  ) {
    this.content = doc.content;
    this.lang = doc.content.lang;
    this.rtl = textDirection(this.lang) === "rtl";
    this.LL = translator(this.lang).documents;
    this.title = titleOf(this.LL, this.content.kind);
  }

  compose(): void {
    this.newPage(true);
    this.header();
    this.parties();
    if (this.content.kind === "credit_note") this.creditBlock();
    this.table();
    this.totals();
    if (this.content.kind === "proforma") this.paymentBlock();
    if (this.content.kind === "commercial_invoice") this.shipmentBlock();
    if (this.content.kind === "offer") this.offerBlock();
    this.footers();
  }

  // Geometry. Blocks are placed from the start edge (left, or right in a right-to-left document).

  /** The page's x of a box `x` points from the start edge and `width` wide. */
  private left(x: number, width: number): number {
    return this.rtl ? PAGE_WIDTH - MARGIN - x - width : MARGIN + x;
  }

  private lineHeight(style: TextStyle): number {
    return style.size * LEADING;
  }

  /** An empty text takes no line (a party without a country name, say). */
  private wrap(text: Text, width: number): Line[] {
    return text.text.trim() === "" ? [] : this.ts.lines(text.text, text.style, width);
  }

  /** The height of texts stacked in a box `width` wide. */
  private stackHeight(texts: Text[], width: number): number {
    return texts.reduce(
      (sum, text) => sum + (text.gap ?? 0) + this.wrap(text, width).length * this.lineHeight(text.style),
      0,
    );
  }

  /** Texts stacked from `y` in a box at `x` (from the start edge); returns the height used. */
  private stack(texts: Text[], x: number, y: number, width: number, align: Align = "start"): number {
    let top = y;
    const boxLeft = this.left(x, width);
    for (const text of texts) {
      top += text.gap ?? 0;
      for (const line of this.wrap(text, width)) {
        const atStart = (align === "start") !== this.rtl;
        const lineLeft = atStart ? boxLeft : boxLeft + width - line.width;
        this.page.text(line, lineLeft, top + text.style.size * BASELINE, text.style.size, text.color ?? INK);
        top += this.lineHeight(text.style);
      }
    }
    return top - y;
  }

  /** A horizontal rule across a box at `x` (from the start edge). */
  private hr(x: number, y: number, width: number, weight = 0.6, color = RULE): void {
    const left = this.left(x, width);
    this.page.rule(left, y, left + width, y, weight, color);
  }

  private newPage(first = false): void {
    this.page = new PageCanvas(PAGE_WIDTH, PAGE_HEIGHT);
    this.pages.push(this.page);
    this.y = MARGIN;
    if (first) return;
    // Later pages: which document they belong to, on one line.
    const height = this.stack(
      [{ text: `${this.title} ${this.doc.number}`, style: BODY_BOLD, color: ACCENT }],
      0,
      this.y,
      WIDTH,
    );
    this.y += height + 4;
    this.hr(0, this.y, WIDTH);
    this.y += 10;
  }

  /** A new page unless `height` fits below the cursor. */
  private ensure(height: number): void {
    if (this.y + height > BOTTOM) this.newPage();
  }

  // Texts.

  private labelled(label: string, value: string): string {
    return this.LL.labelled({ label, value });
  }

  private money(amountMinor: number): string {
    return formatPrice(amountMinor, this.content.currency, this.lang);
  }

  private date(at: number): string {
    return formatDate(at, this.lang);
  }

  private kilograms(grams: number, unit: boolean): string {
    return new Intl.NumberFormat(INTL_TAGS[this.lang], {
      ...(unit ? { style: "unit", unit: "kilogram" } : {}),
      minimumFractionDigits: unit ? 0 : 3,
      maximumFractionDigits: 3,
    }).format(grams / 1000);
  }

  /** A party's block: heading, name, address, country, then tax ID, EORI and e-mail where it has them. */
  private partyTexts(heading: string, party: DocumentParty, options: { taxes: boolean; email: boolean }): Text[] {
    const texts: Text[] = [
      { text: heading, style: HEADING, color: MUTED },
      { text: party.legalName, style: BODY_BOLD, gap: 2 },
      ...party.addressLines.map((line) => ({ text: line, style: BODY })),
      { text: party.countryName, style: BODY },
    ];
    if (options.taxes && party.taxId) {
      texts.push({
        text: this.labelled(party.taxIdLabel ?? this.LL.taxId(), party.taxId),
        style: BODY,
        gap: 3,
      });
    }
    if (options.taxes && party.eori) texts.push({ text: this.labelled(this.LL.eori(), party.eori), style: BODY });
    if (options.email && party.email) texts.push({ text: this.labelled(this.LL.email(), party.email), style: BODY });
    return texts;
  }

  /** Label and value pairs, the labels in a column of their own. */
  private definitions(rows: [string, string][], x: number, width: number, style = BODY): number {
    const present = rows.filter(([, value]) => value !== "");
    const labelWidth = Math.min(
      Math.max(...present.map(([label]) => this.ts.measure(label, style)), 0) + 10,
      width * 0.48,
    );
    let top = this.y;
    for (const [label, value] of present) {
      const labelHeight = this.stack([{ text: label, style, color: MUTED }], x, top, labelWidth - 8);
      const valueHeight = this.stack([{ text: value, style }], x + labelWidth, top, width - labelWidth);
      top += Math.max(labelHeight, valueHeight);
    }
    return top - this.y;
  }

  private definitionsHeight(rows: [string, string][], width: number, style = BODY): number {
    const present = rows.filter(([, value]) => value !== "");
    const labelWidth = Math.min(
      Math.max(...present.map(([label]) => this.ts.measure(label, style)), 0) + 10,
      width * 0.48,
    );
    return present.reduce(
      (sum, [label, value]) =>
        sum +
        Math.max(
          this.stackHeight([{ text: label, style }], labelWidth - 8),
          this.stackHeight([{ text: value, style }], width - labelWidth),
        ),
      0,
    );
  }

  // Blocks.

  /** Seller at the start, the title and the document's numbers and dates at the end. */
  private header(): void {
    const { content, LL } = this;
    const sellerWidth = WIDTH * 0.46;
    const titleWidth = WIDTH * 0.5;
    const titleX = WIDTH - titleWidth;
    const seller: Text[] = [
      { text: content.seller.legalName, style: NAME, color: ACCENT },
      ...content.seller.addressLines.map((line) => ({ text: line, style: BODY, gap: 0 })),
      { text: content.seller.countryName, style: BODY },
    ];
    if (content.seller.taxId) {
      seller.push({
        text: this.labelled(content.seller.taxIdLabel ?? LL.taxId(), content.seller.taxId),
        style: BODY,
        gap: 3,
      });
    }
    if (content.seller.eori) seller.push({ text: this.labelled(LL.eori(), content.seller.eori), style: BODY });
    if (content.seller.email) seller.push({ text: content.seller.email, style: BODY });
    const sellerHeight = this.stack(seller, 0, this.y, sellerWidth);

    const heading: Text[] = [{ text: this.title, style: TITLE, color: ACCENT }];
    if (content.kind === "commercial_invoice" && content.lang !== "en") {
      heading.push({ text: translator("en").documents.title.commercialInvoice(), style: BODY, color: MUTED });
    }
    let titleHeight = this.stack(heading, titleX, this.y, titleWidth, "end");
    const top = this.y;
    this.y += titleHeight + 6;
    const rows: [string, string][] = [
      [LL.number(), this.doc.number],
      [LL.issued(), this.date(this.doc.issuedAt)],
      ...(content.offer
        ? ([[LL.offer.validUntil(), this.date(content.offer.validUntil)]] as [string, string][])
        : ([[LL.orderNo(), content.orderNo]] as [string, string][])),
      [LL.poNumber(), content.poNumber ?? ""],
    ];
    titleHeight += 6 + this.definitions(rows, titleX + titleWidth * 0.2, titleWidth * 0.8);
    this.y = top + Math.max(sellerHeight, titleHeight) + 14;
    this.hr(0, this.y, WIDTH, 1.2, ACCENT);
    this.y += 12;
  }

  /** Buyer and ship-to side by side. */
  private parties(): void {
    const { content, LL } = this;
    const gutter = 20;
    const half = (WIDTH - gutter) / 2;
    const buyer = this.partyTexts(LL.buyer(), content.buyer, { taxes: true, email: true });
    const shipTo = this.partyTexts(LL.shipTo(), content.shipTo, { taxes: false, email: false });
    const height = Math.max(this.stackHeight(buyer, half), this.stackHeight(shipTo, half));
    this.ensure(height);
    this.stack(buyer, 0, this.y, half);
    this.stack(shipTo, half + gutter, this.y, half);
    this.y += height + 16;
  }

  /** The invoice a credit note corrects, the amount and the reason. */
  private creditBlock(): void {
    const { credit } = this.content;
    if (!credit) return;
    const { LL } = this;
    const rows: [string, string][] = [
      [LL.credit.refersTo(), credit.invoiceNumber],
      [LL.credit.amount(), this.money(credit.amountMinor)],
      [LL.credit.reason(), credit.reason],
    ];
    const width = WIDTH * 0.7;
    this.ensure(14 + this.definitionsHeight(rows, width));
    this.y += this.stack([{ text: LL.credit.title(), style: HEADING, color: MUTED }], 0, this.y, width) + 2;
    this.y += this.definitions(rows, 0, width) + 16;
  }

  private columns(): Column[] {
    const { LL, content } = this;
    const c = LL.columns;
    const money = (value: number) => [{ text: this.money(value), style: SMALL }];
    const englishBelow = content.lang !== "en";
    if (content.kind === "commercial_invoice") {
      const description = (line: DocumentLine): Text[] => [
        { text: line.description, style: SMALL },
        ...(englishBelow && line.descriptionEn !== line.description
          ? [{ text: line.descriptionEn, style: SMALL, color: MUTED }]
          : []),
      ];
      // An HS code fits whole: ten digits, or twelve characters with its dots (8517.62.0000).
      const fixed = 58 + 60 + 44 + 32 + 40 + 40 + 58 + 62;
      return [
        { label: c.sku(), width: 58, align: "start", cell: (line) => [{ text: line.sku, style: SMALL }] },
        { label: c.description(), width: WIDTH - fixed, align: "start", cell: description },
        { label: c.hsCode(), width: 60, align: "start", cell: (line) => [{ text: line.hsCode ?? "", style: SMALL }] },
        {
          label: c.origin(),
          width: 44,
          align: "start",
          cell: (line) => [
            { text: line.origin ?? "", style: SMALL },
            ...(line.originName ? [{ text: line.originName, style: SMALL, color: MUTED }] : []),
          ],
        },
        {
          label: c.quantity(),
          width: 32,
          align: "end",
          cell: (line) => [{ text: formatNumber(line.quantity, this.lang), style: SMALL }],
        },
        {
          label: c.netWeight(),
          width: 40,
          align: "end",
          cell: (line) => [
            { text: line.netWeightG === undefined ? "" : this.kilograms(line.netWeightG, false), style: SMALL },
          ],
        },
        {
          label: c.grossWeight(),
          width: 40,
          align: "end",
          cell: (line) => [
            { text: line.grossWeightG === undefined ? "" : this.kilograms(line.grossWeightG, false), style: SMALL },
          ],
        },
        { label: c.unitPrice(), width: 58, align: "end", cell: (line) => money(line.unitMinor) },
        { label: c.amount(), width: 62, align: "end", cell: (line) => money(line.totalMinor) },
      ];
    }
    const fixed = 90 + 40 + 80 + 84;
    return [
      { label: c.sku(), width: 90, align: "start", cell: (line) => [{ text: line.sku, style: SMALL }] },
      {
        label: c.description(),
        width: WIDTH - fixed,
        align: "start",
        cell: (line) => [{ text: line.description, style: SMALL }],
      },
      {
        label: c.quantity(),
        width: 40,
        align: "end",
        cell: (line) => [{ text: formatNumber(line.quantity, this.lang), style: SMALL }],
      },
      { label: c.unitPrice(), width: 80, align: "end", cell: (line) => money(line.unitMinor) },
      { label: c.amount(), width: 84, align: "end", cell: (line) => money(line.totalMinor) },
    ];
  }

  /** Cells `pad` points in from each side of their column. */
  private row(cells: Text[][], columns: Column[], pad: number, draw: boolean): number {
    let x = 0;
    let height = 0;
    columns.forEach((column, i) => {
      const texts = cells[i] as Text[];
      const inner = column.width - 2 * pad;
      const cellHeight = draw
        ? this.stack(texts, x + pad, this.y + pad, inner, column.align)
        : this.stackHeight(texts, inner);
      height = Math.max(height, cellHeight);
      x += column.width;
    });
    return height + 2 * pad;
  }

  private tableHeader(columns: Column[]): void {
    const cells = columns.map((column) => [{ text: column.label, style: SMALL_BOLD, color: MUTED }]);
    const height = this.row(cells, columns, 4, false);
    this.page.box(MARGIN, this.y, WIDTH, height, BAND);
    this.row(cells, columns, 4, true);
    this.y += height;
  }

  /** The lines: each row whole on one page, the column headings again at the top of every page. */
  private table(): void {
    const columns = this.columns();
    const headerHeight = this.row(
      columns.map((column) => [{ text: column.label, style: SMALL_BOLD }]),
      columns,
      4,
      false,
    );
    const rows = this.content.lines.map((line) => columns.map((column) => column.cell(line)));
    const firstHeight = rows[0] ? this.row(rows[0], columns, 4, false) : 0;
    this.ensure(headerHeight + firstHeight);
    this.tableHeader(columns);
    for (const cells of rows) {
      const height = this.row(cells, columns, 4, false);
      if (this.y + height > BOTTOM) {
        this.newPage();
        this.tableHeader(columns);
      }
      this.row(cells, columns, 4, true);
      this.y += height;
      this.hr(0, this.y, WIDTH, 0.4);
    }
    this.y += 10;
  }

  /** Subtotal, shipping, discount and total at the end edge, and the currency under them. */
  private totals(): void {
    const { content, LL } = this;
    const width = 230;
    const x = WIDTH - width;
    const rows: [string, string, boolean][] = [
      [LL.subtotal(), this.money(content.subtotalMinor), false],
      [LL.shipping(), this.money(content.shippingMinor), false],
    ];
    if (content.discountMinor > 0) rows.push([LL.discount(), this.money(-content.discountMinor), false]);
    rows.push([LL.total(), this.money(content.totalMinor), true]);
    const note: Text = { text: LL.currency({ currency: content.currency }), style: SMALL, color: MUTED };
    const labelWidth = width * 0.55;
    const rowHeight = (label: string, value: string, bold: boolean) => {
      const style = bold ? BODY_BOLD : BODY;
      return Math.max(
        this.stackHeight([{ text: label, style }], labelWidth),
        this.stackHeight([{ text: value, style }], width - labelWidth),
      );
    };
    const height =
      rows.reduce((sum, [label, value, bold]) => sum + rowHeight(label, value, bold) + (bold ? 6 : 0), 0) +
      this.stackHeight([note], width) +
      4;
    this.ensure(height);
    for (const [label, value, bold] of rows) {
      const style = bold ? BODY_BOLD : BODY;
      if (bold) {
        this.hr(x, this.y + 1, width, 0.8, INK);
        this.y += 4;
      }
      const used = Math.max(
        this.stack([{ text: label, style, color: bold ? INK : MUTED }], x, this.y, labelWidth),
        this.stack([{ text: value, style }], x + labelWidth, this.y, width - labelWidth, "end"),
      );
      this.y += used + (bold ? 2 : 0);
    }
    this.y += 2;
    this.y += this.stack([note], x, this.y, width, "end") + 16;
  }

  /** Pro-forma: where and by when to pay. */
  /** An offer: its freight, its notes, and until when it holds. */
  private offerBlock(): void {
    const { offer } = this.content;
    if (!offer) return;
    const { LL } = this;
    const rows: [string, string][] = [
      ...(offer.freightLabel ? ([[LL.offer.freight(), offer.freightLabel]] as [string, string][]) : []),
      [LL.offer.validUntil(), this.date(offer.validUntil)],
    ];
    const width = WIDTH * 0.7;
    const texts: Text[] = [
      ...(offer.notes ? offer.notes.split(/\n+/).map((line) => ({ text: line, style: BODY, gap: 2 })) : []),
      { text: LL.offer.note({ date: this.date(offer.validUntil) }), style: SMALL, color: MUTED, gap: 6 },
    ];
    this.ensure(14 + this.definitionsHeight(rows, width) + this.stackHeight(texts, WIDTH));
    this.y += this.stack([{ text: LL.offer.title(), style: HEADING, color: MUTED }], 0, this.y, width) + 2;
    this.y += this.definitions(rows, 0, width) + 6;
    this.y += this.stack(texts, 0, this.y, WIDTH) + 16;
  }

  private paymentBlock(): void {
    const { payment } = this.content;
    if (!payment) return;
    const { LL } = this;
    const p = LL.payment;
    const rows: [string, string][] = [
      [p.bankName(), payment.bank.bankName],
      [p.accountName(), payment.bank.accountName],
      [p.accountNumber(), payment.bank.accountNumber],
      [p.swift(), payment.bank.swift],
      [p.reference(), payment.reference],
      [p.dueBy(), this.date(payment.dueAt)],
    ];
    const width = WIDTH * 0.7;
    const note: Text = { text: p.note(), style: SMALL, color: MUTED, gap: 6 };
    this.ensure(14 + this.definitionsHeight(rows, width) + this.stackHeight([note], WIDTH));
    this.y += this.stack([{ text: p.title(), style: HEADING, color: MUTED }], 0, this.y, width) + 2;
    this.y += this.definitions(rows, 0, width);
    this.y += this.stack([note], 0, this.y, WIDTH) + 12;
  }

  /** Commercial invoice: the shipment, the declaration and room to sign. */
  private shipmentBlock(): void {
    const { shipment } = this.content;
    const { LL } = this;
    const s = LL.shipment;
    if (shipment) {
      const rows: [string, string][] = [
        [s.incoterm(), shipment.incoterm],
        [s.parcels(), formatNumber(shipment.parcels, this.lang)],
        [s.carrier(), shipment.carrier],
        [s.tracking(), shipment.trackingNo],
        [s.netWeight(), this.kilograms(shipment.netWeightG, true)],
        [s.grossWeight(), this.kilograms(shipment.grossWeightG, true)],
      ];
      const width = WIDTH * 0.7;
      this.ensure(14 + this.definitionsHeight(rows, width));
      this.y += this.stack([{ text: s.title(), style: HEADING, color: MUTED }], 0, this.y, width) + 2;
      this.y += this.definitions(rows, 0, width) + 12;
    }
    const declaration: Text = { text: LL.declaration(), style: BODY };
    const signature: Text = { text: LL.signature(), style: SMALL, color: MUTED };
    this.ensure(this.stackHeight([declaration], WIDTH) + 40 + this.stackHeight([signature], 200));
    this.y += this.stack([declaration], 0, this.y, WIDTH) + 34;
    this.hr(0, this.y, 200, 0.6, INK);
    this.y += 3;
    this.y += this.stack([signature], 0, this.y, 200);
  }

  /** Every page: the seller and the document's number at the start, "page x of y" at the end. */
  private footers(): void {
    const pages = this.pages.length;
    this.pages.forEach((page, index) => {
      this.page = page;
      const top = PAGE_HEIGHT - MARGIN - FOOTER + 10;
      this.hr(0, top, WIDTH, 0.4);
      const label = this.LL.page({ page: formatNumber(index + 1, this.lang), pages: formatNumber(pages, this.lang) });
      this.stack(
        [{ text: `${this.content.seller.legalName} · ${this.doc.number}`, style: SMALL, color: MUTED }],
        0,
        top + 4,
        WIDTH * 0.6,
      );
      this.stack([{ text: label, style: SMALL, color: MUTED }], WIDTH * 0.6, top + 4, WIDTH * 0.4, "end");
    });
  }
}

function titleOf(LL: Labels, kind: DocumentContent["kind"]): string {
  if (kind === "offer") return LL.title.offer();
  if (kind === "proforma") return LL.title.proforma();
  if (kind === "commercial_invoice") return LL.title.commercialInvoice();
  return LL.title.creditNote();
}
