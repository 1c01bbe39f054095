import { cartTotals, effectivePrice, lineTotal } from "../../shared/commerce/pricing";
import type { Cart, CartLine } from "../../shared/commerce/types";
import { CONTENT_BASE_LOCALE, type Locale } from "../../shared/locale";

interface CartRow {
  id: number;
  goods_id: number;
  goods_specs_id: number;
  quantity: number;
  selected: number;
  name: string;
  /** The language `name` is in: the reader's, or the base language where it is not translated. */
  name_lang: Locale;
  spec_name: string;
  sku: string;
  image: string | null;
  price_minor: number;
  activity_price_minor: number;
  stock: number;
  currency: string;
  /** 1 while the product is published and the SKU sold. */
  goods_status: number;
  /** The product's category and every one above it, as "12,3,1". */
  category_path: string | null;
}

const CART_ROWS = `
  SELECT l.id, l.goods_id, l.goods_specs_id, l.quantity, l.selected,
         COALESCE(t.name, b.name) AS name, CASE WHEN t.name IS NULL THEN '${CONTENT_BASE_LOCALE}' ELSE ?2 END AS name_lang,
         COALESCE(ot.name, o.name) AS spec_name, s.sku, g.cover_img AS image,
         s.price_minor, s.activity_price_minor, s.stock, g.currency,
         CASE WHEN g.status = 1 AND s.status = 1 THEN 1 ELSE 0 END AS goods_status,
         (WITH RECURSIVE up(id) AS (
            SELECT g.category_id
            UNION SELECT c.parent_id FROM categories c JOIN up ON c.id = up.id WHERE c.parent_id IS NOT NULL)
          SELECT GROUP_CONCAT(id) FROM up) AS category_path
    FROM cart_lines l
    JOIN goods_specs s ON s.id = l.goods_specs_id
    JOIN spec_options o ON o.id = s.spec_id
    LEFT JOIN spec_option_translations ot ON ot.spec_id = o.id AND ot.lang = ?2
    JOIN goods g ON g.id = l.goods_id
    LEFT JOIN goods_translations t ON t.goods_id = g.id AND t.lang = ?2
    LEFT JOIN goods_translations b ON b.goods_id = g.id AND b.lang = '${CONTENT_BASE_LOCALE}'
   WHERE l.user_id = ?1`;

function toCartLine(row: CartRow): CartLine {
  const unit = effectivePrice(row.price_minor, row.activity_price_minor);
  return {
    id: row.id,
    productId: row.goods_id,
    skuId: row.goods_specs_id,
    name: row.name,
    lang: row.name_lang,
    specName: row.spec_name,
    sku: row.sku,
    image: row.image,
    unitPriceMinor: unit,
    originalPriceMinor: row.price_minor,
    quantity: row.quantity,
    stock: row.stock,
    selected: row.selected === 1,
    lineTotalMinor: lineTotal(unit, row.quantity),
    currency: row.currency,
    available: row.goods_status === 1,
    categoryIds: (row.category_path ?? "").split(",").filter(Boolean).map(Number),
  };
}

/** The user's cart, newest line first, with live prices and stock. */
export async function getCart(db: D1Database, userId: number, locale: Locale, currency: string): Promise<Cart> {
  const { results } = await db
    .prepare(`${CART_ROWS} ORDER BY l.created_at DESC, l.id DESC`)
    .bind(userId, locale)
    .all<CartRow>();
  const lines = results.map(toCartLine);
  return {
    lines,
    ...cartTotals(lines),
    currency: lines[0]?.currency ?? currency,
  };
}

/** Some of the user's lines (others' ids simply do not come back). */
export async function getCartLines(
  db: D1Database,
  userId: number,
  ids: readonly number[],
  locale: Locale,
): Promise<CartLine[]> {
  if (!ids.length) return [];
  const placeholders = ids.map((_, index) => `?${index + 3}`).join(", ");
  const { results } = await db
    .prepare(`${CART_ROWS} AND l.id IN (${placeholders})`)
    .bind(userId, locale, ...ids)
    .all<CartRow>();
  return results.map(toCartLine);
}

