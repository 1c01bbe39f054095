import type { NamespacePurchaseTranslation } from "../../i18n-types";

const purchase = {
  quantity: "Cantidad",
  decrease: "Reducir cantidad",
  increase: "Aumentar cantidad",
  addDialog: {
    title: "Aviso",
    message: "Inicie sesión primero",
    confirm: "Iniciar sesión ahora",
    cancel: "Entendido",
  },
  added: "¡Producto añadido al carrito!",
  addingToCart: "Añadiendo…",
  reviews: {
    title: "Reseñas",
    summary: "{average} de 5 · {count} reseña{{s}}",
    none: "Todavía no hay reseñas.",
    verified: "Compra verificada",
    by: "{name} · {date}",
    more: "Más reseñas",
    write: "Escribir una reseña",
    edit: "Editar",
    delete: "Eliminar",
    deleteConfirm: "¿Eliminar esta reseña?",
    rating: "Valoración",
    stars: "{count} estrella{{s}}",
    text: "Su reseña",
    textHint: "Qué funciona bien y qué podría mejorar (hasta 2000 caracteres).",
    save: "Publicar reseña",
    saved: "¡Gracias! Su reseña se ha publicado.",
    deleted: "Su reseña se ha eliminado.",
    toReview: "Pendientes de reseña",
    mine: "Mis reseñas",
    hidden: "Ocultada por la tienda",
    hiddenReason: "Ocultada por la tienda: {reason}",
    cancel: "Cancelar",
    orderedIn: "Comprado en el pedido {orderNo}",
    anonymous: "Un cliente",
    deletedCustomer: "Cliente eliminado",
  },
} satisfies NamespacePurchaseTranslation;

export default purchase;
