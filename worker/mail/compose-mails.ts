import type { TranslationFunctions } from "../../locales/i18n-types";
import { countryName } from "../../shared/commerce/countries";
import type { OrderDetail } from "../../shared/commerce/types";
import { formatDate, formatPrice } from "../../shared/format";
import { isLocale, type Locale } from "../../shared/locale";
import { href } from "../../shared/routes";
import { translator } from "../api/request-locale";
import type { MailEventRow } from "../db/mail-events";
import { getOrderDetail } from "../db/orders";
import { getConfig, type Env } from "../env";
import { mailOrigin } from "../site/site-links";
import type { MailContent, MailRow } from "./mail-layout";
import { finish, unsubscribeLink, userReader, type ComposedMail, type Context, type Reader } from "./compose-context";
import { findDocument } from "../db/documents";
import { DOCUMENT_LINK_DAYS } from "../documents/links";
import type { DocumentContent, DocumentKind } from "../documents/model";
import { documentMailLink, documentName, orderDocumentLinks } from "./document-links";
import { composeNewSignIn } from "./new-sign-in-mail";
import { composeStaffDigest } from "./staff-digest";
import { composeQuoteMail, QUOTE_ALERT_ROLES, quoteStaffAlert } from "./quote-mails";

/**
 * Staff who opted in to alerts, each in their language: active owners and staff (support does not
 * run orders), and support too for quotes (they answer buyers).
 */
async function alertedStaff(ctx: Context): Promise<Reader[]> {
  const roles = ctx.event.kind.startsWith("staff_quote_") ? QUOTE_ALERT_ROLES : "('owner', 'staff')";
  const { results } = await ctx.env.DB.prepare(
    `SELECT id, email, name, locale FROM staff WHERE status = 'active' AND mail_alerts = 1 AND role IN ${roles} ORDER BY id`,
  ).all<{ id: number; email: string; name: string; locale: string }>();
  const origin = ctx.config.SITE_ORIGIN;
  return Promise.all(
    results.map(async (row) => ({
      email: row.email,
      name: row.name,
      locale: isLocale(row.locale) ? row.locale : ctx.config.DEFAULT_LOCALE,
      unsubscribe: await unsubscribeLink(ctx, origin, { kind: "alerts", id: row.id }),
    })),
  );
}

function addressRows(order: OrderDetail, locale: Locale): MailRow[] {
  const a = order.address;
  const place = [a.city, a.region, a.postalCode].filter(Boolean).join(", ");
  return [a.recipient, a.company, a.line1, a.line2, place, countryName(a.country, locale), a.phone]
    .filter(Boolean)
    .map((value) => ({ label: "", value }));
}

/** The order's lines and totals, in the reader's language. */
function orderParts(order: OrderDetail, LL: TranslationFunctions, locale: Locale) {
  const price = (minor: number) => formatPrice(minor, order.currency, locale);
  const confirm = LL.commerce.confirm;
  const totals: MailRow[] = [
    { label: confirm.subtotal(), value: price(order.subtotalMinor) },
    { label: confirm.shippingCost(), value: price(order.shippingMinor) },
    ...(order.discountMinor > 0 ? [{ label: confirm.discount(), value: `−${price(order.discountMinor)}` }] : []),
    { label: confirm.total(), value: price(order.totalMinor), strong: true },
  ];
  return {
    lines: order.lines.map((line) => ({
      name: line.name,
      detail: `${line.specName} × ${line.quantity}`,
      amount: price(line.lineTotalMinor),
    })),
    groups: [
      {
        rows: [
          { label: LL.mail.orderNo(), value: order.orderNo },
          ...(order.poNumber ? [{ label: LL.commerce.orderDocuments.poNumberShown(), value: order.poNumber }] : []),
          ...totals,
        ],
      },
      { title: confirm.address(), rows: addressRows(order, locale) },
    ],
  };
}

