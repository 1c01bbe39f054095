import type { NamespaceMessagesTranslation } from "../../i18n-types";
import validation from "./validation";
import quotes from "./quotes";

const messages = {
  ok: "OK",
  bodyIncomplete: "Le corps de la requête n’est pas arrivé en entier. Veuillez réessayer.",
  invalidJson: "Le corps de la requête n’est pas un JSON valide.",
  unsupportedMediaType: "Envoyez le corps de la requête au format application/json.",
  notFound: "Point d’accès de l’API inconnu : {path}",
  methodNotAllowed: "Méthode non autorisée.",
  unauthorized: "Veuillez d’abord vous connecter.",
  forbidden: "Vous n’êtes pas autorisé à faire cela.",
  crossSite: "Requête intersite refusée.",
  tooManyRequests: "Trop de tentatives. Réessayez dans {seconds} secondes.",
  wrongCredentials: "E-mail ou mot de passe incorrect.",
  emailTaken: "Un compte existe déjà avec cet e-mail.",
  passwordRules:
    "Le mot de passe doit comporter de 8 à 32 lettres, chiffres ou symboles (sans espace), avec au moins deux de ces trois types.",
  passwordCommon: "Ce mot de passe est trop courant. Veuillez en choisir un autre.",
  passwordSame: "Le nouveau mot de passe doit être différent de l’actuel.",
  wrongOldPassword: "Le mot de passe actuel est incorrect.",
  resetSent: "Si un compte existe pour cet e-mail, un lien de réinitialisation vient d’être envoyé.",
  resetInvalid: "Ce lien de réinitialisation n’est plus valide ou a expiré. Veuillez en demander un nouveau.",
  passwordChanged: "Votre mot de passe a été modifié.",
  privacy: {
    passwordNeeded: "Saisissez votre mot de passe pour confirmer la suppression de votre compte.",
    wrongPassword: "Le mot de passe est incorrect : votre compte n’a pas été supprimé.",
    unpaidOrders:
      "Les commandes en attente de paiement doivent être annulées ou payées avant la suppression de votre compte : {orderNos}.",
    ordersInProgress:
      "Votre compte pourra être supprimé une fois vos commandes payées livrées et terminées : {orderNos}.",
    refundDue:
      "Nous vous devons encore un remboursement pour {orderNos}. Votre compte pourra être supprimé une fois celui-ci effectué.",
    alreadyDeleted: "Ce compte a déjà été supprimé.",
    reservedEmail: "Cette adresse ne peut pas recevoir de courriel. Utilisez votre véritable adresse e-mail.",
  },
  orders: {
    skuNotFound: "Cette variante du produit n’existe pas.",
    notEnoughStock: "Stock restant pour « {name} » : {stock}.",
    lineNotFound: "Cet article n’est pas dans votre panier.",
    addressNotFound: "Cette adresse n’existe pas.",
    shippingNotFound: "Ce mode de livraison n’est pas disponible.",
    shippingRegion: "{method} ne livre pas vers {country}.",
    nothingSelected: "Sélectionnez au moins un article pour passer commande.",
    noLongerSold: "« {name} » n’est plus vendu. Retirez-le de votre panier pour passer commande.",
    orderNotFound: "Cette commande n’existe pas.",
    orderNotPayable: "Cette commande ne peut plus être payée ({status}).",
    refundNotFound: "Aucun paiement à rembourser ne porte cet identifiant.",
    orderWrongStep: "Le statut de cette commande est {status} : cette étape ne s’applique pas pour le moment.",
    orderNotCancellable: "Seules les commandes en attente de paiement peuvent être annulées.",
    paymentBeingConfirmed:
      "Votre paiement a été reçu et est en cours de confirmation : cette commande ne peut donc plus être annulée. Elle apparaîtra bientôt comme payée.",
    cancelProviderFailed:
      "Le prestataire de paiement est injoignable, la commande n’a donc pas été annulée. Veuillez réessayer dans quelques minutes.",
    priceChanged: "Les prix ont changé pendant votre commande. Veuillez vérifier votre commande.",
    providerUnavailable: "Ce moyen de paiement n’est pas disponible.",
    notThisPayPalPayment:
      "Ce paiement PayPal ne correspond pas à cette commande. Relancez le paiement depuis la commande.",
    providerFailed: "Le prestataire de paiement n’a pas répondu. Réessayez ou choisissez le virement bancaire.",
    badSignature: "La signature du webhook n’est pas valide.",
    tooManyAddresses: "Vous pouvez enregistrer jusqu’à 20 adresses.",
    unknownCountry:
      "Nous ne connaissons pas le pays « {country} » de l’adresse. Choisissez son pays dans la liste, puis passez la commande.",
  },
  issuedDocuments: {
    documentNotFound: "Ce document n’existe pas.",
    notUnpaid: "Une facture pro forma n’est émise que pour une commande en attente de paiement.",
    notInvoiced: "Cette commande n’a pas encore de facture à créditer : elle en reçoit une à l’expédition.",
    creditExceeds: "Au plus {amount} peuvent encore être crédités sur cette facture.",
    tradeDataMissing:
      "La facture commerciale ne peut pas être émise : il manque au SKU {sku} {fields}. Complétez-le dans l’éditeur de produit, puis expédiez à nouveau.",
    hsCode: "le code SH",
    originCountry: "le pays d’origine",
    netWeightG: "le poids net",
    grossWeightG: "le poids brut",
    linkExpired:
      "Ce lien de téléchargement a expiré. Connectez-vous pour télécharger le document depuis votre commande.",
    linkInvalid: "Ce lien de téléchargement n’est pas valide. Vérifiez qu’il a été copié en entier.",
    otherAccount: "Ce document appartient à un autre compte.",
  },
  /** A buyer's company profile. */
  company: {
    stale:
      "Les informations de votre société ont été modifiées ailleurs (dans un autre onglet ou sur un autre appareil) depuis l’ouverture de cette page. Rechargez-la pour les voir, puis enregistrez à nouveau.",
    notFound: "Vous n’avez pas de profil de société à modifier.",
  },
  couponsAndReviews: {
    campaignNotFound: "Cette campagne n’existe pas.",
    notStarted: "Les bons de réduction de cette campagne pourront être récupérés à partir du {start}.",
    paused: "La distribution des bons de réduction de cette campagne est suspendue pour le moment.",
    expired: "Cette campagne est terminée.",
    voided: "Cette campagne a été retirée.",
    soldOut: "Tous les bons de réduction de cette campagne ont déjà été récupérés.",
    alreadyClaimed: "Vous avez déjà le bon de réduction de cette campagne.",
    couponNotUsable: "Ce bon de réduction ne peut pas être utilisé pour cette commande.",
    belowMinimum: "Ce bon de réduction nécessite une commande d’au moins {minimum}.",
    reviewNotAllowed: "Vous pouvez donner votre avis sur les produits achetés, une fois par ligne de commande.",
    reviewNotFound: "Cet avis n’existe pas.",
    reviewLocked: "Cet avis a été masqué par la boutique et ne peut plus être modifié.",
    reviewExists: "Vous avez déjà donné votre avis sur cet article.",
    productsOnly:
      "Ce bon de réduction ne s’applique qu’à certains produits, et aucun d’eux ne figure dans cette commande.",
    limitReached: "Vous détenez déjà {limit} coupons de cette campagne, le maximum par client.",
  },
  validation,
  quotes,
} satisfies NamespaceMessagesTranslation;

export default messages;
