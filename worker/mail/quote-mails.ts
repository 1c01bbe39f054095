import { countryName } from "../../shared/commerce/countries";
import { formatDate, formatPrice } from "../../shared/format";
import type { Locale } from "../../shared/locale";
import { quoteHref } from "../../shared/commerce/quotes";
import { consoleHref } from "../../shared/console/hrefs";
import { translator } from "../api/request-locale";
import { findQuote, findOffer, offerLines } from "../db/quotes";
import { mailOrigin } from "../site/site-links";
import { finish, userReader, type ComposedMail, type Context, type Reader } from "./compose-context";
import type { MailContent, MailRow } from "./mail-layout";

type StaffContent = Omit<MailContent, "locale" | "siteName" | "footer" | "greeting">;

/** The offer's lines and totals as a mail shows them, in the reader's language. */
async function offerParts(ctx: Context, quoteId: number, version: number, locale: Locale) {
  const db = ctx.env.DB;
  const offer = await findOffer(db, quoteId, version);
  if (!offer) return null;
  const lines = await offerLines(db, offer.id);
  const m = translator(locale).mail.quote;
  const price = (minor: number) => formatPrice(minor, offer.currency, locale);
  const rows: MailRow[] = [
    { label: m.subtotal(), value: price(offer.subtotal_minor) },
    {
      label: offer.freight_label ? `${m.freight()} (${offer.freight_label})` : m.freight(),
      value: price(offer.freight_minor),
    },
    { label: m.total(), value: price(offer.total_minor), strong: true },
    { label: m.validUntil(), value: formatDate(offer.valid_until, locale) },
  ];
  return {
    offer,
    date: formatDate(offer.valid_until, locale),
    lines: lines.map((line) => ({
      name: line.goods_name,
      detail: [
        `${line.spec_name} × ${line.quantity} @ ${price(line.net_unit_minor)}`,
        line.lead_time_days ? m.leadTime({ days: line.lead_time_days }) : "",
      ]
        .filter(Boolean)
        .join(" · "),
      amount: price(line.line_total_minor),
    })),
    groups: [{ rows }],
  };
}

/** A quote's mail to its buyer, in their language (none when the quote or the buyer is gone). */
export async function composeQuoteMail(ctx: Context): Promise<ComposedMail[]> {
  const { env, config, event, payload } = ctx;
  const quote = await findQuote(env.DB, String(payload.quoteNo ?? ""));
  const reader = await userReader(env.DB, event.user_id);
  if (!quote || !reader || quote.user_id !== event.user_id) return [];
  const { locale } = reader;
  const LL = translator(locale);
  const m = LL.mail.quote;
  const quoteNo = quote.quote_no;
  const origin = mailOrigin(config, locale);
  const link = `${origin}${quoteHref.quote(quoteNo)}`;
  const greeting = LL.mail.greeting({ name: reader.name });
  const base = { greeting, groups: [{ rows: [{ label: m.quoteNo(), value: quoteNo, strong: true }] }] };
  const version = Number(payload.version ?? quote.offer_version);
  const mail = (content: Omit<MailContent, "locale" | "siteName" | "footer">) => [
    finish(event.kind, reader, content, ctx),
  ];
  switch (event.kind) {
    case "quote_received": {
      const items = await env.DB.prepare(
        "SELECT COALESCE(SUM(quantity), 0) AS units FROM quote_items WHERE quote_id = ?1",
      )
        .bind(quote.id)
        .first<number>("units");
      return mail({
        ...base,
        subject: m.received.subject({ quoteNo }),
        heading: m.received.heading(),
        paragraphs: [m.received.intro({ quoteNo, country: countryName(quote.country, locale) })],
        groups: [
          {
            rows: [
              { label: m.quoteNo(), value: quoteNo, strong: true },
              { label: LL.purchase.quantity(), value: String(items ?? 0) },
            ],
          },
        ],
        action: { label: m.view(), href: link },
      });
    }
    case "quote_offered":
    case "quote_revised":
    case "quote_reminder":
    case "quote_expired": {
      const parts = await offerParts(ctx, quote.id, version, locale);
      if (!parts) return [];
      const texts = {
        quote_offered: m.offered,
        quote_revised: m.revised,
        quote_reminder: m.reminder,
        quote_expired: m.expired,
      }[event.kind];
      const names = { quoteNo, version: String(version), date: parts.date };
      const expired = event.kind === "quote_expired";
      return mail({
        greeting,
        subject: texts.subject(names),
        heading: texts.heading(),
        paragraphs: [texts.intro(names), ...(parts.offer.notes && !expired ? [parts.offer.notes] : [])],
        lines: expired ? undefined : parts.lines,
        groups: expired ? base.groups : parts.groups,
        action: { label: expired ? m.view() : m.viewOffer(), href: link },
      });
    }
    case "quote_reply": {
      const message = await env.DB.prepare(
        `SELECT m.body, COALESCE(s.name, '') AS name FROM quote_messages m LEFT JOIN staff s ON s.id = m.staff_id
          WHERE m.quote_id = ?1 AND m.author = 'staff' AND m.created_at <= ?2 ORDER BY m.created_at DESC, m.id DESC LIMIT 1`,
      )
        .bind(quote.id, event.created_at)
        .first<{ body: string; name: string }>();
      if (!message) return [];
      return mail({
        ...base,
        subject: m.reply.subject({ quoteNo }),
        heading: m.reply.heading({ name: message.name || config.SITE_NAME }),
        paragraphs: [m.reply.intro({ quoteNo }), ...message.body.split(/\n{2,}/)],
        action: { label: m.view(), href: link },
      });
    }
    case "quote_declined": {
      const reason = String(payload.reason ?? "");
      return mail({
        ...base,
        subject: m.declined.subject({ quoteNo }),
        heading: m.declined.heading(),
        paragraphs: [m.declined.intro({ quoteNo }), ...(reason ? [m.declined.reason({ reason })] : [])],
        action: { label: m.view(), href: link },
      });
    }
    default:
      return [];
  }
}

