import type { NamespaceMessagesTranslation } from "../../i18n-types";
import validation from "./validation";
import quotes from "./quotes";

const messages = {
  ok: "OK",
  bodyIncomplete: "O corpo da requisição não chegou completo. Tente novamente.",
  invalidJson: "O corpo da requisição não é um JSON válido.",
  unsupportedMediaType: "Envie o corpo da requisição como application/json.",
  notFound: "Endpoint da API inexistente: {path}",
  methodNotAllowed: "Método não permitido.",
  unauthorized: "Entre na sua conta primeiro.",
  forbidden: "Você não tem permissão para fazer isso.",
  crossSite: "Requisição entre sites recusada.",
  tooManyRequests: "Muitas tentativas. Tente novamente em {seconds} segundos.",
  wrongCredentials: "E-mail ou senha incorretos.",
  emailTaken: "Já existe uma conta com este e-mail.",
  passwordRules:
    "A senha deve ter de 8 a 32 letras, números ou símbolos (sem espaços), usando pelo menos dois dos três tipos.",
  passwordCommon: "Esta senha é muito comum. Escolha outra.",
  passwordSame: "A nova senha precisa ser diferente da atual.",
  wrongOldPassword: "A senha atual está incorreta.",
  resetSent: "Se existir uma conta com esse e-mail, um link de redefinição está a caminho.",
  resetInvalid: "Este link de redefinição é inválido ou expirou. Peça um novo.",
  passwordChanged: "Sua senha foi alterada.",
  privacy: {
    passwordNeeded: "Digite sua senha para confirmar que deseja excluir sua conta.",
    wrongPassword: "A senha está incorreta, então sua conta não foi excluída.",
    unpaidOrders:
      "Os pedidos aguardando pagamento precisam ser cancelados ou pagos antes de excluir sua conta: {orderNos}.",
    ordersInProgress: "Sua conta poderá ser excluída quando os pedidos pagos chegarem e forem concluídos: {orderNos}.",
    refundDue: "Ainda devemos um reembolso de {orderNos}. Sua conta poderá ser excluída depois que ele for pago.",
    alreadyDeleted: "Esta conta já foi excluída.",
    reservedEmail: "Este endereço não pode receber e-mails. Use seu endereço de e-mail real.",
  },
  orders: {
    skuNotFound: "Esta versão do produto não existe.",
    notEnoughStock: "Estoque restante de “{name}”: {stock}.",
    lineNotFound: "Este item não está no seu carrinho.",
    addressNotFound: "Este endereço não existe.",
    shippingNotFound: "Esta forma de envio não está disponível.",
    shippingRegion: "{method} não entrega em {country}.",
    nothingSelected: "Selecione pelo menos um item para finalizar a compra.",
    noLongerSold: "“{name}” não é mais vendido. Remova-o do carrinho para finalizar a compra.",
    orderNotFound: "Este pedido não existe.",
    orderNotPayable: "Este pedido não pode mais ser pago ({status}).",
    refundNotFound: "Não há pagamento a reembolsar com esse id.",
    orderWrongStep: "O status deste pedido é {status}; essa etapa não se aplica agora.",
    orderNotCancellable: "Só é possível cancelar pedidos aguardando pagamento.",
    paymentBeingConfirmed:
      "Seu pagamento foi recebido e está sendo confirmado, por isso este pedido não pode mais ser cancelado. Em breve ele aparecerá como pago.",
    cancelProviderFailed:
      "Não foi possível contatar o provedor de pagamento, por isso o pedido não foi cancelado. Tente novamente em alguns minutos.",
    priceChanged: "Os preços mudaram enquanto você finalizava a compra. Revise o seu pedido.",
    providerUnavailable: "Esta forma de pagamento não está disponível.",
    notThisPayPalPayment: "Este pagamento do PayPal não é deste pedido. Comece o pagamento de novo a partir do pedido.",
    providerFailed: "O provedor de pagamento não respondeu. Tente novamente ou escolha transferência bancária.",
    badSignature: "A assinatura do webhook é inválida.",
    tooManyAddresses: "Você pode guardar até 20 endereços.",
    unknownCountry: "Não reconhecemos o país “{country}” do endereço. Escolha o país na lista e depois faça o pedido.",
  },
  issuedDocuments: {
    documentNotFound: "Esse documento não existe.",
    notUnpaid: "A fatura pró-forma só é emitida para pedidos aguardando pagamento.",
    notInvoiced: "Este pedido ainda não tem fatura para creditar: ela é emitida no envio.",
    creditExceeds: "No máximo {amount} ainda podem ser creditados nesta fatura.",
    tradeDataMissing:
      "A fatura comercial não pode ser emitida: falta {fields} no SKU {sku}. Preencha no editor de produtos e envie novamente.",
    hsCode: "o código SH",
    originCountry: "o país de origem",
    netWeightG: "o peso líquido",
    grossWeightG: "o peso bruto",
    linkExpired: "Este link de download expirou. Entre na sua conta para baixar o documento no seu pedido.",
    linkInvalid: "Este link de download não é válido. Verifique se foi copiado por completo.",
    otherAccount: "Este documento pertence a outra conta.",
  },
  /** A buyer's company profile. */
  company: {
    stale:
      "Os dados da sua empresa foram alterados em outro lugar (outra aba ou outro dispositivo) depois que esta página foi aberta. Recarregue-a para vê-los e salve de novo.",
    notFound: "Você não tem um perfil de empresa para alterar.",
  },
  couponsAndReviews: {
    campaignNotFound: "Esta campanha de cupons não existe.",
    notStarted: "Os cupons desta campanha podem ser resgatados a partir de {start}.",
    paused: "O resgate de cupons desta campanha está pausado no momento.",
    expired: "Esta campanha terminou.",
    voided: "Esta campanha foi retirada.",
    soldOut: "Todos os cupons desta campanha já foram resgatados.",
    alreadyClaimed: "Você já tem o cupom desta campanha.",
    couponNotUsable: "Este cupom não pode ser usado neste pedido.",
    belowMinimum: "Este cupom exige um pedido de pelo menos {minimum}.",
    reviewNotAllowed: "Você pode avaliar os produtos que comprou, uma vez por item do pedido.",
    reviewNotFound: "Esta avaliação não existe.",
    reviewLocked: "Esta avaliação foi ocultada pela loja e não pode mais ser alterada.",
    reviewExists: "Você já avaliou este item.",
    productsOnly: "Este cupom vale apenas para alguns produtos, e nenhum deles está neste pedido.",
    limitReached: "Você já tem {limit} cupons desta campanha, o máximo por cliente.",
  },
  validation,
  quotes,
} satisfies NamespaceMessagesTranslation;

export default messages;
