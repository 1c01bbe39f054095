/** Spanish: blog posts 1-5 of data/posts-a.ts. */
import type { LanguageOverlay } from "../../../overlay-types";

const FENCE = "```";

export const postsAEs: LanguageOverlay["posts"] = {
  1: {
    title: "¿Pasarela SMS o pool de módems? Cuál necesita",
    summary:
      "Ambos conectan tarjetas SIM a su red. La diferencia está en dónde reside la inteligencia, y eso determina el costo, el esfuerzo y la escala.",
    bodyMd: `Los clientes nos preguntan a menudo si deben comprar una pasarela SMS o un pool de módems. Ambos alojan tarjetas SIM y ambos envían SMS. La verdadera diferencia está en **dónde se ejecuta el software**.

## Pool de módems: las radios y nada más

Un pool de módems como el MP8 es una caja de módems detrás de un hub USB. Su computadora ve un puerto serie por módem y se comunica con cada uno mediante comandos AT. La cola, los reintentos, la rotación de SIM y los informes de entrega son tarea de su software (o del Portline SMS Server gratuito).

- El menor costo por puerto
- Control total, ideal para desarrolladores
- Necesita una computadora anfitriona siempre encendida

## Pasarela SMS: radios más una controladora

Una pasarela como la SG8 añade una controladora embebida que ya se encarga de la cola, la rotación y los informes. Usted se conecta por la red con una API HTTP o con SMPP y nunca ve un comando AT.

- Funciona por sí sola, sin computadora anfitriona
- SMPP para las plataformas SMS que ya tiene
- Más fácil de monitorear y de escalar

## Una regla rápida

| Si usted... | Elija |
|---|---|
| está haciendo un prototipo o construyendo su propia solución | Pool de módems |
| necesita SMPP o más de una aplicación que envíe | Pasarela |
| envía menos de 5,000 SMS al día desde una sola aplicación | Cualquiera de los dos |

Empiece en pequeño: ambas líneas de producto usan el mismo manejo de SIM y los mismos conceptos de API, así que pasar de una a otra más adelante no cuesta nada.`,
  },
  2: {
    title: "La rotación de SIM con SIM bank, explicada",
    summary:
      "Por qué importa rotar las tarjetas SIM, los tres disparadores de rotación que admitimos y cómo elegir límites acordes a su tarifa.",
    bodyMd: `Una tarjeta SIM es una línea de abonado con una tarifa, y toda tarifa tiene condiciones de uso razonable. La rotación reparte el tráfico para que ninguna tarjeta las supere.

## Qué hace la rotación

Una pasarela con rotación mantiene un conjunto de SIM por canal (en local, como en la SG256, o en un banco de SIM remoto, como con la GoIP-16). Cuando se cumple un disparador, el canal da de baja la SIM activa y registra la siguiente.

## Los tres disparadores

1. **Número**: tras N mensajes o N minutos de llamada.
2. **Tiempo**: cuando la tarjeta lleva activa un periodo determinado.
3. **Cuota**: cuando se alcanza el límite diario de esa tarjeta.

Un cuarto, **fallos**, cambia de tarjeta tras errores de envío repetidos, lo que suele significar que la tarjeta se quedó sin saldo o fue bloqueada.

## Cómo elegir los límites

- Parta de la tarifa: si un plan incluye 3,000 SMS al mes, un tope diario de 100 lo mantiene dentro.
- Deje margen: el 80 % de lo incluido es un techo sensato.
- Vigile las estadísticas: una tarjeta cuya tasa de éxito cae le está diciendo algo.

## ¿Pool local o banco remoto?

Los pools locales son más sencillos y no necesitan hardware adicional. Un banco de SIM remoto permite que un mismo juego de tarjetas dé servicio a pasarelas en varios sitios y que usted cambie las tarjetas de forma centralizada.`,
  },
  3: {
    title: "Códecs VoIP para pasarelas GSM y LTE",
    summary:
      "¿G.711, G.729, AMR-WB u Opus? Lo que cuesta cada códec en ancho de banda y lo que hace con la calidad de la llamada.",
    bodyMd: `El códec que elija entre su centralita y una pasarela GoIP o VoLTE determina cuánto ancho de banda consume una llamada y cómo suena.

## Los sospechosos habituales

| Códec | Tasa de bits | Banda de audio | Notas |
|---|---|---|---|
| G.711 A/µ | 64 kbit/s | Banda estrecha | Sin compresión, el mejor en LAN |
| G.729A/B | 8 kbit/s | Banda estrecha | Bueno para enlaces WAN |
| G.722 | 64 kbit/s | Banda ancha | Voz HD del lado SIP |
| AMR-WB | 6.6-23.85 kbit/s | Banda ancha | Voz HD en VoLTE |
| Opus | 6-510 kbit/s | Hasta banda completa | Flexible, resistente a pérdidas |

## Evite la doble compresión

Cada paso de transcodificación cuesta calidad. Una llamada GSM ya viene comprimida por la red móvil; volver a comprimirla con G.729 en el tramo SIP añade artefactos audibles. Si la pasarela y la centralita comparten una LAN, use **G.711**.

## Banda ancha de extremo a extremo

Con pasarelas VoLTE como la VG32, una llamada puede mantenerse en banda ancha desde el celular hasta el teléfono de escritorio: AMR-WB del lado de radio y G.722 u Opus del lado SIP. La pasarela solo transcodifica cuando los dos lados no coinciden.

## Lista de verificación

- Misma LAN: G.711
- Sucursal remota por VPN: G.729 u Opus
- Se requiere voz HD: AMR-WB más G.722/Opus
- Active siempre el búfer de jitter y la cancelación de eco`,
  },
  4: {
    title: "SMPP o API HTTP: cómo conectarse a su pasarela SMS",
    summary:
      "Todas las pasarelas Portline hablan ambos. Le explicamos cuándo usar la sesión SMPP persistente y cuándo basta con una simple llamada HTTP.",
    bodyMd: `Las pasarelas Portline aceptan mensajes por **SMPP** y por una **API HTTP**. Ambos llegan a la misma cola; la elección depende de su tráfico y de su software.

## API HTTP: sencilla y sin estado

Una solicitud HTTPS por mensaje (o por lote), una respuesta en JSON y los informes de entrega enviados de vuelta a su webhook. Cualquier lenguaje puede hacerlo.

${FENCE}bash
curl -X POST https://gateway.local/api/v1/sms \\
  -H "Authorization: Bearer YOUR_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"to": "+447700900123", "text": "Your code is 481 516", "simGroup": "otp"}'
${FENCE}

La respuesta contiene un identificador de mensaje con el que puede consultar el estado más tarde:

${FENCE}json
{ "id": "msg_01HV3K9", "status": "queued", "channel": 17 }
${FENCE}

## SMPP: persistente y rápido

SMPP mantiene abierta una sesión TCP y encadena muchas PDU submit_sm sin esperar cada respuesta. Es lo que ya hablan las plataformas SMS y los agregadores.

## Cara a cara

| | API HTTP | SMPP v3.4 |
|---|---|---|
| Conexión | Una solicitud por llamada | Sesión bind persistente |
| Caudal | Cientos por segundo con lotes | Miles por segundo con ventanas |
| Informes de entrega | Webhook | deliver_sm en la sesión bind |
| Ideal para | Aplicaciones, scripts, bajo volumen | Plataformas, agregadores |

## Nuestro consejo

- Si está creando una aplicación: empiece con la API HTTP.
- Si conecta una plataforma SMS existente: use SMPP con una ventana de 10-50.
- Si opera la SG512 a 5,440 SMS/min: use varias sesiones bind SMPP repartidas entre grupos de SIM.`,
  },
  5: {
    title: "Cómo elegir una pasarela GoIP para su oficina o centro de llamadas",
    summary:
      "Canales, generación de red, manejo de las SIM y compatibilidad con la centralita: las cuatro preguntas que resuelven la elección.",
    bodyMd: `Una pasarela GoIP conecta tarjetas SIM móviles a un sistema telefónico SIP. Elegir una se reduce a cuatro preguntas.

## 1. ¿Cuántas llamadas simultáneas?

Cuente las llamadas simultáneas a celulares en el momento pico, no el número de empleados. Un equipo de ventas de 20 personas rara vez tiene más de 8 llamadas en curso a la vez. Cada canal cursa una llamada.

## 2. ¿GSM o LTE?

Revise los planes de sus operadores. Donde se está apagando la voz 2G, compre VoLTE (la serie VG) aunque hoy GSM todavía funcione.

## 3. ¿Cómo manejará las SIM?

- Pocas SIM, un solo sitio: las ranuras locales bastan (GoIP-8).
- Muchas SIM o varios sitios: un banco de SIM remoto con la GoIP-16.
- Los límites de llamadas por SIM mantienen cada tarjeta dentro de su tarifa.

## 4. ¿Funciona con su centralita?

Las pasarelas Portline están probadas con Asterisk, FreePBX, 3CX, FreeSWITCH y Yeastar. Regístrela como troncal SIP, fije el códec en G.711 en una LAN y pruebe el DTMF con su IVR antes de entrar en producción.

## Elecciones rápidas

- Oficina pequeña: **GoIP-8**
- Centro de llamadas, red 2G: **GoIP-16**
- Centro de llamadas, solo 4G: **VG32** (32 llamadas simultáneas)`,
  },
};
