/** Spanish: USB modem pools of data/product-modem-usb.ts. */
import type { LanguageOverlay } from "../../../overlay-types";
import { NO, YES, essentialsEs, packagingEs } from "./product-rows";

const BANDS = "LTE B1/B3/B5/B7/B8/B20/B28/B38/B40/B41; GSM 900/1800 MHz";
const BANDS_SHORT = "LTE B1/B3/B5/B7/B8/B20/B28/B38/B40/B41; GSM 900/1800";
const VIA_SERVER = "Con el software SMS Server";
const VIA_SERVER_API = "API HTTP y SMPP con Portline SMS Server";

export const modemUsbProductsEs: LanguageOverlay["products"] = {
  8: {
    name: "Pool de módems USB Portline MP8 (8 puertos)",
    summary:
      "Ocho módems LTE Cat.4 o GSM tras un solo cable USB, para desarrolladores que quieren manejar los SMS con comandos AT.",
    description: `El MP8 es la forma más sencilla de conectar ocho tarjetas SIM a una computadora. Un hub USB alimentado integrado presenta cada módem como su propio puerto serie, de modo que cualquier software que hable los comandos AT estándar de 3GPP (TS 27.005 / 27.007) funciona sin más.

- 8 puertos, 8 ranuras SIM, un módem por SIM
- Módulos LTE Cat.4, o módulos GSM 2G en la versión económica "GSM"
- Hasta 120 SMS/min con módulos LTE
- Controladores para Windows 10/11 y Linux (cdc-acm / option)
- La licencia gratuita de Portline SMS Server añade una **API HTTP** y una pasarela **SMPP** en su PC

Cada puerto tiene un LED de estado y una línea de reinicio propia, así que un módem bloqueado se puede reiniciar desde el software sin tocar los otros siete.`,
    essentialDetails: essentialsEs("MP8-USB", "Pool de módems USB", 12, "CE, FCC, RoHS"),
    packagingDelivery: packagingEs(
      "32 x 24 x 10 cm",
      1.6,
      "2-4",
      "1 unidad con antenas, cable USB y adaptador de corriente",
    ),
    productParameters: {
      Ports: "8",
      "SIM slots": "8",
      Network: "LTE Cat.4 o GSM (según la versión)",
      "Frequency bands": BANDS,
      "SMS speed": "LTE: hasta 120 SMS/min; GSM: hasta 48 SMS/min",
      "Host interface": "USB 2.0 (tipo B)",
      "AT commands": "3GPP TS 27.005 / 27.007",
      API: VIA_SERVER_API,
      Power: "Adaptador de 12 V CC y 3 A",
      Dimensions: "240 x 160 x 40 mm",
    },
    sections: [
      {
        title: "Cómo aparecen los puertos",
        body: "En Windows cada módem aparece como un puerto COM; en Linux, como /dev/ttyUSBn. La numeración de los puertos sigue el orden físico de las ranuras y se mantiene estable entre reinicios.",
      },
      {
        title: "Software compatible",
        body: "Portline SMS Server, demonios del estilo de Gammu/SMSTools y cualquier biblioteca serie capaz de enviar AT+CMGS en modo texto o PDU.",
      },
      {
        title: "Carcasa de aluminio",
        body: "El cuerpo de aluminio extruido hace también de disipador: sin ventilador y sin ruido, apto para escritorios de oficina.",
      },
      {
        title: "Reinicio por puerto",
        body: "Cada módem tiene su propio interruptor de alimentación controlado por el hub, accesible desde la consola de SMS Server o con un comando de una sola línea.",
      },
    ],
    compare: {
      "Form factor": "Hub USB de escritorio",
      "SIM slots": "8",
      "Radio channels": "8",
      Network: "4G LTE Cat.4 / GSM",
      "Frequency bands": BANDS_SHORT,
      "SIM rotation": "Por software (SMS Server)",
      "IMEI change": NO,
      Voice: NO,
      "Peak SMS/min": "120",
      "Daily capacity": "≈ 172,000",
      SMPP: VIA_SERVER,
      "SIM status monitoring": "LED por puerto + software",
      "HTTP API": VIA_SERVER,
      "Delivery reports": YES,
    },
  },
  9: {
    name: "Pool de módems USB Portline MP16 (16 puertos)",
    summary:
      "Dieciséis módems y dieciséis SIM en un solo enlace USB, con un SDK abierto para crear su propio servicio de SMS o de verificación.",
    description: `El MP16 duplica el MP8 y añade un pequeño microcontrolador de gestión que informa de la presencia de SIM, el nivel de señal y la temperatura por un puerto de control aparte. Eso lo convierte en una buena base para software a medida: su aplicación ve dieciséis módems más una interfaz de estado limpia.

- 16 puertos, 16 ranuras SIM
- Módulos LTE Cat.4 (estándar) o GSM (versión económica)
- Hasta 240 SMS/min con módulos LTE
- Puerto de control con mensajes de estado en JSON y SDK de código abierto para Python y Go
- Funciona con Portline SMS Server para ofrecer **API HTTP** y **SMPP**

Se pueden apilar dos unidades y compartir un solo adaptador de corriente con el cable de enlace incluido.`,
    essentialDetails: essentialsEs("MP16-USB", "Pool de módems USB", 12, "CE, FCC, RoHS"),
    packagingDelivery: packagingEs(
      "38 x 28 x 12 cm",
      2.6,
      "3-5",
      "1 unidad con antenas, cable USB y adaptador de corriente",
    ),
    productParameters: {
      Ports: "16",
      "SIM slots": "16",
      Network: "LTE Cat.4 o GSM (según la versión)",
      "Frequency bands": BANDS,
      "SMS speed": "LTE: hasta 240 SMS/min; GSM: hasta 96 SMS/min",
      "Host interface": "USB 2.0 (tipo B) + puerto de control",
      "AT commands": "3GPP TS 27.005 / 27.007",
      SDK: "Python y Go, licencia MIT",
      API: VIA_SERVER_API,
      Power: "Adaptador de 12 V CC y 5 A",
      Dimensions: "300 x 200 x 45 mm",
    },
    sections: [
      {
        title: "Puerto de control",
        body: "Un 17.º puerto serie emite una línea JSON por evento: SIM insertada o retirada, cambio de registro, temperatura por encima del umbral.",
      },
      {
        title: "Caudal",
        body: "Cuente con unos 15 SMS/min por puerto LTE y 6 SMS/min por puerto GSM en modo PDU con los informes de entrega activados.",
      },
      {
        title: "SDK del pool de módems",
        body: "Bibliotecas de código abierto para Python y Go para enviar, recibir, usar USSD y reiniciar puertos, con un envoltorio REST listo para usar.",
      },
    ],
    compare: {
      "Form factor": "Hub USB de escritorio",
      "SIM slots": "16",
      "Radio channels": "16",
      Network: "4G LTE Cat.4 / GSM",
      "Frequency bands": BANDS_SHORT,
      "SIM rotation": "Por software (SMS Server)",
      "IMEI change": NO,
      Voice: NO,
      "Peak SMS/min": "240",
      "Daily capacity": "≈ 345,000",
      SMPP: VIA_SERVER,
      "SIM status monitoring": "Puerto de control (JSON) + LED",
      "HTTP API": VIA_SERVER,
      "Delivery reports": YES,
    },
  },
};
