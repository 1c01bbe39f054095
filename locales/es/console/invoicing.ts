import type { NamespaceConsoleTranslation } from "../../i18n-types";

const invoicing = {
  nav: "Documentos",
  kinds: {
    proforma: "Factura proforma",
    commercial_invoice: "Factura comercial",
    credit_note: "Nota de crédito",
  },
  title: "Documentos",
  none: "Todavía no hay documentos.",
  credits: "Abona {number}",
  download: "Descargar",
  downloadLabel: "Descargar {number} (PDF)",
  resend: "Reenviar",
  resendLabel: "Reenviar {number} al comprador",
  resent: "{number} se envió de nuevo al comprador por correo.",
  readOnly: "Tu rol ({role}) puede descargar documentos, pero no emitirlos ni reenviarlos.",
  newProforma: "Emitir nueva proforma",
  newProformaHint:
    "Una proforma nueva con la fecha de hoy, enviada al comprador por correo (por ejemplo, si cambiaron las condiciones de pago).",
  proformaIssued: "Factura proforma {number} emitida y enviada al comprador.",
  creditTitle: "Nota de crédito",
  creditLead:
    "Devuelve una parte o la totalidad de la factura {number}; el comprador la recibe por correo. Aún se pueden abonar {amount}.",
  fullyCredited: "La factura {number} está abonada por completo.",
  creditAmount: "Importe a abonar ({currency})",
  creditHint: "Por ejemplo {example}.",
  creditReason: "Motivo (se imprime en la nota de crédito)",
  creditSubmit: "Emitir nota de crédito",
  creditIssued: "Nota de crédito {number} por {amount} emitida y enviada al comprador.",
  creditUnreadable: "«{amount}» no es un importe: escríbelo, por ejemplo, como {example}.",
  creditNotPositive: "Una nota de crédito debe ser por un importe superior a 0.",
  creditTooPrecise: "{currency} tiene {digits} decimal{{es}}: escribe el importe como {example}.",
  pageLead:
    "Todas las facturas proforma, facturas comerciales y notas de crédito emitidas en un mes (UTC), para el contable.",
  month: "Mes",
  monthFormat: "Un mes como año-mes, por ejemplo {example}.",
  show: "Mostrar",
  previous: "Mes anterior",
  next: "Mes siguiente",
  csv: "Descargar CSV",
  emptyMonth: "No se emitieron documentos en {month}.",
  number: "Número",
  kind: "Documento",
  issued: "Emitido",
  order: "Pedido",
  amount: "Importe",
  refersTo: "Referente a",
  file: "Archivo",
  nextNumbers: "Próximos números de este año",
} satisfies NamespaceConsoleTranslation["invoicing"];

export default invoicing;
