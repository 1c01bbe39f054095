import type { NamespaceMessagesTranslation } from "../../i18n-types";

/** Lo que dice la API de cotizaciones cuando no se puede dar un paso. */
const quotes = {
  notFound: "Esta cotización no existe.",
  stale:
    "Esta cotización ha cambiado desde que la abrió. Vuelva a cargarla para ver qué ha cambiado e inténtelo de nuevo.",
  notOpen: "Esta cotización está cerrada: ya no se puede modificar.",
  offerRevised: "Una oferta más reciente ha sustituido a esta. Revise la última oferta y acéptela si le conviene.",
  offerExpired: "Esta oferta ya no es válida. Pida una nueva en los mensajes de la cotización.",
  noPendingOffer: "Ninguna oferta de esta cotización está esperando aprobación.",
  addressCountry:
    "Los precios y el transporte de la oferta son para {country}. Elija una dirección en {country} o pida una nueva oferta.",
  attachmentNotFound: "El archivo adjunto no existe o pertenece a otra solicitud. Vuelva a adjuntarlo.",
  unknownStaff: "Ningún miembro activo del equipo tiene este identificador.",
  notSold: "«{name}» ya no está a la venta. Pida una oferta sin este producto.",
  unknownSku: "No existe ninguna versión de producto con el identificador {skuId}.",
  belowFloor:
    "Estas líneas tienen un precio inferior al {percent} % de su precio de lista: {names}. Pida a un propietario que apruebe la oferta o suba los precios.",
  fileTooBig: "El archivo es demasiado grande: puede ocupar como máximo {size}.",
  fileType: "Adjunte un PDF o una imagen JPEG, PNG o WebP.",
  fileDisguised: "El contenido del archivo no corresponde a su nombre. Adjunte el archivo tal como es.",
  fileEmpty: "El archivo está vacío.",
  fileName: "Indique el nombre del archivo.",
} satisfies NamespaceMessagesTranslation["quotes"];

export default quotes;
