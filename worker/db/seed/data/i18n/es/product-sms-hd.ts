/** Spanish: high-density SMS systems of data/product-sms-hd.ts. */
import type { LanguageOverlay } from "../../../overlay-types";
import { NO, YES, essentialsEs, packagingEs } from "./product-rows";

const LTE_BANDS = "LTE FDD B1/B3/B5/B7/B8/B20/B28, TDD B38/B40/B41";
const LTE_BANDS_SHORT = "B1/B3/B5/B7/B8/B20/B28/B38/B40/B41";

export const smsHdProductsEs: LanguageOverlay["products"] = {
  6: {
    name: "Pasarela SMS de alta densidad Portline SG256 (256 SIM)",
    summary:
      "256 ranuras SIM sobre 128 canales LTE en 4U: reparte 2,720 SMS/min entre el doble de tarjetas para cuidar la reputación del remitente.",
    description: `Los operadores juzgan una SIM por cuánto envía. La SG256 asocia cada canal LTE con dos tarjetas SIM y alterna entre ellas automáticamente, de modo que cada tarjeta soporta la mitad de la carga que tendría en una pasarela de una SIM por canal.

- 256 ranuras SIM, 128 canales LTE Cat.4
- Hasta 2,720 SMS/min en conjunto
- Conmutación automática de SIM por canal según número de mensajes, tiempo o cuota diaria
- **SMPP** v3.4 (32 sesiones bind), **API HTTP**, **cambio de IMEI** por perfil de SIM
- Versión de 128 SIM a media carga, ampliable en sitio

Las tarjetas SIM van en ocho cargadores frontales de 32, así que renovar todas las tarjetas lleva minutos, no una tarde entera.`,
    essentialDetails: essentialsEs("SG256-HD", "Pasarela SMS LTE de alta densidad, 4U", 36, "CE, FCC, RoHS"),
    packagingDelivery: packagingEs("80 x 65 x 38 cm", 29.5, "10-15", "1 chasis con panel de antenas y rieles"),
    productParameters: {
      "SIM slots": "128 / 256",
      Ports: "128 canales LTE, 2 SIM por canal",
      Network: "4G LTE Cat.4",
      "Frequency bands": LTE_BANDS,
      "SMS speed": "Hasta 2,720 SMS/min",
      SMPP: "SMPP v3.4, 32 sesiones bind",
      API: "API HTTP (REST/JSON)",
      "IMEI change": "Por perfil de SIM",
      "SIM switching": "Por número de mensajes, tiempo, cuota o fallos",
      "Network interface": "2 x RJ45 1 GbE + 2 x SFP+",
      Power: "Doble fuente intercambiable en caliente, 100-240 V CA, 450 W máx.",
      Dimensions: "440 x 560 x 176 mm (4U)",
    },
    sections: [
      {
        title: "Lógica de conmutación de SIM",
        body: "Un canal pasa a su segunda SIM cuando la activa alcanza su cuota, falla tres envíos seguidos o pierde el registro durante más de 60 segundos.",
      },
      {
        title: "Radio",
        body: "128 módulos Cat.4 con las antenas principales en un panel de antenas desmontable de 4U; antenas de diversidad opcionales para sitios con señal débil.",
      },
      {
        title: "Estadísticas",
        body: "Contadores de enviados, entregados y fallidos por SIM con granularidad horaria, exportables en CSV u obtenibles a través de la API.",
      },
      {
        title: "Cargadores de SIM",
        body: "Ocho cargadores de 32 SIM cada uno se insertan por el frente; cada ranura tiene un LED bicolor que indica reposo, actividad y falla.",
      },
      {
        title: "Facilidad de mantenimiento",
        body: "Los ventiladores, las fuentes de alimentación y las tarjetas blade de radio se reemplazan desde el frente o la parte trasera sin herramientas.",
      },
      {
        title: "Cargador de SIM de repuesto (32 ranuras)",
        body: "Precargue un segundo juego de tarjetas y cambie cargadores completos en segundos. **US$89 cada uno**, SKU PL-ACC-MAG32.",
      },
    ],
    compare: {
      "Form factor": "Rack de 4U",
      "SIM slots": "256",
      "Radio channels": "128",
      Network: "4G LTE Cat.4",
      "Frequency bands": LTE_BANDS_SHORT,
      "SIM rotation": "Automática, 2 SIM por canal",
      "IMEI change": `${YES}, por perfil de SIM`,
      Voice: NO,
      "Peak SMS/min": "2,720",
      "Daily capacity": "≈ 3.9 millones",
      SMPP: "Servidor + cliente v3.4",
      "SIM status monitoring": "Señal, saldo, cuota, RSRP/SINR",
      "HTTP API": `${YES} (REST/JSON)`,
      "Delivery reports": YES,
    },
  },
  7: {
    name: "Plataforma SMS para operadores Portline SG512 (512 SIM)",
    summary:
      "El buque insignia de Portline: 512 ranuras SIM y 5,440 SMS/min por chasis, ampliable en clúster hasta 50 millones de SMS al día.",
    description: `La SG512 es una plataforma SMS de nivel operador en un chasis de 8U: 256 canales LTE Cat.4, 512 ranuras SIM y un par redundante de controladoras. Un solo chasis sostiene **5,440 SMS/min**, unos 7.8 millones de mensajes en 24 horas.

Para tráfico a escala nacional, hasta siete chasis SG512 funcionan como un único clúster bajo Portline SMS Server, con enrutamiento compartido, estadísticas compartidas y un solo punto de entrada SMPP. Un clúster completo está dimensionado para **hasta 50 millones de SMS al día**.

- 512 ranuras SIM, 256 canales LTE Cat.4, dos SIM por canal
- 5,440 SMS/min por chasis
- Controladoras activa/en espera con sincronización de estado, sin punto único de falla
- **SMPP** v3.4 y v5.0 (64 sesiones bind), **API HTTP**, **cambio de IMEI**, rotación de SIM
- Módulos de alimentación y ventilación N+1, todos intercambiables en caliente

Cada unidad pasa 72 horas de prueba de quemado a plena carga antes de salir de fábrica y se entrega con una sesión de puesta en marcha remota con un ingeniero de Portline.`,
    essentialDetails: essentialsEs(
      "SG512-HD",
      "Plataforma SMS LTE de nivel operador, 8U",
      36,
      "CE, FCC, RoHS, NEBS Level 3 (por diseño)",
    ),
    packagingDelivery: packagingEs(
      "95 x 75 x 62 cm (caja de madera)",
      68,
      "15-20",
      "1 chasis sobre tarima, antenas, rieles y cables",
    ),
    productParameters: {
      "SIM slots": "512",
      Ports: "256 canales LTE, 2 SIM por canal",
      Network: "4G LTE Cat.4",
      "Frequency bands": LTE_BANDS,
      "SMS speed": "5,440 SMS/min por chasis",
      "Daily capacity": "≈ 7.8 millones por chasis; hasta 50 millones en un clúster de 7 chasis",
      SMPP: "SMPP v3.4 / v5.0, 64 sesiones bind",
      API: "API HTTP (REST/JSON), gRPC, Prometheus",
      "IMEI change": "Por perfil de SIM",
      Controllers: "2, activa/en espera",
      "Network interface": "4 x SFP+ 10 GbE + 2 x 1 GbE de gestión",
      Power: "Fuentes 3+1 intercambiables en caliente, 100-240 V CA o -48 V CC, 900 W máx.",
      Dimensions: "440 x 600 x 352 mm (8U)",
      Weight: "48 kg",
    },
    sections: [
      {
        title: "Capacidad",
        body: "| Alcance | SMS/min | SMS/día |\n|---|---|---|\n| 1 canal | 21 | 30,600 |\n| 1 chasis | 5,440 | 7.8 millones |\n| Clúster de 7 chasis | 38,080 | hasta 50 millones |",
      },
      {
        title: "Redundancia",
        body: "Las controladoras replican el estado de la cola cada 100 ms; la conmutación por error se completa en menos de 3 segundos y los clientes SMPP se reconectan a la misma IP virtual.",
      },
      {
        title: "Protocolos",
        body: "- SMPP v3.4 y v5.0 con TLS\n- API HTTP (REST/JSON) y gRPC\n- SNMP v3, Prometheus, Syslog sobre TLS",
      },
      {
        title: "Entorno",
        body: "Funcionamiento entre 0 y 40 °C, 10-90 % de humedad relativa sin condensación. Requiere un gabinete de 600 mm de profundidad con flujo de aire de adelante hacia atrás.",
      },
      {
        title: "Dieciséis tarjetas blade de radio",
        body: "Dieciséis tarjetas de 16 canales y 32 portatarjetas SIM cada una; una tarjeta averiada se reemplaza en caliente y sus SIM se van con ella.",
      },
      {
        title: "Panel de antenas remoto",
        body: "El campo de antenas trasero se puede sustituir por alimentaciones con conector tipo N hacia un panel montado en la azotea, lo que mantiene la RF fuera de la sala de servidores.",
      },
      {
        title: "Prueba de quemado en fábrica",
        body: "72 horas a plena carga de SMS y 45 °C de temperatura ambiente, con los registros de prueba de cada canal incluidos en la caja.",
      },
      {
        title: "API HTTP de la pasarela SMS",
        body: "Endpoints REST/JSON para envío, estado, inventario de SIM, control de canales y estadísticas del clúster.",
      },
      {
        title: "Guía de clúster y SMPP 5.0",
        body: "Cómo unir chasis a un clúster, dimensionar las ventanas SMPP y usar congestion_state de SMPP 5.0 para aplicar contrapresión.",
      },
      {
        title: "Kit de panel de antenas para azotea",
        body: "Panel exterior IP67 con 256 elementos de antena, mazo de cable coaxial de bajas pérdidas de 30 m y soporte de montaje. **US$1,450**, SKU PL-ACC-ANT256.",
      },
    ],
    compare: {
      "Form factor": "Rack de 8U, redundante",
      "SIM slots": "512",
      "Radio channels": "256",
      Network: "4G LTE Cat.4",
      "Frequency bands": LTE_BANDS_SHORT,
      "SIM rotation": "Automática, 2 SIM por canal",
      "IMEI change": `${YES}, por perfil de SIM`,
      Voice: NO,
      "Peak SMS/min": "5,440",
      "Daily capacity": "≈ 7.8 millones (clúster: 50 millones)",
      SMPP: "v3.4 + v5.0, TLS",
      "SIM status monitoring": "Señal, saldo, cuota, RSRP/SINR",
      "HTTP API": `${YES} (REST/JSON, gRPC)`,
      "Delivery reports": YES,
    },
  },
};
