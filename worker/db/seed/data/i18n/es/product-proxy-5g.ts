/** Spanish: 5G proxy gateways of data/product-proxy-5g.ts. */
import type { LanguageOverlay } from "../../../overlay-types";
import { NO, YES, essentialsEs, packagingEs } from "./product-rows";

const NR_BANDS = "5G NR n1/n3/n5/n7/n8/n20/n28/n38/n40/n41/n77/n78/n79; LTE B1-B41";
const NR_BANDS_SHORT = "n1/n3/n5/n7/n8/n20/n28/n38/n40/n41/n77/n78/n79";
const ROTATION = "API, programación o URL de rotación; 5-10 s";
const ROTATION_SHORT = "API, programación, URL (5-10 s)";
const SMS_VIA_API = "Envío y recepción mediante la API";
const MONITORING = "Señal, consumo de datos, temperatura, IP actual";

export const proxy5gProductsEs: LanguageOverlay["products"] = {
  18: {
    name: "Pasarela proxy 5G Portline PX8 (8 módems)",
    summary:
      "Ocho módems 5G NR tras un enlace de 10 GbE, para cargas de proxy que necesitan un ancho de banda de fibra desde IP móviles.",
    description: `La PX8 5G está hecha para el ancho de banda. Cada uno de sus ocho módulos 5G NR admite los modos SA y NSA y puede sostener varios cientos de megabits por segundo en una buena celda, por lo que el equipo se conecta por 10 GbE SFP+ en lugar de cobre.

- 8 módulos 5G NR sub-6 GHz (SA/NSA), 8 ranuras SIM
- HTTP, HTTPS y SOCKS5 por módem; rotación de IP por API, programación o URL
- Enlace SFP+ de 10 GbE más 1 GbE de gestión
- Bloqueo de bandas por módem para fijar el tráfico a una capa concreta del operador
- Versión "4G LTE" con módulos LTE Cat.6 en el mismo chasis preparado para 5G

La temperatura de los módulos se vigila de forma continua; la controladora reduce el rendimiento de un módulo antes de que alcance su límite térmico, en lugar de dejar que pierda la conexión.`,
    essentialDetails: essentialsEs("PX8-5G", "Pasarela proxy 5G, rack de 1U", 12, "CE, FCC, RoHS"),
    packagingDelivery: packagingEs(
      "58 x 50 x 15 cm",
      7,
      "7-10",
      "1 unidad con 32 antenas (4 por módulo) y soportes de montaje en rack",
    ),
    productParameters: {
      Ports: "8 módems 5G NR",
      "SIM slots": "8",
      Network: "5G NR SA/NSA (versión 4G LTE: LTE Cat.6)",
      "Frequency bands": NR_BANDS,
      "Throughput per modem": "Hasta 2.4 Gbps de bajada / 900 Mbps de subida (teórico)",
      "Proxy protocols": "HTTP, HTTPS (CONNECT), SOCKS5",
      "IP rotation": ROTATION,
      API: "API HTTP (REST/JSON)",
      "Network interface": "1 x SFP+ 10 GbE + 1 x RJ45 1 GbE",
      Power: "100-240 V CA, 160 W máx.",
      Dimensions: "440 x 400 x 44 mm (1U)",
    },
    sections: [
      {
        title: "Módulos 5G",
        body: "- 3GPP Release 16, SA y NSA\n- MIMO 4x4 en el enlace descendente en n41/n77/n78/n79\n- Cuatro antenas por módulo, 32 en total",
      },
      {
        title: "Bloqueo de bandas",
        body: "Fije un módem a determinadas bandas NR o LTE desde la consola o la API para comparar resultados entre capas del operador.",
      },
      {
        title: "Gestión térmica",
        body: "Disipadores por módulo y cuatro ventiladores; la reducción de rendimiento comienza a 75 °C de temperatura del módulo y queda registrada con el número de puerto.",
      },
    ],
    compare: {
      "Form factor": "Rack de 1U",
      "Modem slots": "8",
      Network: "5G NR SA/NSA",
      "Frequency bands": NR_BANDS_SHORT,
      "Proxy protocols": "HTTP, HTTPS, SOCKS5",
      "IP rotation": ROTATION_SHORT,
      Voice: NO,
      SMS: SMS_VIA_API,
      SMPP: NO,
      "SIM status monitoring": MONITORING,
      "HTTP API": `${YES} (REST/JSON)`,
    },
  },
  19: {
    name: "Pasarela proxy 5G Portline PX16 (16 módems)",
    summary:
      "Dieciséis módems 5G, dos enlaces de 10 GbE y alimentación redundante en 2U: la pasarela proxy de Portline con mayor caudal.",
    description: `La PX16 5G está diseñada para instalarse en centros de datos junto a las celdas que le dan servicio. Dieciséis módulos 5G NR, dos enlaces de 10 GbE y fuentes de alimentación redundantes la convierten en una pieza confiable para grandes plataformas de verificación de anuncios y de pruebas de calidad.

- 16 módulos 5G NR (SA/NSA), 16 ranuras SIM
- HTTP, HTTPS, SOCKS5 y retransmisión UDP (SOCKS5 UDP ASSOCIATE)
- Rotación de IP por API, programación o URL; límites de ancho de banda por puerto
- 2 x SFP+ 10 GbE, alimentación redundante 1+1 intercambiable en caliente
- Opción de panel de antenas remoto con conectores tipo N

Al usar la misma API que los modelos 4G, sus scripts siguen funcionando sin cambios cuando añade capacidad 5G.`,
    essentialDetails: essentialsEs("PX16-5G", "Pasarela proxy 5G, rack de 2U", 24, "CE, FCC, RoHS"),
    packagingDelivery: packagingEs("64 x 58 x 24 cm", 13.8, "10-15", "1 unidad con 64 antenas y rieles para rack"),
    productParameters: {
      Ports: "16 módems 5G NR",
      "SIM slots": "16",
      Network: "5G NR SA/NSA",
      "Frequency bands": NR_BANDS,
      "Proxy protocols": "HTTP, HTTPS (CONNECT), SOCKS5, SOCKS5 UDP",
      "IP rotation": ROTATION,
      API: "API HTTP (REST/JSON)",
      "Network interface": "2 x SFP+ 10 GbE + 1 x RJ45 1 GbE",
      Power: "Fuentes 1+1 intercambiables en caliente, 100-240 V CA, 320 W máx.",
      Dimensions: "440 x 480 x 88 mm (2U)",
    },
    sections: [
      {
        title: "Enlaces",
        body: "Dos puertos SFP+ en modo activo/activo o LACP; los proxies se pueden asociar a cualquiera de los dos enlaces para separar el tráfico.",
      },
      {
        title: "Retransmisión UDP",
        body: "SOCKS5 UDP ASSOCIATE permite que QUIC y otro tráfico UDP salgan por el enlace móvil, lo que resulta útil para probar la entrega por HTTP/3.",
      },
      {
        title: "Monitoreo",
        body: "Métricas para Prometheus por puerto: IP actual, rotaciones, bytes, RSRP/SS-RSRP y temperatura del módulo.",
      },
      {
        title: "Alimentación redundante",
        body: "Dos fuentes intercambiables en caliente, cada una capaz de soportar la carga completa de 320 W.",
      },
      {
        title: "Opciones de antena",
        body: "Campo SMA trasero para 64 antenas, o cuatro puertos tipo N para un panel de antenas 5G remoto.",
      },
      {
        title: "API de la pasarela proxy",
        body: "Los mismos endpoints que la serie 4G, más el bloqueo de bandas y la temperatura de los módulos.",
      },
    ],
    compare: {
      "Form factor": "Rack de 2U, fuente redundante",
      "Modem slots": "16",
      Network: "5G NR SA/NSA",
      "Frequency bands": NR_BANDS_SHORT,
      "Proxy protocols": "HTTP, HTTPS, SOCKS5, UDP",
      "IP rotation": ROTATION_SHORT,
      Voice: NO,
      SMS: SMS_VIA_API,
      SMPP: NO,
      "SIM status monitoring": MONITORING,
      "HTTP API": `${YES} (REST/JSON)`,
    },
  },
};
