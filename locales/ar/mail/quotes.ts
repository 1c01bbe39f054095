import type { NamespaceMailTranslation } from "../../i18n-types";

/** رسائل طلب عرض السعر: إلى المشتري، والتنبيهات إلى الموظفين. */
const quoteMails = {
  view: "اطّلع على طلب عرض السعر",
  viewOffer: "اطّلع على العرض واقبله",
  quoteNo: "طلب عرض السعر",
  validUntil: "صالح حتى",
  freight: "تكلفة الشحن",
  subtotal: "المجموع الفرعي",
  total: "الإجمالي",
  leadTime: "يُشحن بعد {days} {{يوم|يوم|يومين|أيام|يومًا|يوم}} من الدفع",
  received: {
    subject: "استلمنا طلب عرض السعر {quoteNo}",
    heading: "وصلنا طلب عرض السعر الخاص بك",
    intro:
      "شكرًا لتواصلك معنا. سيردّ فريق المبيعات على الطلب {quoteNo} بعرض يتضمن الأسعار وتكلفة الشحن إلى {country} ومُهل الشحن.",
  },
  offered: {
    subject: "عرضنا لطلب عرض السعر {quoteNo}",
    heading: "عرضك جاهز",
    intro:
      "إليك عرضنا لطلب عرض السعر {quoteNo}، وهو صالح حتى {date}. اقبله من صفحة طلب عرض السعر ليصبح طلبك بهذه الأسعار.",
  },
  revised: {
    subject: "عرض معدَّل (الإصدار {version}) لطلب عرض السعر {quoteNo}",
    heading: "عدّلنا عرضك",
    intro:
      "عدّلنا العرض الخاص بطلب عرض السعر {quoteNo} (الإصدار {version}، صالح حتى {date}). لا يمكن قبول إلا هذا الإصدار الأخير، وتبقى الإصدارات السابقة في صفحة طلب عرض السعر للمقارنة.",
  },
  reminder: {
    subject: "ينتهي عرضك لطلب عرض السعر {quoteNo} في {date}",
    heading: "ينتهي عرضك قريبًا",
    intro: "العرض الخاص بطلب عرض السعر {quoteNo} صالح حتى {date}. اقبله قبل ذلك لتطلب بهذه الأسعار.",
  },
  expired: {
    subject: "انتهت صلاحية عرضك لطلب عرض السعر {quoteNo}",
    heading: "انتهت صلاحية عرضك",
    intro:
      "كان العرض الخاص بطلب عرض السعر {quoteNo} صالحًا حتى {date}، ولم يعد من الممكن قبوله. راسلنا من صفحة طلب عرض السعر لنرسل إليك عرضًا جديدًا.",
  },
  reply: {
    subject: "رسالة جديدة بشأن طلب عرض السعر {quoteNo}",
    heading: "ردّ {name}",
    intro: "وصلت رسالة جديدة بشأن طلب عرض السعر {quoteNo}:",
  },
  declined: {
    subject: "بشأن طلب عرض السعر {quoteNo}",
    heading: "لا يمكننا تقديم عرض",
    intro: "نعتذر، لا يمكننا تقديم عرض لطلب عرض السعر {quoteNo}.",
    reason: "السبب: {reason}",
  },
  fromOffer: "أُنشئ هذا الطلب من العرض (الإصدار {version}) لطلب عرض السعر {quoteNo}، الذي قبلته.",
  staff: {
    requestedSubject: "طلب عرض سعر جديد {quoteNo} من {email}",
    requestedIntro: "يطلب {email} عرض سعر لـ {count} {{وحدة|وحدة|وحدتين|وحدات|وحدةً|وحدة}}، مع الشحن إلى {country}.",
    messageSubject: "كتب {email} بشأن طلب عرض السعر {quoteNo}",
    acceptedSubject: "قُبل طلب عرض السعر {quoteNo}: الطلب {orderNo}",
    acceptedIntro:
      "قبل {email} العرض (الإصدار {version}) لطلب عرض السعر {quoteNo}. أصبح الطلب {orderNo}، وهو بانتظار الدفع.",
    declinedSubject: "رفض المشتري طلب عرض السعر {quoteNo}",
    withdrawnSubject: "سحب المشتري طلب عرض السعر {quoteNo}",
    closedIntro: "أغلق {email} طلب عرض السعر {quoteNo}.",
    open: "افتح طلب عرض السعر",
  },
} satisfies NamespaceMailTranslation["quote"];

export default quoteMails;
