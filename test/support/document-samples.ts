import type { DocumentContent, DocumentLine, DocumentParty, IssuedDocument } from "../../worker/documents/model";

/** Sample documents for the PDF tests and the benchmark: every script, every kind, long and short. */

const ISSUED = Date.UTC(2026, 10, 14, 9, 30);
const DAY = 86_400_000;

export const SELLER: DocumentParty = {
  legalName: "Portline Technology Ltd.",
  addressLines: ["Unit 1203, 12/F, Tower B, Harbour Centre", "25 Harbour Road, Wan Chai"],
  country: "HK",
  countryName: "Hong Kong",
  taxIdLabel: "BR",
  taxId: "71234567-000-11-25-4",
  eori: null,
  email: "billing@portline.example",
};

export const ARABIC_BUYER: DocumentParty = {
  legalName: "شركة الاتصالات المتقدمة",
  addressLines: ["طريق الملك فهد، حي العليا", "الرياض 12214، مبنى 45"],
  country: "SA",
  countryName: "المملكة العربية السعودية",
  taxIdLabel: "VAT",
  taxId: "300123456700003",
  eori: null,
  email: "invoices@advanced-telecom.example",
};

export const CHINESE_BUYER: DocumentParty = {
  legalName: "深圳市前海通信技术有限公司",
  addressLines: ["广东省深圳市南山区科技园南区", "高新南七道 18 号 3 楼"],
  country: "CN",
  countryName: "中国",
  taxIdLabel: "USCC",
  taxId: "91440300MA5FXXXX7Q",
  eori: null,
  email: "finance@qianhai-telecom.example",
};

export const RUSSIAN_SHIP_TO: DocumentParty = {
  legalName: "ООО «Связь-Телеком»",
  addressLines: ["ул. Большая Садовая, д. 10, офис 5", "Москва, 123001"],
  country: "RU",
  countryName: "Россия",
  taxIdLabel: "ИНН",
  taxId: "7701234567",
  eori: null,
  email: null,
};

export const GERMAN_BUYER: DocumentParty = {
  legalName: "Nordwerk Kommunikation GmbH",
  addressLines: ["Hafenstraße 21", "20457 Hamburg"],
  country: "DE",
  countryName: "Germany",
  taxIdLabel: "VAT",
  taxId: "DE123456789",
  eori: "DE123456789012345",
  email: "rechnung@nordwerk.example",
};

const BANK = {
  bankName: "Example Trade Bank, Hong Kong Branch",
  accountName: "Portline Technology Ltd.",
  accountNumber: "HK00 0000 0000 0000 1234 56",
  swift: "EXMPHKHH",
};

export function sampleLine(i: number, overrides: Partial<DocumentLine> = {}): DocumentLine {
  const quantity = (i % 5) + 1;
  const unitMinor = 12_900 + i * 1_000;
  return {
    sku: `GW-${String(100 + i).padStart(4, "0")}-LTE`,
    description: `SMS gateway, ${8 * ((i % 4) + 1)} SIM slots, rack mount`,
    descriptionEn: `SMS gateway, ${8 * ((i % 4) + 1)} SIM slots, rack mount`,
    quantity,
    unitMinor,
    totalMinor: quantity * unitMinor,
    hsCode: "851762",
    origin: "CN",
    originName: "China",
    netWeightG: 2_150 * quantity,
    grossWeightG: 2_900 * quantity,
    ...overrides,
  };
}

function totals(lines: DocumentLine[], shippingMinor: number, discountMinor: number) {
  const subtotalMinor = lines.reduce((sum, line) => sum + line.totalMinor, 0);
  return { subtotalMinor, shippingMinor, discountMinor, totalMinor: subtotalMinor + shippingMinor - discountMinor };
}

