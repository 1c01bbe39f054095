import type { BaseTranslation } from "../../i18n-types";

/** The shop's issued documents in the console: an order's, and every one of a month for the accountant. */
const invoicing = {
  nav: "Documents",
  kinds: {
    proforma: "Pro-forma invoice",
    commercial_invoice: "Commercial invoice",
    credit_note: "Credit note",
  },
  /** The order page's block. */
  title: "Documents",
  none: "No documents yet.",
  credits: "Credits {number}",
  download: "Download",
  /** A download link's full name: the visible word first. */
  downloadLabel: "Download {number} (PDF)",
  resend: "Re-send",
  /** A re-send button's full name: the visible word first. */
  resendLabel: "Re-send {number} to the buyer",
  resent: "{number} was mailed to the buyer again.",
  readOnly: "Your role ({role}) can download documents but not issue or re-send them.",
  newProforma: "Issue new pro-forma",
  newProformaHint: "A fresh pro-forma with today’s date, mailed to the buyer (after the payment terms changed, say).",
  proformaIssued: "Pro-forma invoice {number} issued and mailed to the buyer.",
  creditTitle: "Credit note",
  creditLead: "Gives back part or all of invoice {number}; the buyer gets it by mail. {amount} can still be credited.",
  fullyCredited: "Invoice {number} is fully credited.",
  creditAmount: "Amount to credit ({currency})",
  creditHint: "Such as {example}.",
  creditReason: "Reason (printed on the credit note)",
  creditSubmit: "Issue credit note",
  creditIssued: "Credit note {number} for {amount} issued and mailed to the buyer.",
  creditUnreadable: "“{amount}” is not an amount: type it such as {example}.",
  creditNotPositive: "A credit note is for an amount above 0.",
  creditTooPrecise: "{currency} has {digits:number} decimal place{{s}}: type the amount as {example}.",
  /** The documents page. */
  pageLead: "Every pro-forma invoice, commercial invoice and credit note issued in a month (UTC), for the accountant.",
  month: "Month",
  monthFormat: "A month as year-month, such as {example}.",
  show: "Show",
  previous: "Previous month",
  next: "Next month",
  csv: "Download CSV",
  emptyMonth: "No documents were issued in {month}.",
  number: "Number",
  kind: "Document",
  issued: "Issued",
  order: "Order",
  amount: "Amount",
  refersTo: "Refers to",
  file: "File",
  nextNumbers: "Next numbers this year",
} satisfies BaseTranslation;

export default invoicing;
