import type { NamespaceCouponsTranslation } from "../i18n-types";

/** Тексты акций и купонов, обратных отсчётов и отзывов. */
const coupons = {
  button: {
    used: "Использован",
    notStarted: "Скоро",
    claimed: "Получен",
    claim: "Получить",
    unused: "Не использован",
    paused: "Приостановлен",
    expired: "Истёк",
    voided: "Аннулирован",
    abnormal: "Ошибка статуса",
    allClaimed: "Все разобраны",
    notEligible: "Недоступно",
  },
  claimed: "Получено. Ваш купон ждёт вас в разделе «Мои купоны».",
  off: "Скидка {amount}",
  minimum: "При заказе от {amount}",
  noMinimum: "Без минимальной суммы заказа",
  percentOff: "Скидка {percent}",
  percentOffUpTo: "Скидка {percent}, не более {cap}",
  perCustomer: "Не более {limit} на покупателя",
  left: "Осталось: {count}",
  startsIn: "До начала: {time}",
  endsIn: "До конца: {time}",
  ended: "Завершено",
  invalidTime: "Неверный формат будущего времени",
  duration: "{days} д {clock}",
  validUntil: "Действует до {date}",
  usedOn: "Использован {date} в заказе {orderNo}",
  reservedFor: "Зарезервирован для неоплаченного заказа {orderNo}",
  tabs: {
    unused: "Неиспользованные",
    used: "Использованные",
    expired: "Истёкшие",
  },
  empty: "Здесь нет купонов.",
  noCampaigns: "Сейчас нет акций с купонами. Загляните позже.",
  newCustomersOnly: "Только для новых клиентов (без оплаченных заказов)",
  notNewCustomer: "Этот купон только для новых клиентов, а в вашем аккаунте уже есть оплаченный заказ.",
  appliesTo: "Действует на:",
  ineligibleNewCustomer:
    "Вы не можете получить купон этой акции: она для новых клиентов, а в вашем аккаунте уже есть оплаченный заказ.",
  getMore: "Смотреть акции",
  signInToClaim: "Войдите, чтобы получить купон этой акции.",
  checkout: {
    title: "Купон",
    none: "Без купона",
    noneAvailable: "У вас нет купонов для этого заказа.",
    notApplicable: "нужен заказ от {amount}",
    notForProducts: "не для этих товаров",
    newCustomersOnly: "только для новых клиентов",
  },
} satisfies NamespaceCouponsTranslation;

export default coupons;
