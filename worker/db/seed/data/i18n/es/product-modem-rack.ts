/** Spanish: rack modem pools of data/product-modem-rack.ts. */
import type { LanguageOverlay } from "../../../overlay-types";
import { NO, YES, essentialsEs, packagingEs } from "./product-rows";

const CAT1_BANDS = "LTE B1/B3/B5/B8/B20/B28/B34/B38/B39/B40/B41; GSM 900/1800";

export const modemRackProductsEs: LanguageOverlay["products"] = {
  10: {
    name: "Pool de módems en rack Portline MP32 (32 puertos)",
    summary:
      "Treinta y dos módems LTE Cat.1 en una unidad de rack de 1U con dos enlaces USB 3.0, dimensionado para que lo maneje un solo servidor.",
    description: `El MP32 lleva el pool de módems del escritorio al rack. Treinta y dos módulos LTE Cat.1 de bajo consumo van en cuatro placas intercambiables en caliente, cada una con ocho ranuras SIM, y todo el pool se conecta a un servidor mediante dos enlaces USB 3.0.

LTE Cat.1 es el punto óptimo para SMS: se registra en redes 4G, admite SMS over SGs e IMS y consume una fracción de la energía de un módulo Cat.4, así que caben 32 puertos en 1U sin una pared de ventiladores.

- 32 puertos, 32 ranuras SIM, LTE Cat.1 (también en versión GSM)
- Hasta 480 SMS/min en conjunto
- 2 enlaces USB 3.0 (16 puertos cada uno) y reinicio por puerto
- Funciona con Portline SMS Server para ofrecer **API HTTP** y **SMPP**

Los LED del panel frontal muestran la SIM, el registro y la actividad de cada puerto, visibles desde el pasillo frío.`,
    essentialDetails: essentialsEs("MP32-R", "Pool de módems en rack, 1U", 24, "CE, FCC, RoHS"),
    packagingDelivery: packagingEs(
      "58 x 50 x 15 cm",
      6.9,
      "5-7",
      "1 unidad con antenas, cables USB 3.0 y soportes de montaje en rack",
    ),
    productParameters: {
      Ports: "32",
      "SIM slots": "32",
      Network: "LTE Cat.1 o GSM (según la versión)",
      "Frequency bands": `${CAT1_BANDS} MHz`,
      "SMS speed": "Hasta 480 SMS/min",
      "Host interface": "2 x USB 3.0 (tipo B)",
      "AT commands": "3GPP TS 27.005 / 27.007",
      API: "API HTTP y SMPP con Portline SMS Server",
      Power: "100-240 V CA, 90 W máx.",
      Dimensions: "440 x 320 x 44 mm (1U)",
    },
    sections: [
      {
        title: "Por qué LTE Cat.1",
        body: "Los módulos Cat.1 consumen unos 15 mA en reposo y menos de 500 mA en pico, frente a aproximadamente el doble en Cat.4, con el mismo rendimiento en SMS.",
      },
      {
        title: "Requisitos del equipo anfitrión",
        body: "Cualquier servidor x86-64 o ARM64 con dos puertos USB 3.0 libres; kernel de Linux 5.4 o posterior, o Windows Server 2019 o posterior.",
      },
      {
        title: "Salud de los puertos",
        body: "SMS Server consulta cada puerto cada 30 s y reinicia un módem automáticamente tras dos consultas sin respuesta.",
      },
      {
        title: "Cuatro placas intercambiables en caliente",
        body: "Cada placa de 8 puertos se extrae por el frente con un cierre de cuarto de vuelta; los otros 24 puertos siguen funcionando.",
      },
      {
        title: "Refrigeración silenciosa",
        body: "Dos ventiladores de 40 mm a baja velocidad mantienen el equipo por debajo de 38 dBA.",
      },
    ],
    compare: {
      "Form factor": "Rack de 1U (USB)",
      "SIM slots": "32",
      "Radio channels": "32",
      Network: "4G LTE Cat.1 / GSM",
      "Frequency bands": CAT1_BANDS,
      "SIM rotation": "Por software (SMS Server)",
      "IMEI change": NO,
      Voice: NO,
      "Peak SMS/min": "480",
      "Daily capacity": "≈ 691,000",
      SMPP: "Con el software SMS Server",
      "SIM status monitoring": "LED por puerto + software",
      "HTTP API": "Con el software SMS Server",
      "Delivery reports": YES,
    },
  },
  11: {
    name: "Pool de módems en rack Portline MP66 (66 puertos)",
    summary:
      "Sesenta y seis módems LTE Cat.1 con una controladora integrada que habla SMPP y API HTTP directamente, sin necesidad de PC.",
    description: `El MP66 es el pool de módems más grande de Portline: seis placas de once módems en un chasis de 2U, más una controladora embebida de cuatro núcleos que ejecuta Portline SMS Server. Conecte el cable Ethernet y tendrá una pasarela SMS autónoma con la economía de un pool de módems.

- 66 puertos, 66 ranuras SIM, LTE Cat.1 con respaldo GSM
- Hasta 990 SMS/min en conjunto
- Servidor **SMPP** v3.4 y **API HTTP** integrados
- USSD, consulta de saldo de las SIM y reinicio por puerto desde la consola web
- Puerto de gestión y datos de 1 GbE

Sesenta y seis puertos es un número deliberado: seis placas de 11 puertos dejan espacio para que circule el aire entre ellas, de modo que el equipo se mantiene fresco a plena carga sin ventiladores ruidosos.`,
    essentialDetails: essentialsEs("MP66-R4G", "Pool de módems en rack con controladora, 2U", 24, "CE, FCC, RoHS"),
    packagingDelivery: packagingEs(
      "62 x 55 x 22 cm",
      10.4,
      "7-10",
      "1 unidad con 66 antenas y soportes de montaje en rack",
    ),
    productParameters: {
      Ports: "66",
      "SIM slots": "66",
      Network: "LTE Cat.1 con respaldo GSM",
      "Frequency bands": `${CAT1_BANDS} MHz`,
      "SMS speed": "Hasta 990 SMS/min",
      SMPP: "Servidor SMPP v3.4 integrado",
      API: "API HTTP (REST/JSON) integrada",
      USSD: `${YES}, por puerto`,
      Controller: "ARM de cuatro núcleos, 4 GB de RAM, 32 GB de eMMC",
      "Network interface": "1 x RJ45 1 GbE",
      Power: "100-240 V CA, 180 W máx.",
      Dimensions: "440 x 400 x 88 mm (2U)",
    },
    sections: [
      {
        title: "SMS Server embebido",
        body: "La controladora ejecuta el mismo SMS Server que la edición de escritorio: reglas de enrutamiento, grupos de SIM, cuotas e informes de entrega.",
      },
      {
        title: "Distribución de las placas",
        body: "Seis placas de 11 módems; cada placa tiene su propio carril de alimentación y se puede desactivar para mantenimiento mientras las demás siguen enviando.",
      },
      {
        title: "Caudal",
        body: "Unos 15 SMS/min por puerto, 990 SMS/min para el equipo completo.",
      },
      {
        title: "Separación entre placas para el flujo de aire",
        body: "Un espacio de 12 mm entre placas permite que dos ventiladores lentos de 60 mm refrigeren todo el chasis.",
      },
      {
        title: "Ranuras SIM numeradas",
        body: "Las ranuras llevan impresos los números 01-66, que corresponden uno a uno con los números de puerto de la consola, lo que evita retirar la tarjeta equivocada.",
      },
      {
        title: "Juego de extensiones de antena magnéticas",
        body: "Once cables de extensión SMA de 3 m con antenas de base magnética, para sacar del rack las antenas de una placa. **US$65 por juego**, SKU PL-ACC-EXT11.",
      },
    ],
    compare: {
      "Form factor": "Rack de 2U con controladora",
      "SIM slots": "66",
      "Radio channels": "66",
      Network: "4G LTE Cat.1 / GSM",
      "Frequency bands": CAT1_BANDS,
      "SIM rotation": "Por número, tiempo y cuota",
      "IMEI change": NO,
      Voice: NO,
      "Peak SMS/min": "990",
      "Daily capacity": "≈ 1.4 millones",
      SMPP: "Servidor v3.4 integrado",
      "SIM status monitoring": "Señal, saldo, contadores",
      "HTTP API": `${YES} (REST/JSON)`,
      "Delivery reports": YES,
    },
  },
};
