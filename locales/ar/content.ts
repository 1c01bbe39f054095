import type { Translation } from "../i18n-types";

/** نصوص صفحات المحتوى (ar). */
const content = {
  api: {
    postNotFound: "لا توجد تدوينة بالمعرّف {id}.",
    caseNotFound: "لا توجد دراسة حالة بالمعرّف {id}.",
    articleNotFound: "لا يوجد مقال بالمعرّف {id}.",
    pageNotFound: "لا توجد صفحة «{slug}».",
  },
  blog: {
    yearFilter: "تصفية التدوينات حسب السنة",
    allYears: "كل السنوات",
    yearTitle: "تدوينات عام {year}",
    postedBy: "بقلم {author}",
    empty: "لا توجد تدوينات هنا بعد.",
    guides: "الأدلة",
    guidesLead: "مساعدة خطوة بخطوة لإعداد أجهزتك وتشغيلها.",
    postNavigation: "مزيد من التدوينات",
    olderPost: "التدوينة الأقدم",
    newerPost: "التدوينة الأحدث",
  },
  case: {
    atAGlance: "لمحة سريعة",
    customer: "العميل",
    industry: "القطاع",
    region: "المنطقة",
    empty: "لا توجد دراسات حالة بعد.",
  },
  related: {
    post: "المنتجات المذكورة في هذه التدوينة",
    case: "المنتجات المستخدمة في هذا المشروع",
    article: "المنتجات التي يتناولها هذا الدليل",
    about: "منتجاتنا الرئيسية",
    solution: "المنتجات التي تقدّم هذا الحل",
  },
  share: {
    title: "شارك هذه الصفحة",
    qrLabel: "رمز QR يحتوي على رابط هذه الصفحة",
    hint: "امسح الرمز لفتح هذه الصفحة على هاتفك.",
  },
  solution: {
    facts: "Portline بالأرقام",
    allSolutions: "حلول أخرى",
  },
  languageFallback: "هذا النص غير متوفر بالعربية بعد، لذا يُعرض باللغة الإنجليزية.",
  partialLanguageFallback: "جزء من هذا المحتوى غير متوفر بالعربية بعد، لذا يُعرض باللغة الإنجليزية.",
} satisfies Translation["content"];

export default content;