async function orderMail(ctx: Context): Promise<ComposedMail[]> {
  const { env, config, event } = ctx;
  const reader = await userReader(env.DB, event.user_id);
  const orderNo = await env.DB.prepare("SELECT order_no FROM orders WHERE id = ?1")
    .bind(event.order_id)
    .first<string>("order_no");
  if (!reader || !orderNo) return [];
  const { locale } = reader;
  const order = await getOrderDetail(env.DB, event.user_id!, orderNo, locale);
  if (!order) return [];
  const LL = translator(locale);
  const origin = mailOrigin(config, locale);
  const amount = formatPrice(order.totalMinor, order.currency, locale);
  const greeting = LL.mail.greeting({ name: reader.name });
  const viewOrder = { label: LL.mail.viewOrder(), href: `${origin}${href.accountOrders()}?orderNo=${orderNo}` };
  const parts = orderParts(order, LL, locale);
  const documents = (kinds: DocumentKind[]) =>
    orderDocumentLinks(env, origin, { id: event.order_id!, userId: event.user_id! }, kinds, LL);
  const linkDays = LL.mail.document.linkDays({ days: DOCUMENT_LINK_DAYS });
  switch (event.kind) {
    case "order_received": {
      const deadline = formatDate(order.expiresAt ?? Date.now(), locale);
      const pay = LL.commerce.pay;
      const m = LL.mail.orderReceived;
      // An accepted offer's order says which offer it is.
      const quote = await env.DB.prepare("SELECT quote_no, offer_version FROM quotes WHERE order_id = ?1")
        .bind(event.order_id)
        .first<{ quote_no: string; offer_version: number }>();
      const fromOffer = quote
        ? [LL.mail.quote.fromOffer({ quoteNo: quote.quote_no, version: String(quote.offer_version) })]
        : [];
      return [
        finish(
          event.kind,
          reader,
          {
            subject: m.subject({ orderNo }),
            heading: m.heading(),
            greeting,
            paragraphs: [m.intro({ orderNo }), ...fromOffer, m.bankIntro({ amount, date: deadline })],
            lines: parts.lines,
            groups: [
              ...parts.groups.slice(0, 1),
              {
                title: pay.bankTitle(),
                rows: [
                  { label: pay.bankName(), value: config.BANK_NAME },
                  { label: pay.accountName(), value: config.BANK_ACCOUNT_NAME },
                  { label: pay.accountNumber(), value: config.BANK_ACCOUNT_NUMBER },
                  { label: pay.swift(), value: config.BANK_SWIFT },
                  { label: pay.amount(), value: amount, strong: true },
                  { label: pay.reference(), value: orderNo, strong: true },
                  { label: m.deadline(), value: deadline },
                ],
              },
              ...parts.groups.slice(1),
            ],
            action: { label: m.pay(), href: `${origin}${href.orderPay(orderNo)}` },
            links: await documents(["proforma"]),
            afterword: [linkDays],
          },
          ctx,
        ),
      ];
    }
    case "payment_received": {
      const m = LL.mail.paymentReceived;
      const content = { subject: m.subject({ orderNo }), heading: m.heading(), greeting };
      const paragraphs = [m.intro({ amount, orderNo })];
      return [finish(event.kind, reader, { ...content, paragraphs, ...parts, action: viewOrder }, ctx)];
    }
    case "shipped": {
      const m = LL.mail.shipped;
      const carrier = order.carrier ?? order.shippingMethodName;
      const rows: MailRow[] = [
        { label: m.carrier(), value: carrier },
        { label: LL.commerce.orders.tracking(), value: order.trackingNo ?? "", strong: true },
      ];
      return [
        finish(
          event.kind,
          reader,
          {
            subject: m.subject({ orderNo }),
            heading: m.heading(),
            greeting,
            paragraphs: [m.intro({ orderNo, carrier })],
            groups: [{ rows }, ...parts.groups.slice(1)],
            lines: parts.lines,
            action: order.trackingUrl ? { label: m.track(), href: order.trackingUrl } : viewOrder,
            links: await documents(["commercial_invoice"]),
            afterword: [linkDays],
          },
          ctx,
        ),
      ];
    }
    case "completed": {
      const m = LL.mail.completed;
      const action = { label: m.review(), href: `${origin}${href.accountReviews()}` };
      const content = { subject: m.subject({ orderNo }), heading: m.heading(), greeting };
      return [finish(event.kind, reader, { ...content, paragraphs: [m.intro({ orderNo })], action }, ctx)];
    }
    case "cancelled": {
      const m = LL.mail.cancelled;
      const actor = String(ctx.payload.actor ?? "");
      const why = actor === "cron" ? m.expired : actor.startsWith("customer:") ? m.byCustomer : m.byShop;
      const content = { subject: m.subject({ orderNo }), heading: m.heading(), greeting };
      return [finish(event.kind, reader, { ...content, paragraphs: [why({ orderNo })], action: viewOrder }, ctx)];
    }
    case "document_issued": {
      const doc = await findDocument(env.DB, String(ctx.payload.number ?? ""));
      if (!doc || doc.order_id !== event.order_id) return [];
      const m = LL.mail.document;
      const name = documentName(LL, doc.kind);
      const names = { name, number: doc.number, orderNo };
      const credit = doc.kind === "credit_note" ? (JSON.parse(doc.content_json) as DocumentContent).credit : undefined;
      const intro = credit
        ? m.credit({
            number: doc.number,
            amount: formatPrice(credit.amountMinor, doc.currency, locale),
            invoice: credit.invoiceNumber,
            orderNo,
          })
        : ctx.payload.resent
          ? m.resent(names)
          : m.intro(names);
      // To the company's invoice address when it has one, else the account's.
      const company = await env.DB.prepare("SELECT invoice_email FROM company_profiles WHERE user_id = ?1")
        .bind(event.user_id)
        .first<string | null>("invoice_email");
      return [
        finish(
          event.kind,
          company ? { ...reader, email: company } : reader,
          {
            subject: m.subject(names),
            heading: `${name} ${doc.number}`,
            greeting,
            paragraphs: [intro],
            action: await documentMailLink(env, origin, doc, event.user_id!, LL),
            links: [viewOrder],
            afterword: [linkDays],
          },
          ctx,
        ),
      ];
    }
    case "refund_recorded": {
      const m = LL.mail.refund;
      const refunded = formatPrice(Number(ctx.payload.amountMinor ?? 0), String(ctx.payload.currency ?? ""), locale);
      const note = String(ctx.payload.note ?? "");
      const rows = note ? [{ label: LL.commerce.pay.reference(), value: note }] : [];
      return [
        finish(
          event.kind,
          reader,
          {
            subject: m.subject({ orderNo }),
            heading: m.heading(),
            greeting,
            paragraphs: [m.intro({ amount: refunded, orderNo })],
            groups: rows.length ? [{ rows }] : [],
            action: viewOrder,
          },
          ctx,
        ),
      ];
    }
    default:
      return [];
  }
}

