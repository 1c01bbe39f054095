import type { Translation } from "../i18n-types";

/** E-mails para compradores e equipe (assuntos, títulos, parágrafos; os rótulos são os da loja). */
const mail = {
  greeting: "Olá, {name},",
  footer: "{siteName} · Este e-mail foi enviado para {email}.",
  viewOrder: "Ver seu pedido",
  orderNo: "Número do pedido",
  orderReceived: {
    subject: "Recebemos seu pedido {orderNo}",
    heading: "Obrigado pelo seu pedido",
    intro: "Recebemos seu pedido {orderNo}. Veja o que você pediu.",
    bankIntro: "Transfira {amount} para a conta abaixo até {date}, informando a referência de pagamento.",
    deadline: "Pagar até",
    pay: "Pagar seu pedido",
  },
  paymentReceived: {
    subject: "Pagamento recebido do pedido {orderNo}",
    heading: "Seu pagamento chegou",
    intro: "Recebemos {amount} pelo pedido {orderNo}. Estamos preparando o envio.",
  },
  shipped: {
    subject: "O pedido {orderNo} foi enviado",
    heading: "Seu pedido está a caminho",
    intro: "O pedido {orderNo} foi entregue à {carrier}.",
    carrier: "Transportadora",
    track: "Rastrear seu pacote",
  },
  completed: {
    subject: "O pedido {orderNo} foi concluído",
    heading: "Seu pedido chegou",
    intro: "O pedido {orderNo} foi concluído. O que achou dos produtos? Sua avaliação ajuda outros compradores.",
    review: "Avaliar seus produtos",
  },
  cancelled: {
    subject: "O pedido {orderNo} foi cancelado",
    heading: "Seu pedido foi cancelado",
    byCustomer: "Você cancelou o pedido {orderNo}. Os itens voltaram à venda e o cupom pode ser usado de novo.",
    byShop: "Cancelamos o pedido {orderNo}. Os itens voltaram à venda.",
    expired: "O pedido {orderNo} foi cancelado porque o pagamento não chegou dentro do prazo.",
  },
  refund: {
    subject: "Reembolso registrado do pedido {orderNo}",
    heading: "Devolvemos seu dinheiro",
    intro: "Devolvemos {amount} do pedido {orderNo}. Pode levar alguns dias úteis para chegar à sua conta.",
  },
  welcome: {
    subject: "Boas-vindas à {siteName}",
    heading: "Boas-vindas à {siteName}",
    intro: "Sua conta está pronta. Você pode acompanhar pedidos, guardar endereços e pegar cupons.",
    action: "Começar a comprar",
  },
  reset: {
    subject: "Redefina sua senha da {siteName}",
    heading: "Redefina sua senha",
    intro: "Alguém pediu para redefinir a senha da sua conta. O link vale uma vez, por 30 minutos.",
    action: "Escolher uma nova senha",
    ignore: "Se não foi você, ignore este e-mail: sua senha continua a mesma.",
  },
  passwordChanged: {
    subject: "Sua senha da {siteName} foi alterada",
    heading: "Sua senha foi alterada",
    intro: "A senha da sua conta acabou de ser alterada.",
    notYou: "Se não foi você, redefina sua senha agora.",
  },
  staff: {
    paidSubject: "Pedido pago {orderNo}: {amount}",
    paidIntro: "O pedido {orderNo} de {email} foi pago ({amount}). Está pronto para envio.",
    lowStockSubject: "Estoque baixo: {name}",
    lowStockIntro: "Restam {stock} de {name} ({spec}).",
    open: "Abrir o console",
  },
  settings: {
    language: "Idioma dos nossos e-mails",
    languageHint: "Os e-mails de pedidos, envios e conta chegam neste idioma.",
  },
  console: {
    nav: "E-mails",
    title: "E-mails",
    lead: "Os e-mails que a loja não conseguiu enviar e a caixa de saída local.",
    dead: "E-mails não enviados",
    deadEmpty: "Todos os e-mails foram enviados.",
    kind: "E-mail",
    recipient: "Destinatário",
    error: "Motivo",
    failedAt: "Desistido em",
    attempts: "Tentativas: {count}",
    retry: "Enviar de novo",
    retried: "O e-mail voltou para a fila.",
    notFound: "Não há esse e-mail para enviar de novo.",
    outbox: "Caixa de saída",
    outboxLead:
      "Sem um provedor de e-mail, os e-mails ficam aqui em vez de serem enviados (os mais recentes primeiro).",
    outboxEmpty: "A caixa de saída está vazia.",
    to: "Para {recipient}",
    htmlOf: "O e-mail “{subject}” em HTML",
    text: "Parte em texto",
    alerts: "Me avisar por e-mail assim que um pedido for pago ou uma versão ficar com estoque baixo",
    saveAlerts: "Salvar",
    alertsSaved: "Sua configuração de e-mail foi salva.",
  },
} satisfies Translation["mail"];

export default mail;
