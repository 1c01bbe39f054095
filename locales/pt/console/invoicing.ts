import type { NamespaceConsoleTranslation } from "../../i18n-types";

const invoicing = {
  nav: "Documentos",
  kinds: {
    proforma: "Fatura pró-forma",
    commercial_invoice: "Fatura comercial",
    credit_note: "Nota de crédito",
  },
  title: "Documentos",
  none: "Ainda não há documentos.",
  credits: "Credita {number}",
  download: "Baixar",
  downloadLabel: "Baixar {number} (PDF)",
  resend: "Reenviar",
  resendLabel: "Reenviar {number} ao comprador",
  resent: "{number} foi enviado de novo ao comprador por e-mail.",
  readOnly: "Seu papel ({role}) pode baixar documentos, mas não emiti-los nem reenviá-los.",
  newProforma: "Emitir nova pró-forma",
  newProformaHint:
    "Uma nova pró-forma com a data de hoje, enviada ao comprador por e-mail (por exemplo, depois de mudarem as condições de pagamento).",
  proformaIssued: "Fatura pró-forma {number} emitida e enviada ao comprador.",
  creditTitle: "Nota de crédito",
  creditLead:
    "Devolve parte ou todo o valor da fatura {number}; o comprador a recebe por e-mail. Ainda é possível creditar {amount}.",
  fullyCredited: "A fatura {number} está totalmente creditada.",
  creditAmount: "Valor a creditar ({currency})",
  creditHint: "Por exemplo {example}.",
  creditReason: "Motivo (impresso na nota de crédito)",
  creditSubmit: "Emitir nota de crédito",
  creditIssued: "Nota de crédito {number} de {amount} emitida e enviada ao comprador.",
  creditUnreadable: "“{amount}” não é um valor: digite-o, por exemplo, como {example}.",
  creditNotPositive: "Uma nota de crédito precisa ter um valor acima de 0.",
  creditTooPrecise: "{currency} tem {digits} {{casa decimal|casas decimais}}: digite o valor como {example}.",
  pageLead:
    "Todas as faturas pró-forma, faturas comerciais e notas de crédito emitidas em um mês (UTC), para o contador.",
  month: "Mês",
  monthFormat: "Um mês no formato ano-mês, por exemplo {example}.",
  show: "Mostrar",
  previous: "Mês anterior",
  next: "Próximo mês",
  csv: "Baixar CSV",
  emptyMonth: "Nenhum documento foi emitido em {month}.",
  number: "Número",
  kind: "Documento",
  issued: "Emitido",
  order: "Pedido",
  amount: "Valor",
  refersTo: "Refere-se a",
  file: "Arquivo",
  nextNumbers: "Próximos números deste ano",
} satisfies NamespaceConsoleTranslation["invoicing"];

export default invoicing;
