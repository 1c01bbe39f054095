import type { AuditNames } from "../../../shared/console/types";
import type { Locale } from "../../../shared/locale";
import { customerName } from "../orders/queries";

/** What an audit page refers to: entity ids by kind, and the ids its changed fields name. */
interface Wanted {
  products: Set<number>;
  skus: Set<number>;
  categories: Set<number>;
  options: Set<number>;
  orders: Set<string>;
  customers: Set<number>;
  reviews: Set<number>;
  navigation: Set<number>;
  campaigns: Set<number>;
  staff: Set<number>;
  tokens: Set<number>;
  media: Set<number>;
  mail: Set<number>;
  blog: Set<number>;
  cases: Set<number>;
  articles: Set<number>;
  pages: Set<string>;
}

/** The entries of an audit page, as read from audit_log. */
interface Entry {
  actor: string;
  entity: string;
  entityId: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const SKU_FIELD = /^sku\.(\d+)\./;
const TOKEN = /\btoken:(\d+)\b/;
/** A customer's own change: "customer:12". */
const CUSTOMER = /^customer:(\d+)$/;

function wholeNumber(value: unknown): number | null {
  const number = typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof number === "number" && Number.isSafeInteger(number) && number > 0 ? number : null;
}

function add(set: Set<number>, value: unknown) {
  const id = wholeNumber(value);
  if (id !== null) set.add(id);
}

function wanted(entries: Entry[]): Wanted {
  const want: Wanted = {
    products: new Set(),
    skus: new Set(),
    categories: new Set(),
    options: new Set(),
    orders: new Set(),
    customers: new Set(),
    reviews: new Set(),
    navigation: new Set(),
    campaigns: new Set(),
    staff: new Set(),
    tokens: new Set(),
    media: new Set(),
    mail: new Set(),
    blog: new Set(),
    cases: new Set(),
    articles: new Set(),
    pages: new Set(),
  };
  const byEntity: Record<string, Set<number>> = {
    product: want.products,
    sku: want.skus,
    category: want.categories,
    spec_option: want.options,
    customer: want.customers,
    review: want.reviews,
    navigation: want.navigation,
    campaign: want.campaigns,
    staff: want.staff,
    staff_session: want.staff,
    api_token: want.tokens,
    media: want.media,
    mail: want.mail,
    blog_post: want.blog,
    case_study: want.cases,
    article: want.articles,
  };
  for (const entry of entries) {
    const set = byEntity[entry.entity];
    if (set) add(set, entry.entityId);
    if (entry.entity === "order") want.orders.add(entry.entityId);
    if (entry.entity === "page") want.pages.add(entry.entityId);
    const token = TOKEN.exec(entry.actor);
    if (token) add(want.tokens, token[1]);
    const customer = CUSTOMER.exec(entry.actor);
    if (customer) add(want.customers, customer[1]);
    for (const fields of [entry.before, entry.after]) {
      for (const [key, value] of Object.entries(fields)) {
        const sku = SKU_FIELD.exec(key);
        if (sku) add(want.skus, sku[1]);
        if (key === "categoryId" || key === "parentId") add(want.categories, value);
        if (key.endsWith(".specId") || key === "specId") add(want.options, value);
        const list =
          key === "categoryIds" ? want.categories : key === "productIds" || key === "related" ? want.products : null;
        if (list && Array.isArray(value)) for (const id of value) add(list, id);
      }
    }
  }
  return want;
}

const ids = (set: Set<number> | Set<string>) => JSON.stringify([...set]);

/** A row name in the reader's language, else in English (the base language of every record). */
const localized = (table: string, key: string) =>
  `SELECT t.${key} AS id, t.name AS name FROM ${table} t
     WHERE t.${key} IN (SELECT value FROM json_each(?1)) AND t.lang IN (?2, 'en')
     ORDER BY t.lang = ?2`;

/**
 * The names an audit page shows instead of ids: each entry's record (a product's name in the
 * reader's language, a customer's name and email, an order's number…), the SKU codes, categories
 * and options its fields name, API tokens, and the order's currency. A record deleted since keeps
 * the name its entry saved.
 */
export async function auditNames(db: D1Database, entries: Entry[], locale: Locale): Promise<AuditNames> {
  const want = wanted(entries);
  const statements: Array<[keyof AuditNames, D1PreparedStatement]> = [
    ["products", db.prepare(localized("goods_translations", "goods_id")).bind(ids(want.products), locale)],
    [
      "skus",
      db
        .prepare("SELECT id, sku AS name FROM goods_specs WHERE id IN (SELECT value FROM json_each(?1))")
        .bind(ids(want.skus)),
    ],
    ["categories", db.prepare(localized("category_translations", "category_id")).bind(ids(want.categories), locale)],
    [
      "options",
      db
        .prepare(
          `SELECT o.id, COALESCE((SELECT t.name FROM spec_option_translations t WHERE t.spec_id = o.id AND t.lang = ?2), o.name) AS name
             FROM spec_options o WHERE o.id IN (SELECT value FROM json_each(?1))`,
        )
        .bind(ids(want.options), locale),
    ],
    [
      "customers",
      db
        .prepare(
          "SELECT id, email, first_name, last_name, user_name FROM users WHERE id IN (SELECT value FROM json_each(?1))",
        )
        .bind(ids(want.customers)),
    ],
    [
      "reviews",
      db
        .prepare(
          `SELECT r.id, COALESCE(t.name, e.name) AS name FROM reviews r
             LEFT JOIN goods_translations t ON t.goods_id = r.goods_id AND t.lang = ?2
             LEFT JOIN goods_translations e ON e.goods_id = r.goods_id AND e.lang = 'en'
            WHERE r.id IN (SELECT value FROM json_each(?1))`,
        )
        .bind(ids(want.reviews), locale),
    ],
    ["navigation", db.prepare(localized("navigation_translations", "nav_id")).bind(ids(want.navigation), locale)],
    ["campaigns", db.prepare(localized("activity_translations", "activity_id")).bind(ids(want.campaigns), locale)],
    [
      "staff",
      db
        .prepare("SELECT id, name, email FROM staff WHERE id IN (SELECT value FROM json_each(?1))")
        .bind(ids(want.staff)),
    ],
    [
      "tokens",
      db
        .prepare("SELECT id, name FROM staff_api_tokens WHERE id IN (SELECT value FROM json_each(?1))")
        .bind(ids(want.tokens)),
    ],
    [
      "media",
      db.prepare("SELECT id, name FROM media WHERE id IN (SELECT value FROM json_each(?1))").bind(ids(want.media)),
    ],
    [
      "mail",
      db
        .prepare(
          `SELECT m.id, COALESCE(u.email, m.kind) AS name FROM mail_events m LEFT JOIN users u ON u.id = m.user_id
            WHERE m.id IN (SELECT value FROM json_each(?1))`,
        )
        .bind(ids(want.mail)),
    ],
    [
      "blog",
      db
        .prepare(localized("blog_translations", "post_id").replace("t.name AS name", "t.title AS name"))
        .bind(ids(want.blog), locale),
    ],
    [
      "cases",
      db
        .prepare(localized("case_translations", "case_id").replace("t.name AS name", "t.title AS name"))
        .bind(ids(want.cases), locale),
    ],
    [
      "articles",
      db
        .prepare(localized("article_translations", "article_id").replace("t.name AS name", "t.title AS name"))
        .bind(ids(want.articles), locale),
    ],
    [
      "pages",
      db
        .prepare(localized("page_translations", "slug").replace("t.name AS name", "t.title AS name"))
        .bind(ids(want.pages), locale),
    ],
    [
      "orders",
      db
        .prepare(
          "SELECT order_no AS id, currency AS name FROM orders WHERE order_no IN (SELECT value FROM json_each(?1))",
        )
        .bind(ids(want.orders)),
    ],
  ];
  const results = await db.batch(statements.map(([, statement]) => statement));
  const names = {} as AuditNames;
  statements.forEach(([kind], index) => {
    const rows = results[index]!.results as Array<Record<string, unknown>>;
    const found: Record<string, string> = {};
    const people: Record<string, { name: string; email: string }> = {};
    for (const row of rows) {
      const id = String(row.id);
      if (kind === "customers") {
        const customer = row as unknown as Parameters<typeof customerName>[0] & { email: string };
        people[id] = { name: customerName(customer), email: customer.email };
      } else if (kind === "staff") {
        people[id] = { name: String(row.name), email: String(row.email) };
      } else {
        // Rows in the reader's language come last (ORDER BY), so they win over English.
        found[id] = String(row.name);
      }
    }
    if (kind === "customers" || kind === "staff") names[kind] = people;
    else names[kind] = found;
  });
  return names;
}
