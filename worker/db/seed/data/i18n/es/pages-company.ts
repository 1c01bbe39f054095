/** Spanish: the company pages of data/pages-company.ts (about, logistics, user agreement). */
import type { LanguageOverlay } from "../../../overlay-types";

export const companyPagesEs: LanguageOverlay["pages"] = {
  about: {
    title: "Quiénes somos",
    description:
      "Portline diseña pasarelas SMS, pools de módems, pasarelas GoIP/VoIP y pasarelas proxy, desde equipos de escritorio de 8 puertos hasta plataformas de 512 SIM.",
    bodyMd: `Portline diseña y fabrica hardware de telecomunicaciones que conecta tarjetas SIM con el software: pasarelas SMS, pools de módems SMS, pasarelas GoIP y VoLTE, y pasarelas de proxy móvil.

## Qué fabricamos

- **Pasarelas SMS** de 8 a **512 SIM**. Nuestro buque insignia, la SG512, envía **5,440 SMS/min** por chasis, y un clúster de siete chasis gestiona **hasta 50 millones de SMS al día**.
- **Pools de módems SMS** de **8, 16, 32 o 66 puertos**, USB o para rack.
- **Pasarelas GoIP y VoIP** con hasta **32 llamadas simultáneas** por GSM o VoLTE.
- **Pasarelas proxy 4G y 5G** con una IP móvil por módem.

## Cómo trabajamos

- El hardware, el firmware y el software SMS Server se diseñan en casa, así que un mismo equipo responde por toda la solución.
- Cada unidad se prueba en redes reales antes del envío; los sistemas en rack pasan una prueba de quemado a plena carga.
- Todos los productos tienen una API HTTP, y la gama SMS añade SMPP: no hace falta ningún cliente propietario.
- Mantenemos repuestos en existencia durante al menos cinco años después de descontinuar un producto.

## La empresa en datos

| | |
|---|---|
| Fundación | 2014 |
| Sede y ensamblaje | Shenzhen, China |
| Oficinas de soporte | Róterdam, Países Bajos; Ciudad de México, México |
| Clientes | Operadores, agregadores, bancos, comercios y centros de llamadas en más de 90 países |
| Certificaciones | CE, FCC, RoHS; sistema de calidad ISO 9001 |

## Contacto

Ventas: sales@portline.example · Soporte: support@portline.example`,
  },
  logistics: {
    title: "Envíos y logística",
    description:
      "Métodos de envío, plazos de entrega, regiones, aduanas y aranceles de los pedidos de Portline, desde el mensajero exprés hasta el flete económico.",
    bodyMd: `Enviamos a todo el mundo desde nuestro almacén de Shenzhen. Los pedidos hechos antes de las 15:00 (UTC+8) en un día hábil salen ese mismo día si el producto está en existencia.

## Métodos de envío

| Método | Plazo de entrega | Precio desde | Ideal para |
|---|---|---|---|
| DHL Express | 3-5 días hábiles | US$45 | Pedidos urgentes |
| FedEx International Priority | 4-6 días hábiles | US$40 | La mayoría de los pedidos |
| UPS Worldwide Saver | 5-8 días hábiles | US$35 | Pedidos sin urgencia |
| Flete económico marítimo/aéreo | 15-30 días | US$18 | Racks, tarimas, pedidos por volumen |

Los plazos de entrega empiezan a contar cuando el paquete sale de nuestro almacén. Los plazos de fabricación de los productos hechos bajo pedido (SG256, SG512) se indican en la página de cada producto.

## Regiones

Enviamos a todos los países salvo los sujetos a sanciones comerciales internacionales. Las zonas remotas pueden sumar 1-3 días y un recargo que fija la empresa de transporte.

## Aduanas y aranceles

- Los precios no incluyen aranceles ni impuestos de importación. Los paga el destinatario en la entrega, salvo acuerdo en contrario.
- Cada envío lleva una factura comercial con los códigos del Sistema Armonizado (SA), para que el despacho sea sencillo.
- Los equipos de radio pueden requerir homologación en su país; pídanos los informes de pruebas antes de hacer el pedido.
- Declaramos el valor real de cada envío.

## Seguimiento y daños

Recibirá un número de seguimiento por correo electrónico cuando se envíe el pedido. Revise los paquetes al recibirlos y notifique cualquier daño visible a la empresa de transporte y a nosotros en un plazo de 48 horas, con fotos.`,
  },
  "user-agreement": {
    title: "Acuerdo de usuario",
    description:
      "Condiciones que se aplican a su cuenta de Portline, a los pedidos, los pagos, la garantía y el uso legal del hardware de Portline.",
    bodyMd: `Estas condiciones se aplican cuando crea una cuenta en este sitio o hace un pedido a Portline ("nosotros"). Al hacer cualquiera de las dos cosas, usted las acepta.

## 1. Su cuenta

- Proporcione información exacta y mantenga su contraseña en privado. Usted es responsable de la actividad de su cuenta.
- Las cuentas son para empresas y usuarios profesionales. Debe tener al menos 18 años.
- Podemos suspender una cuenta que se use para cometer fraude o que incumpla estas condiciones.

## 2. Pedidos y precios

- Los precios se muestran en dólares estadounidenses y no incluyen aranceles de importación ni impuestos locales, salvo que se indique lo contrario.
- Un pedido queda aceptado cuando confirmamos el pago. Podemos cancelar un pedido en caso de un error de precio evidente, y le reembolsaremos el importe completo.
- Los cupones se aplican en las condiciones que se muestran con cada cupón; un cupón por pedido.

## 3. Pago

El pago debe realizarse al hacer el pedido. Los pedidos no pagados se cancelan automáticamente una vez transcurrido el plazo indicado al finalizar la compra.

## 4. Entrega

Los plazos de entrega son estimaciones. El riesgo pasa a usted cuando la empresa de transporte entrega la mercancía. Consulte la página de logística para más detalles.

## 5. Devoluciones y garantía

- Los productos sin usar y en su embalaje original se pueden devolver en un plazo de 14 días desde la entrega; el envío de la devolución corre por su cuenta.
- Las condiciones de la garantía se describen en el artículo Garantía y proceso de RMA y en la página de cada producto.

## 6. Uso legal

El hardware de Portline se conecta a redes móviles públicas. Usted se compromete a:

- usar las tarjetas SIM y los planes conforme a las condiciones de sus operadores;
- enviar mensajes y hacer llamadas solo a destinatarios que hayan aceptado recibirlos, y atender las solicitudes de baja;
- usar las pasarelas proxy solo para tráfico que tenga derecho a enviar;
- cumplir las leyes de telecomunicaciones, de privacidad y de exportación que le sean aplicables.

Podemos rechazar pedidos o negar soporte cuando consideremos que no se cumplen estas condiciones.

## 7. Responsabilidad

Nuestra responsabilidad por cualquier pedido se limita al importe pagado por él. No respondemos de pérdidas indirectas, como el lucro cesante o la pérdida de datos, salvo cuando la ley no permita esta limitación.

## 8. Datos personales

Tratamos sus datos para gestionar su cuenta y tramitar sus pedidos, tal como se describe en nuestro aviso de privacidad. No vendemos datos personales.

## 9. Cambios

Podemos actualizar estas condiciones. A cada pedido se le aplica la versión vigente en el momento de hacerlo.

## 10. Ley aplicable

Estas condiciones se rigen por las leyes de los Países Bajos. Las controversias se someten a los tribunales de Róterdam, salvo que la legislación imperativa de protección del consumidor le otorgue otro fuero.

*Última actualización: 2026-01-05*`,
  },
};
