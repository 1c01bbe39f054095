import type { NamespaceDocumentsTranslation } from "../../i18n-types";

/** Os documentos comerciais da loja, impressos (PDF): fatura pró-forma, fatura comercial, nota de crédito. */
const documents = {
  title: {
    proforma: "Fatura pró-forma",
    commercialInvoice: "Fatura comercial",
    creditNote: "Nota de crédito",
  },
  labelled: "{label}: {value}",
  number: "Número",
  issued: "Data de emissão",
  orderNo: "Número do pedido",
  poNumber: "Seu pedido de compra",
  seller: "Vendedor",
  buyer: "Comprador",
  shipTo: "Entregar a",
  taxId: "Identificação fiscal",
  eori: "Número EORI",
  email: "E-mail para faturas",
  columns: {
    sku: "Ref.",
    description: "Descrição",
    hsCode: "Código SH",
    origin: "Origem",
    quantity: "Qtd.",
    netWeight: "Líq. kg",
    grossWeight: "Bruto kg",
    unitPrice: "Preço unitário",
    amount: "Valor",
  },
  subtotal: "Total parcial",
  shipping: "Frete",
  discount: "Desconto",
  total: "Valor total",
  currency: "Todos os valores em {currency}.",
  payment: {
    title: "Pagamento",
    bankName: "Banco",
    accountName: "Titular da conta",
    accountNumber: "Número da conta / IBAN",
    swift: "Código SWIFT / BIC",
    reference: "Referência de pagamento",
    dueBy: "Pagar até",
    note: "Informe a referência de pagamento na sua transferência. Esta fatura pró-forma é um pedido de pagamento, não uma fatura fiscal.",
  },
  shipment: {
    title: "Remessa",
    incoterm: "Condições de entrega (Incoterms® 2020)",
    parcels: "Volumes",
    carrier: "Transportadora",
    tracking: "Código de rastreio",
    netWeight: "Peso líquido total",
    grossWeight: "Peso bruto total",
  },
  declaration:
    "Declaramos que as informações desta fatura são verdadeiras e corretas, e que as mercadorias têm a origem indicada.",
  signature: "Assinatura e data",
  credit: {
    title: "Crédito",
    refersTo: "Refere-se à fatura",
    amount: "Valor creditado",
    reason: "Motivo",
  },
  page: "Página {page} de {pages}",
} satisfies NamespaceDocumentsTranslation;

export default documents;
