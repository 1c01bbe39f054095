import { consoleHref } from "../../shared/console/hrefs";
import { formatDate, formatNumber, formatPrice } from "../../shared/format";
import { isLocale } from "../../shared/locale";
import { translator } from "../api/request-locale";
import { finish, unsubscribeLink, type ComposedMail, type Context } from "./compose-context";

interface DigestFigures {
  placed: { currency: string; n: number; total: number }[];
  steps: { status: string; n: number }[];
  awaitingPayment: number;
  awaitingShipment: number;
  lowStock: number;
  newReviews: number;
  deadMail: number;
}

async function readFigures(db: D1Database, start: number, end: number): Promise<DigestFigures> {
  const count = (sql: string, ...binds: unknown[]) =>
    db
      .prepare(sql)
      .bind(...binds)
      .first<number>("n")
      .then((n) => n ?? 0);
  const [placed, steps, awaitingPayment, awaitingShipment, lowStock, newReviews, deadMail] = await Promise.all([
    db
      .prepare(
        `SELECT currency, COUNT(*) AS n, SUM(total_minor) AS total FROM orders
          WHERE created_at >= ?1 AND created_at < ?2 GROUP BY currency ORDER BY currency`,
      )
      .bind(start, end)
      .all<{ currency: string; n: number; total: number }>()
      .then((r) => r.results),
    db
      .prepare(
        `SELECT status, COUNT(DISTINCT order_id) AS n FROM order_events
          WHERE created_at >= ?1 AND created_at < ?2 AND status IN ('paid', 'shipped', 'cancelled') GROUP BY status`,
      )
      .bind(start, end)
      .all<{ status: string; n: number }>()
      .then((r) => r.results),
    count("SELECT COUNT(*) AS n FROM orders WHERE status = 'awaiting_payment'"),
    count("SELECT COUNT(*) AS n FROM orders WHERE status = 'paid'"),
    count("SELECT COUNT(*) AS n FROM goods_specs WHERE status = 1 AND stock <= low_stock_threshold"),
    count("SELECT COUNT(*) AS n FROM reviews WHERE created_at >= ?1 AND created_at < ?2", start, end),
    count("SELECT COUNT(*) AS n FROM mail_events WHERE status = 'dead'"),
  ]);
  return { placed, steps, awaitingPayment, awaitingShipment, lowStock, newReviews, deadMail };
}

/**
 * A member's digest of one day, in their language: the orders placed (and their value by currency),
 * how many were paid, shipped and cancelled, what waits for payment or shipping now, low-stock
 * versions, new reviews and mail not sent, with links into the console. Nothing for a member who has
 * left or turned the digest off since.
 */
export async function composeStaffDigest(ctx: Context): Promise<ComposedMail[]> {
  const { env, config, payload } = ctx;
  const staff = await env.DB.prepare(
    "SELECT id, email, name, locale FROM staff WHERE id = ?1 AND status = 'active' AND mail_digest = 1",
  )
    .bind(Number(payload.staffId))
    .first<{ id: number; email: string; name: string; locale: string }>();
  const day = String(payload.day ?? "");
  if (!staff || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return [];
  const locale = isLocale(staff.locale) ? staff.locale : config.DEFAULT_LOCALE;
  const LL = translator(locale);
  const m = LL.mail.digest;
  const start = Date.parse(`${day}T00:00:00Z`);
  const figures = await readFigures(env.DB, start, start + 86_400_000);
  const num = (n: number) => formatNumber(n, locale);
  const step = (status: string) => num(figures.steps.find((row) => row.status === status)?.n ?? 0);
  const origin = config.SITE_ORIGIN;
  const date = formatDate(start, locale);
  const orders = figures.placed.reduce((sum, row) => sum + row.n, 0);
  const value = figures.placed.map((row) => formatPrice(row.total, row.currency, locale)).join(" · ");
  const reader = {
    email: staff.email,
    name: staff.name,
    locale,
    unsubscribe: await unsubscribeLink(ctx, origin, { kind: "digest", id: staff.id }),
  };
  return [
    finish(
      ctx.event.kind,
      reader,
      {
        subject: m.subject({ siteName: config.SITE_NAME, date }),
        heading: m.heading({ date }),
        greeting: LL.mail.greeting({ name: staff.name }),
        paragraphs: [m.intro()],
        groups: [
          {
            title: m.yesterday(),
            rows: [
              { label: m.ordersPlaced(), value: num(orders), strong: true },
              { label: m.orderValue(), value: value || formatPrice(0, config.CURRENCY, locale) },
              { label: m.paid(), value: step("paid") },
              { label: m.shipped(), value: step("shipped") },
              { label: m.cancelled(), value: step("cancelled") },
              { label: m.newReviews(), value: num(figures.newReviews) },
            ],
          },
          {
            title: m.now(),
            rows: [
              { label: m.awaitingPayment(), value: num(figures.awaitingPayment) },
              {
                label: m.awaitingShipment(),
                value: num(figures.awaitingShipment),
                strong: figures.awaitingShipment > 0,
              },
              { label: m.lowStock(), value: num(figures.lowStock), strong: figures.lowStock > 0 },
              { label: m.deadMail(), value: num(figures.deadMail), strong: figures.deadMail > 0 },
            ],
          },
        ],
        action: { label: LL.mail.staff.open(), href: `${origin}${consoleHref.dashboard()}` },
        links: [
          { label: m.toShip(), href: `${origin}${consoleHref.orders({ status: "paid" })}` },
          { label: m.toPay(), href: `${origin}${consoleHref.orders({ status: "awaiting_payment" })}` },
          { label: m.toStock(), href: `${origin}${consoleHref.products({ stock: "low" })}` },
          { label: m.toReviews(), href: `${origin}${consoleHref.reviews()}` },
          { label: m.toMail(), href: `${origin}${consoleHref.outbox()}` },
        ],
      },
      ctx,
    ),
  ];
}
