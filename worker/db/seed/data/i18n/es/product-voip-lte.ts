/** Spanish: LTE VoIP gateways of data/product-voip-lte.ts. */
import type { LanguageOverlay } from "../../../overlay-types";
import { YES, essentialsEs, packagingEs } from "./product-rows";

const VOLTE_BANDS = "LTE FDD B1/B2/B3/B4/B5/B7/B8/B12/B13/B20/B28, TDD B38/B40/B41";

export const voipLteProductsEs: LanguageOverlay["products"] = {
  14: {
    name: "Pasarela VoIP LTE Portline VG32 (32 llamadas simultáneas)",
    summary:
      "32 canales VoLTE y 32 llamadas simultáneas en 1U, con voz HD, SRTP y un servidor SMPP para enviar SMS con las mismas SIM.",
    description: `La VG32 es una pasarela de voz 4G para redes donde el 2G y el 3G ya desaparecieron. Cada uno de sus 32 módulos **LTE Cat.4** cursa las llamadas por VoLTE, así que el audio se mantiene en banda ancha de extremo a extremo cuando ambos lados admiten AMR-WB, y degrada limpiamente cuando no.

- 32 canales LTE, **32 llamadas simultáneas**, 32 ranuras SIM
- SIP sobre UDP, TCP y TLS; cifrado de medios SRTP
- Códecs G.711A/µ, G.729A/B, G.722, AMR-NB, AMR-WB, Opus
- Rotación de SIM por minutos, llamadas o tiempo, y soporte de banco de SIM remoto
- SMS con las mismas SIM mediante la **API HTTP** y un servidor **SMPP** v3.4

Una versión de 16 canales usa el mismo chasis y se puede ampliar a 32 canales en sitio añadiendo dos placas de radio.`,
    essentialDetails: essentialsEs("VG32-LTE", "Pasarela VoIP LTE, rack de 1U", 24, "CE, FCC, RoHS, PTCRB (módulos)"),
    packagingDelivery: packagingEs(
      "60 x 52 x 16 cm",
      8.1,
      "5-7",
      "1 unidad con 32 antenas y soportes de montaje en rack",
    ),
    productParameters: {
      Ports: "16 o 32 canales LTE",
      "Concurrent calls": "32",
      "SIM slots": "32",
      Network: "4G LTE Cat.4, VoLTE",
      "Frequency bands": VOLTE_BANDS,
      Signalling: "SIP v2 (UDP/TCP/TLS), SRTP",
      "Voice codecs": "G.711A/µ, G.729A/B, G.722, AMR-NB, AMR-WB, Opus",
      "SMS speed": "Hasta 680 SMS/min",
      SMPP: "Servidor SMPP v3.4",
      API: "API HTTP (REST/JSON)",
      "Network interface": "2 x RJ45 10/100/1000 Mbps",
      Power: "100-240 V CA, 110 W máx.",
      Dimensions: "440 x 350 x 44 mm (1U)",
    },
    sections: [
      {
        title: "VoLTE y voz HD",
        body: "AMR-WB del lado móvil y G.722 u Opus del lado SIP mantienen las llamadas en banda ancha; la pasarela solo transcodifica cuando los dos lados no coinciden.",
      },
      {
        title: "Seguridad",
        body: "SIP sobre TLS 1.2/1.3, SRTP con claves SDES, bloqueo al estilo fail2ban de los registros fallidos repetidos y una lista de IP permitidas por troncal.",
      },
      {
        title: "Capacidad",
        body: "32 llamadas simultáneas con transcodificación en todos los canales; los SMS y la voz funcionan con la misma SIM sin interrumpirse entre sí.",
      },
      {
        title: "Dos placas de radio de 16 canales",
        body: "Las placas de radio se insertan por la parte trasera; el modelo de 16 canales se entrega con una placa y una ranura vacía lista para la ampliación.",
      },
      {
        title: "Acceso frontal a las SIM",
        body: "Las 32 ranuras SIM están en el panel frontal, tras una tapa con cerradura.",
      },
      {
        title: "API de la pasarela VoIP",
        body: "Endpoints REST para el estado de los canales, estadísticas de llamadas (ASR/ACD), control de SIM, SMS y USSD, además de webhooks para los eventos de llamada.",
      },
      {
        title: "Placa de ampliación de 16 canales",
        body: "Convierte una VG16 en una VG32: una placa de radio con 16 módulos LTE y sus antenas. **US$1,850**, SKU PL-ACC-VGB16.",
      },
    ],
    compare: {
      "Form factor": "Rack de 1U",
      "GSM/LTE channels": "32 LTE",
      "Concurrent calls": "32",
      Network: "4G LTE Cat.4, VoLTE",
      "Frequency bands": "B1/B2/B3/B4/B5/B7/B8/B12/B13/B20/B28/B38/B40/B41",
      "SIM rotation": "Minutos, llamadas, tiempo; banco de SIM remoto",
      Signalling: "SIP (UDP/TCP/TLS), SRTP",
      "Voice codecs": "G.711, G.729, G.722, AMR-NB, AMR-WB, Opus",
      "Peak SMS/min": "680",
      SMPP: "Servidor v3.4",
      "SIM status monitoring": "ASR, ACD, señal, saldo, RSRP",
      "HTTP API": `${YES} (REST/JSON)`,
    },
  },
  15: {
    name: "Pasarela VoIP LTE Portline VG8 (8 canales)",
    summary:
      "Pasarela VoLTE de 8 canales para sucursales, con voz HD y una ruta de respaldo para la troncal SIP principal.",
    description: `La VG8 da a una sucursal ocho líneas de voz móviles y una vía de respaldo para su sistema telefónico. Cuando la troncal SIP principal falla, la centralita enruta las llamadas por las tarjetas SIM de la VG8 automáticamente.

- 8 canales LTE, 8 llamadas simultáneas, 8 ranuras SIM
- VoLTE con AMR-WB; SIP con G.711, G.729, G.722 y Opus
- Modo de respaldo: solo atiende a la centralita cuando la troncal principal está caída
- SMS y USSD mediante la API HTTP

Carcasa de escritorio sin ventilador, con soportes de montaje en pared incluidos.`,
    essentialDetails: essentialsEs("VG8-LTE", "Pasarela VoIP LTE", 12, "CE, FCC, RoHS"),
    packagingDelivery: packagingEs(
      "34 x 26 x 12 cm",
      2.3,
      "3-5",
      "1 unidad con antenas, adaptador de corriente y soportes de pared",
    ),
    productParameters: {
      Ports: "8 canales LTE",
      "Concurrent calls": "8",
      "SIM slots": "8",
      Network: "4G LTE Cat.4, VoLTE",
      "Frequency bands": VOLTE_BANDS,
      Signalling: "SIP v2 (UDP/TCP/TLS)",
      "Voice codecs": "G.711A/µ, G.729A/B, G.722, AMR-WB, Opus",
      API: "API HTTP para SMS y USSD",
      Power: "Adaptador de 12 V CC y 2.5 A",
      Dimensions: "260 x 180 x 45 mm",
    },
    sections: [
      {
        title: "Modo de respaldo",
        body: "La VG8 envía SIP OPTIONS a la troncal principal cada 10 s y solo se anuncia ante la centralita tras tres respuestas perdidas.",
      },
      {
        title: "Instalación",
        body: "Montaje en escritorio o en pared, de 0 a 45 °C, sin ventilador. Las antenas se pueden alejar hasta 5 m con los cables de extensión estándar.",
      },
    ],
    compare: {},
  },
};
