/** Spanish: blog posts 11-15 of data/posts-c.ts. */
import type { LanguageOverlay } from "../../../overlay-types";

export const postsCEs: LanguageOverlay["posts"] = {
  11: {
    title: "Cumplimiento ante los operadores para emisores de SMS: consentimiento, ID de remitente y bajas",
    summary:
      "Las normas cambian según el país, pero cuatro principios se cumplen casi en todas partes. Una guía práctica para propietarios de pasarelas.",
    bodyMd: `Ser dueño del hardware no lo exime de las normas que rigen la mensajería empresarial. Los operadores y los reguladores miran qué envía, a quién y si se lo pidieron.

## 1. Consentimiento

Guarde constancia de cuándo y cómo aceptó cada destinatario. Los mensajes transaccionales (OTP, avisos de entrega) suelen requerir una relación previa; el marketing requiere consentimiento explícito en la mayoría de las jurisdicciones.

## 2. Identificación del remitente

- Use un número o un ID de remitente registrado coherente para cada marca.
- Nombre su marca en el texto del mensaje.
- Registre su tráfico donde el país lo exija (por ejemplo, campañas 10DLC en Estados Unidos o el registro de ID de remitente en varios mercados de Asia y África).

## 3. Bajas

- Acepte STOP (y sus equivalentes locales) en todos los números desde los que envía.
- Bloquee el número en **todas** las SIM y pasarelas, no solo en la que recibió la respuesta.

## 4. Volumen y horarios

- Respete las horas de descanso en la zona horaria del destinatario.
- Manténgase dentro de las condiciones de la tarifa de cada SIM; las SIM de consumo no suelen estar autorizadas para tráfico A2P masivo, así que consulte con su operador y use planes empresariales o M2M donde se requiera.

## En qué ayuda la pasarela

Las pasarelas Portline reenvían las bajas en menos de un segundo, admiten cuotas por SIM y franjas de horas de descanso, y registran cada envío para las auditorías.

*Este artículo es información general, no asesoría legal.*`,
  },
  12: {
    title: "¿Cuándo valen lo que cuestan los proxies 5G?",
    summary:
      "Los módulos 5G cuestan unas tres veces más que los LTE. Para algunas cargas de trabajo el ancho de banda extra compensa; para muchas, no.",
    bodyMd: `Una pasarela proxy 5G no es automáticamente mejor que una 4G. Es más rápida y cuesta más por puerto. Que eso importe depende de cómo sean sus solicitudes.

## Donde basta con 4G

- Comprobaciones de páginas que descargan el HTML y unos pocos recursos.
- Monitoreo de API con cargas JSON pequeñas.
- Todo lo que esté limitado por los límites de tasa del sitio de destino y no por el ancho de banda.

En estos casos importan más la latencia y la diversidad de IP que el caudal, y una PX16 4G le da más puertos por su dinero.

## Donde 5G compensa

- Verificación de anuncios en video, donde cada comprobación descarga varios megabytes de contenido.
- Pruebas de tiendas de aplicaciones y de CDN con descargas grandes.
- Sitios que sirven contenido distinto a los dispositivos 5G.

## Qué revisar primero

1. **Cobertura**: ¿hay 5G standalone o non-standalone donde estará la pasarela? Sin ella, un módulo 5G funciona en LTE.
2. **Planes**: los planes de datos 5G para uso M2M no se ofrecen en todas partes.
3. **Calor**: los módulos 5G se calientan mucho. La PX8 y la PX16 5G reducen su rendimiento antes de tiempo en lugar de perder conexiones.

## Una flota mixta

Muchos clientes usan 4G para el volumen y unos pocos puertos 5G para las comprobaciones pesadas. Ambas series comparten la misma API, así que un solo cliente maneja las dos.`,
  },
  13: {
    title: "Una estrategia de respaldo para las contraseñas de un solo uso",
    summary:
      "Envíe primero por su propia pasarela, cambie de ruta rápido y nunca envíe el mismo código dos veces por el mismo camino.",
    bodyMd: `Una contraseña de un solo uso que llega después de 60 segundos es un inicio de sesión fallido. Esta es la lógica de respaldo que recomendamos a los clientes fintech que operan sus propias pasarelas.

## La secuencia

1. **Principal**: envíe por SMPP a su propia pasarela, grupo de SIM "otp".
2. **Espere**: aguarde un informe de entrega, hasta 15 segundos.
3. **Reintente con otra SIM**: ¿no hay informe? Vuelva a enviar por otro grupo de SIM de la misma pasarela.
4. **Cambie de ruta**: ¿sigue sin haber nada a los 30 segundos? Envíe por una segunda pasarela o por una ruta comercial.
5. **Ofrezca voz**: a los 45 segundos, permita que el usuario solicite una llamada de voz con el código.

## Reglas que lo mantienen seguro

- Genere un **código nuevo** en cada intento e invalide el anterior.
- Limite los intentos por número de teléfono y por hora.
- Mantenga el tráfico de OTP en SIM dedicadas, separado de las notificaciones.

## Mida lo que siente el usuario

Mida el tiempo desde la solicitud hasta el informe de entrega, no solo la tasa de éxito. Una tasa de entrega del 99 % con una mediana de 40 segundos es peor que un 97 % a 6 segundos.

Con un grupo de SIM dedicado en una SG128, nuestros clientes suelen ver una mediana inferior a 7 segundos en números nacionales.`,
  },
  14: {
    title: "Diseñar para 50 millones de SMS al día",
    summary:
      "Cómo siete chasis SG512, un clúster de SMS Server y una planificación cuidadosa de las SIM suman una capacidad a escala nacional.",
    bodyMd: `Cincuenta millones de mensajes al día es la capacidad nominal de un clúster SG512 completo. Llegar ahí depende menos del hardware que de la planificación.

## Las cuentas

- Una SG512: 5,440 SMS/min, unos 7.8 millones en 24 horas.
- Siete chasis: unos 54.8 millones en teoría.
- Capacidad nominal de **50 millones** para dejar margen al mantenimiento y al tráfico irregular.

## Las SIM son el verdadero límite

Siete chasis alojan 3,584 SIM. Con 50 millones de mensajes, eso son unos 14,000 por SIM al día, muy por encima de la mayoría de las tarifas. En la práctica, quienes operan clústeres de este tamaño:

- negocian acuerdos de volumen o M2M con los operadores móviles;
- rotan los cargadores de SIM según un calendario;
- reparten el tráfico entre varios operadores por país.

## Red y alimentación

- Dos enlaces de 10 GbE por chasis hacia switches distintos.
- Alimentación por los lados A y B; cada chasis consume hasta 900 W.
- Antenas en la azotea mediante el kit de panel de antenas remoto: 3,584 antenas no caben en una sala de servidores.

## Operación

- Un único punto de entrada SMPP (IP virtual) para todos los clientes.
- Prometheus y Grafana para paneles por SIM, por chasis y por operador.
- Una revisión semanal de la salud de las SIM: retire las tarjetas cuya tasa de éxito baje del 90 %.`,
  },
  15: {
    title: "Pasarelas VoLTE tras el apagado: qué cambió para la voz",
    summary:
      "Las pasarelas de voz móvil funcionan ahora sobre VoLTE. Qué implica eso para el establecimiento de llamadas, los códecs y el aprovisionamiento de las SIM.",
    bodyMd: `Con el 2G y el 3G desaparecidos en muchos mercados, las pasarelas de voz móvil se han pasado a VoLTE. Para su centralita las llamadas se ven igual, pero por debajo algunas cosas funcionan de otra manera.

## El establecimiento de llamadas es más rápido

VoLTE establece las llamadas a través del núcleo IMS. El retardo posmarcación en la VG32 suele ser de 1.5-3 segundos, frente a 4-7 segundos en GSM.

## Voz HD de forma predeterminada

AMR-WB es el estándar en VoLTE. Combínelo con G.722 u Opus del lado SIP y las llamadas se mantendrán en banda ancha de extremo a extremo.

## El aprovisionamiento de la SIM importa

- La SIM debe estar habilitada para VoLTE por parte del operador; las SIM solo de datos y algunas de prepago no lo están.
- Algunos operadores activan VoLTE solo para tipos de dispositivo aprobados. Pregunte por planes de voz empresariales para pasarelas.

## Lista de verificación para la migración

- Confirme la compatibilidad con VoLTE de cada SIM antes de la instalación.
- Actualice las troncales de la centralita para permitir G.722 u Opus.
- Vuelva a probar el DTMF: RFC 2833 es la opción segura por defecto.
- Conserve una VG8 de 8 canales como línea de respaldo en los sitios que la necesiten.`,
  },
};
