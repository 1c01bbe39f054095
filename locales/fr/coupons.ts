import type { NamespaceCouponsTranslation } from "../i18n-types";

/** Campagnes et bons de réduction, comptes à rebours, avis. */
const coupons = {
  button: {
    used: "Utilisé",
    notStarted: "Pas encore commencé",
    claimed: "Récupéré",
    claim: "Récupérer",
    unused: "Non utilisé",
    paused: "Suspendu",
    expired: "Expiré",
    voided: "Retiré",
    abnormal: "Statut anormal",
    allClaimed: "Épuisé",
    notEligible: "Non éligible",
  },
  claimed: "Récupéré. Votre bon de réduction vous attend dans Mes bons de réduction.",
  off: "{amount} de réduction",
  minimum: "Dès {amount} d’achat",
  noMinimum: "Sans minimum d’achat",
  percentOff: "{percent} de remise",
  percentOffUpTo: "{percent} de remise, jusqu’à {cap}",
  perCustomer: "Jusqu’à {limit} par client",
  left: "Encore {count} disponible{{s}}",
  startsIn: "Commence dans {time}",
  endsIn: "Se termine dans {time}",
  ended: "Terminé",
  invalidTime: "Format de date future non valide",
  duration: "{days} j {clock}",
  validUntil: "Valable jusqu’au {date}",
  usedOn: "Utilisé le {date} pour la commande {orderNo}",
  reservedFor: "Réservé pour la commande non payée {orderNo}",
  tabs: {
    unused: "Non utilisés",
    used: "Utilisés",
    expired: "Expirés",
  },
  empty: "Aucun bon de réduction ici.",
  noCampaigns: "Aucune campagne de réduction en ce moment. Revenez bientôt.",
  newCustomersOnly: "Réservé aux nouveaux clients (comptes sans commande payée)",
  notNewCustomer: "Ce bon de réduction est réservé aux nouveaux clients, et votre compte a déjà une commande payée.",
  appliesTo: "Valable pour :",
  ineligibleNewCustomer:
    "Vous ne pouvez pas récupérer le bon de réduction de cette campagne : elle est réservée aux nouveaux clients, et votre compte a déjà une commande payée.",
  getMore: "Voir les campagnes",
  signInToClaim: "Connectez-vous pour récupérer un bon de réduction de cette campagne.",
  checkout: {
    title: "Bon de réduction",
    none: "Aucun bon de réduction",
    noneAvailable: "Vous n’avez aucun bon de réduction pour cette commande.",
    notApplicable: "minimum {amount}",
    notForProducts: "non valable pour ces produits",
    newCustomersOnly: "réservé aux nouveaux clients",
  },
} satisfies NamespaceCouponsTranslation;

export default coupons;
