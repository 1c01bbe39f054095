import type { NamespacePurchaseTranslation } from "../../i18n-types";

const purchase = {
  quantity: "Количество",
  decrease: "Уменьшить количество",
  increase: "Увеличить количество",
  addDialog: {
    title: "Уведомление",
    message: "Сначала войдите в аккаунт",
    confirm: "Войти",
    cancel: "Понятно",
  },
  added: "Товар добавлен в корзину!",
  addingToCart: "Добавляем…",
  reviews: {
    title: "Отзывы",
    summary: "{average} из 5 · {count} {{отзывов|отзыв|отзыва|отзыва|отзывов|отзывов}}",
    none: "Отзывов пока нет.",
    verified: "Подтверждённая покупка",
    by: "{name} · {date}",
    more: "Ещё отзывы",
    write: "Написать отзыв",
    edit: "Изменить",
    delete: "Удалить",
    deleteConfirm: "Удалить этот отзыв?",
    rating: "Оценка",
    stars: "{count} {{звёзд|звезда|звезды|звезды|звёзд|звёзд}}",
    text: "Ваш отзыв",
    textHint: "Что работает хорошо, а что можно улучшить (до 2000 символов).",
    save: "Опубликовать отзыв",
    saved: "Спасибо! Ваш отзыв опубликован.",
    deleted: "Ваш отзыв удалён.",
    toReview: "Ожидают отзыва",
    mine: "Мои отзывы",
    hidden: "Скрыт магазином",
    hiddenReason: "Скрыт магазином: {reason}",
    cancel: "Отмена",
    orderedIn: "Куплено в заказе {orderNo}",
    anonymous: "Покупатель",
    deletedCustomer: "Удалённый покупатель",
  },
} satisfies NamespacePurchaseTranslation;

export default purchase;
