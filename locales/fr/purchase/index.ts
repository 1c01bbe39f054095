import type { NamespacePurchaseTranslation } from "../../i18n-types";

const purchase = {
  quantity: "Quantité",
  decrease: "Diminuer la quantité",
  increase: "Augmenter la quantité",
  addDialog: {
    title: "Information",
    message: "Veuillez d’abord vous connecter",
    confirm: "Se connecter",
    cancel: "Compris",
  },
  added: "Ajouté au panier !",
  addingToCart: "Ajout…",
  reviews: {
    title: "Avis",
    summary: "{average} sur 5 · {count} avis",
    none: "Pas encore d’avis.",
    verified: "Achat vérifié",
    by: "{name} · {date}",
    more: "Plus d’avis",
    write: "Donner mon avis",
    edit: "Modifier",
    delete: "Supprimer",
    deleteConfirm: "Supprimer cet avis ?",
    rating: "Note",
    stars: "{count} étoile{{s}}",
    text: "Votre avis",
    textHint: "Ce qui fonctionne bien, ce qui pourrait être amélioré (2 000 caractères au maximum).",
    save: "Publier l’avis",
    saved: "Merci ! Votre avis est publié.",
    deleted: "Votre avis a été supprimé.",
    toReview: "En attente de votre avis",
    mine: "Mes avis",
    hidden: "Masqué par la boutique",
    hiddenReason: "Masqué par la boutique : {reason}",
    cancel: "Annuler",
    orderedIn: "Acheté dans la commande {orderNo}",
    anonymous: "Un client",
    deletedCustomer: "Client supprimé",
  },
} satisfies NamespacePurchaseTranslation;

export default purchase;
