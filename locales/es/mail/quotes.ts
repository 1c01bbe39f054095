import type { NamespaceMailTranslation } from "../../i18n-types";

/** Los correos de una cotización: al comprador, y los avisos al personal. */
const quoteMails = {
  view: "Ver tu cotización",
  viewOffer: "Ver y aceptar la oferta",
  quoteNo: "Cotización",
  validUntil: "Válida hasta",
  freight: "Transporte",
  subtotal: "Subtotal",
  total: "Total",
  leadTime: "Se envía {days} día{{s}} después del pago",
  received: {
    subject: "Hemos recibido tu solicitud de cotización {quoteNo}",
    heading: "Tenemos tu solicitud de cotización",
    intro:
      "Gracias por tu consulta. Nuestro equipo comercial responderá a la solicitud {quoteNo} con una oferta: precios, transporte a {country} y plazos de envío.",
  },
  offered: {
    subject: "Tu oferta para la cotización {quoteNo}",
    heading: "Tu oferta está lista",
    intro:
      "Aquí tienes nuestra oferta para la cotización {quoteNo}. Es válida hasta el {date}; acéptala en la página de la cotización y se convertirá en tu pedido a estos precios.",
  },
  revised: {
    subject: "Oferta revisada {version} para la cotización {quoteNo}",
    heading: "Hemos revisado tu oferta",
    intro:
      "Hemos revisado la oferta de la cotización {quoteNo} (versión {version}, válida hasta el {date}). Solo se puede aceptar esta última versión; las anteriores siguen en la página de la cotización para que las compares.",
  },
  reminder: {
    subject: "Tu oferta para la cotización {quoteNo} vence el {date}",
    heading: "Tu oferta vence pronto",
    intro: "La oferta de la cotización {quoteNo} es válida hasta el {date}. Acéptala antes para pedir a estos precios.",
  },
  expired: {
    subject: "Tu oferta para la cotización {quoteNo} ha caducado",
    heading: "Tu oferta ha caducado",
    intro:
      "La oferta de la cotización {quoteNo} era válida hasta el {date} y ya no se puede aceptar. Escríbenos en la página de la cotización y te haremos una nueva.",
  },
  reply: {
    subject: "Nuevo mensaje sobre tu cotización {quoteNo}",
    heading: "{name} ha respondido",
    intro: "Hay un mensaje nuevo sobre la cotización {quoteNo}:",
  },
  declined: {
    subject: "Sobre tu solicitud de cotización {quoteNo}",
    heading: "No podemos hacerte una oferta",
    intro: "Lo sentimos: no podemos hacerte una oferta para la cotización {quoteNo}.",
    reason: "Motivo: {reason}",
  },
  fromOffer: "Este pedido corresponde a la oferta {version} de la cotización {quoteNo}, que aceptaste.",
  staff: {
    requestedSubject: "Nueva solicitud de cotización {quoteNo} de {email}",
    requestedIntro: "{email} pide una cotización de {count} unidad{{es}}, con envío a {country}.",
    messageSubject: "{email} ha escrito sobre la cotización {quoteNo}",
    acceptedSubject: "Cotización {quoteNo} aceptada: pedido {orderNo}",
    acceptedIntro:
      "{email} ha aceptado la oferta {version} de la cotización {quoteNo}. Es el pedido {orderNo}, pendiente de pago.",
    declinedSubject: "El comprador ha rechazado la cotización {quoteNo}",
    withdrawnSubject: "El comprador ha retirado la cotización {quoteNo}",
    closedIntro: "{email} ha cerrado la cotización {quoteNo}.",
    open: "Abrir la cotización",
  },
} satisfies NamespaceMailTranslation["quote"];

export default quoteMails;