/** A pro-forma in Arabic for a buyer whose name and address are Arabic. */
export function arabicProforma(): IssuedDocument {
  const lines = [
    sampleLine(1, { description: "بوابة رسائل SMS بـ 32 شريحة", descriptionEn: "SMS gateway, 32 SIM slots" }),
    sampleLine(2, { description: "بوابة VoIP من نوع GoIP-8", descriptionEn: "GoIP-8 VoIP gateway" }),
    sampleLine(3),
  ];
  const content: DocumentContent = {
    kind: "proforma",
    lang: "ar",
    currency: "USD",
    orderNo: "O20261114000123",
    orderedAt: ISSUED - DAY,
    poNumber: "PO-7781/2026",
    seller: SELLER,
    buyer: ARABIC_BUYER,
    shipTo: { ...ARABIC_BUYER, taxIdLabel: null, taxId: null, email: null },
    lines,
    ...totals(lines, 4_500, 2_000),
    payment: { reference: "PF-2026-000042", dueAt: ISSUED + 7 * DAY, bank: BANK },
  };
  return { number: "PF-2026-000042", issuedAt: ISSUED, content };
}

/** A commercial invoice in Chinese: a Chinese buyer, goods shipped to a Russian consignee. */
export function chineseCommercialInvoice(lineCount = 4): IssuedDocument {
  const lines = Array.from({ length: lineCount }, (_, i) =>
    sampleLine(i, {
      description: i % 2 === 0 ? "短信网关，32 卡槽，机架式" : "GoIP-8 网络语音网关，含电源适配器及天线",
      descriptionEn:
        i % 2 === 0 ? "SMS gateway, 32 SIM slots, rack mount" : "GoIP-8 VoIP gateway with power adapter and antennas",
      hsCode: i % 2 === 0 ? "851762" : "8517.69.0000",
    }),
  );
  const content: DocumentContent = {
    kind: "commercial_invoice",
    lang: "zh",
    currency: "USD",
    orderNo: "O20261114000456",
    orderedAt: ISSUED - 3 * DAY,
    poNumber: null,
    seller: SELLER,
    buyer: CHINESE_BUYER,
    shipTo: RUSSIAN_SHIP_TO,
    lines,
    ...totals(lines, 8_800, 0),
    shipment: {
      incoterm: "DAP",
      parcels: 3,
      carrier: "DHL Express",
      trackingNo: "JD014600006281234567",
      netWeightG: lines.reduce((sum, line) => sum + (line.netWeightG ?? 0), 0),
      grossWeightG: lines.reduce((sum, line) => sum + (line.grossWeightG ?? 0), 0),
    },
  };
  return { number: "INV-2026-000317", issuedAt: ISSUED, content };
}

/** A credit note in English for part of an invoice. */
export function englishCreditNote(): IssuedDocument {
  const lines = [sampleLine(5, { quantity: 1, totalMinor: 17_900, unitMinor: 17_900 })];
  const content: DocumentContent = {
    kind: "credit_note",
    lang: "en",
    currency: "EUR",
    orderNo: "O20261101000077",
    orderedAt: ISSUED - 13 * DAY,
    poNumber: "NW-4471",
    seller: SELLER,
    buyer: GERMAN_BUYER,
    shipTo: GERMAN_BUYER,
    lines,
    ...totals(lines, 0, 0),
    credit: {
      invoiceNumber: "INV-2026-000289",
      amountMinor: 17_900,
      reason: "One unit arrived with a damaged antenna connector and was returned.",
    },
  };
  return { number: "CN-2026-000011", issuedAt: ISSUED, content };
}

/** A commercial invoice in English with many lines (several pages). */
export function longInvoice(lineCount: number): IssuedDocument {
  const lines = Array.from({ length: lineCount }, (_, i) => sampleLine(i));
  const content: DocumentContent = {
    kind: "commercial_invoice",
    lang: "en",
    currency: "USD",
    orderNo: "O20261114000999",
    orderedAt: ISSUED - DAY,
    poNumber: "PO-2026-55",
    seller: SELLER,
    buyer: GERMAN_BUYER,
    shipTo: GERMAN_BUYER,
    lines,
    ...totals(lines, 12_000, 5_000),
    shipment: {
      incoterm: "DAP",
      parcels: Math.ceil(lineCount / 4),
      carrier: "DHL Express",
      trackingNo: "JD014600006281239999",
      netWeightG: lines.reduce((sum, line) => sum + (line.netWeightG ?? 0), 0),
      grossWeightG: lines.reduce((sum, line) => sum + (line.grossWeightG ?? 0), 0),
    },
  };
  return { number: "INV-2026-000400", issuedAt: ISSUED, content };
}
