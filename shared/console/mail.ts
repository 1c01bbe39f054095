/** Every kind of mail the shop sends (a new kind must be composed in worker/mail/ and is then tested at 320 px). */
export const MAIL_KINDS = [
  "order_received",
  "payment_received",
  "shipped",
  "completed",
  "cancelled",
  "refund_recorded",
  "document_issued",
  "welcome",
  "password_reset",
  "password_changed",
  "staff_paid_order",
  "staff_low_stock",
  "staff_digest",
  "new_sign_in",
  "account_deleted",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A mail the local outbox holds (written instead of sent: no provider configured). */
export interface OutboxMail {
  id: number;
  recipient: string;
  subject: string;
  kind: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  createdAt: string;
}

/** A mail given up on (the provider refused it, or every try failed); staff may send it again. */
export interface DeadMail {
  id: number;
  kind: string;
  orderNo: string | null;
  recipient: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  failedAt: string | null;
}
