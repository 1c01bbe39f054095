import { countryName } from "../../shared/commerce/countries";
import { isLocale, type Locale } from "../../shared/locale";
import { companyRow, detailsOf } from "../db/company-profiles";
import { findOffer, offerLines, quoteSkus, type QuoteRow } from "../db/quotes";
import { buyerParty, sellerParty } from "../documents/content";
import type { DocumentContent, DocumentParty } from "../documents/model";
import { translator } from "../api/request-locale";
import { getConfig, type Env } from "../env";

/**
 * An offer as a PDF, in the quote's language (the buyer's, whoever downloads it): the seller, the buyer (their company when they have
 * one), the destination, the lines at their net prices with lead times, freight and total, and
 * until when it holds. Made on request from the offer as stored: an offer is not a numbered
 * document, so nothing is kept. Null: no such offer (or one still waiting for approval, for buyers).
 */
export async function offerPdf(
  env: Env,
  quote: QuoteRow,
  version: number,
  options: { pending: boolean },
): Promise<{ number: string; bytes: Uint8Array } | null> {
  const db = env.DB;
  const lang: Locale = isLocale(quote.lang) ? quote.lang : getConfig(env).DEFAULT_LOCALE;
  const offer = await findOffer(db, quote.id, version);
  if (!offer || (offer.status === "pending_approval" && !options.pending)) return null;
  const [lines, company, buyer] = await Promise.all([
    offerLines(db, offer.id),
    companyRow(db, quote.user_id),
    db
      .prepare("SELECT email, first_name, last_name, user_name FROM users WHERE id = ?1")
      .bind(quote.user_id)
      .first<{ email: string; first_name: string; last_name: string; user_name: string }>(),
  ]);
  const skus = await quoteSkus(
    db,
    lines.map((line) => line.goods_specs_id),
    "en",
  );
  const config = getConfig(env);
  const LL = translator(lang).documents;
  const destination: DocumentParty = {
    legalName: "",
    addressLines: [],
    country: quote.country,
    countryName: countryName(quote.country, lang),
    taxIdLabel: null,
    taxId: null,
    eori: null,
    email: null,
  };
  const person = (buyer?.user_name || `${buyer?.first_name ?? ""} ${buyer?.last_name ?? ""}`).trim();
  const address = {
    ...destination,
    recipient: person,
    phone: "",
    company: "",
    region: "",
    city: "",
    line1: "",
    line2: "",
    postalCode: "",
  };
  const content: DocumentContent = {
    kind: "offer",
    lang,
    currency: offer.currency,
    orderNo: quote.quote_no,
    orderedAt: quote.created_at,
    poNumber: null,
    seller: sellerParty(config, lang),
    buyer: company
      ? buyerParty(detailsOf(company), address, buyer?.email ?? "", lang)
      : { ...destination, legalName: person, email: buyer?.email ?? null },
    shipTo: destination,
    lines: lines.map((line) => {
      const description = [line.goods_name, line.spec_name].filter(Boolean).join(" — ");
      const lead = line.lead_time_days ? ` (${LL.offer.leadTime({ days: line.lead_time_days })})` : "";
      const sku = skus.get(line.goods_specs_id);
      return {
        sku: sku?.sku ?? String(line.goods_specs_id),
        description: `${description}${lead}`,
        descriptionEn: sku ? [sku.name, sku.specName].filter(Boolean).join(" — ") : description,
        quantity: line.quantity,
        unitMinor: line.net_unit_minor,
        totalMinor: line.line_total_minor,
      };
    }),
    subtotalMinor: offer.subtotal_minor,
    shippingMinor: offer.freight_minor,
    discountMinor: 0,
    totalMinor: offer.total_minor,
    offer: { validUntil: offer.valid_until, freightLabel: offer.freight_label, notes: offer.notes },
  };
  const number = `${quote.quote_no}-${offer.version}`;
  const [{ renderDocumentPdf }, { loadDocumentFonts }] = await Promise.all([
    import("../documents/pdf/render"),
    import("../documents/pdf/fonts"),
  ]);
  const bytes = await renderDocumentPdf(
    { number, issuedAt: offer.sent_at ?? offer.created_at, content },
    await loadDocumentFonts(env),
  );
  return { number, bytes };
}
