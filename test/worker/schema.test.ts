import { applyD1Migrations, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ALL_LOCALES } from "../../shared/locale";

type Row = Record<string, unknown>;

/** Every row of every table of a database but D1's own and the search index, by table. */
async function snapshot(db: D1Database): Promise<Record<string, Row[]>> {
  const tables = (
    await db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'search_index%'
            AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name`,
      )
      .all<{ name: string }>()
  ).results.map((row) => row.name);
  const rows: Record<string, Row[]> = {};
  for (const table of tables)
    rows[table] = (await db.prepare(`SELECT * FROM "${table}" ORDER BY 1, 2`).all<Row>()).results;
  return rows;
}

/** A little of everything the naming migration rebuilds or renames, written as the schema before it was. */
async function writeShopBefore(db: D1Database) {
  const now = 1_790_000_000_000;
  const statements = [
    `INSERT INTO users (id, email, user_name, password_hash, created_by, created_time, modified_by, modified_time)
     VALUES (1, 'a@example.com', 'A', 'x', 'self', ${now}, 'operator', ${now + 1})`,
    `INSERT INTO categories (id, slug, updated_at) VALUES (1, 'sms', ${now})`,
    `INSERT INTO category_translations (category_id, lang, name) VALUES (1, 'en', 'SMS'), (1, 'ar', 'رسائل')`,
    `INSERT INTO navigation_entries (id, key_id) VALUES (1, 'sms')`,
    `INSERT INTO navigation_translations (nav_id, lang, name) VALUES (1, 'en', 'SMS'), (1, 'pt', 'SMS')`,
    `INSERT INTO spec_options (id, name) VALUES (1, '8 Ports')`,
    `INSERT INTO spec_option_translations (spec_id, lang, name) VALUES (1, 'zh', '8 口')`,
    `INSERT INTO goods (id, category_id, slug, price_minor, created_at, updated_at) VALUES (1, 1, 'g', 1000, ${now}, ${now})`,
    `INSERT INTO goods_translations (goods_id, lang, name) VALUES (1, 'en', 'Gateway'), (1, 'fr', 'Passerelle')`,
    `INSERT INTO goods_specs (id, goods_id, spec_id, sku, price_minor, stock) VALUES (1, 1, 1, 'G-8', 1000, 5)`,
    `INSERT INTO goods_sections (id, goods_id, lang, kind, title) VALUES (1, 1, 'es', 'tech', 'Ficha')`,
    `INSERT INTO goods_compare_features (id, goods_id, lang, group_no, name, value) VALUES (1, 1, 'ru', 3, 'Порты', '8')`,
    `INSERT INTO shipping_methods (id, code, price_minor, min_days, max_days) VALUES (1, 'air', 500, 3, 7)`,
    `INSERT INTO shipping_method_translations (method_id, lang, name) VALUES (1, 'en', 'Air')`,
    `INSERT INTO activities (id, price_minor, start_time, end_time, quantity_total, quantity_left, updated_at)
     VALUES (1, 500, ${now}, ${now + 86_400_000}, 10, 8, ${now})`,
    `INSERT INTO activity_translations (activity_id, lang, name) VALUES (1, 'en', '$5 off')`,
    `INSERT INTO users (id, email, user_name, password_hash, created_time, modified_time)
     VALUES (2, 'b@example.com', 'B', 'x', ${now}, ${now})`,
    `INSERT INTO activity_claims (id, activity_id, user_id, claimed_at) VALUES (1, 1, 1, ${now}), (2, 1, 2, ${now})`,
    `INSERT INTO orders (id, order_no, user_id, status, currency, subtotal_minor, shipping_minor, discount_minor,
                         total_minor, coupon_claim_id, shipping_method_id, shipping_method_name, address_json,
                         idempotency_key, created_at, updated_at, expires_at, released_coupon_claim_id, paid_ref)
     VALUES (1, 'PL1', 1, 'paid', 'USD', 2000, 500, 500, 2000, 1, 1, 'Air', '{}', 'k1', ${now}, ${now}, ${now}, NULL,
             'bank:PL1'),
            (2, 'PL2', 1, 'cancelled', 'USD', 1000, 500, 0, 1500, NULL, 1, 'Air', '{}', 'k2', ${now}, ${now}, ${now},
             2, NULL)`,
    `INSERT INTO order_lines (id, order_id, goods_id, goods_specs_id, goods_name, spec_name, unit_price_minor, quantity,
                              line_total_minor)
     VALUES (1, 1, 1, 1, 'Gateway', '8 Ports', 1000, 2, 2000), (2, 2, 1, 1, 'Gateway', '8 Ports', 1000, 1, 1000)`,
    `INSERT INTO order_events (id, order_id, status, created_at) VALUES (1, 1, 'awaiting_payment', ${now}),
            (2, 1, 'paid', ${now + 1}), (3, 2, 'cancelled', ${now + 2})`,
    `INSERT INTO payments (id, order_id, provider, provider_ref, status, amount_minor, currency, created_at, updated_at)
     VALUES (1, 1, 'bank', 'PL1', 'succeeded', 2000, 'USD', ${now}, ${now})`,
    `INSERT INTO payment_events (id, provider, event_id, event_type, order_id, received_at)
     VALUES (1, 'stripe', 'evt_1', 'checkout.session.completed', 1, ${now}),
            (2, 'stripe', 'evt_2', 'checkout.session.completed', 999, ${now})`,
    `INSERT INTO reviews (id, user_id, goods_id, order_line_id, rating, body, created_at, updated_at)
     VALUES (1, 1, 1, 1, 5, 'Good', ${now}, ${now})`,
    `INSERT INTO blog_posts (id, slug, year, published_at, updated_at) VALUES (1, 'p', 2026, ${now}, ${now})`,
    `INSERT INTO blog_translations (post_id, lang, title, body_md) VALUES (1, 'en', 'Post', 'x')`,
    `INSERT INTO cases (id, slug, published_at, updated_at) VALUES (1, 'c', ${now}, ${now})`,
    `INSERT INTO case_translations (case_id, lang, title, body_md, industry) VALUES (1, 'zh', '案例', 'x', '物流')`,
    `INSERT INTO articles (id, slug, published_at, updated_at) VALUES (1, 'a', ${now}, ${now})`,
    `INSERT INTO article_translations (article_id, lang, title, body_md) VALUES (1, 'en', 'Guide', 'x')`,
    `INSERT INTO pages (slug, updated_at) VALUES ('about', ${now})`,
    `INSERT INTO page_translations (slug, lang, title, body_md) VALUES ('about', 'ar', 'من نحن', 'x')`,
  ];
  await db.batch(statements.map((sql) => db.prepare(sql)));
}

describe("the schema naming migration (0014) on a shop that has data", () => {
  let before: Record<string, Row[]>;
  let after: Record<string, Row[]>;

  beforeAll(async () => {
    const db = env.MIGRATION_DB;
    await applyD1Migrations(
      db,
      env.TEST_MIGRATIONS.filter((migration) => migration.name < "0014"),
    );
    await writeShopBefore(db);
    before = await snapshot(db);
    // Up to this migration only: later ones add tables of their own.
    await applyD1Migrations(
      db,
      env.TEST_MIGRATIONS.filter((migration) => migration.name < "0015"),
    );
    after = await snapshot(db);
  });

  it("keeps every row of every table, orders' lines and events included", () => {
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const table of Object.keys(before)) {
      if (table === "users" || table === "payment_events") continue;
      expect(after[table], table).toEqual(before[table]);
    }
    expect(after.order_lines).toHaveLength(2);
    expect(after.order_events).toHaveLength(3);
  });

  it("renames users' times to created_at / updated_at (updated_by) with their values", () => {
    const [user] = after.users!;
    const [old] = before.users!;
    expect(after.users).toHaveLength(2);
    expect(user).toMatchObject({
      created_at: old!.created_time,
      updated_at: old!.modified_time,
      updated_by: "operator",
    });
    expect(user).not.toHaveProperty("created_time");
    expect(user).not.toHaveProperty("modified_time");
  });

  it("keeps payment events; one whose order does not exist keeps no order", () => {
    expect(after.payment_events!.map((event) => [event.event_id, event.order_id])).toEqual([
      ["evt_1", 1],
      ["evt_2", null],
    ]);
  });

  it("leaves no broken reference", async () => {
    expect((await env.MIGRATION_DB.prepare("PRAGMA foreign_key_check").all()).results).toEqual([]);
  });
});

describe("schema naming rules of the migrated database", () => {
  async function columns(table: string) {
    return (await env.DB.prepare(`SELECT * FROM pragma_table_info('${table}')`).all<{ name: string; type: string }>())
      .results;
  }
  async function tables(): Promise<Array<{ name: string; sql: string }>> {
    return (
      await env.DB.prepare(
        `SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'search_index%'
            AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'`,
      ).all<{ name: string; sql: string }>()
    ).results;
  }

  it("names creation and change times created_at / updated_at", async () => {
    for (const { name } of await tables()) {
      const names = (await columns(name)).map((column) => column.name);
      expect(
        names.filter((column) => /(_time|^modified_.*)$/.test(column) && !/^(start|end)_time$/.test(column)),
        name,
      ).toEqual([]);
    }
  });

  it("keeps every flag one type: INTEGER NOT NULL, 0 or 1", async () => {
    const flags: string[] = [];
    for (const { name, sql } of await tables()) {
      for (const [, column, declared] of sql.matchAll(/(\w+) ([^,]*?)CHECK \(\1 IN \(0, 1\)\)/g)) {
        flags.push(`${name}.${column}`);
        expect(`${name}.${column} ${declared}`).toMatch(/ INTEGER NOT NULL DEFAULT [01] $/);
      }
      expect(sql, name).not.toMatch(/\bBOOL(EAN)?\b/i);
    }
    expect(flags).toEqual(
      expect.arrayContaining([
        "users.weak_password",
        "cart_lines.selected",
        "addresses.is_default",
        "orders.stock_released",
        "activities.new_customers_only",
      ]),
    );
  });

  it("lets every lang column take exactly the shop's languages", async () => {
    const withLang: string[] = [];
    for (const { name, sql } of await tables()) {
      if (!(await columns(name)).some((column) => column.name === "lang")) continue;
      withLang.push(name);
      const allowed = /lang TEXT NOT NULL CHECK \(lang IN \(([^)]*)\)\)/.exec(sql)?.[1];
      expect(allowed, name).toBe(ALL_LOCALES.map((locale) => `'${locale}'`).join(", "));
    }
    expect(withLang.length).toBeGreaterThanOrEqual(12);
    await env.DB.batch([
      env.DB.prepare("INSERT INTO categories (id, slug, updated_at) VALUES (900, 'check-lang', 0)"),
      env.DB.prepare("INSERT INTO category_translations (category_id, lang, name) VALUES (900, 'ar', 'x')"),
    ]);
    await expect(
      env.DB.prepare("INSERT INTO category_translations (category_id, lang, name) VALUES (900, 'de', 'x')").run(),
    ).rejects.toThrow(/CHECK constraint failed/);
  });

  it("refers from orders to the coupon they hold and from payment events to their order", async () => {
    const references = async (table: string) =>
      (await env.DB.prepare(`SELECT "from", "table" FROM pragma_foreign_key_list('${table}')`).all()).results;
    expect(await references("orders")).toEqual(
      expect.arrayContaining([
        { from: "coupon_claim_id", table: "activity_claims" },
        { from: "released_coupon_claim_id", table: "activity_claims" },
      ]),
    );
    expect(await references("payment_events")).toEqual([{ from: "order_id", table: "orders" }]);
  });
});

