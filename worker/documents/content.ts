import { taxIdLabel, type CompanyDetails } from "../../shared/account/company";
import { countryName } from "../../shared/commerce/countries";
import type { Address } from "../../shared/commerce/types";
import type { Locale } from "../../shared/locale";
import type { Config } from "../env";
import type { BankDetails, DocumentContent, DocumentKind, DocumentLine, DocumentParty } from "./model";

/** A buyer's company as it was when they ordered (kept with the order). */
export type CompanySnapshot = CompanyDetails;

/** The seller, from the deployment's configuration. */
export function sellerParty(config: Config, lang: Locale): DocumentParty {
  return {
    legalName: config.SELLER_LEGAL_NAME,
    addressLines: config.SELLER_ADDRESS,
    country: config.SELLER_COUNTRY,
    countryName: countryName(config.SELLER_COUNTRY, lang),
    taxIdLabel: config.SELLER_TAX_LABEL,
    taxId: config.SELLER_TAX_ID,
    eori: config.SELLER_EORI ?? null,
    email: config.SELLER_EMAIL,
  };
}

export function bankDetails(config: Config): BankDetails {
  return {
    bankName: config.BANK_NAME,
    accountName: config.BANK_ACCOUNT_NAME,
    accountNumber: config.BANK_ACCOUNT_NUMBER,
    swift: config.BANK_SWIFT,
  };
}

type ShipAddress = Omit<Address, "id" | "isDefault">;

const joined = (...parts: string[]) => parts.filter(Boolean).join(", ");

/** Where the goods go: the order's address. */
export function shipToParty(address: ShipAddress, lang: Locale): DocumentParty {
  return {
    legalName: address.company ? `${address.company}, ${address.recipient}` : address.recipient,
    addressLines: [address.line1, address.line2, joined(address.postalCode, address.city), address.region ?? ""].filter(
      Boolean,
    ),
    country: address.country,
    countryName: countryName(address.country, lang),
    taxIdLabel: null,
    taxId: null,
    eori: null,
    email: null,
  };
}

/** The buyer: their company when they have one, else the person at the order's address. */
export function buyerParty(
  company: CompanySnapshot | null,
  address: ShipAddress,
  email: string,
  lang: Locale,
): DocumentParty {
  if (!company) return { ...shipToParty(address, lang), email };
  return {
    legalName: company.legalName,
    addressLines: [company.line1, company.line2, joined(company.postalCode, company.city), company.region].filter(
      Boolean,
    ),
    country: company.country,
    countryName: countryName(company.country, lang),
    taxIdLabel: company.taxId && company.taxKind ? taxIdLabel(company.taxKind) : null,
    taxId: company.taxId,
    eori: company.eori,
    email: company.invoiceEmail ?? email,
  };
}

export interface ContentInput {
  kind: DocumentKind;
  lang: Locale;
  config: Config;
  order: {
    orderNo: string;
    createdAt: number;
    currency: string;
    poNumber: string | null;
    subtotalMinor: number;
    shippingMinor: number;
    discountMinor: number;
    totalMinor: number;
  };
  company: CompanySnapshot | null;
  address: ShipAddress;
  email: string;
  lines: DocumentLine[];
  payment?: DocumentContent["payment"];
  shipment?: DocumentContent["shipment"];
  credit?: DocumentContent["credit"];
}

/** What a document says, from its order and the seller's configuration. */
export function documentContent(input: ContentInput): DocumentContent {
  const { order, lang } = input;
  return {
    kind: input.kind,
    lang,
    currency: order.currency,
    orderNo: order.orderNo,
    orderedAt: order.createdAt,
    poNumber: order.poNumber,
    seller: sellerParty(input.config, lang),
    buyer: buyerParty(input.company, input.address, input.email, lang),
    shipTo: shipToParty(input.address, lang),
    lines: input.lines,
    subtotalMinor: order.subtotalMinor,
    shippingMinor: order.shippingMinor,
    discountMinor: order.discountMinor,
    totalMinor: order.totalMinor,
    ...(input.payment ? { payment: input.payment } : {}),
    ...(input.shipment ? { shipment: input.shipment } : {}),
    ...(input.credit ? { credit: input.credit } : {}),
  };
}
