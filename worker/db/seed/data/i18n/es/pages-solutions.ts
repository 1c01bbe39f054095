/** Spanish: the solution pages of data/pages-solutions.ts. */
import type { LanguageOverlay } from "../../../overlay-types";

export const solutionPagesEs: LanguageOverlay["pages"] = {
  "solution/sms-modem": {
    title: "Solución de pools de módems SMS",
    description:
      "Cree su propio servicio de SMS con 8 a 66 módems: pools de módems USB o en rack, comandos AT y el Portline SMS Server gratuito.",
    bodyMd: `## El problema

Quiere enviar y recibir SMS desde su propio software, con sus propias tarjetas SIM, sin pagar por mensaje a un proveedor, y no le importa operar un servidor.

## Cómo lo resolvemos

Un pool de módems Portline pone muchos módems en una sola conexión. Su software los maneja con comandos AT estándar, o bien instala el Portline SMS Server gratuito y obtiene además una API HTTP y SMPP.

- **Empiece en pequeño**: un pool USB de 8 puertos en cualquier PC.
- **Crezca**: 16 puertos por USB, 32 puertos en 1U, 66 puertos en 2U.
- **Hágalo autónomo**: el MP66 de 66 puertos ejecuta él mismo SMS Server, así que no necesita una computadora anfitriona.

## Configuraciones típicas

| Volumen diario | Recomendado |
|---|---|
| Hasta 50,000 | Pool USB MP8 o MP16 |
| 50,000-300,000 | Pool en rack MP32 o MP66 |
| Más de 300,000 | Considere una pasarela SMS con conmutación de SIM |

## Lo que obtiene

- Reinicio y estado por puerto
- SDK abierto (Python, Go) para integraciones a medida
- Los mismos conceptos de SIM y cuotas que nuestras pasarelas, para que pueda dar el salto más adelante`,
  },
  "solution/sms-gateway": {
    title: "Solución de pasarelas SMS",
    description:
      "Envíe códigos OTP y notificaciones desde sus propias SIM: pasarelas SMS LTE de 32 a 512 SIM con SMPP y API HTTP.",
    bodyMd: `## El problema

Sus contraseñas de un solo uso y sus notificaciones pasan por rutas de terceros que usted no puede ver por dentro. La entrega es lenta en algunas redes, los costos suben con el volumen y, cuando algo falla, se entera por sus clientes.

## Cómo lo resolvemos

Una pasarela SMS Portline termina su tráfico en tarjetas SIM locales que usted controla. Sus sistemas se conectan por **SMPP** o por la **API HTTP**; la pasarela encola, enruta por operador, rota las SIM dentro de sus cuotas e informa de la entrega de cada mensaje.

- **Preparada para LTE**: los módulos Cat.4 siguen funcionando tras el apagado de 2G/3G.
- **Crece por etapas**: 32, 64, 128, 256 y 512 SIM.
- **Escala nacional**: siete chasis SG512 en clúster llegan a 50 millones de SMS al día.

## Arquitectura

1. Su aplicación o su plataforma SMS se conecta por SMPP (o llama a la API HTTP).
2. La pasarela elige una SIM de la red del destinatario, dentro de su cuota.
3. Los informes de entrega vuelven por la misma sesión bind o a su webhook.
4. Las respuestas y las palabras clave STOP se reenvían en menos de un segundo.

## Resultados que informan los clientes

- Entrega mediana de OTP inferior a 7 segundos en números nacionales
- Tasas de entrega superiores al 97 %
- Costo por mensaje normalmente un 40-60 % inferior al de las rutas internacionales`,
  },
  "solution/goip-gateway": {
    title: "Solución de pasarelas GoIP",
    description:
      "Conecte tarjetas SIM GSM a su centralita IP: pasarelas GoIP de 8 o 16 canales con SIP, soporte de banco de SIM y estadísticas de llamadas.",
    bodyMd: `## El problema

Su oficina o su centro de llamadas llama a números móviles todo el día a través de una troncal de telefonía fija. Cada llamada se factura con tarifas de fijo a móvil, y muchos destinatarios ignoran los números fijos desconocidos.

## Cómo lo resolvemos

Una pasarela GoIP es una troncal SIP hacia la red móvil. Las llamadas a celulares salen por tarjetas SIM locales con tarifas de móvil, y las llamadas entrantes a esas SIM suenan en sus extensiones.

- **8 o 16 canales GSM**, una llamada por canal
- **SIP** con G.711, G.729 y G.723.1
- **Límites por SIM** de minutos y llamadas, dentro de las condiciones de cada plan
- Soporte de **banco de SIM remoto** para operaciones en varios sitios
- **Estadísticas ASR/ACD** por SIM para detectar problemas a tiempo

## Implantación en cuatro pasos

1. Inserte las SIM y conecte las antenas.
2. Registre la pasarela como troncal SIP en su centralita.
3. Añada una regla de marcación: prefijos móviles → troncal GoIP.
4. Pruebe el DTMF con su IVR y entre en producción.

Donde se está apagando la voz 2G, consulte nuestra solución de pasarelas VoIP con modelos VoLTE.`,
  },
  "solution/voip-gateway": {
    title: "Solución de pasarelas VoIP",
    description:
      "Pasarelas VoLTE con voz HD y hasta 32 llamadas simultáneas, para centros de llamadas y sucursales tras el apagado de 2G/3G.",
    bodyMd: `## El problema

Sus pasarelas de voz móvil funcionan sobre GSM, y sus operadores ya anunciaron el apagado de 2G y 3G. Al mismo tiempo, sus sucursales necesitan una línea de respaldo cuando falla la troncal SIP principal.

## Cómo lo resolvemos

Las pasarelas VoIP LTE de Portline cursan las llamadas por **VoLTE**. Para su centralita son troncales SIP normales; del lado móvil ofrecen voz HD con AMR-WB.

- **VG32**: 32 canales LTE y **32 llamadas simultáneas** en 1U, para centros de llamadas.
- **VG8**: 8 canales, sin ventilador, con un modo de respaldo automático para sucursales.
- **SIP sobre TLS y SRTP** para cifrar la señalización y los medios.
- **SMS con las mismas SIM** mediante la API HTTP (y SMPP en la VG32).

## Migración desde GSM

1. Confirme que sus SIM estén habilitadas para VoLTE.
2. Instale la pasarela VoLTE junto a la GSM.
3. Traslade las reglas de marcación de un operador a la vez.
4. Conserve una GoIP-16 donde GSM siga siendo la mejor red.

## Resultados

- Establecimiento de llamada en torno a 2 segundos, frente a 4-7 segundos en GSM
- Audio en banda ancha de extremo a extremo con G.722 u Opus del lado SIP`,
  },
  "solution/proxy-gateway": {
    title: "Solución de pasarelas de proxy móvil",
    description:
      "Vea la web como la ven los abonados móviles: pasarelas proxy 4G y 5G con una IP por módem, rotación controlada por API y contabilidad por puerto.",
    bodyMd: `## El problema

La verificación de anuncios, el monitoreo de precios y las pruebas de calidad de aplicaciones necesitan ver lo que ve un abonado móvil real. A las IP de centros de datos se les sirve un contenido distinto, y los pools de proxies alquilados no le dan ningún control sobre por dónde sale el tráfico ni sobre cómo se trata.

## Cómo lo resolvemos

Una pasarela proxy Portline convierte las SIM de datos móviles de su propiedad en proxies que usted controla. Cada módem es un abonado distinto con su propia IP móvil, publicado como proxy HTTP y SOCKS5.

- **4G**: PX16 y PX32 con módems LTE Cat.4, la mejor relación calidad-precio por puerto.
- **5G**: PX8 y PX16 5G con enlaces de 10 GbE para las comprobaciones con mucho ancho de banda.
- **Rotación** por API, programación o URL en 5-12 segundos.
- **Credenciales, límites y contabilidad de tráfico por puerto**.
- **WireGuard** para llegar a las pasarelas alojadas en sitios de socios.

## Uso responsable

Use SIM con planes que permitan este uso, envíe solo tráfico que tenga derecho a enviar y respete las condiciones de los servicios que pruebe. Damos soporte a los clientes que lo hacen.

## Implantación típica

1. Aloje las pasarelas donde necesite IP móviles locales.
2. Conéctelas de vuelta a su plataforma mediante WireGuard.
3. Asigne los puertos a equipos o tareas y rótelos mediante la API.`,
  },
};
