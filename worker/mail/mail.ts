/** A rendered mail to one recipient. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part (empty: text only). */
  html: string;
  /** Extra headers (List-Unsubscribe of the optional mail). */
  headers?: Record<string, string>;
  /** Which mail it is (order_received, password_reset, …), kept with the local outbox's copy. */
  kind: string;
  /** Unique per event and recipient: a provider that knows idempotency keys sends it once. */
  idempotencyKey: string;
}

/** How the shop sends mail: a provider's HTTP API, the send_email binding, or locally the outbox table. */
export interface MailSender {
  /** Resolves with the provider's id of the mail; throws a MailSendError when it was not sent. */
  send(mail: Mail): Promise<string>;
}

/** A send that failed. `permanent`: sending it again cannot succeed (the provider refused the mail itself). */
export class MailSendError extends Error {
  override name = "MailSendError";
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}
