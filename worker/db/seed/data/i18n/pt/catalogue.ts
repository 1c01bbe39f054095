/** Brazilian Portuguese: categories, top navigation and spec options of data/catalog.ts. */
import type { LanguageOverlay } from "../../../overlay-types";

export const cataloguePt: Pick<LanguageOverlay, "categories" | "navigation" | "specOptions"> = {
  categories: {
    1: {
      name: "Gateways SMS",
      description: "Gateways SMS GSM e 4G LTE de 8 a 512 chips SIM, com SMPP e API HTTP integrados.",
    },
    2: {
      name: "Gateways GoIP / VoIP",
      description: "Gateways GSM e VoLTE que conectam seus chips SIM ao seu PABX IP via SIP.",
    },
    3: {
      name: "Gateways proxy",
      description: "Gateways proxy móveis 4G e 5G com um IP por modem e rotação sob demanda.",
    },
    4: {
      name: "Pools de modems SMS",
      description:
        "Pools de modems USB e de rack com 8, 16, 32 e 66 portas para instalações com comandos AT e SMS Server.",
    },
    5: {
      name: "Gateways SMS GSM",
      description: "Gateways 2G quadribanda para mercados com ampla cobertura GSM.",
    },
    6: {
      name: "Gateways SMS 4G LTE",
      description: "Gateways LTE Cat.4 que mantêm seus SMS funcionando depois do desligamento do 2G e do 3G.",
    },
    7: {
      name: "Sistemas SMS de alta densidade",
      description:
        "Plataformas de 256 e 512 SIMs para agregadores e operadoras, chegando a 50 milhões de SMS por dia em cluster.",
    },
    8: {
      name: "Gateways GoIP GSM",
      description: "Gateways GSM para SIP de 8 e 16 canais para escritórios e centrais de atendimento.",
    },
    9: {
      name: "Gateways VoIP LTE",
      description: "Gateways VoLTE com voz HD e até 32 chamadas simultâneas.",
    },
    10: {
      name: "Gateways proxy 4G",
      description: "Gateways proxy LTE Cat.4 com 8 a 32 modems.",
    },
    11: {
      name: "Gateways proxy 5G",
      description: "Gateways proxy 5G NR com uplinks de 10 GbE para cargas que exigem muita banda.",
    },
    12: {
      name: "Pools de modems USB",
      description: "Pools de 8 e 16 portas que se ligam a um computador por um único cabo USB.",
    },
    13: {
      name: "Pools de modems de rack",
      description: "Pools de rack com 32 e 66 portas; o de 66 portas traz um servidor SMPP embutido.",
    },
  },
  navigation: {
    "1": "Gateway SMS",
    "2": "Gateway GoIP / VoIP",
    "3": "Gateway proxy",
    "4": "Pool de modems SMS",
    sms: "SMS",
    lists: "Produtos",
    discount: "Ofertas",
    blog: "Blog",
    case: "Casos de sucesso",
    about: "Quem somos",
  },
  specOptions: {
    1: "8 portas",
    2: "16 portas",
    3: "32 portas",
    4: "64 portas",
    5: "66 portas",
    6: "128 portas",
    7: "256 portas",
    8: "512 portas",
    9: "2G/4G",
    10: "4G LTE",
    11: "5G",
    12: "GSM",
  },
};
