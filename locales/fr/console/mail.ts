import type { NamespaceConsoleTranslation } from "../../i18n-types";

const mail = {
  nav: "Courriels",
  title: "Courriels",
  lead: "Les courriels que la boutique n’a pas pu envoyer, et la boîte d’envoi locale.",
  dead: "Courriels non envoyés",
  deadEmpty: "Tous les courriels sont partis.",
  kind: "Courriel",
  recipient: "Destinataire",
  error: "Raison",
  failedAt: "Abandonné",
  attempts: "Essais : {count}",
  retry: "Renvoyer",
  retried: "Le courriel est de nouveau en file d’attente.",
  notFound: "Aucun courriel de ce type à renvoyer.",
  outbox: "Boîte d’envoi",
  outboxLead:
    "Sans fournisseur de courriel, les courriels sont écrits ici au lieu d’être envoyés (les plus récents d’abord).",
  outboxEmpty: "La boîte d’envoi est vide.",
  to: "À {recipient}",
  htmlOf: "Le courriel « {subject} » en HTML",
  text: "Partie texte",
  alerts: "M’avertir par courriel dès qu’une commande est payée ou qu’une version manque de stock",
  saveAlerts: "Enregistrer",
  alertsSaved: "Votre réglage de courriel est enregistré.",
  digest: "M’envoyer un résumé quotidien de la boutique (à 06:00 UTC, sur la veille)",
  headers: "En-têtes",
} satisfies NamespaceConsoleTranslation["mailPage"];

export default mail;
