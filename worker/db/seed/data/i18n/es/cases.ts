/** Spanish: case studies of data/cases.ts. */
import type { LanguageOverlay } from "../../../overlay-types";

export const casesEs: LanguageOverlay["cases"] = {
  1: {
    title: "Un banco digital reduce el tiempo de entrega de sus OTP de 23 a 6 segundos",
    customer: "Ovela Finance, Lagos",
    industry: "OTP para fintech",
    region: "África Occidental (Nigeria)",
    summary:
      "El paso de las contraseñas de un solo uso de una ruta internacional a SIM locales en dos pasarelas SG128-4G.",
    bodyMd: `## El problema

Ovela Finance enviaba sus códigos de inicio de sesión y de pago por una ruta SMS internacional. El tiempo mediano de entrega era de **23 segundos** y aproximadamente uno de cada once códigos nunca llegaba, lo que se traducía directamente en inicios de sesión abandonados y llamadas al soporte.

## La solución

- Dos pasarelas **SG128-4G** en centros de datos distintos de Lagos, cada una con SIM de tres operadores locales.
- Sesiones bind SMPP desde el servicio de OTP hacia ambas pasarelas, con grupos de SIM por operador.
- Enrutamiento por destino: cada código sale por una SIM de la misma red que el destinatario.
- La ruta internacional se conservó como tercer respaldo.

## Resultados a los 90 días

| Métrica | Antes | Después |
|---|---|---|
| Tiempo mediano de entrega | 23 s | 5.8 s |
| Tasa de entrega | 91.2 % | 98.4 % |
| Costo por OTP | 100 % | 38 % |
| Tickets de soporte sobre códigos | 1,900 al mes | 310 al mes |

Desde entonces, el banco ha encargado una SG512 para sus notificaciones de pagos con tarjeta.`,
  },
  2: {
    title: "Un marketplace envía 1.2 millones de avisos de pedidos al mes con sus propias pasarelas",
    customer: "Tienda Aurora, Guadalajara",
    industry: "Notificaciones de comercio electrónico",
    region: "Latinoamérica (México)",
    summary: "Confirmaciones de pedido, avisos de envío y franjas de entrega con pasarelas SG32-4G y SG64-4G.",
    bodyMd: `## El problema

Las notificaciones de pedidos de Tienda Aurora crecían más rápido que su presupuesto de SMS, y su proveedor no sabía explicarle por qué los mensajes hacia un operador se retrasaban durante horas en las temporadas de ofertas.

## La solución

- Una **SG64-4G** y una **SG32-4G**, 96 canales LTE en total.
- Integración por API HTTP desde el sistema de pedidos, con los informes de entrega enviados a un webhook.
- Cuotas diarias por SIM y horas de descanso de 21:00 a 08:00, hora local.
- Un panel con la tasa de entrega por operador, alimentado con las métricas para Prometheus de la pasarela.

## Resultados

- **1.2 millones** de notificaciones al mes, con picos de 1,900 SMS/min durante las ofertas.
- Tasa de entrega del **97.6 %**, frente al 93 % anterior.
- Costo de SMS un **48 %** menor en el primer año, hardware incluido.
- Los retrasos ahora se ven por operador en minutos, no después de las quejas de los clientes.`,
  },
  3: {
    title: "Una empresa de transporte de carga automatiza la asignación de choferes con SMS bidireccionales",
    customer: "Nordhaven Freight, Poznań",
    industry: "Logística",
    region: "Europa Central (Polonia)",
    summary:
      "Los choferes confirman las recogidas respondiendo a un SMS; un MP66 y una SG32 gestionan 40,000 mensajes al día.",
    bodyMd: `## El problema

Los 1,400 choferes contratados de Nordhaven trabajan en siete países y muchos no usan la aplicación de la empresa. Los despachadores llamaban a cada chofer para confirmar las recogidas, lo que les ocupaba casi toda la mañana.

## La solución

- Un pool de módems en rack **MP66** con su servidor SMPP integrado para los números nacionales.
- Una pasarela GSM **SG32** para los choferes en roaming en redes donde el 2G sigue siendo lo más confiable.
- Las solicitudes de recogida salen por SMS; los choferes responden **1** para aceptar o **2** para rechazar. Las respuestas se interpretan y se asocian al servicio automáticamente.

## Resultados

- **40,000** SMS al día, entre entrantes y salientes.
- El 86 % de las recogidas se confirman por SMS sin una llamada telefónica.
- Un **31 %** menos de recogidas fallidas.
- Los despachadores ahora se dedican a resolver excepciones.`,
  },
  4: {
    title: "Un centro de llamadas salientes reduce un 44 % su costo por minuto",
    customer: "Sinar Contact Centre, Yakarta",
    industry: "Centro de llamadas",
    region: "Sudeste Asiático (Indonesia)",
    summary: "Seis pasarelas GoIP-16 y una VG32 conectan a 120 agentes con las redes móviles locales.",
    bodyMd: `## El problema

Los 120 agentes de Sinar llaman a clientes por encargo de aseguradoras y bancos. Casi todos los números son móviles, pero las llamadas salían por una troncal de telefonía fija con tarifas de fijo a móvil, y las tasas de respuesta eran bajas porque los clientes ignoraban los números fijos desconocidos.

## La solución

- Seis pasarelas **GoIP-16** (96 canales GSM) registradas como troncales SIP en el clúster de Asterisk existente.
- Una **VG32** para el operador que retiró la voz 2G en Yakarta: 32 llamadas VoLTE simultáneas.
- Límites diarios de minutos por SIM dentro de las condiciones de cada plan empresarial, y monitoreo del ASR por SIM.

## Resultados

| Métrica | Antes | Después |
|---|---|---|
| Costo por minuto | 100 % | 56 % |
| Tasa de respuesta (ASR) | 58 % | 71 % |
| Establecimiento medio de llamada | 6.1 s | 3.4 s (VoLTE: 2.2 s) |

El hardware se amortizó en menos de cuatro meses.`,
  },
  5: {
    title: "Una firma de verificación de anuncios comprueba 2.1 millones de ubicaciones móviles al día",
    customer: "Veritag Analytics, Toronto y Dublín",
    industry: "Verificación de anuncios",
    region: "Norteamérica y Europa",
    summary:
      "Doce pasarelas proxy PX16 4G y cuatro 5G dan a los auditores la vista de un abonado móvil real en nueve países.",
    bodyMd: `## El problema

Veritag audita dónde aparecen realmente los anuncios móviles de sus clientes. Las IP de centros de datos veían anuncios distintos, o ninguno, en comparación con teléfonos reales, así que las auditorías pasaban por alto fraudes dirigidos solo a redes móviles.

## La solución

- Doce pasarelas **PX16 4G** alojadas con socios en nueve países, 192 IP móviles en total.
- Cuatro unidades 5G (**PX8 5G** y **PX16 5G**) para las comprobaciones de anuncios en video que descargan archivos multimedia grandes.
- Túneles WireGuard de vuelta a la plataforma de auditoría; puertos rotados mediante la API cada 10 minutos o después de cada comprobación de campaña.
- SIM con planes de datos M2M acordados con cada operador.

## Resultados

- **2.1 millones** de comprobaciones de ubicación al día.
- **3.4 veces** más discrepancias detectadas entre la ubicación declarada y la real que con IP de centros de datos.
- Las comprobaciones de video en 5G terminan en una mediana de **1.9 s**, frente a 6.5 s en LTE.`,
  },
  6: {
    title: "Un proveedor de internet por fibra avisa de una caída a cada abonado afectado en 12 minutos",
    customer: "Andes Fibra, Lima",
    industry: "Proveedor de internet",
    region: "Sudamérica (Perú)",
    summary:
      "Una SG256 envía los avisos de caída y de restablecimiento; una VG8 mantiene localizable el NOC cuando la propia fibra está caída.",
    bodyMd: `## El problema

Andes Fibra da servicio a 380,000 hogares. Cuando un corte de fibra dejó sin conexión a un distrito, sus abonados no podían acceder a su aplicación ni a su sitio web, y el centro de llamadas quedó saturado. Los avisos enviados a través de un proveedor de SMS tardaban más de una hora en llegar a todos.

## La solución

- Una pasarela de alta densidad **SG256** con 256 SIM de dos operadores, alimentada por el sistema de monitoreo de red a través de SMPP.
- Avisos segmentados por distrito: solo se escribe a los abonados afectados, y después se les envía un aviso de restablecimiento.
- Una pasarela VoIP LTE **VG8** como respaldo de las líneas telefónicas del NOC, independiente de la fibra del propio proveedor.

## Resultados

- Hasta **32,000** abonados afectados avisados en los **12 minutos** siguientes a la confirmación de una caída, cerca de los 2,720 SMS/min de la SG256.
- Un **57 %** menos de llamadas al centro de llamadas durante las caídas.
- El NOC siguió localizable por teléfono durante dos grandes cortes de fibra en 2025.`,
  },
};
