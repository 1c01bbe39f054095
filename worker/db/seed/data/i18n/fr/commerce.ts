/** French: shipping methods and coupon campaigns of data/commerce.ts. */
import type { LanguageOverlay } from "../../../overlay-types";

export const commerceFr: Pick<LanguageOverlay, "shippingMethods" | "campaigns"> = {
  shippingMethods: {
    1: {
      name: "DHL Express",
      description:
        "Express de porte à porte avec suivi, 3 à 5 jours ouvrés vers la plupart des pays. Les droits de douane sont facturés au destinataire.",
    },
    2: {
      name: "FedEx International Priority",
      description: "Service aérien prioritaire, dédouanement assuré par FedEx, 4 à 6 jours ouvrés.",
    },
    3: {
      name: "UPS Worldwide Saver",
      description: "Express économique pour les commandes non urgentes, 5 à 8 jours ouvrés avec suivi complet.",
    },
    4: {
      name: "Fret économique maritime/aérien",
      description:
        "Fret groupé pour les équipements en rack et les commandes en volume, 15 à 30 jours. Livraison à votre porte ou à votre transitaire.",
    },
  },
  campaigns: {
    1: {
      name: "20\u00a0$\u00a0US de remise dès 300\u00a0$\u00a0US d’achat",
      description: "Valable sur tous les produits. Un coupon par compte.",
    },
    2: {
      name: "50\u00a0$\u00a0US de remise dès 500\u00a0$\u00a0US d’achat",
      description:
        "Vaut 60\u00a0$\u00a0US pendant la semaine de lancement. Presque épuisé : il reste très peu de coupons.",
    },
    3: {
      name: "100\u00a0$\u00a0US de remise dès 1\u202f000\u00a0$\u00a0US d’achat",
      description: "Les 100 coupons ont tous été réclamés. Revenez sur cette page pour la prochaine série.",
    },
    4: {
      name: "150\u00a0$\u00a0US de remise sur la passerelle SMS LTE SG32-4G",
      description: "S’applique à la SG32-4G lorsque le sous-total de la commande atteint 2\u202f500\u00a0$\u00a0US.",
    },
    5: {
      name: "Offre de lancement : 300\u00a0$\u00a0US de remise sur la passerelle proxy 5G PX16",
      description: "Ouverture dans trois jours. Commande minimale de 5\u202f000\u00a0$\u00a0US.",
    },
    6: {
      name: "Soldes de printemps : 30\u00a0$\u00a0US de remise dès 400\u00a0$\u00a0US d’achat",
      description: "Cette promotion est terminée.",
    },
    7: {
      name: "80\u00a0$\u00a0US de remise sur les pools de modems dès 800\u00a0$\u00a0US",
      description: "Suspendue le temps de réapprovisionner les pools de modems en rack.",
    },
    8: {
      name: "200\u00a0$\u00a0US de remise sur la plateforme SMS opérateur SG512",
      description: "Retirée : remplacée par le prix promotionnel actuel de la SG512.",
    },
    9: {
      name: "Nouveau client : 10\u00a0$\u00a0US de remise dès 100\u00a0$\u00a0US d’achat",
      description: "Portée à 15\u00a0$\u00a0US cette semaine. Pour les comptes sans commande payée.",
    },
    10: {
      name: "Offre de fin d’année : 120\u00a0$\u00a0US de remise dès 1\u202f200\u00a0$\u00a0US d’achat",
      description: "Cette promotion est terminée.",
    },
  },
};
