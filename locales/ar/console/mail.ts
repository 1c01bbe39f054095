import type { NamespaceConsoleTranslation } from "../../i18n-types";

const mail = {
  nav: "البريد",
  title: "البريد",
  lead: "الرسائل التي تعذّر على المتجر إرسالها، وصندوق الصادر المحلي.",
  dead: "رسائل لم تُرسل",
  deadEmpty: "أُرسلت كل الرسائل.",
  kind: "الرسالة",
  recipient: "المستلم",
  error: "السبب",
  failedAt: "توقفت المحاولة",
  attempts: "المحاولات: {count}",
  retry: "أرسل مجددًا",
  retried: "عادت الرسالة إلى قائمة الانتظار.",
  notFound: "لا توجد رسالة كهذه لإعادة إرسالها.",
  outbox: "صندوق الصادر",
  outboxLead: "دون مزوّد بريد، تُكتب الرسائل هنا بدل إرسالها (الأحدث أولًا).",
  outboxEmpty: "صندوق الصادر فارغ.",
  to: "إلى {recipient}",
  htmlOf: "الرسالة «{subject}» بصيغة HTML",
  text: "الجزء النصي",
  alerts: "راسلني فورًا عند دفع طلب أو انخفاض مخزون إصدار",
  saveAlerts: "حفظ",
  alertsSaved: "حُفظ إعداد البريد.",
  digest: "أرسل لي ملخصًا يوميًا للمتجر (الساعة 06:00 UTC، عن اليوم السابق)",
  headers: "الترويسات",
} satisfies NamespaceConsoleTranslation["mailPage"];

export default mail;