/** Cart count: units in the cart. */
export async function countCart(db: D1Database, userId: number): Promise<number> {
  const row = await db
    .prepare("SELECT COALESCE(SUM(quantity), 0) AS count FROM cart_lines WHERE user_id = ?1")
    .bind(userId)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

export interface SkuForCart {
  id: number;
  goods_id: number;
  stock: number;
  name: string;
}

/** A buyable SKU of a visible product. */
export async function findSkuForCart(
  db: D1Database,
  skuId: number,
  productId: number,
  locale: Locale,
): Promise<SkuForCart | null> {
  return db
    .prepare(
      `SELECT s.id, s.goods_id, s.stock, COALESCE(t.name, b.name) AS name
         FROM goods_specs s JOIN goods g ON g.id = s.goods_id AND g.status = 1
         LEFT JOIN goods_translations t ON t.goods_id = g.id AND t.lang = ?3
         LEFT JOIN goods_translations b ON b.goods_id = g.id AND b.lang = '${CONTENT_BASE_LOCALE}'
        WHERE s.id = ?1 AND s.goods_id = ?2 AND s.status = 1`,
    )
    .bind(skuId, productId, locale)
    .first<SkuForCart>();
}

export async function quantityInCart(db: D1Database, userId: number, skuId: number): Promise<number> {
  const row = await db
    .prepare("SELECT quantity FROM cart_lines WHERE user_id = ?1 AND goods_specs_id = ?2")
    .bind(userId, skuId)
    .first<{ quantity: number }>();
  return row?.quantity ?? 0;
}

/** Adds units to the SKU's line (one line per SKU), creating it when needed; the line is selected. */
export async function addCartQuantity(
  db: D1Database,
  userId: number,
  sku: SkuForCart,
  quantity: number,
  now: number,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO cart_lines (user_id, goods_id, goods_specs_id, quantity, selected, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, 1, ?5, ?5)
       ON CONFLICT (user_id, goods_specs_id) DO UPDATE SET
         quantity = MIN(cart_lines.quantity + excluded.quantity, 9999), selected = 1, updated_at = excluded.updated_at`,
    )
    .bind(userId, sku.goods_id, sku.id, quantity, now)
    .run();
}

export interface LineChange {
  id: number;
  quantity?: number;
  selected?: boolean;
}

/** Applies several changes to the user's own lines at once (all or nothing). */
export async function applyCartChanges(
  db: D1Database,
  userId: number,
  changes: readonly LineChange[],
  now: number,
): Promise<void> {
  await db.batch(
    changes.map((change) =>
      db
        .prepare(
          `UPDATE cart_lines SET quantity = COALESCE(?3, quantity), selected = COALESCE(?4, selected), updated_at = ?5
            WHERE id = ?1 AND user_id = ?2`,
        )
        .bind(
          change.id,
          userId,
          change.quantity ?? null,
          change.selected === undefined ? null : Number(change.selected),
          now,
        ),
    ),
  );
}

export async function removeCartLines(db: D1Database, userId: number, ids: readonly number[]): Promise<void> {
  const placeholders = ids.map((_, index) => `?${index + 2}`).join(", ");
  await db
    .prepare(`DELETE FROM cart_lines WHERE user_id = ?1 AND id IN (${placeholders})`)
    .bind(userId, ...ids)
    .run();
}

export async function selectCartLines(
  db: D1Database,
  userId: number,
  ids: readonly number[] | undefined,
  selected: boolean,
  now: number,
): Promise<void> {
  if (!ids) {
    await db
      .prepare("UPDATE cart_lines SET selected = ?2, updated_at = ?3 WHERE user_id = ?1")
      .bind(userId, Number(selected), now)
      .run();
    return;
  }
  if (!ids.length) return;
  const placeholders = ids.map((_, index) => `?${index + 4}`).join(", ");
  await db
    .prepare(`UPDATE cart_lines SET selected = ?2, updated_at = ?3 WHERE user_id = ?1 AND id IN (${placeholders})`)
    .bind(userId, Number(selected), now, ...ids)
    .run();
}
