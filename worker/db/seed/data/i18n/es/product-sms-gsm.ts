/** Spanish: GSM SMS gateways of data/product-sms-gsm.ts. */
import type { LanguageOverlay } from "../../../overlay-types";
import { NO, YES, essentialsEs, packagingEs } from "./product-rows";

export const smsGsmProductsEs: LanguageOverlay["products"] = {
  1: {
    name: "Pasarela SMS GSM Portline SG8 (8 SIM)",
    summary:
      "Pasarela GSM cuatribanda compacta de 8 canales para equipos que envían alertas y contraseñas de un solo uso desde sus propias tarjetas SIM.",
    description: `La SG8 es la puerta de entrada a la gama Portline: ocho radios GSM independientes en una caja de escritorio de acero sin ventilador, cada una con su propia ranura SIM y su antena SMA. Se conecta a cualquier LAN de oficina y expone todo el equipo mediante una **API HTTP** y un servidor **SMPP** v3.4 integrado, así que su aplicación nunca tiene que hablar en comandos AT.

Sus usuarios típicos son pequeños equipos SaaS, clínicas y departamentos de TI que necesitan un canal confiable e independiente del operador para códigos de doble factor, alertas de monitoreo y recordatorios de citas.

- 8 canales GSM, 8 ranuras SIM (una SIM por canal)
- Hasta 60 SMS/min sumando todos los canales
- Rotación de SIM por número de mensajes o por tiempo, con límites diarios por SIM
- Los SMS entrantes se reenvían a su URL en formato JSON

La consola web muestra la intensidad de señal, el estado de registro y los contadores de cada SIM, y la pasarela guarda una cola local de 20,000 mensajes si su servidor se queda sin conexión.`,
    essentialDetails: essentialsEs("SG8-GSM", "Pasarela SMS GSM", 12, "CE, FCC, RoHS"),
    packagingDelivery: packagingEs("34 x 26 x 12 cm", 2.1, "3-5", "1 unidad con 8 antenas y adaptador de corriente"),
    productParameters: {
      "SIM slots": "8",
      Ports: "8 canales GSM",
      Network: "GSM/GPRS",
      "Frequency bands": "GSM 850/900/1800/1900 MHz",
      "SMS speed": "Hasta 60 SMS/min",
      SMPP: "Servidor SMPP v3.4, 2 sesiones bind",
      API: "API HTTP (JSON), webhooks de mensajes entrantes",
      "SIM rotation": "Por número de mensajes o por intervalo",
      "Network interface": "1 x RJ45 10/100 Mbps",
      Power: "Adaptador de 12 V CC y 2 A (entrada de 100-240 V CA)",
      Dimensions: "260 x 180 x 45 mm",
      "Operating temperature": "De 0 a 45 °C",
    },
    sections: [
      {
        title: "Radio y SIM",
        body: "- Módulos GSM cuatribanda, clase 4 (2 W) en 850/900 MHz\n- Portatarjetas SIM push-push para tarjetas de 1.8 V / 3 V\n- Conector de antena SMA hembra independiente por canal",
      },
      {
        title: "Gestión",
        body: "Consola web por HTTPS, traps SNMP v2c para alarmas de SIM y de señal, sincronización horaria por NTP y actualización de firmware desde la consola con reversión automática si algo falla.",
      },
    ],
    compare: {
      "Form factor": "Escritorio",
      "SIM slots": "8",
      "Radio channels": "8",
      Network: "GSM",
      "Frequency bands": "850/900/1800/1900 MHz",
      "SIM rotation": "Por número o por tiempo",
      "IMEI change": NO,
      Voice: NO,
      "Peak SMS/min": "60",
      "Daily capacity": "≈ 86,000",
      SMPP: "Servidor v3.4",
      "SIM status monitoring": "Señal, registro, contadores",
      "HTTP API": `${YES} (JSON)`,
      "Delivery reports": YES,
    },
  },
  2: {
    name: "Pasarela SMS GSM Portline SG32 (16/32 SIM)",
    summary:
      "Pasarela para rack de 1U con 16 o 32 canales GSM, pensada para un tráfico constante de notificaciones masivas en redes 2G.",
    description: `La SG32 reúne 32 radios GSM en un solo chasis de 1U, con bandejas SIM accesibles desde el frente y un panel de antenas en la parte trasera. Es el caballo de batalla en los mercados donde la cobertura 2G sigue siendo densa y el SMS por GSM continúa siendo la vía más barata para llegar al teléfono.

La pasarela reparte el tráfico entre los canales de forma automática y aplica cuotas diarias por SIM, para que ninguna tarjeta envíe tanto como para activar los filtros antispam del operador.

- 32 canales GSM con 32 ranuras SIM (también disponible en versión de 16 canales)
- Hasta 240 SMS/min en el modelo de 32 canales
- Servidor y cliente **SMPP** v3.4, **API HTTP** con informes de entrega
- Bandejas SIM intercambiables en caliente: cambie una tarjeta sin reiniciar el equipo

Combine varias SG32 bajo el Portline SMS Server gratuito para enrutar por remitente, prefijo de destino o grupo de SIM.`,
    essentialDetails: essentialsEs("SG32-GSM", "Pasarela SMS GSM, rack de 1U", 24, "CE, FCC, RoHS"),
    packagingDelivery: packagingEs(
      "60 x 52 x 16 cm",
      7.8,
      "5-7",
      "1 unidad con 32 antenas y soportes de montaje en rack",
    ),
    productParameters: {
      "SIM slots": "16 / 32",
      Ports: "16 o 32 canales GSM",
      Network: "GSM/GPRS",
      "Frequency bands": "GSM 850/900/1800/1900 MHz",
      "SMS speed": "Hasta 240 SMS/min (32 canales)",
      SMPP: "Servidor y cliente SMPP v3.4",
      API: "API HTTP con informes de entrega",
      "SIM rotation": "Por número de mensajes, por tiempo y por cuota diaria",
      USSD: "Consulta de saldo y recargas por USSD",
      "Network interface": "2 x RJ45 10/100/1000 Mbps",
      Power: "100-240 V CA, 60 W máx.",
      Dimensions: "440 x 300 x 44 mm (1U)",
    },
    sections: [
      {
        title: "Control del tráfico",
        body: "Límites por SIM por minuto, hora y día; intervalos de envío aleatorios; pausa automática de una SIM tras tres fallos de envío consecutivos.",
      },
      {
        title: "Protocolos",
        body: "- SMPP v3.4: sesiones bind transmitter, receiver y transceiver\n- API HTTP: JSON sobre HTTPS, autenticación por token\n- SNMP v2c, Syslog, NTP",
      },
      {
        title: "Mensajes entrantes",
        body: "Las respuestas y las palabras clave STOP llegan a su webhook en menos de un segundo, junto con la SIM y el canal que las recibieron, para que pueda respetar cada baja según el número remitente.",
      },
      {
        title: "Bandejas SIM frontales",
        body: "Cada bandeja aloja cuatro tarjetas SIM y tiene una guía que impide insertarla al revés. Los LED de estado junto a cada ranura indican el registro y la actividad.",
      },
      {
        title: "Diseño térmico",
        body: "Dos ventiladores con control de temperatura hacen circular el aire de adelante hacia atrás y mantienen los módulos por debajo de 55 °C a plena carga en una sala a 35 °C.",
      },
    ],
    compare: {
      "Form factor": "Rack de 1U",
      "SIM slots": "16 / 32",
      "Radio channels": "16 / 32",
      Network: "GSM",
      "Frequency bands": "850/900/1800/1900 MHz",
      "SIM rotation": "Por número, tiempo y cuota diaria",
      "IMEI change": NO,
      Voice: NO,
      "Peak SMS/min": "240",
      "Daily capacity": "≈ 345,000",
      SMPP: "Servidor + cliente v3.4",
      "SIM status monitoring": "Señal, saldo, contadores",
      "HTTP API": `${YES} (JSON)`,
      "Delivery reports": YES,
    },
  },
};
