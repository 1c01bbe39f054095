import type { BaseTranslation } from "../../i18n-types";

/** The console's mail page: mail not sent, the local outbox, a member's own mail settings. */
const mail = {
  nav: "Mail",
  title: "Mail",
  lead: "Mail the shop could not send, and the local outbox.",
  dead: "Mail not sent",
  deadEmpty: "Every mail went out.",
  kind: "Mail",
  recipient: "Recipient",
  error: "Why",
  failedAt: "Given up",
  attempts: "Tries: {count:number}",
  retry: "Send again",
  retried: "The mail is queued again.",
  notFound: "There is no such mail to send again.",
  outbox: "Outbox",
  outboxLead: "Without a mail provider, mail is written here instead of sent (newest first).",
  outboxEmpty: "The outbox is empty.",
  to: "To {recipient}",
  htmlOf: "The mail “{subject}” as HTML",
  text: "Text part",
  alerts: "Mail me at once when an order is paid or a version runs low on stock",
  saveAlerts: "Save",
  alertsSaved: "Your mail setting is saved.",
  digest: "Mail me a daily digest of the shop (at 06:00 UTC, about the day before)",
  headers: "Headers",
} satisfies BaseTranslation;

export default mail;
