import type { BaseTranslation } from "../../i18n-types";

/** The shop's business documents as printed (PDF): pro-forma invoice, commercial invoice, credit note. */
const documents = {
  title: {
    proforma: "Pro-forma invoice",
    commercialInvoice: "Commercial invoice",
    creditNote: "Credit note",
    offer: "Offer",
  },
  /** A label and its value on one line ("VAT: DE123456789"). */
  labelled: "{label}: {value}",
  number: "Number",
  issued: "Date of issue",
  orderNo: "Order number",
  poNumber: "Your PO number",
  seller: "Seller",
  buyer: "Buyer",
  shipTo: "Ship to",
  taxId: "Tax ID",
  eori: "EORI number",
  email: "Invoice e-mail",
  columns: {
    sku: "SKU",
    description: "Description",
    hsCode: "HS code",
    origin: "Origin",
    quantity: "Qty",
    netWeight: "Net kg",
    grossWeight: "Gross kg",
    unitPrice: "Unit price",
    amount: "Amount",
  },
  subtotal: "Subtotal",
  shipping: "Shipping",
  discount: "Discount",
  total: "Total",
  currency: "All amounts in {currency}.",
  payment: {
    title: "Payment",
    bankName: "Bank",
    accountName: "Account name",
    accountNumber: "Account number / IBAN",
    swift: "SWIFT / BIC",
    reference: "Payment reference",
    dueBy: "Pay by",
    note: "Please quote the payment reference with your transfer. This pro-forma invoice is a request for payment, not a tax invoice.",
  },
  shipment: {
    title: "Shipment",
    incoterm: "Terms of delivery (Incoterms® 2020)",
    parcels: "Parcels",
    carrier: "Carrier",
    tracking: "Tracking number",
    netWeight: "Total net weight",
    grossWeight: "Total gross weight",
  },
  declaration:
    "We declare that the information on this invoice is true and correct, and that the goods are of the origin shown.",
  signature: "Signature and date",
  credit: {
    title: "Credit",
    refersTo: "Refers to invoice",
    amount: "Amount credited",
    reason: "Reason",
  },
  offer: {
    title: "Terms",
    validUntil: "Valid until",
    freight: "Freight",
    leadTime: "ships {days:number} day{{s}} after payment",
    note: "This offer holds until {date}. Accepted on the quote's page, it becomes an order at these prices, with its pro-forma invoice for payment.",
  },
  page: "Page {page} of {pages}",
} satisfies BaseTranslation;

export default documents;
