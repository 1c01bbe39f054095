import type { NamespaceConsoleTranslation } from "../../i18n-types";

const invoicing = {
  nav: "Документы",
  kinds: {
    proforma: "Счёт-проформа",
    commercial_invoice: "Коммерческий инвойс",
    credit_note: "Кредит-нота",
  },
  title: "Документы",
  none: "Документов пока нет.",
  credits: "К счёту {number}",
  download: "Скачать",
  downloadLabel: "Скачать {number} (PDF)",
  resend: "Отправить повторно",
  resendLabel: "Отправить повторно {number} покупателю",
  resent: "Документ {number} повторно отправлен покупателю по почте.",
  readOnly: "Ваша роль ({role}) позволяет скачивать документы, но не выставлять их и не отправлять повторно.",
  newProforma: "Выставить новую проформу",
  newProformaHint:
    "Новая проформа с сегодняшней датой, отправляется покупателю по почте (например, после изменения условий оплаты).",
  proformaIssued: "Счёт-проформа {number} выставлен и отправлен покупателю.",
  creditTitle: "Кредит-нота",
  creditLead:
    "Возврат части или всей суммы счёта {number}; покупатель получит её по почте. Ещё можно вернуть {amount}.",
  fullyCredited: "Счёт {number} возвращён полностью.",
  creditAmount: "Сумма возврата ({currency})",
  creditHint: "Например, {example}.",
  creditReason: "Причина (печатается в кредит-ноте)",
  creditSubmit: "Выставить кредит-ноту",
  creditIssued: "Кредит-нота {number} на {amount} выставлена и отправлена покупателю.",
  creditUnreadable: "«{amount}» — не сумма: введите её, например, как {example}.",
  creditNotPositive: "Сумма кредит-ноты должна быть больше 0.",
  creditTooPrecise:
    "У {currency} {digits} {{знаков|знак|знака|знака|знаков|знаков}} после запятой: введите сумму как {example}.",
  pageLead: "Все счета-проформы, коммерческие инвойсы и кредит-ноты, выставленные за месяц (UTC), для бухгалтера.",
  month: "Месяц",
  monthFormat: "Месяц в виде год-месяц, например {example}.",
  show: "Показать",
  previous: "Предыдущий месяц",
  next: "Следующий месяц",
  csv: "Скачать CSV",
  emptyMonth: "За {month} документы не выставлялись.",
  number: "Номер",
  kind: "Документ",
  issued: "Выставлен",
  order: "Заказ",
  amount: "Сумма",
  refersTo: "К счёту",
  file: "Файл",
  nextNumbers: "Следующие номера в этом году",
} satisfies NamespaceConsoleTranslation["invoicing"];

export default invoicing;
