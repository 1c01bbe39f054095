/** French: categories, top navigation and spec options of data/catalog.ts. */
import type { LanguageOverlay } from "../../../overlay-types";

export const catalogueFr: Pick<LanguageOverlay, "categories" | "navigation" | "specOptions"> = {
  categories: {
    1: {
      name: "Passerelles SMS",
      description: "Passerelles SMS GSM et 4G LTE de 8 à 512 cartes SIM, avec SMPP et API HTTP intégrés.",
    },
    2: {
      name: "Passerelles GoIP / VoIP",
      description: "Passerelles GSM et VoLTE qui relient vos cartes SIM à votre IPBX en SIP.",
    },
    3: {
      name: "Passerelles proxy",
      description: "Passerelles proxy mobiles 4G et 5G, une IP par modem et rotation à la demande.",
    },
    4: {
      name: "Pools de modems SMS",
      description:
        "Pools de modems USB et en rack de 8, 16, 32 et 66 ports pour les installations à commandes AT et SMS Server.",
    },
    5: {
      name: "Passerelles SMS GSM",
      description: "Passerelles 2G quadribandes pour les marchés à forte couverture GSM.",
    },
    6: {
      name: "Passerelles SMS 4G LTE",
      description: "Passerelles LTE Cat.4 qui maintiennent vos SMS après l’arrêt de la 2G et de la 3G.",
    },
    7: {
      name: "Systèmes SMS haute densité",
      description:
        "Plateformes de 256 et 512 SIM pour agrégateurs et opérateurs, jusqu’à 50 millions de SMS par jour en grappe.",
    },
    8: {
      name: "Passerelles GoIP GSM",
      description: "Passerelles GSM vers SIP de 8 et 16 canaux pour bureaux et centres d’appels.",
    },
    9: {
      name: "Passerelles VoIP LTE",
      description: "Passerelles VoLTE avec voix HD et jusqu’à 32 appels simultanés.",
    },
    10: {
      name: "Passerelles proxy 4G",
      description: "Passerelles proxy LTE Cat.4 de 8 à 32 modems.",
    },
    11: {
      name: "Passerelles proxy 5G",
      description:
        "Passerelles proxy 5G NR avec liaisons montantes 10 GbE pour les usages gourmands en bande passante.",
    },
    12: {
      name: "Pools de modems USB",
      description: "Pools de 8 et 16 ports qui se branchent à un ordinateur par un seul câble USB.",
    },
    13: {
      name: "Pools de modems en rack",
      description: "Pools en rack de 32 et 66 ports ; le modèle 66 ports intègre un serveur SMPP.",
    },
  },
  navigation: {
    "1": "Passerelle SMS",
    "2": "Passerelle GoIP / VoIP",
    "3": "Passerelle proxy",
    "4": "Pool de modems SMS",
    sms: "SMS",
    lists: "Produits",
    discount: "Promotions",
    blog: "Blog",
    case: "Études de cas",
    about: "À propos",
  },
  specOptions: {
    1: "8 ports",
    2: "16 ports",
    3: "32 ports",
    4: "64 ports",
    5: "66 ports",
    6: "128 ports",
    7: "256 ports",
    8: "512 ports",
    9: "2G/4G",
    10: "4G LTE",
    11: "5G",
    12: "GSM",
  },
};
