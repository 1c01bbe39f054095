import type { NamespaceMailTranslation } from "../../i18n-types";

/** Les courriels d’un devis : à l’acheteur, et les alertes à l’équipe. */
const quoteMails = {
  view: "Voir votre devis",
  viewOffer: "Voir et accepter l’offre",
  quoteNo: "Devis",
  validUntil: "Valable jusqu’au",
  freight: "Frais de port",
  subtotal: "Sous-total",
  total: "Total",
  leadTime: "Expédition {days} jour{{s}} après le paiement",
  received: {
    subject: "Nous avons reçu votre demande de devis {quoteNo}",
    heading: "Votre demande de devis nous est bien parvenue",
    intro:
      "Merci de votre demande. Notre équipe commerciale répondra à la demande {quoteNo} par une offre : prix, frais de port vers {country} et délais d’expédition.",
  },
  offered: {
    subject: "Votre offre pour le devis {quoteNo}",
    heading: "Votre offre est prête",
    intro:
      "Voici notre offre pour le devis {quoteNo}. Elle est valable jusqu’au {date} ; acceptez-la sur la page du devis et elle deviendra votre commande à ces prix.",
  },
  revised: {
    subject: "Offre révisée {version} pour le devis {quoteNo}",
    heading: "Votre offre a été révisée",
    intro:
      "Nous avons révisé l’offre du devis {quoteNo} (version {version}, valable jusqu’au {date}). Seule cette dernière version peut être acceptée ; les précédentes restent sur la page du devis pour comparaison.",
  },
  reminder: {
    subject: "Votre offre pour le devis {quoteNo} expire le {date}",
    heading: "Votre offre expire bientôt",
    intro: "L’offre du devis {quoteNo} est valable jusqu’au {date}. Acceptez-la d’ici là pour commander à ces prix.",
  },
  expired: {
    subject: "Votre offre pour le devis {quoteNo} a expiré",
    heading: "Votre offre a expiré",
    intro:
      "L’offre du devis {quoteNo} était valable jusqu’au {date} et ne peut plus être acceptée. Écrivez-nous sur la page du devis pour en obtenir une nouvelle.",
  },
  reply: {
    subject: "Nouveau message concernant votre devis {quoteNo}",
    heading: "{name} vous a répondu",
    intro: "Vous avez un nouveau message concernant le devis {quoteNo} :",
  },
  declined: {
    subject: "Concernant votre demande de devis {quoteNo}",
    heading: "Nous ne pouvons pas vous faire d’offre",
    intro: "Nous sommes désolés : nous ne pouvons pas vous faire d’offre pour le devis {quoteNo}.",
    reason: "Motif : {reason}",
  },
  fromOffer: "Cette commande correspond à l’offre {version} du devis {quoteNo}, que vous avez acceptée.",
  staff: {
    requestedSubject: "Nouvelle demande de devis {quoteNo} de {email}",
    requestedIntro: "{email} demande un devis pour {count} unité{{s}}, à livrer vers {country}.",
    messageSubject: "{email} a écrit au sujet du devis {quoteNo}",
    acceptedSubject: "Devis {quoteNo} accepté : commande {orderNo}",
    acceptedIntro:
      "{email} a accepté l’offre {version} du devis {quoteNo}. C’est la commande {orderNo}, en attente de paiement.",
    declinedSubject: "Devis {quoteNo} refusé par l’acheteur",
    withdrawnSubject: "Devis {quoteNo} retiré par l’acheteur",
    closedIntro: "{email} a clos le devis {quoteNo}.",
    open: "Ouvrir le devis",
  },
} satisfies NamespaceMailTranslation["quote"];

export default quoteMails;
