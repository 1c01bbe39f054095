/** Spanish: categories, top navigation and spec options of data/catalog.ts. */
import type { LanguageOverlay } from "../../../overlay-types";

export const catalogueEs: Pick<LanguageOverlay, "categories" | "navigation" | "specOptions"> = {
  categories: {
    1: {
      name: "Pasarelas SMS",
      description: "Pasarelas SMS GSM y 4G LTE de 8 a 512 tarjetas SIM, con SMPP y API HTTP integrados.",
    },
    2: {
      name: "Pasarelas GoIP / VoIP",
      description: "Pasarelas GSM y VoLTE que conectan sus tarjetas SIM a su centralita IP por SIP.",
    },
    3: {
      name: "Pasarelas proxy",
      description: "Pasarelas de proxy móvil 4G y 5G con una IP por módem y rotación a demanda.",
    },
    4: {
      name: "Pools de módems SMS",
      description:
        "Pools de módems USB y en rack de 8, 16, 32 y 66 puertos para instalaciones con comandos AT y SMS Server.",
    },
    5: {
      name: "Pasarelas SMS GSM",
      description: "Pasarelas 2G cuatribanda para mercados con amplia cobertura GSM.",
    },
    6: {
      name: "Pasarelas SMS 4G LTE",
      description: "Pasarelas LTE Cat.4 que mantienen sus SMS en marcha tras el apagado de 2G y 3G.",
    },
    7: {
      name: "Sistemas SMS de alta densidad",
      description:
        "Plataformas de 256 y 512 SIM para agregadores y operadores, ampliables en clúster hasta 50 millones de SMS al día.",
    },
    8: {
      name: "Pasarelas GoIP GSM",
      description: "Pasarelas GSM a SIP de 8 y 16 canales para oficinas y centros de llamadas.",
    },
    9: {
      name: "Pasarelas VoIP LTE",
      description: "Pasarelas VoLTE con voz HD y hasta 32 llamadas simultáneas.",
    },
    10: {
      name: "Pasarelas proxy 4G",
      description: "Pasarelas proxy LTE Cat.4 con 8 a 32 módems.",
    },
    11: {
      name: "Pasarelas proxy 5G",
      description:
        "Pasarelas proxy 5G NR con enlaces de subida de 10 GbE para cargas de trabajo con mucho ancho de banda.",
    },
    12: {
      name: "Pools de módems USB",
      description: "Pools de 8 y 16 puertos que se conectan a una computadora con un solo cable USB.",
    },
    13: {
      name: "Pools de módems en rack",
      description: "Pools para rack de 32 y 66 puertos; el de 66 incluye un servidor SMPP integrado.",
    },
  },
  navigation: {
    "1": "Pasarela SMS",
    "2": "Pasarela GoIP / VoIP",
    "3": "Pasarela proxy",
    "4": "Pool de módems SMS",
    sms: "SMS",
    lists: "Productos",
    discount: "Ofertas",
    blog: "Blog",
    case: "Casos de éxito",
    about: "Quiénes somos",
  },
  specOptions: {
    1: "8 puertos",
    2: "16 puertos",
    3: "32 puertos",
    4: "64 puertos",
    5: "66 puertos",
    6: "128 puertos",
    7: "256 puertos",
    8: "512 puertos",
    9: "2G/4G",
    10: "4G LTE",
    11: "5G",
    12: "GSM",
  },
};
