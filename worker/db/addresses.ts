import type { AddressInput } from "../../shared/commerce/schemas";
import type { Address } from "../../shared/commerce/types";

interface AddressRow {
  id: number;
  recipient: string;
  phone: string;
  company: string;
  country: string;
  region: string;
  city: string;
  line1: string;
  line2: string;
  postal_code: string;
  is_default: number;
}

export const MAX_ADDRESSES = 20;

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    recipient: row.recipient,
    phone: row.phone,
    company: row.company,
    country: row.country,
    region: row.region,
    city: row.city,
    line1: row.line1,
    line2: row.line2,
    postalCode: row.postal_code,
    isDefault: row.is_default === 1,
  };
}

export async function listAddresses(db: D1Database, userId: number): Promise<Address[]> {
  const { results } = await db
    .prepare("SELECT * FROM addresses WHERE user_id = ?1 ORDER BY is_default DESC, updated_at DESC, id DESC")
    .bind(userId)
    .all<AddressRow>();
  return results.map(toAddress);
}

export async function getAddress(db: D1Database, userId: number, id: number): Promise<Address | null> {
  const row = await db
    .prepare("SELECT * FROM addresses WHERE id = ?1 AND user_id = ?2")
    .bind(id, userId)
    .first<AddressRow>();
  return row ? toAddress(row) : null;
}

export async function countAddresses(db: D1Database, userId: number): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS count FROM addresses WHERE user_id = ?1")
    .bind(userId)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

/**
 * Inserts or updates (only the user's own) address; a default address clears the others' flag in
 * the same batch. The first address becomes the default.
 */
export async function saveAddress(
  db: D1Database,
  userId: number,
  input: AddressInput,
  now: number,
): Promise<Address | null> {
  const isDefault = input.isDefault || (await countAddresses(db, userId)) === 0;
  const values = [
    input.recipient,
    input.phone,
    input.company,
    input.country,
    input.region,
    input.city,
    input.line1,
    input.line2,
    input.postalCode,
    Number(isDefault),
  ];
  const write = input.id
    ? db
        .prepare(
          `UPDATE addresses SET recipient = ?3, phone = ?4, company = ?5, country = ?6, region = ?7, city = ?8, line1 = ?9,
                  line2 = ?10, postal_code = ?11, is_default = ?12, updated_at = ?13
            WHERE id = ?1 AND user_id = ?2 RETURNING *`,
        )
        .bind(input.id, userId, ...values, now)
    : db
        .prepare(
          `INSERT INTO addresses (user_id, recipient, phone, company, country, region, city, line1, line2, postal_code, is_default, created_at, updated_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12) RETURNING *`,
        )
        .bind(userId, ...values, now);
  // Clearing the old default and writing the new one happen together; so does keeping one default.
  const statements = isDefault
    ? [db.prepare("UPDATE addresses SET is_default = 0 WHERE user_id = ?1").bind(userId), write]
    : [write];
  const results = await db.batch<AddressRow>([...statements, keepOneDefault(db, userId)]);
  const row = results[statements.length - 1]?.results[0];
  return row ? getAddress(db, userId, row.id) : null;
}

/**
 * A user with addresses always has a default one (the shop pre-selects it at checkout): when the
 * default was unticked or deleted, the most recently used other address takes its place. To move
 * the default, the user marks another address as the default.
 */
function keepOneDefault(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE addresses SET is_default = 1
        WHERE id = (SELECT id FROM addresses WHERE user_id = ?1 ORDER BY updated_at DESC, id DESC LIMIT 1)
          AND NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = ?1 AND is_default = 1)`,
    )
    .bind(userId);
}

export async function deleteAddress(db: D1Database, userId: number, id: number): Promise<boolean> {
  const [deleted] = await db.batch([
    db.prepare("DELETE FROM addresses WHERE id = ?1 AND user_id = ?2").bind(id, userId),
    keepOneDefault(db, userId),
  ]);
  return (deleted?.meta.changes ?? 0) > 0;
}
