/** Arabic: categories, top navigation and spec options of data/catalog.ts. */
import type { LanguageOverlay } from "../../../overlay-types";

export const catalogueAr: Pick<LanguageOverlay, "categories" | "navigation" | "specOptions"> = {
  categories: {
    1: {
      name: "بوابات SMS",
      description: "بوابات SMS بتقنيتي GSM و4G LTE من 8 إلى 512 شريحة SIM، مع SMPP وواجهة HTTP API مدمجتين.",
    },
    2: {
      name: "بوابات GoIP / VoIP",
      description: "بوابات GSM وVoLTE تصل شرائح SIM بمقسم IP-PBX لديك عبر بروتوكول SIP.",
    },
    3: {
      name: "بوابات البروكسي",
      description: "بوابات بروكسي متنقلة بتقنيتي 4G و5G، بعنوان IP مستقل لكل مودم وتدوير عند الطلب.",
    },
    4: {
      name: "مجمّعات مودم SMS",
      description: "مجمّعات مودم USB وأخرى للتركيب في الرف بسعة 8 و16 و32 و66 منفذًا، لأنظمة أوامر AT وSMS Server.",
    },
    5: {
      name: "بوابات SMS بتقنية GSM",
      description: "بوابات 2G رباعية النطاق للأسواق ذات التغطية الكثيفة لشبكات GSM.",
    },
    6: {
      name: "بوابات SMS بتقنية 4G LTE",
      description: "بوابات LTE Cat.4 تُبقي رسائلك القصيرة تعمل بعد إيقاف شبكات 2G و3G.",
    },
    7: {
      name: "أنظمة SMS عالية الكثافة",
      description: "منصات بسعة 256 و512 شريحة SIM للمجمّعين والمشغّلين، تصل في العنقود إلى 50 مليون رسالة يوميًا.",
    },
    8: {
      name: "بوابات GoIP بتقنية GSM",
      description: "بوابات من GSM إلى SIP بثماني قنوات وست عشرة قناة للمكاتب ومراكز الاتصال.",
    },
    9: {
      name: "بوابات VoIP بتقنية LTE",
      description: "بوابات VoLTE بصوت عالي الدقة وحتى 32 مكالمة متزامنة.",
    },
    10: {
      name: "بوابات بروكسي 4G",
      description: "بوابات بروكسي LTE Cat.4 من 8 إلى 32 مودمًا.",
    },
    11: {
      name: "بوابات بروكسي 5G",
      description: "بوابات بروكسي 5G NR بوصلات صاعدة 10 GbE لأحمال العمل كثيفة النطاق الترددي.",
    },
    12: {
      name: "مجمّعات مودم USB",
      description: "مجمّعات بثمانية وستة عشر منفذًا تتصل بالحاسوب عبر كابل USB واحد.",
    },
    13: {
      name: "مجمّعات مودم للرف",
      description: "مجمّعات للتركيب في الرف بسعة 32 و66 منفذًا، والطراز الأكبر مزوّد بخادم SMPP مدمج.",
    },
  },
  navigation: {
    "1": "بوابة SMS",
    "2": "بوابة GoIP / VoIP",
    "3": "بوابة بروكسي",
    "4": "مجمّع مودم SMS",
    sms: "SMS",
    lists: "المنتجات",
    discount: "العروض",
    blog: "المدونة",
    case: "دراسات الحالة",
    about: "من نحن",
  },
  specOptions: {
    1: "8 منافذ",
    2: "16 منفذًا",
    3: "32 منفذًا",
    4: "64 منفذًا",
    5: "66 منفذًا",
    6: "128 منفذًا",
    7: "256 منفذًا",
    8: "512 منفذًا",
    9: "2G/4G",
    10: "4G LTE",
    11: "5G",
    12: "GSM",
  },
};
