import type { NamespaceConsoleTranslation } from "../../i18n-types";

const invoicing = {
  nav: "Pièces comptables",
  kinds: {
    proforma: "Facture pro forma",
    commercial_invoice: "Facture commerciale",
    credit_note: "Avoir",
  },
  title: "Pièces comptables",
  none: "Aucune pièce pour l’instant.",
  credits: "Avoir sur {number}",
  download: "Télécharger",
  downloadLabel: "Télécharger {number} (PDF)",
  resend: "Renvoyer",
  resendLabel: "Renvoyer {number} à l’acheteur",
  resent: "{number} a été renvoyé à l’acheteur par e-mail.",
  readOnly: "Votre rôle ({role}) permet de télécharger les pièces, mais pas de les émettre ni de les renvoyer.",
  newProforma: "Émettre une nouvelle pro forma",
  newProformaHint:
    "Une nouvelle pro forma datée d’aujourd’hui, envoyée à l’acheteur par e-mail (par exemple après un changement des conditions de paiement).",
  proformaIssued: "Facture pro forma {number} émise et envoyée à l’acheteur.",
  creditTitle: "Avoir",
  creditLead:
    "Rembourse tout ou partie de la facture {number} ; l’acheteur le reçoit par e-mail. Il reste {amount} à créditer.",
  fullyCredited: "La facture {number} est entièrement créditée.",
  creditAmount: "Montant à créditer ({currency})",
  creditHint: "Par exemple {example}.",
  creditReason: "Motif (imprimé sur l’avoir)",
  creditSubmit: "Émettre l’avoir",
  creditIssued: "Avoir {number} de {amount} émis et envoyé à l’acheteur.",
  creditUnreadable: "« {amount} » n’est pas un montant : saisissez-le par exemple comme {example}.",
  creditNotPositive: "Un avoir porte sur un montant supérieur à 0.",
  creditTooPrecise: "{currency} a {digits} décimale{{s}} : saisissez le montant comme {example}.",
  pageLead:
    "Toutes les factures pro forma, factures commerciales et avoirs émis au cours d’un mois (UTC), pour le comptable.",
  month: "Mois",
  monthFormat: "Un mois sous la forme année-mois, par exemple {example}.",
  show: "Afficher",
  previous: "Mois précédent",
  next: "Mois suivant",
  csv: "Télécharger le CSV",
  emptyMonth: "Aucune pièce n’a été émise en {month}.",
  number: "Numéro",
  kind: "Pièce",
  issued: "Émis le",
  order: "Commande",
  amount: "Montant",
  refersTo: "Se rapporte à",
  file: "Fichier",
  nextNumbers: "Prochains numéros cette année",
} satisfies NamespaceConsoleTranslation["invoicing"];

export default invoicing;
