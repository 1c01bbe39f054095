import type { InvoiceTradeField } from "../../shared/catalogue/trade";
import type { Locale } from "../../shared/locale";

/** The documents an order can have. Each kind is numbered in its own gap-free sequence per year. */
export type DocumentKind = "proforma" | "commercial_invoice" | "credit_note";

/** What customs need of a SKU, each of which a commercial invoice refuses to go without. */
export type TradeField = InvoiceTradeField;

/** A company (or person) as a document names it. Every text is as the buyer or the seller typed it. */
export interface DocumentParty {
  legalName: string;
  /** Street, city and postal code lines, in the order they are printed. */
  addressLines: string[];
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The country's name in the document's language. */
  countryName: string;
  /** e.g. "VAT", "USCC", "INN", "EIN"; null when the party has no tax ID. */
  taxIdLabel: string | null;
  taxId: string | null;
  eori: string | null;
  email: string | null;
}

export interface DocumentLine {
  sku: string;
  /** In the document's language. */
  description: string;
  /** In English, for customs (equal to `description` in an English document). */
  descriptionEn: string;
  quantity: number;
  unitMinor: number;
  totalMinor: number;
  /** Trade data (commercial invoice only). */
  hsCode?: string;
  /** ISO 3166-1 alpha-2 and its name in English. */
  origin?: string;
  originName?: string;
  netWeightG?: number;
  grossWeightG?: number;
}

export interface BankDetails {
  bankName: string;
  accountName: string;
  accountNumber: string;
  swift: string;
}

/**
 * What a document says, fixed when it is issued (stored as JSON beside its number). The PDF is a
 * rendering of it; once rendered, its bytes are stored and never made again.
 */
export interface DocumentContent {
  /** "offer": a quote's offer, printed on request and never numbered or stored. */
  kind: DocumentKind | "offer";
  lang: Locale;
  currency: string;
  orderNo: string;
  orderedAt: number;
  /** The buyer's own reference (purchase order number). */
  poNumber: string | null;
  seller: DocumentParty;
  buyer: DocumentParty;
  /** Where the goods go (the order's address). */
  shipTo: DocumentParty;
  lines: DocumentLine[];
  subtotalMinor: number;
  shippingMinor: number;
  discountMinor: number;
  totalMinor: number;
  /** Pro-forma: how and by when to pay. */
  payment?: { reference: string; dueAt: number; bank: BankDetails };
  /** Commercial invoice: the shipment. */
  shipment?: {
    incoterm: string;
    parcels: number;
    carrier: string;
    trackingNo: string;
    netWeightG: number;
    grossWeightG: number;
  };
  /** Credit note: the invoice it corrects and the amount given back. */
  credit?: { invoiceNumber: string; amountMinor: number; reason: string };
  /** Offer: until when it holds, what the freight line is, and the notes to the buyer. */
  offer?: { validUntil: number; freightLabel: string; notes: string };
}

/** An issued document: its number and date, and what it says. */
export interface IssuedDocument {
  number: string;
  issuedAt: number;
  content: DocumentContent;
}
