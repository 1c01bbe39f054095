import type { NamespaceConsoleTranslation } from "../../i18n-types";

const mail = {
  nav: "Почта",
  title: "Почта",
  lead: "Письма, которые магазин не смог отправить, и локальные исходящие.",
  dead: "Неотправленные письма",
  deadEmpty: "Все письма отправлены.",
  kind: "Письмо",
  recipient: "Получатель",
  error: "Причина",
  failedAt: "Отправка прекращена",
  attempts: "Попыток: {count}",
  retry: "Отправить снова",
  retried: "Письмо снова в очереди.",
  notFound: "Такого письма для повторной отправки нет.",
  outbox: "Исходящие",
  outboxLead: "Без почтового провайдера письма сохраняются здесь вместо отправки (новые сверху).",
  outboxEmpty: "Исходящих нет.",
  to: "Кому: {recipient}",
  htmlOf: "Письмо «{subject}» в HTML",
  text: "Текстовая часть",
  alerts: "Сразу сообщать мне по почте об оплате заказа и о заканчивающемся товаре",
  saveAlerts: "Сохранить",
  alertsSaved: "Настройка почты сохранена.",
  digest: "Присылать мне ежедневную сводку магазина (в 06:00 UTC, за предыдущий день)",
  headers: "Заголовки",
} satisfies NamespaceConsoleTranslation["mailPage"];

export default mail;
