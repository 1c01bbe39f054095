/** Brazilian Portuguese: shipping methods and coupon campaigns of data/commerce.ts. */
import type { LanguageOverlay } from "../../../overlay-types";

export const commercePt: Pick<LanguageOverlay, "shippingMethods" | "campaigns"> = {
  shippingMethods: {
    1: {
      name: "DHL Express",
      description:
        "Expresso porta a porta com rastreamento, de 3 a 5 dias úteis para a maioria dos países. Os impostos de importação ficam por conta do destinatário.",
    },
    2: {
      name: "FedEx International Priority",
      description: "Serviço aéreo prioritário com desembaraço aduaneiro feito pela FedEx, de 4 a 6 dias úteis.",
    },
    3: {
      name: "UPS Worldwide Saver",
      description: "Expresso econômico para pedidos sem urgência, de 5 a 8 dias úteis com rastreamento completo.",
    },
    4: {
      name: "Frete econômico marítimo/aéreo",
      description:
        "Carga consolidada para equipamentos de rack e pedidos em volume, de 15 a 30 dias. Entrega na sua porta ou no seu agente de cargas.",
    },
  },
  campaigns: {
    1: {
      name: "US$\u00a020 de desconto em pedidos acima de US$\u00a0300",
      description: "Válido para qualquer produto. Um cupom por conta.",
    },
    2: {
      name: "US$\u00a050 de desconto em pedidos acima de US$\u00a0500",
      description: "Vale US$\u00a060 durante a semana de lançamento. Quase esgotado: restam poucos cupons.",
    },
    3: {
      name: "US$\u00a0100 de desconto em pedidos acima de US$\u00a01.000",
      description: "Os 100 cupons já foram resgatados. Volte a esta página para a próxima rodada.",
    },
    4: {
      name: "US$\u00a0150 de desconto no gateway SMS LTE SG32-4G",
      description: "Vale para o SG32-4G quando o subtotal do pedido chega a US$\u00a02.500.",
    },
    5: {
      name: "Oferta de lançamento: US$\u00a0300 de desconto no gateway proxy 5G PX16",
      description: "Abre daqui a três dias. Pedido mínimo de US$\u00a05.000.",
    },
    6: {
      name: "Liquidação de primavera: US$\u00a030 de desconto em pedidos acima de US$\u00a0400",
      description: "Esta promoção já terminou.",
    },
    7: {
      name: "US$\u00a080 de desconto em pools de modems acima de US$\u00a0800",
      description: "Pausada temporariamente enquanto repomos o estoque de pools de modems de rack.",
    },
    8: {
      name: "US$\u00a0200 de desconto na plataforma SMS para operadoras SG512",
      description: "Retirada: substituída pelo preço promocional atual do SG512.",
    },
    9: {
      name: "Cliente novo: US$\u00a010 de desconto em pedidos acima de US$\u00a0100",
      description: "Nesta semana vale US$\u00a015. Para contas sem pedido pago.",
    },
    10: {
      name: "Oferta de fim de ano: US$\u00a0120 de desconto em pedidos acima de US$\u00a01.200",
      description: "Esta promoção já terminou.",
    },
  },
};