describe("the campaign migration (0020) on a shop that has data", () => {
  let before: Record<string, Row[]>;
  let after: Record<string, Row[]>;

  beforeAll(async () => {
    // The database of the naming migration's test above: a campaign with two claims, orders holding them.
    const db = env.MIGRATION_DB;
    await applyD1Migrations(
      db,
      env.TEST_MIGRATIONS.filter((migration) => migration.name < "0020"),
    );
    const tables = async (...names: string[]) =>
      Object.fromEntries(
        await Promise.all(
          names.map(async (name) => [
            name,
            (await db.prepare(`SELECT * FROM "${name}" ORDER BY id`).all<Row>()).results,
          ]),
        ),
      );
    before = await tables("activities", "activity_claims", "orders");
    await applyD1Migrations(
      db,
      env.TEST_MIGRATIONS.filter((migration) => migration.name < "0021"),
    );
    after = {
      ...(await tables("activities", "activity_claims", "orders")),
      activity_categories: (await db.prepare("SELECT * FROM activity_categories").all<Row>()).results,
    };
  });

  it("keeps every claim with its id, each the buyer's first of the campaign", () => {
    expect(before.activity_claims).toHaveLength(2);
    expect(after.activity_claims).toEqual(before.activity_claims!.map((claim) => ({ ...claim, claim_no: 1 })));
    expect(after.orders).toEqual(before.orders);
  });

  it("makes existing campaigns amount-off with a per-user limit of 1", () => {
    expect(after.activities).toEqual(
      before.activities!.map((row) => ({
        ...row,
        kind: "amount",
        percent_off: null,
        max_discount_minor: 0,
        per_user_limit: 1,
      })),
    );
    expect(after.activity_categories).toEqual([]);
  });

  it("keeps the claims' indexes and leaves no broken reference", async () => {
    const db = env.MIGRATION_DB;
    const indexes = await db.prepare("PRAGMA index_list(activity_claims)").all<{ name: string; unique: number }>();
    expect(indexes.results.map((index) => [index.name, index.unique]).sort()).toEqual([
      ["activity_claims_user", 0],
      ["sqlite_autoindex_activity_claims_1", 1],
    ]);
    expect((await db.prepare("PRAGMA foreign_key_check").all()).results).toEqual([]);
    // One place per claim number: the same buyer's first coupon cannot be written twice.
    await expect(
      db.prepare("INSERT INTO activity_claims (activity_id, user_id, claim_no, claimed_at) VALUES (1, 1, 1, 0)").run(),
    ).rejects.toThrow(/UNIQUE/);
  });
});
