/** Spanish: blog posts 6-10 of data/posts-b.ts (post 10 keeps its raw `<script>` line). */
import type { LanguageOverlay } from "../../../overlay-types";

const FENCE = "```";

export const postsBEs: LanguageOverlay["posts"] = {
  6: {
    title: "Cómo mantener los SMS en marcha tras el apagado de 2G y 3G",
    summary:
      "Los operadores están apagando las redes heredadas. Qué significa eso para las pasarelas GSM y cómo planificar la migración a LTE.",
    bodyMd: `En Europa, Norteamérica y parte de Asia, los operadores están retirando el 2G y el 3G para reutilizar el espectro en 4G y 5G. Una pasarela GSM en una red apagada simplemente deja de registrarse.

## Revise sus fechas

La mayoría de los operadores anuncian las fechas de apagado con 12-24 meses de antelación. Haga una lista de cada sitio, su operador y la fecha anunciada. Planifique la migración al menos seis meses antes.

## Cómo funcionan los SMS en LTE

LTE no tiene núcleo de conmutación de circuitos, así que los SMS viajan de una de estas dos formas:

- **SMS over SGs**: la red LTE tuneliza los SMS hacia el núcleo heredado. Ampliamente admitido hoy.
- **SMS over IMS**: los SMS como mensajes SIP en el núcleo IMS. El camino a largo plazo, y obligatorio en algunas redes solo 4G.

Las pasarelas LTE Cat.4 de Portline admiten ambos y eligen lo que ofrezca la red.

## Pasos de la migración

1. Pruebe una pasarela LTE con sus SIM actuales; algunos perfiles de SIM antiguos deben reemplazarse.
2. Hágala funcionar en paralelo con la unidad GSM y compare las tasas de entrega.
3. Traslade las sesiones bind SMPP de un grupo de SIM a la vez.
4. Conserve una unidad "2G/4G" donde los socios de roaming aún dependan de GSM.

## Presupuesto

Por canal, una pasarela LTE cuesta aproximadamente 1.5 veces lo que una GSM. También envía unas 2.5 veces más rápido, así que el costo por mensaje baja.`,
  },
  7: {
    title: "Cómo funciona la rotación de IP en una pasarela proxy 4G",
    summary:
      "Qué ocurre realmente cuando le pide a un módem una IP nueva, cuánto tarda y cómo rotar sin perder solicitudes.",
    bodyMd: `Los operadores móviles colocan a sus abonados detrás de un NAT de nivel operador y reparten direcciones desde grandes pools. Una pasarela proxy 4G aprovecha eso: cada módem es un abonado distinto con su propia dirección pública.

## Qué hace una rotación

Cuando rota un puerto, el módem cierra su conexión de datos (la portadora PDN) y la vuelve a establecer. El operador asigna una dirección de su pool, normalmente distinta. En la PX16 esto tarda 6-12 segundos.

## Cómo lanzar una rotación

${FENCE}bash
curl -X POST https://px16.local/api/v1/ports/5/rotate \\
  -H "Authorization: Bearer YOUR_TOKEN"
${FENCE}

${FENCE}json
{ "port": 5, "oldIp": "100.72.14.9", "newIp": "100.72.201.37", "tookMs": 8140 }
${FENCE}

También puede rotar según una programación (cada N minutos) o mediante una URL de rotación por puerto, para herramientas que solo pueden hacer solicitudes GET.

## Rotar sin perder solicitudes

- Primero vacíe el puerto: deje de enviarle solicitudes nuevas y espere a que terminen las abiertas.
- Rote los puertos por turnos, nunca todos a la vez.
- Mantenga un puerto de reserva por cada ocho en el pool para absorber el hueco.

## Lo que influye en la rotación

- **Tamaño del pool del operador**: los OMV pequeños a veces devuelven la misma dirección.
- **Señal**: una cobertura débil hace más lenta la reconexión.
- **APN**: algunos APN asignan una IP fija; use un APN estándar de consumo o M2M.

Use los proxies solo para tráfico que tenga derecho a enviar y con planes de datos que lo permitan.`,
  },
  8: {
    title: "Lista de verificación de entregabilidad SMS para operadores de pasarelas",
    summary:
      "Doce comprobaciones que separan una tasa de entrega del 98 % de una del 70 %, desde la ubicación de las antenas hasta el contenido del mensaje.",
    bodyMd: `La tasa de entrega es la cifra que importa. Estas son las comprobaciones que nuestro equipo de soporte hace primero cuando un cliente informa de una caída.

## Radio

- Señal: RSRP mejor que -100 dBm y SINR por encima de 5 dB en todos los canales.
- Antenas separadas entre sí, no amontonadas detrás del rack.
- Ningún canal en una celda saturada en horas pico.

## Tarjetas SIM

- Dentro de los límites de uso razonable de la tarifa; use cuotas diarias.
- Saldo recargado: una tarjeta sin saldo falla en silencio en algunas redes.
- No demasiado nuevas: algunos operadores limitan el volumen de las SIM recién activadas.

## Patrón de tráfico

- Reparta la carga entre las SIM y a lo largo del día.
- Intervalos aleatorios entre mensajes de la misma SIM.
- Limitación por destino para los operadores pequeños.

## Contenido

- Identifique su marca en las primeras palabras.
- Evite los acortadores de URL; use su propio dominio.
- Atienda las respuestas STOP de inmediato.

## Mida

Active los informes de entrega y vigile las tasas de éxito **por SIM**. Una sola tarjeta defectuosa se esconde con facilidad en un promedio global.`,
  },
  9: {
    title: "Cómo dimensionar un pool de módems en rack: puertos, SIM y caudal",
    summary: "Un ejemplo resuelto para elegir entre 32 y 66 puertos, con los números que lo respaldan.",
    bodyMd: `Dimensionar un pool de módems empieza por su volumen diario y retrocede hasta los puertos.

## Paso 1: el pico, no el promedio

La mayor parte del tráfico llega en unas pocas horas de mucha actividad. Tome su volumen diario y suponga que el 40 % llega en las tres horas de más actividad.

Ejemplo: 150,000 SMS al día → 60,000 en tres horas → unos **333 SMS/min** en el pico.

## Paso 2: velocidad por puerto

Con los informes de entrega activados, un puerto LTE Cat.1 envía unos 15 SMS/min. 333 / 15 = 23 puertos.

## Paso 3: límites por SIM

Si cada SIM puede enviar 1,500 SMS al día, 150,000 / 1,500 = **100 SIM**. Eso supera el número de puertos, así que la restricción son las SIM, no la velocidad. Rote las SIM o añada puertos.

## Paso 4: margen

Añada un 25 % para canales averiados y para el crecimiento.

| Volumen diario | SMS/min en el pico | Puertos necesarios | Equipo sugerido |
|---|---|---|---|
| 50,000 | 111 | 10 | MP16 (USB) |
| 150,000 | 333 | 28 | MP32 (rack) |
| 300,000 | 667 | 56 | MP66 (rack) |
| 1,000,000 | 2,222 | 186 | Pasarela SG256 |

Por encima de unos 60 puertos, una pasarela con conmutación de SIM integrada suele salir más barata de operar que varios pools de módems.`,
  },
  10: {
    title: "Trate los SMS entrantes como datos no confiables",
    summary:
      "Cualquiera puede enviar un mensaje a sus tarjetas SIM. Por qué las respuestas deben escaparse antes de llegar a un panel, con un ejemplo real.",
    bodyMd: `Su pasarela reenvía cada SMS entrante a su webhook. Cualquiera que conozca uno de sus números puede enviar uno, y lo que escriba termina en su base de datos y, tarde o temprano, en la pantalla de alguien.

## Un ejemplo real

El panel de soporte de un cliente recibió esta respuesta a un recordatorio de cita:

<script>alert("xss")</script>

El panel mostraba el cuerpo de los mensajes como HTML, así que el script se ejecutó en el navegador de cada agente que abrió el ticket. Esta vez fue inofensivo; con la misma facilidad podría haber robado una cookie de sesión.

## Reglas para el texto entrante

- **Escape al mostrar.** Muestre el cuerpo de los SMS como texto, nunca como HTML ni markdown.
- **Limite la longitud.** Un SMS concatenado puede ocupar varios kilobytes; ponga un tope a lo que almacena.
- **Normalice la codificación.** Los mensajes UCS-2 pueden contener caracteres de control y marcas de sobrescritura bidireccional.
- **Nunca ejecute palabras clave a ciegas.** Asocie las palabras clave conocidas (STOP, HELP) a acciones fijas; ignore el resto.

## Higiene de los webhooks

- Verifique la firma HMAC que la pasarela añade a cada llamada al webhook.
- Acepte webhooks solo desde la dirección de la pasarela.
- Guarde la carga útil original junto a los campos interpretados para las auditorías.

Lo mismo vale para las respuestas USSD y los campos de texto de los informes de entrega: si vino de la red, trátelo como no confiable.`,
  },
};
