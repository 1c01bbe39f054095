import type { NamespaceDocumentsTranslation } from "../../i18n-types";

/** Los documentos comerciales de la tienda, impresos (PDF): factura proforma, factura comercial, nota de crédito. */
const documents = {
  title: {
    proforma: "Factura proforma",
    commercialInvoice: "Factura comercial",
    creditNote: "Nota de crédito",
  },
  labelled: "{label}: {value}",
  number: "Número",
  issued: "Fecha de emisión",
  orderNo: "Número de pedido",
  poNumber: "Su orden de compra",
  seller: "Vendedor",
  buyer: "Comprador",
  shipTo: "Enviar a",
  taxId: "Identificación fiscal",
  eori: "Número EORI",
  email: "Correo para facturas",
  columns: {
    sku: "Ref.",
    description: "Descripción",
    hsCode: "Código SA",
    origin: "Origen",
    quantity: "Cant.",
    netWeight: "Neto kg",
    grossWeight: "Bruto kg",
    unitPrice: "Precio unitario",
    amount: "Importe",
  },
  subtotal: "Total parcial",
  shipping: "Envío",
  discount: "Descuento",
  total: "Importe total",
  currency: "Todos los importes en {currency}.",
  payment: {
    title: "Pago",
    bankName: "Banco",
    accountName: "Titular de la cuenta",
    accountNumber: "Número de cuenta / IBAN",
    swift: "Código SWIFT / BIC",
    reference: "Referencia de pago",
    dueBy: "Pagar antes del",
    note: "Indique la referencia de pago en su transferencia. Esta factura proforma es una solicitud de pago, no una factura fiscal.",
  },
  shipment: {
    title: "Envío de la mercancía",
    incoterm: "Condiciones de entrega (Incoterms® 2020)",
    parcels: "Bultos",
    carrier: "Transportista",
    tracking: "Número de seguimiento",
    netWeight: "Peso neto total",
    grossWeight: "Peso bruto total",
  },
  declaration:
    "Declaramos que la información de esta factura es verdadera y correcta, y que las mercancías tienen el origen indicado.",
  signature: "Firma y fecha",
  credit: {
    title: "Abono",
    refersTo: "Referente a la factura",
    amount: "Importe abonado",
    reason: "Motivo",
  },
  page: "Página {page} de {pages}",
} satisfies NamespaceDocumentsTranslation;

export default documents;
