/** Spanish: knowledge-base articles of data/articles.ts. */
import type { LanguageOverlay } from "../../../overlay-types";

const FENCE = "```";

export const articlesEs: LanguageOverlay["articles"] = {
  1: {
    title: "Cómo configurar SMPP en una pasarela Portline",
    summary: "Cree una cuenta SMPP, conecte su cliente y compruebe los acuses de entrega, paso a paso.",
    bodyMd: `Esta guía se aplica a todas las pasarelas de la serie SG y al pool de módems en rack MP66.

## 1. Cree una cuenta

En la consola, abra **SMPP → Cuentas → Añadir** y configure:

| Campo | Ejemplo | Notas |
|---|---|---|
| system_id | \`acme-otp\` | Hasta 15 caracteres |
| password | \`********\` | Hasta 8 caracteres (límite de SMPP v3.4) |
| IP permitidas | \`203.0.113.10/32\` | Déjelo vacío para permitir cualquiera |
| Grupo de SIM | \`otp\` | Los mensajes de esta cuenta usan solo estas SIM |
| Límite de caudal | \`50\` msg/s | Opcional |

## 2. Haga el bind desde su cliente

Conéctese al puerto TCP **2775** (o al **3550** para TLS) y haga el bind como transceiver:

${FENCE}text
bind_transceiver
  system_id:          acme-otp
  password:           ********
  system_type:        (empty)
  interface_version:  0x34
${FENCE}

Use una ventana de 10-50 PDU submit_sm pendientes y envíe enquire_link cada 30 segundos.

## 3. Acuses de entrega

Fije registered_delivery = 1 en submit_sm. Los acuses llegan como deliver_sm con el texto estándar \`id:... stat:DELIVRD\` y el TLV receipted_message_id.

## 4. Resolución de problemas

- **ESME_RBINDFAIL**: contraseña incorrecta o IP no permitida.
- **ESME_RTHROTTLED**: superó el límite de caudal; reduzca la velocidad y vuelva a intentarlo.
- No llegan acuses: compruebe que el operador de la SIM admita los informes de estado.`,
  },
  2: {
    title: "Garantía y proceso de RMA",
    summary: "Qué cubre la garantía, cómo abrir una devolución y cómo funciona el reemplazo anticipado.",
    bodyMd: `## Periodos de garantía

- Pasarelas de escritorio y pools de módems USB: **12 meses**
- Pasarelas en rack, pools de módems en rack y pasarelas proxy: **24 meses** (PX8 5G y PX16 4G/PX32 4G: 12 meses)
- SG256 y SG512: **36 meses**

El periodo empieza en la fecha de entrega que indica la empresa de transporte.

## Qué está cubierto

Las fallas de hardware en condiciones normales de uso: módulos de radio, fuentes de alimentación, ventiladores, controladoras y portatarjetas SIM averiados. No están cubiertos: los daños por rayos o por una alimentación incorrecta, los líquidos, los módulos abiertos ni las tarjetas SIM.

## Cómo abrir un RMA

1. Anote el número de serie (consola → **Sistema → Acerca de**) y genere un paquete de diagnóstico (**Sistema → Exportar diagnóstico**).
2. Contacte con soporte indicando el número de pedido, el número de serie y una breve descripción.
3. Respondemos en un día hábil con un número de RMA o una solución remota.

## Reemplazo anticipado

Para los equipos en rack y para los módulos sueltos, enviamos primero la pieza de reemplazo. Devuelva la pieza defectuosa en un plazo de 15 días con la etiqueta prepagada.

## Fuera de garantía

Las reparaciones se cotizan por pieza. Los módulos de radio y las fuentes de alimentación siguen disponibles al menos cinco años después de que un producto se descontinúe.`,
  },
  3: {
    title: "Guía de actualización del firmware",
    summary: "Cómo actualizar con seguridad desde la consola o la API, y qué hacer si una actualización falla.",
    bodyMd: `El firmware de Portline está firmado y se instala en una segunda partición, así que una actualización fallida nunca deja el equipo sin un sistema que funcione.

## Antes de empezar

- Lea las notas de la versión de su modelo.
- Exporte la configuración (**Sistema → Copia de seguridad**).
- Programe un periodo tranquilo: la pasarela reinicia sus radios durante la actualización.

## Desde la consola

1. **Sistema → Firmware → Subir** y elija el archivo \`.plfw\`.
2. Se comprueba la firma; los archivos sin firmar o de otro fabricante se rechazan.
3. Pulse **Instalar y reiniciar**. Cuente con 3-6 minutos según el modelo.

## Desde la API

${FENCE}bash
curl -X POST https://gateway.local/api/v1/system/firmware \\
  -H "Authorization: Bearer YOUR_TOKEN" \\
  -F "file=@sg-series-4.8.2.plfw"
${FENCE}

## Si algo sale mal

Si el nuevo firmware no informa de un estado correcto en 10 minutos, el equipo arranca automáticamente desde la partición anterior. En la SG512 las controladoras se actualizan de una en una, así que el tráfico continúa durante todo el proceso.`,
  },
  4: {
    title: "Compatibilidad de las tarjetas SIM",
    summary:
      "Qué tamaños, voltajes y planes de SIM funcionan en las pasarelas Portline, y cómo preparar las tarjetas antes de instalarlas.",
    bodyMd: `## Tamaño y tipo

- Todos los productos Portline usan tarjetas **Mini-SIM (2FF)**. Use un adaptador certificado para las Micro o Nano SIM; evite las tarjetas recortadas.
- Se admiten SIM de 1.8 V y 3 V. Las tarjetas muy antiguas solo de 5 V, no.
- La gama actual no admite eSIM.

## Planes

- Pasarelas SMS: un plan que permita el volumen que piensa enviar. Pregunte a su operador por planes empresariales o M2M para el tráfico A2P.
- Pasarelas VoIP: planes con voz; en los modelos LTE, la SIM debe estar habilitada para **VoLTE**.
- Pasarelas proxy: planes de datos que permitan este uso, sin un APN de IP fija.

## Cómo preparar las tarjetas

1. Desactive antes el PIN en un teléfono, o introduzca el PIN de cada SIM en la consola.
2. Haga una llamada o envíe un SMS de prueba desde un teléfono para activar la tarjeta.
3. Etiquete cada tarjeta con su número de ranura.

## Cómo comprobar el estado

La consola muestra el registro, el operador, la señal y, donde se admite USSD, el saldo de cada SIM.`,
  },
};
