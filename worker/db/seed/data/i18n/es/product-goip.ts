/** Spanish: GoIP GSM VoIP gateways of data/product-goip.ts. */
import type { LanguageOverlay } from "../../../overlay-types";
import { YES, essentialsEs, packagingEs } from "./product-rows";

const GSM_BANDS = "GSM 850/900/1800/1900 MHz";
const CODECS = "G.711A/µ, G.729A/B, G.723.1";

export const goipProductsEs: LanguageOverlay["products"] = {
  12: {
    name: "Pasarela VoIP GSM Portline GoIP-8 (8 canales)",
    summary:
      "Conecta ocho tarjetas SIM GSM a su centralita IP por SIP, para que las llamadas de la oficina a celulares salgan con tarifas de móvil a móvil.",
    description: `La GoIP-8 es una troncal SIP hacia la red móvil. Regístrela en Asterisk, FreePBX, 3CX o cualquier servidor SIP, y las llamadas salientes a números móviles saldrán por tarjetas SIM locales en lugar de por un operador de telefonía fija. Las llamadas entrantes a las SIM suenan en sus extensiones.

- 8 canales GSM, 8 llamadas simultáneas, 8 ranuras SIM
- SIP v2 (RFC 3261) y H.323 v4
- Códecs G.711 ley A/ley µ, G.729A/B, G.723.1
- Cancelación de eco (G.168), búfer de jitter y DTMF por RFC 2833, SIP INFO o en banda
- Envío y recepción de SMS mediante la **API HTTP**

Una versión "4G LTE" usa módulos VoLTE para los países donde se apagó la voz GSM; se configura exactamente igual.`,
    essentialDetails: essentialsEs("GoIP-8", "Pasarela VoIP GSM", 12, "CE, FCC, RoHS"),
    packagingDelivery: packagingEs("34 x 26 x 12 cm", 2.2, "3-5", "1 unidad con 8 antenas y adaptador de corriente"),
    productParameters: {
      Ports: "8 canales GSM",
      "Concurrent calls": "8",
      "SIM slots": "8",
      Network: "GSM (versión 4G LTE: VoLTE)",
      "Frequency bands": GSM_BANDS,
      Signalling: "SIP v2 (RFC 3261), H.323 v4",
      "Voice codecs": CODECS,
      DTMF: "RFC 2833, SIP INFO, en banda",
      SMS: "Envío y recepción mediante la API HTTP",
      "SIM bank": "Compatible con el banco de SIM remoto de Portline",
      "Network interface": "2 x RJ45 10/100 Mbps (LAN/WAN)",
      Power: "Adaptador de 12 V CC y 2 A",
    },
    sections: [
      {
        title: "Compatibilidad con centralitas",
        body: "Probada con Asterisk 18-21, FreePBX 16/17, 3CX v20, FreeSWITCH 1.10 y Yeastar; se registra como peer o como troncal con autenticación.",
      },
      {
        title: "Enrutamiento de llamadas",
        body: "Enrute las llamadas salientes por prefijo hacia canales concretos, en búsqueda secuencial o en round-robin, y asigne las llamadas entrantes de cada SIM a una extensión distinta.",
      },
      {
        title: "Calidad de llamada",
        body: "Búfer de jitter adaptativo de 20-200 ms, cancelación de eco G.168 con cola de 128 ms, ruido de confort y detección de actividad de voz.",
      },
      {
        title: "Kit de antenas de alta ganancia",
        body: "Ocho antenas omnidireccionales de 5 dBi con cables de 1.5 m para sitios con poca cobertura en interiores. **US$48 por kit**, SKU PL-ACC-ANT8.",
      },
    ],
    compare: {
      "Form factor": "Escritorio",
      "GSM/LTE channels": "8 GSM",
      "Concurrent calls": "8",
      Network: "GSM (versión LTE: VoLTE)",
      "Frequency bands": "850/900/1800/1900 MHz",
      "SIM rotation": "Por minutos o tiempo; banco de SIM remoto",
      Signalling: "SIP, H.323",
      "Voice codecs": CODECS,
      "Peak SMS/min": "48",
      SMPP: "Con SMS Server",
      "SIM status monitoring": "ASR, ACD, señal, saldo",
      "HTTP API": YES,
    },
  },
  13: {
    name: "Pasarela VoIP GSM Portline GoIP-16 (16 canales)",
    summary:
      "Pasarela GSM a SIP de 1U y 16 canales, con límites de llamadas por SIM y soporte de banco de SIM remoto para centros de llamadas.",
    description: `La GoIP-16 lleva dieciséis canales de voz GSM a un rack estándar. Está pensada para centros de llamadas salientes y empresas con mucho tráfico a celulares: cada SIM se puede limitar por minutos al día, llamadas por hora o duración máxima de llamada, y las tarjetas se pueden cambiar a distancia mediante un banco de SIM de Portline.

- 16 canales GSM, 16 llamadas simultáneas, 16 ranuras SIM
- SIP v2 (RFC 3261), códecs G.711A/µ, G.729A/B, G.723.1
- Límites por SIM: minutos, llamadas, duración y tiempo de reposo entre llamadas
- Estadísticas de llamadas por SIM: ASR, ACD, PDD
- SMS y USSD mediante la **API HTTP**

Los límites por SIM mantienen cada tarjeta dentro de las condiciones de uso razonable de su tarifa, y las estadísticas muestran de un vistazo qué SIM o qué rutas necesitan atención.`,
    essentialDetails: essentialsEs("GoIP-16", "Pasarela VoIP GSM, rack de 1U", 24, "CE, FCC, RoHS"),
    packagingDelivery: packagingEs(
      "58 x 50 x 15 cm",
      6.4,
      "5-7",
      "1 unidad con 16 antenas y soportes de montaje en rack",
    ),
    productParameters: {
      Ports: "16 canales GSM",
      "Concurrent calls": "16",
      "SIM slots": "16",
      Network: "GSM (versión 4G LTE: VoLTE)",
      "Frequency bands": GSM_BANDS,
      Signalling: "SIP v2 (RFC 3261)",
      "Voice codecs": CODECS,
      "Call limits": "Minutos, llamadas, duración y tiempo de reposo por SIM",
      Statistics: "ASR, ACD, PDD",
      API: "API HTTP para SMS, USSD y estado",
      "Network interface": "2 x RJ45 10/100/1000 Mbps",
      Power: "100-240 V CA, 50 W máx.",
      Dimensions: "440 x 300 x 44 mm (1U)",
    },
    sections: [
      {
        title: "Banco de SIM remoto",
        body: "Los canales pueden tomar su SIM de un banco de SIM de Portline por IP en lugar de la ranura local; las tarjetas rotan según el calendario que usted defina.",
      },
      {
        title: "Estadísticas",
        body: "ASR, ACD y retardo posmarcación por SIM y por canal, con alarmas cuando el ASR cae por debajo del umbral que usted fije.",
      },
      {
        title: "Aprovisionamiento",
        body: "Aprovisionamiento automático por HTTPS o TFTP con archivos de configuración por MAC, para configurar toda una flota de pasarelas en un solo paso.",
      },
    ],
    compare: {
      "Form factor": "Rack de 1U",
      "GSM/LTE channels": "16 GSM",
      "Concurrent calls": "16",
      Network: "GSM (versión LTE: VoLTE)",
      "Frequency bands": "850/900/1800/1900 MHz",
      "SIM rotation": "Minutos, llamadas, tiempo; banco de SIM remoto",
      Signalling: "SIP",
      "Voice codecs": CODECS,
      "Peak SMS/min": "96",
      SMPP: "Con SMS Server",
      "SIM status monitoring": "ASR, ACD, PDD, señal, saldo",
      "HTTP API": YES,
    },
  },
};
