import type { Translation } from "../i18n-types";

/** Correos a compradores y al personal (asuntos, títulos, párrafos; las etiquetas son las de la tienda). */
const mail = {
  greeting: "Hola, {name}:",
  footer: "{siteName} · Este correo se envió a {email}.",
  viewOrder: "Ver tu pedido",
  orderNo: "Número de pedido",
  orderReceived: {
    subject: "Hemos recibido tu pedido {orderNo}",
    heading: "Gracias por tu pedido",
    intro: "Hemos recibido tu pedido {orderNo}. Esto es lo que has pedido.",
    bankIntro: "Transfiere {amount} a la cuenta de abajo antes del {date}, indicando la referencia de pago.",
    deadline: "Pagar antes del",
    pay: "Pagar tu pedido",
  },
  paymentReceived: {
    subject: "Pago recibido del pedido {orderNo}",
    heading: "Tu pago ha llegado",
    intro: "Hemos recibido {amount} por el pedido {orderNo}. Lo estamos preparando para el envío.",
  },
  shipped: {
    subject: "El pedido {orderNo} ha salido",
    heading: "Tu pedido está en camino",
    intro: "El pedido {orderNo} se entregó a {carrier}.",
    carrier: "Transportista",
    track: "Seguir tu paquete",
  },
  completed: {
    subject: "El pedido {orderNo} está completado",
    heading: "Tu pedido ha llegado",
    intro: "El pedido {orderNo} está completado. ¿Qué te parecen los productos? Tu opinión ayuda a otros compradores.",
    review: "Opinar sobre tus productos",
  },
  cancelled: {
    subject: "El pedido {orderNo} se ha cancelado",
    heading: "Tu pedido se ha cancelado",
    byCustomer:
      "Cancelaste el pedido {orderNo}. Sus artículos vuelven a estar a la venta y puedes volver a usar el cupón.",
    byShop: "Hemos cancelado el pedido {orderNo}. Sus artículos vuelven a estar a la venta.",
    expired: "El pedido {orderNo} se canceló porque su pago no llegó dentro del plazo.",
  },
  refund: {
    subject: "Reembolso registrado del pedido {orderNo}",
    heading: "Te hemos devuelto el dinero",
    intro: "Hemos devuelto {amount} del pedido {orderNo}. Puede tardar unos días laborables en llegar a tu cuenta.",
  },
  welcome: {
    subject: "Te damos la bienvenida a {siteName}",
    heading: "Bienvenido a {siteName}",
    intro: "Tu cuenta está lista. Puedes seguir tus pedidos, guardar direcciones y conseguir cupones.",
    action: "Empezar a comprar",
  },
  reset: {
    subject: "Restablece tu contraseña de {siteName}",
    heading: "Restablece tu contraseña",
    intro: "Alguien ha pedido restablecer la contraseña de tu cuenta. El enlace sirve una vez, durante 30 minutos.",
    action: "Elegir una contraseña nueva",
    ignore: "Si no fuiste tú, ignora este correo: tu contraseña no cambia.",
  },
  passwordChanged: {
    subject: "Se ha cambiado tu contraseña de {siteName}",
    heading: "Tu contraseña ha cambiado",
    intro: "Se acaba de cambiar la contraseña de tu cuenta.",
    notYou: "Si no fuiste tú, restablece tu contraseña ahora.",
  },
  staff: {
    paidSubject: "Pedido pagado {orderNo}: {amount}",
    paidIntro: "El pedido {orderNo} de {email} está pagado ({amount}). Listo para enviar.",
    lowStockSubject: "Quedan pocas unidades: {name}",
    lowStockIntro: "De {name} ({spec}) quedan {stock}.",
    open: "Abrir la consola",
  },
  settings: {
    language: "Idioma de nuestros correos",
    languageHint: "Los correos de pedidos, envíos y cuenta llegan en este idioma.",
  },
  console: {
    nav: "Correo",
    title: "Correo",
    lead: "El correo que la tienda no pudo enviar y la bandeja de salida local.",
    dead: "Correo no enviado",
    deadEmpty: "Todo el correo ha salido.",
    kind: "Correo",
    recipient: "Destinatario",
    error: "Motivo",
    failedAt: "Abandonado",
    attempts: "Intentos: {count}",
    retry: "Enviar de nuevo",
    retried: "El correo vuelve a estar en cola.",
    notFound: "No existe ese correo para enviarlo de nuevo.",
    outbox: "Bandeja de salida",
    outboxLead:
      "Sin proveedor de correo, los correos se guardan aquí en lugar de enviarse (los más recientes primero).",
    outboxEmpty: "La bandeja de salida está vacía.",
    to: "Para {recipient}",
    htmlOf: "El correo «{subject}» en HTML",
    text: "Parte de texto",
    alerts: "Avisarme por correo en cuanto se pague un pedido o quede poco stock de una versión",
    saveAlerts: "Guardar",
    alertsSaved: "Se ha guardado tu ajuste de correo.",
  },
} satisfies Translation["mail"];

export default mail;
