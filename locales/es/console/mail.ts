import type { NamespaceConsoleTranslation } from "../../i18n-types";

const mail = {
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
  outboxLead: "Sin proveedor de correo, los correos se guardan aquí en lugar de enviarse (los más recientes primero).",
  outboxEmpty: "La bandeja de salida está vacía.",
  to: "Para {recipient}",
  htmlOf: "El correo «{subject}» en HTML",
  text: "Parte de texto",
  alerts: "Avisarme por correo en cuanto se pague un pedido o quede poco stock de una versión",
  saveAlerts: "Guardar",
  alertsSaved: "Se ha guardado tu ajuste de correo.",
  digest: "Enviarme un resumen diario de la tienda (a las 06:00 UTC, sobre el día anterior)",
  headers: "Cabeceras",
} satisfies NamespaceConsoleTranslation["mailPage"];

export default mail;
