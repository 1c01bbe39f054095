import type { NamespaceMessagesTranslation } from "../../i18n-types";
import validation from "./validation";
import quotes from "./quotes";

const messages = {
  ok: "OK",
  bodyIncomplete: "El cuerpo de la solicitud no llegó completo. Inténtelo de nuevo.",
  invalidJson: "El cuerpo de la solicitud no es JSON válido.",
  unsupportedMediaType: "Envíe el cuerpo de la solicitud como application/json.",
  notFound: "No existe el punto de la API: {path}",
  methodNotAllowed: "Método no permitido.",
  unauthorized: "Inicie sesión primero.",
  forbidden: "No tiene permiso para hacer eso.",
  crossSite: "Solicitud entre sitios rechazada.",
  tooManyRequests: "Demasiados intentos. Vuelva a intentarlo dentro de {seconds} segundos.",
  wrongCredentials: "El correo o la contraseña no son correctos.",
  emailTaken: "Ya existe una cuenta con este correo.",
  passwordRules:
    "La contraseña debe tener 8–32 letras, dígitos o símbolos (sin espacios) y usar al menos dos de los tres tipos.",
  passwordCommon: "Esta contraseña es demasiado común. Elija otra.",
  passwordSame: "La nueva contraseña debe ser distinta de la actual.",
  wrongOldPassword: "La contraseña actual no es correcta.",
  resetSent: "Si existe una cuenta con ese correo, le hemos enviado un enlace.",
  resetInvalid: "Este enlace no es válido o ha caducado. Solicite uno nuevo.",
  passwordChanged: "Su contraseña se ha cambiado.",
  privacy: {
    passwordNeeded: "Escriba su contraseña para confirmar que desea eliminar su cuenta.",
    wrongPassword: "La contraseña no es correcta, así que su cuenta no se ha eliminado.",
    unpaidOrders: "Antes de eliminar su cuenta, cancele o pague los pedidos pendientes de pago: {orderNos}.",
    ordersInProgress:
      "Podrá eliminar su cuenta cuando sus pedidos pagados hayan llegado y estén completados: {orderNos}.",
    refundDue: "Aún le debemos un reembolso de {orderNos}. Podrá eliminar su cuenta cuando se lo hayamos devuelto.",
    alreadyDeleted: "Esta cuenta ya se ha eliminado.",
    reservedEmail: "Esta dirección no puede recibir correo. Use su dirección de correo real.",
  },
  orders: {
    skuNotFound: "Esta versión del producto no existe.",
    notEnoughStock: "Solo hay {stock} de «{name}» en stock.",
    lineNotFound: "Este artículo no está en su carrito.",
    addressNotFound: "Esta dirección no existe.",
    shippingNotFound: "Este método de envío no está disponible.",
    shippingRegion: "{method} no realiza envíos a {country}.",
    nothingSelected: "Seleccione al menos un artículo para tramitar el pedido.",
    noLongerSold: "“{name}” ya no está a la venta. Quítalo del carrito para pagar.",
    orderNotFound: "Este pedido no existe.",
    orderNotPayable: "Este pedido ya no se puede pagar ({status}).",
    refundNotFound: "No hay ningún pago por reembolsar con ese identificador.",
    orderWrongStep: "El estado de este pedido es {status}; ese paso no corresponde ahora.",
    orderNotCancellable: "Solo se pueden cancelar los pedidos pendientes de pago.",
    paymentBeingConfirmed:
      "Hemos recibido su pago y lo estamos confirmando, por lo que este pedido ya no se puede cancelar. En breve aparecerá como pagado.",
    cancelProviderFailed:
      "No se ha podido contactar con el proveedor de pagos, así que el pedido no se ha cancelado. Inténtelo de nuevo en unos minutos.",
    priceChanged: "Los precios han cambiado mientras tramitaba el pedido. Revise su pedido.",
    providerUnavailable: "Este método de pago no está disponible.",
    notThisPayPalPayment: "Este pago de PayPal no es de este pedido. Vuelva a iniciar el pago desde el pedido.",
    providerFailed: "El proveedor de pagos no ha respondido. Inténtelo de nuevo o elija transferencia bancaria.",
    badSignature: "La firma del webhook no es válida.",
    tooManyAddresses: "Puede guardar hasta 20 direcciones.",
    unknownCountry:
      "No reconocemos el país «{country}» de la dirección. Elija el país en la lista y luego realice el pedido.",
  },
  issuedDocuments: {
    documentNotFound: "Ese documento no existe.",
    notUnpaid: "La factura proforma solo se emite para pedidos pendientes de pago.",
    notInvoiced: "Este pedido aún no tiene factura que abonar: la recibe al enviarse.",
    creditExceeds: "Como máximo se pueden abonar {amount} más contra esta factura.",
    tradeDataMissing:
      "No se puede emitir la factura comercial: al SKU {sku} le falta {fields}. Complétalo en el editor de productos y vuelve a enviar.",
    hsCode: "el código SA",
    originCountry: "el país de origen",
    netWeightG: "el peso neto",
    grossWeightG: "el peso bruto",
    linkExpired: "Este enlace de descarga ha caducado. Inicia sesión para descargar el documento desde tu pedido.",
    linkInvalid: "Este enlace de descarga no es válido. Comprueba que se copió completo.",
    otherAccount: "Este documento pertenece a otra cuenta.",
  },
  /** A buyer's company profile. */
  company: {
    stale:
      "Los datos de su empresa se cambiaron en otro lugar (otra pestaña u otro dispositivo) después de abrir esta página. Recárguela para verlos y vuelva a guardar.",
    notFound: "No tiene un perfil de empresa que cambiar.",
  },
  couponsAndReviews: {
    campaignNotFound: "Esta campaña de cupones no existe.",
    notStarted: "Los cupones de esta campaña se podrán obtener a partir de {start}.",
    paused: "La obtención de cupones de esta campaña está en pausa por el momento.",
    expired: "Esta campaña ha terminado.",
    voided: "Esta campaña se ha retirado.",
    soldOut: "Ya se han agotado los cupones de esta campaña.",
    alreadyClaimed: "Ya tiene el cupón de esta campaña.",
    couponNotUsable: "Este cupón no se puede usar en este pedido.",
    belowMinimum: "Este cupón requiere un pedido mínimo de {minimum}.",
    reviewNotAllowed: "Puede reseñar los productos que ha comprado, una vez por línea de pedido.",
    reviewNotFound: "Esta reseña no existe.",
    reviewLocked: "La tienda ocultó esta reseña y ya no se puede modificar.",
    reviewExists: "Ya ha reseñado este artículo.",
    productsOnly: "Este cupón solo es válido para ciertos productos y ninguno está en este pedido.",
    limitReached: "Ya tienes {limit} cupones de esta campaña, el máximo por cliente.",
  },
  validation,
  quotes,
} satisfies NamespaceMessagesTranslation;

export default messages;
