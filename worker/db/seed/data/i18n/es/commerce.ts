/** Spanish: shipping methods and coupon campaigns of data/commerce.ts. */
import type { LanguageOverlay } from "../../../overlay-types";

export const commerceEs: Pick<LanguageOverlay, "shippingMethods" | "campaigns"> = {
  shippingMethods: {
    1: {
      name: "DHL Express",
      description:
        "Envío exprés puerta a puerta con seguimiento, de 3 a 5 días hábiles a la mayoría de los países. Los aranceles corren por cuenta del destinatario.",
    },
    2: {
      name: "FedEx International Priority",
      description: "Servicio aéreo prioritario con despacho aduanero a cargo de FedEx, de 4 a 6 días hábiles.",
    },
    3: {
      name: "UPS Worldwide Saver",
      description: "Envío exprés económico para pedidos sin urgencia, de 5 a 8 días hábiles con seguimiento completo.",
    },
    4: {
      name: "Flete económico marítimo/aéreo",
      description:
        "Carga consolidada para equipos de rack y pedidos por volumen, de 15 a 30 días. Entrega en su domicilio o a su agente de carga.",
    },
  },
  campaigns: {
    1: {
      name: "US$20 de descuento en pedidos desde US$300",
      description: "Válido para cualquier producto. Un cupón por cuenta.",
    },
    2: {
      name: "US$50 de descuento en pedidos desde US$500",
      description: "Vale US$60 durante la semana de lanzamiento. Quedan muy pocos cupones.",
    },
    3: {
      name: "US$100 de descuento en pedidos desde US$1,000",
      description: "Ya se canjearon los 100 cupones. Vuelva a esta página para la próxima ronda.",
    },
    4: {
      name: "US$150 de descuento en la pasarela SMS LTE SG32-4G",
      description: "Se aplica a la SG32-4G cuando el subtotal del pedido es de US$2,500 o más.",
    },
    5: {
      name: "Oferta de lanzamiento: US$300 de descuento en la pasarela proxy 5G PX16",
      description: "Se abre dentro de tres días. Pedido mínimo de US$5,000.",
    },
    6: {
      name: "Rebajas de primavera: US$30 de descuento en pedidos desde US$400",
      description: "Esta promoción ya terminó.",
    },
    7: {
      name: "US$80 de descuento en pools de módems desde US$800",
      description: "En pausa temporal mientras reponemos existencias de pools de módems en rack.",
    },
    8: {
      name: "US$200 de descuento en la plataforma SMS para operadores SG512",
      description: "Retirada: la sustituye el precio rebajado actual de la SG512.",
    },
    9: {
      name: "Cliente nuevo: US$10 de descuento en pedidos desde US$100",
      description: "Esta semana sube a US$15. Para cuentas sin pedidos anteriores.",
    },
    10: {
      name: "Oferta de fin de año: US$120 de descuento en pedidos desde US$1,200",
      description: "Esta promoción ya terminó.",
    },
  },
};
