import { auditStatement, type AuditRecord } from "./audit";
import { guardStatement } from "../console/catalogue-structure/writes";

/**
 * An order that keeps its customer's account alive: waiting for payment, paid or shipped (the shop
 * still needs the address and contact), or with money received that is still to be given back.
 * Trusted SQL over an order aliased `o`.
 */
const BLOCKING_ORDER = `(o.status IN ('awaiting_payment', 'paid', 'shipped')
  OR EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'refund_due' AND p.refunded_at IS NULL))`;

export interface AccountBlockers {
  unpaid: string[];
  inProgress: string[];
  refundDue: string[];
}

/** The customer's orders that stand in the way of deleting the account, by why. */
export async function accountBlockers(db: D1Database, userId: number): Promise<AccountBlockers> {
  const { results } = await db
    .prepare(
      `SELECT o.order_no, o.status,
              EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'refund_due' AND p.refunded_at IS NULL) AS refund_due
         FROM orders o WHERE o.user_id = ?1 AND ${BLOCKING_ORDER} ORDER BY o.created_at, o.id`,
    )
    .bind(userId)
    .all<{ order_no: string; status: string; refund_due: number }>();
  return {
    unpaid: results.filter((row) => row.status === "awaiting_payment").map((row) => row.order_no),
    inProgress: results.filter((row) => row.status === "paid" || row.status === "shipped").map((row) => row.order_no),
    refundDue: results.filter((row) => row.refund_due === 1).map((row) => row.order_no),
  };
}

/** The products the customer reviewed: their pages show the reviewer's name. */
export async function reviewedProductIds(db: D1Database, userId: number): Promise<number[]> {
  const { results } = await db
    .prepare("SELECT DISTINCT goods_id FROM reviews WHERE user_id = ?1")
    .bind(userId)
    .all<{ goods_id: number }>();
  return results.map((row) => row.goods_id);
}

export interface AccountDeletion {
  userId: number;
  /** The address before it goes (already lower case, as every account's is). */
  email: string;
  /** The unreachable address the account keeps. */
  placeholder: string;
  /** Who asked: the confirmation mail words it for the customer or for staff acting on a request. */
  by: "customer" | "staff";
  audit: AuditRecord;
}

/**
 * Everything deleting an account writes, as one batch: the guard (still there, not deleted, no
 * order in the way — checked as the batch runs, so an order placed meanwhile refuses the whole
 * batch), the confirmation mail to the address before it is blanked, the audit row, then the
 * anonymisation. Kept: the account row (its id, language, dates), orders with their lines, amounts,
 * dates and country, payments, coupon claims and reviews (their author shown as a deleted customer).
 */
export function accountDeletionStatements(db: D1Database, deletion: AccountDeletion, now: number) {
  const { userId, email, placeholder } = deletion;
  const userEvents = "SELECT id FROM mail_events WHERE user_id = ?1";
  return [
    guardStatement(
      db,
      `NOT EXISTS (SELECT 1 FROM users WHERE id = ?1 AND deleted_at IS NULL)
        OR EXISTS (SELECT 1 FROM orders o WHERE o.user_id = ?1 AND ${BLOCKING_ORDER})`,
      userId,
    ),
    // Earlier mail keeps its kind and times, not what it said or where it went.
    db.prepare("UPDATE mail_events SET payload_json = '{}', last_error = NULL WHERE user_id = ?1").bind(userId),
    db.prepare(`UPDATE mail_deliveries SET recipient = ?2 WHERE event_id IN (${userEvents})`).bind(userId, placeholder),
    // The confirmation, to the address and in the language the account has until the next statement.
    db
      .prepare(
        `INSERT INTO mail_events (kind, user_id, payload_json, created_at)
         SELECT 'account_deleted', id,
                json_object('email', email, 'name', CASE WHEN first_name <> '' THEN first_name ELSE user_name END,
                            'locale', locale, 'by', ?3, 'at', ?2),
                ?2
           FROM users WHERE id = ?1`,
      )
      .bind(userId, now, deletion.by),
    auditStatement(db, deletion.audit, now),
    // The local outbox's copies of mail to the address go; staff mail that named it names the placeholder.
    db.prepare("DELETE FROM mail_outbox WHERE lower(recipient) = ?1").bind(email),
    db
      .prepare(
        `UPDATE mail_outbox SET subject = replace(subject, ?1, ?2), body_text = replace(body_text, ?1, ?2),
                body_html = replace(body_html, ?1, ?2)
          WHERE instr(subject, ?1) > 0 OR instr(body_text, ?1) > 0 OR instr(body_html, ?1) > 0`,
      )
      .bind(email, placeholder),
    // Attempt counters named by the address ("login-account:<email>", "login-password:<ip>|<email>").
    db
      .prepare(
        `DELETE FROM rate_limits WHERE substr(bucket, -length(?1) - 1) IN (':' || ?1, '|' || ?1)
            OR instr(bucket, ':' || ?1 || ':') > 0`,
      )
      .bind(email),
    db
      .prepare(
        `UPDATE users SET email = ?2, user_name = '', first_name = '', last_name = '', password_hash = '!deleted',
                status = 0, weak_password = 0, weak_password_count = 0, mail_new_sign_in = 0,
                updated_by = ?4, updated_at = ?3, deleted_at = ?3
          WHERE id = ?1`,
      )
      .bind(userId, placeholder, now, deletion.by),
    db.prepare("DELETE FROM addresses WHERE user_id = ?1").bind(userId),
    db.prepare("DELETE FROM company_profiles WHERE user_id = ?1").bind(userId),
    // The company's details in the audit rows of its changes go with it (a sole trader's name is
    // theirs); what was done, when and by whom stays.
    db
      .prepare(
        `UPDATE audit_log SET before_json = '{}', after_json = '{}'
          WHERE entity = 'customer' AND entity_id = ?1 AND action IN ('company_save', 'company_delete')`,
      )
      .bind(String(userId)),
    db.prepare("DELETE FROM cart_lines WHERE user_id = ?1").bind(userId),
    // Quotes keep what was asked and offered (the shop's sales records), not what the buyer wrote
    // or sent; open ones are withdrawn.
    db
      .prepare(
        "UPDATE quote_messages SET body = '' WHERE author = 'buyer' AND quote_id IN (SELECT id FROM quotes WHERE user_id = ?1)",
      )
      .bind(userId),
    db.prepare("DELETE FROM quote_attachments WHERE user_id = ?1").bind(userId),
    db
      .prepare(
        `UPDATE quotes SET status = 'withdrawn', version = version + 1, updated_at = ?2, awaiting_staff_since = NULL
          WHERE user_id = ?1 AND status IN ('requested', 'offered')`,
      )
      .bind(userId, now),
    db.prepare("DELETE FROM user_devices WHERE user_id = ?1").bind(userId),
    db.prepare("UPDATE refresh_tokens SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL").bind(userId, now),
    db.prepare("UPDATE password_resets SET used_at = ?2 WHERE user_id = ?1 AND used_at IS NULL").bind(userId, now),
    // An order keeps where it went (the country: taxes and export records), not to whom.
    db
      .prepare(
        `UPDATE orders SET address_json = json_object('recipient', '', 'phone', '', 'company', '',
                  'country', COALESCE(json_extract(address_json, '$.country'), ''), 'region', '', 'city', '',
                  'line1', '', 'line2', '', 'postalCode', ''),
                notes = ''
          WHERE user_id = ?1`,
      )
      .bind(userId),
  ];
}
