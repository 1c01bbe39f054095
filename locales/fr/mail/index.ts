import type { NamespaceMailTranslation } from "../../i18n-types";
import quoteMails from "./quotes";

/** Courriels aux acheteurs et à l’équipe (objets, titres, paragraphes ; les libellés sont ceux de la boutique). */
const mail = {
  greeting: "Bonjour {name},",
  quote: quoteMails,
  footer: "{siteName} · Ce courriel a été envoyé à {email}.",
  viewOrder: "Voir votre commande",
  orderNo: "Numéro de commande",
  orderReceived: {
    subject: "Nous avons reçu votre commande {orderNo}",
    heading: "Merci pour votre commande",
    intro: "Nous avons reçu votre commande {orderNo}. Voici ce que vous avez commandé.",
    bankIntro: "Virez {amount} sur le compte ci-dessous avant le {date}, en indiquant la référence de paiement.",
    deadline: "À payer avant le",
    pay: "Payer votre commande",
  },
  paymentReceived: {
    subject: "Paiement reçu pour la commande {orderNo}",
    heading: "Votre paiement est arrivé",
    intro: "Nous avons reçu {amount} pour la commande {orderNo}. Nous la préparons pour l’expédition.",
  },
  shipped: {
    subject: "La commande {orderNo} est expédiée",
    heading: "Votre commande est en route",
    intro: "La commande {orderNo} a été confiée à {carrier}.",
    carrier: "Transporteur",
    track: "Suivre votre colis",
  },
  completed: {
    subject: "La commande {orderNo} est terminée",
    heading: "Votre commande est arrivée",
    intro:
      "La commande {orderNo} est terminée. Que pensez-vous de vos produits ? Votre avis aide les autres acheteurs.",
    review: "Donner votre avis",
  },
  cancelled: {
    subject: "La commande {orderNo} a été annulée",
    heading: "Votre commande a été annulée",
    byCustomer:
      "Vous avez annulé la commande {orderNo}. Ses articles sont de nouveau en vente et votre coupon peut resservir.",
    byShop: "Nous avons annulé la commande {orderNo}. Ses articles sont de nouveau en vente.",
    expired: "La commande {orderNo} a été annulée car son paiement n’est pas arrivé dans le délai.",
  },
  refund: {
    subject: "Remboursement enregistré pour la commande {orderNo}",
    heading: "Nous vous avons remboursé",
    intro:
      "Nous avons rendu {amount} pour la commande {orderNo}. Il faut parfois quelques jours ouvrés pour le voir sur votre compte.",
  },
  document: {
    subject: "{name} {number} de la commande {orderNo}",
    intro: "Voici le document « {name} » {number} de la commande {orderNo}.",
    resent: "Comme demandé, voici de nouveau le document « {name} » {number} de la commande {orderNo}.",
    credit: "Nous avons émis l’avoir {number} de {amount} sur la facture {invoice} de la commande {orderNo}.",
    download: "Télécharger « {name} » {number} (PDF)",
    linkDays:
      "Le lien de téléchargement fonctionne pendant {days} jours. Vos documents restent dans votre compte, avec la commande.",
  },
  welcome: {
    subject: "Bienvenue chez {siteName}",
    heading: "Bienvenue chez {siteName}",
    intro: "Votre compte est prêt. Vous pouvez suivre vos commandes, garder vos adresses et obtenir des coupons.",
    action: "Commencer vos achats",
  },
  reset: {
    subject: "Réinitialisez votre mot de passe {siteName}",
    heading: "Réinitialisez votre mot de passe",
    intro:
      "Quelqu’un a demandé à réinitialiser le mot de passe de votre compte. Le lien sert une fois, pendant 30 minutes.",
    action: "Choisir un nouveau mot de passe",
    ignore: "Si ce n’était pas vous, ignorez ce courriel : votre mot de passe ne change pas.",
  },
  passwordChanged: {
    subject: "Votre mot de passe {siteName} a été modifié",
    heading: "Votre mot de passe a été modifié",
    intro: "Le mot de passe de votre compte vient d’être modifié.",
    notYou: "Si ce n’était pas vous, réinitialisez votre mot de passe maintenant.",
  },
  accountDeleted: {
    subject: "Votre compte {siteName} a été supprimé",
    heading: "Votre compte a été supprimé",
    greeting: "Bonjour,",
    intro: "Comme vous l’avez demandé, nous avons supprimé votre compte le {date}.",
    introByStaff: "Comme vous nous l’avez demandé, notre équipe a supprimé votre compte le {date}.",
    removed:
      "Votre nom, cette adresse e-mail, vos adresses, votre panier, vos appareils et vos sessions ont été effacés, et nous ne vous enverrons plus de courriel. Vos avis restent sur les produits, signés « client supprimé ».",
    kept: "Comme l’exige la loi comptable, nous gardons les numéros, dates, produits, montants, paiements, livraisons et pays de destination de vos commandes, sans votre nom ni votre adresse.",
    again: "Vous pouvez ouvrir un nouveau compte {siteName} avec cette adresse à tout moment.",
    notYou: "Si vous n’avez rien demandé, répondez immédiatement à ce courriel.",
  },
  staff: {
    paidSubject: "Commande payée {orderNo} : {amount}",
    paidIntro: "La commande {orderNo} de {email} est payée ({amount}). Elle est prête à partir.",
    lowStockSubject: "Stock bas : {name}",
    lowStockIntro: "Il reste {stock} {name} ({spec}).",
    open: "Ouvrir la console",
  },
  unsubscribe: "Se désabonner de ce courriel",
  newSignIn: {
    subject: "Nouvelle connexion à votre compte {siteName}",
    heading: "Un nouvel appareil s’est connecté à votre compte",
    intro: "Votre compte vient d’être ouvert depuis un navigateur ou un appareil jamais utilisé auparavant.",
    when: "Quand",
    browser: "Navigateur",
    browserOn: "{browser} sur {system}",
    unknownBrowser: "Navigateur inconnu",
    place: "Lieu approximatif",
    ifYou: "Si c’était vous, vous n’avez rien à faire.",
    ifNotYou:
      "Si ce n’était pas vous, changez tout de suite votre mot de passe et déconnectez tous les autres appareils.",
    action: "Vérifier la sécurité de votre compte",
  },
  digest: {
    subject: "Résumé quotidien {siteName} du {date}",
    heading: "Votre résumé du {date}",
    intro: "Hier dans la boutique (UTC), et ce qui attend maintenant.",
    yesterday: "Hier",
    ordersPlaced: "Commandes passées",
    orderValue: "Montant des commandes passées",
    paid: "Commandes payées",
    shipped: "Commandes expédiées",
    cancelled: "Commandes annulées",
    newReviews: "Nouveaux avis",
    now: "En attente maintenant",
    awaitingPayment: "En attente de paiement",
    awaitingShipment: "Payées, à expédier",
    lowStock: "Versions en stock bas",
    deadMail: "Courriels non envoyés",
    toShip: "Commandes à expédier",
    toPay: "Commandes en attente de paiement",
    toStock: "Produits en stock bas",
    toReviews: "Avis",
    toMail: "Courriels non envoyés et boîte d’envoi",
  },
} satisfies NamespaceMailTranslation;

export default mail;
