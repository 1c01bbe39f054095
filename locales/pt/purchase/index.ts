import type { NamespacePurchaseTranslation } from "../../i18n-types";

const purchase = {
  quantity: "Quantidade",
  decrease: "Diminuir quantidade",
  increase: "Aumentar quantidade",
  addDialog: {
    title: "Aviso",
    message: "Entre na sua conta primeiro",
    confirm: "Entrar agora",
    cancel: "Entendi",
  },
  added: "Produto adicionado ao carrinho!",
  addingToCart: "Adicionando…",
  reviews: {
    title: "Avaliações",
    summary: "{average} de 5 · {count} {{avaliações|avaliação|avaliações}}",
    none: "Ainda não há avaliações.",
    verified: "Compra verificada",
    by: "{name} · {date}",
    more: "Mais avaliações",
    write: "Escrever uma avaliação",
    edit: "Editar",
    delete: "Excluir",
    deleteConfirm: "Excluir esta avaliação?",
    rating: "Nota",
    stars: "{count} {{estrelas|estrela|estrelas}}",
    text: "Sua avaliação",
    textHint: "O que funciona bem e o que poderia melhorar (até 2.000 caracteres).",
    save: "Publicar avaliação",
    saved: "Obrigado! Sua avaliação foi publicada.",
    deleted: "Sua avaliação foi excluída.",
    toReview: "Aguardando sua avaliação",
    mine: "Minhas avaliações",
    hidden: "Ocultada pela loja",
    hiddenReason: "Ocultada pela loja: {reason}",
    cancel: "Cancelar",
    orderedIn: "Comprado no pedido {orderNo}",
    anonymous: "Um cliente",
    deletedCustomer: "Cliente excluído",
  },
} satisfies NamespacePurchaseTranslation;

export default purchase;