/**
 * The confirmation that an account was deleted: to the address it had, in its language, both kept
 * in the event for this one mail (the account no longer has them). No link: there is no account.
 */
function accountDeletedMail(ctx: Context): ComposedMail[] {
  const { config, event, payload } = ctx;
  const email = String(payload.email ?? "");
  if (!email) return [];
  const locale = isLocale(String(payload.locale)) ? (String(payload.locale) as Locale) : config.DEFAULT_LOCALE;
  const reader: Reader = { email, name: String(payload.name ?? ""), locale };
  const LL = translator(locale);
  const m = LL.mail.accountDeleted;
  const siteName = config.SITE_NAME;
  const date = formatDate(Number(payload.at ?? event.created_at), locale);
  return [
    finish(
      event.kind,
      reader,
      {
        subject: m.subject({ siteName }),
        heading: m.heading(),
        greeting: reader.name ? LL.mail.greeting({ name: reader.name }) : m.greeting(),
        paragraphs: [
          payload.by === "staff" ? m.introByStaff({ date }) : m.intro({ date }),
          m.removed(),
          m.kept(),
          m.again({ siteName }),
        ],
        afterword: [m.notYou()],
      },
      ctx,
    ),
  ];
}

async function accountMail(ctx: Context): Promise<ComposedMail[]> {
  const { env, config, event } = ctx;
  if (event.kind === "account_deleted") return accountDeletedMail(ctx);
  const reader = await userReader(env.DB, event.user_id);
  if (!reader) return [];
  const LL = translator(reader.locale);
  const siteName = config.SITE_NAME;
  const origin = mailOrigin(config, reader.locale);
  const greeting = LL.mail.greeting({ name: reader.name });
  switch (event.kind) {
    case "welcome": {
      const m = LL.mail.welcome;
      return [
        finish(
          event.kind,
          reader,
          {
            subject: m.subject({ siteName }),
            heading: m.heading({ siteName }),
            greeting,
            paragraphs: [m.intro()],
            action: { label: m.action(), href: `${origin}/` },
          },
          ctx,
        ),
      ];
    }
    case "password_reset": {
      const m = LL.mail.reset;
      const link = String(ctx.payload.link ?? "");
      const content = { subject: m.subject({ siteName }), heading: m.heading(), greeting, paragraphs: [m.intro()] };
      return [
        finish(
          event.kind,
          reader,
          { ...content, action: { label: m.action(), href: link }, afterword: [m.ignore()] },
          ctx,
        ),
      ];
    }
    case "password_changed": {
      const m = LL.mail.passwordChanged;
      return [
        finish(
          event.kind,
          reader,
          {
            subject: m.subject({ siteName }),
            heading: m.heading(),
            greeting,
            paragraphs: [m.intro(), m.notYou()],
            action: { label: LL.mail.reset.action(), href: `${origin}${href.auth("forgot")}` },
          },
          ctx,
        ),
      ];
    }
    default:
      return [];
  }
}

