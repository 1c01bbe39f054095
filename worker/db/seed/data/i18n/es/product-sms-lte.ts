/** Spanish: 4G LTE SMS gateways of data/product-sms-lte.ts. */
import type { LanguageOverlay } from "../../../overlay-types";
import { NO, YES, essentialsEs, packagingEs } from "./product-rows";

const LTE_BANDS = "LTE FDD B1/B3/B5/B7/B8/B20/B28, TDD B38/B40/B41";
const LTE_BANDS_SHORT = "B1/B3/B5/B7/B8/B20/B28/B38/B40/B41";
const LTE_ROTATION = "Por número, tiempo, cuota y fallos";
const LTE_MONITORING = "Señal, saldo, RSRP/SINR";

export const smsLteProductsEs: LanguageOverlay["products"] = {
  3: {
    name: "Pasarela SMS 4G LTE Portline SG32-4G (32 SIM)",
    summary:
      "32 canales LTE Cat.4 en un chasis de 2U que entregan hasta 680 SMS/min allí donde las redes 2G ya se apagaron.",
    description: `Los operadores de todo el mundo están retirando el 2G y el 3G. La SG32-4G mantiene su tráfico SMS en el aire con 32 módulos **LTE Cat.4**, cada uno registrado con su propia SIM, y envía por SMS-over-SGs o por SMS-over-IMS según lo que ofrezca la red.

Cada canal se puede reiniciar, volver a registrar o recibir una nueva identidad desde la consola o la API, y la pasarela informa de la calidad de señal (RSRP/RSRQ/SINR) de cada SIM, para que detecte una antena débil antes de que le cueste entregas.

- 32 canales LTE Cat.4, 32 ranuras SIM
- Hasta 680 SMS/min en conjunto
- **Cambio de IMEI** por canal y rotación automática de SIM
- Servidor/cliente **SMPP** v3.4 y **API HTTP** con informes de entrega
- Versión "2G/4G" con respaldo GSM para redes mixtas

El equipo admite doble fuente de alimentación opcional e incluye un watchdog por hardware, y funciona durante meses sin supervisión en salas de servidores de operadores y empresas.`,
    essentialDetails: essentialsEs("SG32-4G", "Pasarela SMS 4G LTE, rack de 2U", 24, "CE, FCC, RoHS, IC"),
    packagingDelivery: packagingEs(
      "62 x 55 x 22 cm",
      11.5,
      "5-7",
      "1 unidad con 32 antenas y soportes de montaje en rack",
    ),
    productParameters: {
      "SIM slots": "32",
      Ports: "32 canales LTE",
      Network: "4G LTE Cat.4 (versión 2G/4G: respaldo GSM)",
      "Frequency bands": LTE_BANDS,
      "SMS speed": "Hasta 680 SMS/min",
      SMPP: "Servidor y cliente SMPP v3.4, 8 sesiones bind",
      API: "API HTTP (REST/JSON), webhooks",
      "IMEI change": "Por canal, manual o programado",
      "SIM rotation": "Por número de mensajes, tiempo, cuota diaria o fallos",
      "Network interface": "2 x RJ45 10/100/1000 Mbps",
      Power: "100-240 V CA, 120 W máx.; doble fuente opcional",
      Dimensions: "440 x 380 x 88 mm (2U)",
    },
    sections: [
      {
        title: "Módulos LTE",
        body: "- Categoría 4: 150 Mbps de bajada / 50 Mbps de subida\n- SMS over SGs y SMS over IMS\n- Informe de RSRP, RSRQ y SINR por canal",
      },
      {
        title: "Reglas de enrutamiento",
        body: "Enrute por prefijo de destino, ID de remitente, cuenta SMPP o grupo de SIM. Las reglas se evalúan de arriba abajo y se pueden cambiar en caliente sin cortar las sesiones bind.",
      },
      {
        title: "Confiabilidad",
        body: "Watchdog por hardware, cola de mensajes persistente en eMMC (200,000 mensajes) y reinicio automático de la alimentación del módulo cuando un canal deja de responder.",
      },
      {
        title: "Chasis de 2U con campo de antenas trasero",
        body: "Las antenas están separadas 20 mm entre sí en el panel trasero para limitar el acoplamiento entre canales vecinos; un panel de antenas remoto opcional las lleva fuera del rack.",
      },
      {
        title: "Diseño pensado para el servicio técnico",
        body: "Los módulos van en cuatro placas de 8 canales que se extraen por el frente tras quitar dos tornillos.",
      },
      {
        title: "Referencia de la API HTTP de la pasarela SMS",
        body: "Envíe mensajes, consulte estados, liste las SIM, reinicie canales y reciba los SMS entrantes por webhook. Ejemplos en curl, Python, Node.js, PHP y Java.",
      },
    ],
    compare: {
      "Form factor": "Rack de 2U",
      "SIM slots": "32",
      "Radio channels": "32",
      Network: "4G LTE Cat.4",
      "Frequency bands": LTE_BANDS_SHORT,
      "SIM rotation": LTE_ROTATION,
      "IMEI change": `${YES}, por canal`,
      Voice: NO,
      "Peak SMS/min": "680",
      "Daily capacity": "≈ 979,000",
      SMPP: "Servidor + cliente v3.4",
      "SIM status monitoring": LTE_MONITORING,
      "HTTP API": `${YES} (REST/JSON)`,
      "Delivery reports": YES,
    },
  },
  4: {
    name: "Pasarela SMS 4G LTE Portline SG64-4G (64 SIM)",
    summary:
      "Sesenta y cuatro canales LTE Cat.4 y 1,360 SMS/min en un solo chasis de 2U para agregadores y grandes empresas emisoras.",
    description: `La SG64-4G duplica los canales de la SG32-4G sin duplicar el espacio en rack. Está diseñada para agregadores de SMS que terminan tráfico en SIM locales y necesitan un rendimiento predecible por unidad de rack.

- 64 canales LTE Cat.4, 64 ranuras SIM
- Hasta 1,360 SMS/min en conjunto
- **SMPP** v3.4 con hasta 16 sesiones bind simultáneas
- **API HTTP**, **cambio de IMEI** por canal, rotación de SIM
- Doble fuente de alimentación intercambiable en caliente de serie

Los grupos de canales se pueden asignar a cuentas SMPP distintas, de modo que una sola pasarela puede atender a varios clientes con pools de SIM aislados y estadísticas separadas.`,
    essentialDetails: essentialsEs("SG64-4G", "Pasarela SMS 4G LTE, rack de 2U", 24, "CE, FCC, RoHS"),
    packagingDelivery: packagingEs("64 x 58 x 24 cm", 14.2, "7-10", "1 unidad con 64 antenas y rieles para rack"),
    productParameters: {
      "SIM slots": "64",
      Ports: "64 canales LTE",
      Network: "4G LTE Cat.4",
      "Frequency bands": LTE_BANDS,
      "SMS speed": "Hasta 1,360 SMS/min",
      SMPP: "SMPP v3.4, 16 sesiones bind",
      API: "API HTTP (REST/JSON)",
      "IMEI change": "Por canal",
      "Network interface": "2 x RJ45 1 GbE + 1 x SFP",
      Power: "Doble fuente intercambiable en caliente, 100-240 V CA, 220 W máx.",
      Dimensions: "440 x 450 x 88 mm (2U)",
    },
    sections: [
      {
        title: "Pools de SIM multicliente",
        body: "Divida los 64 canales en hasta 16 pools, cada uno vinculado a su propio system_id SMPP, su límite de caudal y su lista blanca de ID de remitente.",
      },
      {
        title: "Monitoreo",
        body: "Endpoint de métricas para Prometheus, SNMP v2c/v3, tasa de éxito por SIM y latencia media de envío en la última hora.",
      },
      {
        title: "Alimentación",
        body: "Dos fuentes intercambiables en caliente de 550 W en configuración redundante 1+1; cualquiera de ellas soporta la carga completa.",
      },
    ],
    compare: {
      "Form factor": "Rack de 2U",
      "SIM slots": "64",
      "Radio channels": "64",
      Network: "4G LTE Cat.4",
      "Frequency bands": LTE_BANDS_SHORT,
      "SIM rotation": LTE_ROTATION,
      "IMEI change": `${YES}, por canal`,
      Voice: NO,
      "Peak SMS/min": "1,360",
      "Daily capacity": "≈ 1.96 millones",
      SMPP: "Servidor + cliente v3.4",
      "SIM status monitoring": LTE_MONITORING,
      "HTTP API": `${YES} (REST/JSON)`,
      "Delivery reports": YES,
    },
  },
  5: {
    name: "Pasarela SMS 4G LTE Portline SG128-4G (128 SIM)",
    summary:
      "Pasarela de 3U con tarjetas blade, 128 canales LTE y 2,720 SMS/min, ampliable en campo a partir de 64 canales.",
    description: `La SG128-4G se compone de ocho tarjetas blade de radio de 16 canales en un chasis de 3U. Cómprela a media carga y añada tarjetas a medida que crezca el tráfico: una tarjeta nueva se detecta, se registra y se incorpora a la tabla de enrutamiento sin reiniciar.

- 128 canales LTE Cat.4, 128 ranuras SIM
- Hasta 2,720 SMS/min en conjunto
- Ampliable en campo en pasos de 16 canales
- **SMPP** v3.4 (32 sesiones bind), **API HTTP**, **cambio de IMEI**, rotación de SIM

Una controladora de gestión dedicada mantiene la consola web y la API ágiles aunque todos los canales estén ocupados, y guarda doce meses de estadísticas por SIM.`,
    essentialDetails: essentialsEs("SG128-4G", "Pasarela SMS 4G LTE, chasis blade de 3U", 24, "CE, FCC, RoHS"),
    packagingDelivery: packagingEs("72 x 62 x 30 cm", 21, "10-15", "1 chasis con tarjetas blade, antenas y rieles"),
    productParameters: {
      "SIM slots": "64 / 128",
      Ports: "128 canales LTE (8 tarjetas blade de 16 canales)",
      Network: "4G LTE Cat.4",
      "Frequency bands": LTE_BANDS,
      "SMS speed": "Hasta 2,720 SMS/min",
      SMPP: "SMPP v3.4, 32 sesiones bind",
      API: "API HTTP (REST/JSON), métricas para Prometheus",
      "IMEI change": "Por canal",
      Expansion: "Tarjetas blade de 16 canales que se añaden en caliente",
      "Network interface": "2 x RJ45 1 GbE + 2 x SFP+",
      Power: "Doble fuente intercambiable en caliente, 100-240 V CA, 380 W máx.",
      Dimensions: "440 x 520 x 132 mm (3U)",
    },
    sections: [
      {
        title: "Arquitectura blade",
        body: "Cada tarjeta lleva 16 módulos, 16 portatarjetas SIM y su propio microcontrolador; las tarjetas se comunican con la controladora a través de un backplane gigabit interno.",
      },
      {
        title: "Planificación del caudal",
        body: "Calcule unos 21 SMS/min por canal LTE a plena carga. Mantenga el volumen diario de cada SIM dentro de los límites de la tarifa de su operador para proteger la entregabilidad.",
      },
      {
        title: "Seguridad",
        body: "Cuentas de consola con roles, listas de IP permitidas para SMPP y la API, TLS 1.3 en todas las interfaces de gestión y firmware firmado.",
      },
      {
        title: "Guía de integración SMPP",
        body: "Parámetros de bind, soporte de TLV, formato de los acuses de entrega y tamaños de ventana recomendados para la serie SG.",
      },
    ],
    compare: {
      "Form factor": "Chasis blade de 3U",
      "SIM slots": "128",
      "Radio channels": "128",
      Network: "4G LTE Cat.4",
      "Frequency bands": LTE_BANDS_SHORT,
      "SIM rotation": LTE_ROTATION,
      "IMEI change": `${YES}, por canal`,
      Voice: NO,
      "Peak SMS/min": "2,720",
      "Daily capacity": "≈ 3.9 millones",
      SMPP: "Servidor + cliente v3.4",
      "SIM status monitoring": LTE_MONITORING,
      "HTTP API": `${YES} (REST/JSON)`,
      "Delivery reports": YES,
    },
  },
};
