import type { Translation } from "../i18n-types";

/** UI text of the content pages (ru). */
const content = {
  api: {
    postNotFound: "Запись блога с id {id} не найдена.",
    caseNotFound: "Кейс с id {id} не найден.",
    articleNotFound: "Статья с id {id} не найдена.",
    pageNotFound: "Страница «{slug}» не найдена.",
  },
  blog: {
    yearFilter: "Фильтр записей по году",
    allYears: "Все годы",
    yearTitle: "Записи блога за {year} год",
    postedBy: "Автор: {author}",
    empty: "Здесь пока нет записей.",
    guides: "Руководства",
    guidesLead: "Пошаговая помощь в настройке и эксплуатации оборудования.",
    postNavigation: "Другие записи",
    olderPost: "Предыдущая запись",
    newerPost: "Следующая запись",
  },
  case: {
    atAGlance: "Коротко о проекте",
    customer: "Клиент",
    industry: "Отрасль",
    region: "Регион",
    empty: "Кейсов пока нет.",
  },
  related: {
    post: "Продукты из этой записи",
    case: "Продукты в проекте",
    article: "Продукты, к которым относится руководство",
    about: "Наши флагманские продукты",
    solution: "Продукты для этой задачи",
  },
  share: {
    title: "Поделиться страницей",
    qrLabel: "QR-код со ссылкой на эту страницу",
    hint: "Отсканируйте, чтобы открыть страницу на телефоне.",
  },
  solution: {
    facts: "Portline в цифрах",
    allSolutions: "Другие решения",
  },
  languageFallback: "Этот текст пока не переведён на ваш язык, поэтому показан на английском.",
  partialLanguageFallback: "Часть этого содержимого пока не переведена на ваш язык, поэтому показана на английском.",
} satisfies Translation["content"];

export default content;