/** The staff alert about a quote, in one language (null: the quote is gone or the kind is not a quote's). */
export async function quoteStaffAlert(ctx: Context, locale: Locale): Promise<StaffContent | null> {
  const { env, config, event, payload } = ctx;
  if (!event.kind.startsWith("staff_quote_")) return null;
  const quote = await env.DB.prepare(
    `SELECT q.id, q.quote_no, q.country, u.email,
            (SELECT COALESCE(SUM(quantity), 0) FROM quote_items WHERE quote_id = q.id) AS units
       FROM quotes q JOIN users u ON u.id = q.user_id WHERE q.quote_no = ?1`,
  )
    .bind(String(payload.quoteNo ?? ""))
    .first<{ id: number; quote_no: string; country: string; email: string; units: number }>();
  if (!quote) return null;
  const m = translator(locale).mail.quote.staff;
  const names = { quoteNo: quote.quote_no, email: quote.email };
  const action = { label: m.open(), href: `${config.SITE_ORIGIN}${consoleHref.quote(quote.quote_no)}` };
  switch (event.kind) {
    case "staff_quote_requested": {
      const subject = m.requestedSubject(names);
      const intro = m.requestedIntro({
        email: quote.email,
        count: quote.units,
        country: countryName(quote.country, locale),
      });
      return { subject, heading: subject, paragraphs: [intro], action };
    }
    case "staff_quote_message": {
      const message = await env.DB.prepare(
        "SELECT body FROM quote_messages WHERE quote_id = ?1 AND author = 'buyer' AND created_at <= ?2 ORDER BY created_at DESC, id DESC LIMIT 1",
      )
        .bind(quote.id, event.created_at)
        .first<string>("body");
      const subject = m.messageSubject(names);
      return { subject, heading: subject, paragraphs: message ? message.split(/\n{2,}/) : [], action };
    }
    case "staff_quote_accepted": {
      const orderNo = String(payload.orderNo ?? "");
      const subject = m.acceptedSubject({ quoteNo: quote.quote_no, orderNo });
      const intro = m.acceptedIntro({ ...names, orderNo, version: String(payload.version ?? "") });
      return { subject, heading: subject, paragraphs: [intro], action };
    }
    case "staff_quote_declined":
    case "staff_quote_withdrawn": {
      const subject = event.kind === "staff_quote_declined" ? m.declinedSubject(names) : m.withdrawnSubject(names);
      const reason = String(payload.reason ?? "");
      return { subject, heading: subject, paragraphs: [m.closedIntro(names), ...(reason ? [reason] : [])], action };
    }
    default:
      return null;
  }
}

/** Who an alert goes to: quote alerts reach support too (they answer buyers). */
export const QUOTE_ALERT_ROLES = "('owner', 'staff', 'support')";

export type { Reader };