type StaffContent = Omit<MailContent, "locale" | "siteName" | "footer" | "greeting">;

/** The alert's content in one language (null: its order or SKU is gone). */
async function staffAlert(ctx: Context, locale: Locale): Promise<StaffContent | null> {
  const { env, config, event } = ctx;
  if (event.kind.startsWith("staff_quote_")) return quoteStaffAlert(ctx, locale);
  const m = translator(locale).mail.staff;
  const origin = config.SITE_ORIGIN;
  if (event.kind === "staff_paid_order") {
    const order = await env.DB.prepare(
      "SELECT o.order_no, o.total_minor, o.currency, u.email FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = ?1",
    )
      .bind(event.order_id)
      .first<{ order_no: string; total_minor: number; currency: string; email: string }>();
    if (!order) return null;
    const amount = formatPrice(order.total_minor, order.currency, locale);
    const orderNo = order.order_no;
    return {
      subject: m.paidSubject({ orderNo, amount }),
      heading: m.paidSubject({ orderNo, amount }),
      paragraphs: [m.paidIntro({ orderNo, email: order.email, amount })],
      action: { label: m.open(), href: `${origin}/admin/orders/${encodeURIComponent(orderNo)}` },
    };
  }
  if (event.kind === "staff_low_stock") {
    const sku = await env.DB.prepare(
      `SELECT s.stock, COALESCE(gt.name, g.slug) AS name, COALESCE(st.name, so.name) AS spec
         FROM goods_specs s JOIN goods g ON g.id = s.goods_id JOIN spec_options so ON so.id = s.spec_id
         LEFT JOIN goods_translations gt ON gt.goods_id = g.id AND gt.lang = ?2
         LEFT JOIN spec_option_translations st ON st.spec_id = s.spec_id AND st.lang = ?2
        WHERE s.id = ?1`,
    )
      .bind(Number(ctx.payload.skuId), locale)
      .first<{ stock: number; name: string; spec: string }>();
    if (!sku) return null;
    return {
      subject: m.lowStockSubject({ name: sku.name }),
      heading: m.lowStockSubject({ name: sku.name }),
      paragraphs: [m.lowStockIntro({ name: sku.name, spec: sku.spec, stock: String(sku.stock) })],
      action: { label: m.open(), href: `${origin}/admin` },
    };
  }
  return null;
}

async function staffMail(ctx: Context): Promise<ComposedMail[]> {
  if (ctx.event.kind === "staff_digest") return composeStaffDigest(ctx);
  const mails: ComposedMail[] = [];
  const byLocale = new Map<Locale, StaffContent | null>();
  for (const reader of await alertedStaff(ctx)) {
    if (!byLocale.has(reader.locale)) byLocale.set(reader.locale, await staffAlert(ctx, reader.locale));
    const content = byLocale.get(reader.locale);
    if (!content) continue;
    const greeting = translator(reader.locale).mail.greeting({ name: reader.name });
    mails.push(finish(ctx.event.kind, reader, { ...content, greeting }, ctx));
  }
  return mails;
}

/** The mails of an event, one per recipient, each in its reader's language. */
export async function composeMails(env: Env, event: MailEventRow): Promise<ComposedMail[]> {
  const ctx: Context = {
    env,
    config: getConfig(env),
    event,
    payload: JSON.parse(event.payload_json) as Record<string, unknown>,
  };
  if (event.kind.startsWith("staff_")) return staffMail(ctx);
  if (event.kind === "new_sign_in") return composeNewSignIn(ctx);
  if (event.kind.startsWith("quote_")) return composeQuoteMail(ctx);
  if (event.order_id !== null) return orderMail(ctx);
  return accountMail(ctx);
}
