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
