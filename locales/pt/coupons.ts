import type { NamespaceCouponsTranslation } from "../i18n-types";

/** Campanhas e cupons, contagens regressivas e avaliações. */
const coupons = {
  button: {
    used: "Usado",
    notStarted: "Ainda não começou",
    claimed: "Resgatado",
    claim: "Resgatar",
    unused: "Não usado",
    paused: "Pausado",
    expired: "Expirado",
    voided: "Cancelado",
    abnormal: "Status anormal",
    allClaimed: "Esgotado",
    notEligible: "Não elegível",
  },
  claimed: "Resgatado. Seu cupom está esperando por você em Meus cupons.",
  off: "{amount} de desconto",
  minimum: "Em pedidos a partir de {amount}",
  noMinimum: "Sem valor mínimo",
  percentOff: "{percent} de desconto",
  percentOffUpTo: "{percent} de desconto, até {cap}",
  perCustomer: "Até {limit} por cliente",
  left: "Restam {count}",
  startsIn: "Começa em {time}",
  endsIn: "Termina em {time}",
  ended: "Encerrado",
  invalidTime: "Formato de data futura inválido",
  duration: "{days} d {clock}",
  validUntil: "Válido até {date}",
  usedOn: "Usado em {date} no pedido {orderNo}",
  reservedFor: "Reservado para o pedido não pago {orderNo}",
  tabs: {
    unused: "Não usados",
    used: "Usados",
    expired: "Expirados",
  },
  empty: "Nenhum cupom aqui.",
  noCampaigns: "Não há campanhas de cupons no momento. Volte em breve.",
  newCustomersOnly: "Só para novos clientes (contas sem pedido pago)",
  notNewCustomer: "Este cupom é só para novos clientes, e sua conta já tem um pedido pago.",
  appliesTo: "Válido para:",
  ineligibleNewCustomer:
    "Você não pode resgatar o cupom desta campanha: ela é só para novos clientes, e sua conta já tem um pedido pago.",
  getMore: "Ver campanhas de cupons",
  signInToClaim: "Entre para resgatar um cupom desta campanha.",
  checkout: {
    title: "Cupom",
    none: "Sem cupom",
    noneAvailable: "Você não tem cupons para este pedido.",
    notApplicable: "mínimo de {amount}",
    notForProducts: "não vale para estes produtos",
    newCustomersOnly: "só para novos clientes",
  },
} satisfies NamespaceCouponsTranslation;

export default coupons;
