/** Spanish: 4G proxy gateways of data/product-proxy-4g.ts. */
import type { LanguageOverlay } from "../../../overlay-types";
import { NO, YES, essentialsEs, packagingEs } from "./product-rows";

const LTE_BANDS = "LTE FDD B1/B2/B3/B4/B5/B7/B8/B12/B13/B20/B28, TDD B38/B40/B41";
const LTE_BANDS_SHORT = "B1/B2/B3/B4/B5/B7/B8/B12/B13/B20/B28/B38/B40/B41";
const ROTATION = "API, programación o URL de rotación; 6-12 s";
const ROTATION_SHORT = "API, programación, URL (6-12 s)";
const SMS_VIA_API = "Envío y recepción mediante la API";

export const proxy4gProductsEs: LanguageOverlay["products"] = {
  16: {
    name: "Pasarela proxy 4G Portline PX16 (16 módems)",
    summary:
      "Dieciséis módems LTE Cat.4, cada uno publicado como su propio proxy HTTP y SOCKS5 con rotación de IP a demanda.",
    description: `La PX16 convierte dieciséis SIM de datos móviles en dieciséis proxies independientes. Cada módem tiene su propio par de puertos para HTTP(S) y SOCKS5, sus propias credenciales y su propia dirección IP móvil, y una sola llamada a la API le indica al módem que vuelva a conectarse a la red y regrese con una dirección nueva.

Los usos típicos son la verificación de anuncios, el monitoreo de precios y disponibilidad, las pruebas de calidad de aplicaciones sobre redes de operadores y la comprobación de contenidos geolocalizados, donde los resultados deben coincidir con lo que ve un abonado móvil real.

- 16 módems LTE Cat.4, 16 ranuras SIM
- HTTP, HTTPS (CONNECT) y SOCKS5 por módem, con usuario/contraseña o lista de IP permitidas
- Rotación de IP por API, por programación o por URL de rotación; tiempo típico de rotación de 6-12 s
- Límites de ancho de banda y contabilidad de tráfico por puerto
- Túnel WireGuard para publicar los proxies desde sitios sin IP pública

La controladora integrada ejecuta el servicio de proxy; no se necesita ningún servidor externo.`,
    essentialDetails: essentialsEs("PX16-4G", "Pasarela proxy 4G, rack de 1U", 12, "CE, FCC, RoHS"),
    packagingDelivery: packagingEs(
      "58 x 50 x 15 cm",
      6.6,
      "5-7",
      "1 unidad con 16 antenas y soportes de montaje en rack",
    ),
    productParameters: {
      Ports: "16 módems LTE (también en versión de 8 módems)",
      "SIM slots": "16",
      Network: "4G LTE Cat.4",
      "Frequency bands": LTE_BANDS,
      "Throughput per modem": "Hasta 150 Mbps de bajada / 50 Mbps de subida",
      "Proxy protocols": "HTTP, HTTPS (CONNECT), SOCKS5",
      "IP rotation": ROTATION,
      Authentication: "Usuario/contraseña, lista de IP permitidas",
      API: "API HTTP (REST/JSON)",
      "Remote access": "WireGuard, OpenVPN",
      "Network interface": "2 x RJ45 1 GbE",
      Power: "100-240 V CA, 75 W máx.",
    },
    sections: [
      {
        title: "Cómo funciona la rotación",
        body: "Ante una solicitud de rotación, el módem libera su portadora de datos y vuelve a conectarse; el operador le asigna una nueva dirección de su pool. Mientras tanto, los demás módems siguen sirviendo tráfico.",
      },
      {
        title: "Plan de puertos",
        body: "De forma predeterminada, el módem n escucha en el 8000+n para HTTP y en el 9000+n para SOCKS5; ambos rangos se pueden configurar.",
      },
      {
        title: "Uso aceptable",
        body: "Los proxies son para tráfico que usted tiene derecho a enviar. Use SIM con planes de datos que permitan el tethering o el uso M2M, y respete las condiciones de los sitios que pruebe.",
      },
      {
        title: "API de la pasarela proxy",
        body: "Liste los módems, rote una IP, consulte la dirección actual, fije límites de ancho de banda y obtenga los contadores de tráfico.",
      },
    ],
    compare: {
      "Form factor": "Rack de 1U",
      "Modem slots": "16",
      Network: "4G LTE Cat.4",
      "Frequency bands": LTE_BANDS_SHORT,
      "Proxy protocols": "HTTP, HTTPS, SOCKS5",
      "IP rotation": ROTATION_SHORT,
      Voice: NO,
      SMS: SMS_VIA_API,
      SMPP: NO,
      "SIM status monitoring": "Señal, consumo de datos, IP actual",
      "HTTP API": `${YES} (REST/JSON)`,
    },
  },
  17: {
    name: "Pasarela proxy 4G Portline PX32 (32 módems)",
    summary:
      "Treinta y dos proxies 4G en 2U con dos enlaces gigabit, contabilidad de tráfico por puerto y una consola multiusuario.",
    description: `La PX32 es la versión de alta densidad en rack de la PX16, para equipos que operan los proxies móviles como un servicio interno compartido. Treinta y dos módems, dos enlaces gigabit agregados y una consola donde cada equipo o cliente ve solo los puertos que tiene asignados.

- 32 módems LTE Cat.4, 32 ranuras SIM
- HTTP, HTTPS y SOCKS5 por módem; rotación de IP por API, programación o URL
- Consola multiusuario con asignación de puertos e informes de uso
- Límite de datos por SIM con pausa automática al alcanzarlo
- 2 x 1 GbE con agregación LACP

Las tarjetas SIM se cargan por el frente; las antenas se conectan en el panel trasero o mediante el panel de antenas remoto opcional.`,
    essentialDetails: essentialsEs("PX32-4G", "Pasarela proxy 4G, rack de 2U", 12, "CE, FCC, RoHS"),
    packagingDelivery: packagingEs("62 x 55 x 22 cm", 11.2, "5-7", "1 unidad con 32 antenas y rieles para rack"),
    productParameters: {
      Ports: "32 módems LTE",
      "SIM slots": "32",
      Network: "4G LTE Cat.4",
      "Frequency bands": LTE_BANDS,
      "Proxy protocols": "HTTP, HTTPS (CONNECT), SOCKS5",
      "IP rotation": ROTATION,
      Users: "Multiusuario, asignación por puerto",
      API: "API HTTP (REST/JSON)",
      "Network interface": "2 x RJ45 1 GbE, LACP",
      Power: "100-240 V CA, 140 W máx.",
      Dimensions: "440 x 380 x 88 mm (2U)",
    },
    sections: [
      {
        title: "Consola multiusuario",
        body: "Cree usuarios, asigne puertos y dé a cada usuario un token de API limitado a sus puertos. Los informes de uso se exportan a CSV cada día.",
      },
      {
        title: "Límites de datos",
        body: "Fije un límite mensual de datos por SIM; el puerto se pausa al alcanzarlo y se reanuda el día de facturación que usted configure.",
      },
      {
        title: "Caudal",
        body: "Caudal agregado de proxy de hasta 1.8 Gbit/s entre ambos enlaces, según las condiciones de radio.",
      },
      {
        title: "SIM al frente, RF atrás",
        body: "Las bandejas SIM se cargan por el panel frontal mientras las antenas permanecen atrás, así que cambiar las SIM nunca altera el cableado de RF.",
      },
      {
        title: "Refrigeración",
        body: "Tres ventiladores con control de temperatura y flujo de aire de adelante hacia atrás.",
      },
    ],
    compare: {
      "Form factor": "Rack de 2U",
      "Modem slots": "32",
      Network: "4G LTE Cat.4",
      "Frequency bands": LTE_BANDS_SHORT,
      "Proxy protocols": "HTTP, HTTPS, SOCKS5",
      "IP rotation": ROTATION_SHORT,
      Voice: NO,
      SMS: SMS_VIA_API,
      SMPP: NO,
      "SIM status monitoring": "Señal, consumo de datos, límite, IP actual",
      "HTTP API": `${YES} (REST/JSON)`,
    },
  },
};
