import type { NamespaceMailTranslation } from "../../i18n-types";

/** Os e-mails de uma cotação: para o comprador e os avisos para a equipe. */
const quoteMails = {
  view: "Ver sua cotação",
  viewOffer: "Ver e aceitar a proposta",
  quoteNo: "Cotação",
  validUntil: "Válida até",
  freight: "Frete",
  subtotal: "Subtotal",
  total: "Total",
  leadTime: "Envio {days} dia{{s}} após o pagamento",
  received: {
    subject: "Recebemos sua solicitação de cotação {quoteNo}",
    heading: "Sua solicitação de cotação chegou até nós",
    intro:
      "Obrigado pelo contato. Nossa equipe de vendas vai responder à solicitação {quoteNo} com uma proposta: preços, frete para {country} e prazos de envio.",
  },
  offered: {
    subject: "Sua proposta para a cotação {quoteNo}",
    heading: "Sua proposta está pronta",
    intro:
      "Esta é a nossa proposta para a cotação {quoteNo}. Ela é válida até {date}; aceite-a na página da cotação e ela vira seu pedido com estes preços.",
  },
  revised: {
    subject: "Proposta revisada {version} para a cotação {quoteNo}",
    heading: "Sua proposta foi revisada",
    intro:
      "Revisamos a proposta da cotação {quoteNo} (versão {version}, válida até {date}). Só esta versão mais recente pode ser aceita; as anteriores continuam na página da cotação para você comparar.",
  },
  reminder: {
    subject: "Sua proposta para a cotação {quoteNo} vence em {date}",
    heading: "Sua proposta vence em breve",
    intro: "A proposta da cotação {quoteNo} é válida até {date}. Aceite-a antes disso para comprar com estes preços.",
  },
  expired: {
    subject: "Sua proposta para a cotação {quoteNo} expirou",
    heading: "Sua proposta expirou",
    intro:
      "A proposta da cotação {quoteNo} era válida até {date} e não pode mais ser aceita. Escreva para nós na página da cotação para receber uma nova.",
  },
  reply: {
    subject: "Nova mensagem sobre sua cotação {quoteNo}",
    heading: "{name} respondeu",
    intro: "Há uma nova mensagem sobre a cotação {quoteNo}:",
  },
  declined: {
    subject: "Sobre sua solicitação de cotação {quoteNo}",
    heading: "Não podemos fazer uma proposta",
    intro: "Sentimos muito: não podemos fazer uma proposta para a cotação {quoteNo}.",
    reason: "Motivo: {reason}",
  },
  fromOffer: "Este pedido vem da proposta {version} da cotação {quoteNo}, que você aceitou.",
  staff: {
    requestedSubject: "Nova solicitação de cotação {quoteNo} de {email}",
    requestedIntro: "{email} pede uma cotação de {count} unidade{{s}}, com envio para {country}.",
    messageSubject: "{email} escreveu sobre a cotação {quoteNo}",
    acceptedSubject: "Cotação {quoteNo} aceita: pedido {orderNo}",
    acceptedIntro:
      "{email} aceitou a proposta {version} da cotação {quoteNo}. É o pedido {orderNo}, aguardando pagamento.",
    declinedSubject: "Cotação {quoteNo} recusada pelo comprador",
    withdrawnSubject: "Cotação {quoteNo} retirada pelo comprador",
    closedIntro: "{email} encerrou a cotação {quoteNo}.",
    open: "Abrir a cotação",
  },
} satisfies NamespaceMailTranslation["quote"];

export default quoteMails;
