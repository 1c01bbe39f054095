import type { Translation } from "../i18n-types";
import catalogue from "./catalogue";
import content from "./content";

/**
 * Modern Standard Arabic, written right to left. Counted nouns take the form the number asks for
 * ({count} {{zero|one|two|few|many|other}}): "3 منتجات", "11 منتجًا", "100 منتج".
 */
const ar = {
  meta: {
    titleTemplate: "{title} - {siteName}",
    defaultTitle: "{siteName} - {tagline}",
    tagline: "مزوّد موثوق لبوابات VoIP وحركة الاتصالات",
    ogLocale: "ar_AR",
  },
  sections: {
    home: {
      title: "بوابات SMS وGoIP والبروكسي",
      description:
        "اشترِ بوابات SMS ومجمّعات مودم SMS وبوابات GoIP/VoIP وبوابات بروكسي 4G/5G مباشرةً من المصنّع: حتى 512 شريحة SIM و5,440 رسالة SMS في الدقيقة، مع الشحن إلى جميع أنحاء العالم.",
    },
    smsGateway: {
      title: "بوابات SMS",
      description:
        "بوابات SMS متعددة الشرائح مع بروتوكول SMPP وواجهة HTTP API، من 8 إلى 512 منفذ SIM وبسرعة تصل إلى 5,440 رسالة في الدقيقة.",
    },
    voipGateway: {
      title: "بوابات GoIP وVoIP",
      description:
        "بوابات VoIP لشبكات GSM و4G وLTE مع بروتوكول SIP، وحتى 32 مكالمة متزامنة لكل جهاز، مع دعم بنوك الشرائح (SIM bank).",
    },
    proxyGateway: {
      title: "بوابات البروكسي",
      description:
        "بوابات بروكسي للجوال بتقنيتي 4G و5G مع تدوير عنوان IP لكل منفذ، وتغيير رقم IMEI، وواجهة HTTP API للأتمتة.",
    },
    smsModem: {
      title: "مجمّعات مودم SMS",
      description:
        "مجمّعات مودم SMS بمنافذ USB أو للتركيب في الحوامل، بسعة 8 أو 16 أو 32 أو 66 منفذًا، للرسائل الجماعية ورموز التحقق (OTP) والمراسلة ثنائية الاتجاه.",
    },
    company: {
      title: "من نحن",
      description:
        "من نحن: شركة مصنّعة لأجهزة بوابات SMS وVoIP والبروكسي، نخدم شركات الاتصالات والمطورين في جميع أنحاء العالم.",
    },
    case: {
      title: "دراسات الحالة",
      description: "كيف تدير البنوك والمتاجر ومراكز الاتصال ومزودو خدمة الإنترنت حركة رسائلهم ومكالماتهم عبر بواباتنا.",
    },
    blog: {
      title: "المدونة",
      description:
        "أدلة وأخبار حول بروتوكول SMPP وبنوك الشرائح وبوابات GoIP وبروكسيات الجوال وضمان وصول الرسائل الجماعية.",
    },
  },
  common: {
    notifications: "الإشعارات",
    skipToContent: "الانتقال إلى المحتوى",
    loading: "جارٍ التحميل…",
    loadingPage: "جارٍ تحميل الصفحة…",
    retry: "إعادة المحاولة",
    close: "إغلاق",
    backHome: "العودة إلى الرئيسية",
    viewAll: "عرض الكل",
    readMore: "اقرأ المزيد",
    learnMore: "اعرف المزيد",
    priceFrom: "ابتداءً من {price}",
    noResults: "لا يوجد شيء هنا بعد.",
    breadcrumb: "مسار التنقل",
    home: "الرئيسية",
    page: "الصفحة {page}",
    previous: "السابق",
    next: "التالي",
    pagination: "التنقل بين الصفحات",
    published: "نُشر في {date}",
  },
  nav: {
    main: "التنقل الرئيسي",
    menu: "القائمة",
    more: "المزيد",
    search: "بحث",
    searchPlaceholder: "ابحث عن البوابات والمودمات والأدلة…",
    cart: "السلة",
    cartWithCount: "السلة، {count} {{منتج|منتج|منتج|منتجات|منتجًا|منتج}}",
    account: "حسابي",
    signIn: "تسجيل الدخول",
    register: "إنشاء حساب",
    signOut: "تسجيل الخروج",
    hello: "مرحبًا، {name}",
    products: "المنتجات",
    categories: "الفئات",
    solutions: "الحلول",
  },
  language: {
    label: "اللغة",
    reset: "لغة الموقع الافتراضية",
    en: "English",
    zh: "中文",
    es: "Español",
    ru: "Русский",
    fr: "Français",
    pt: "Português (Brasil)",
    ar: "العربية",
  },
  footer: {
    shop: "المتجر",
    company: "الشركة",
    support: "الدعم",
    about: "من نحن",
    cases: "دراسات الحالة",
    blog: "المدونة",
    logistics: "الشحن والخدمات اللوجستية",
    userAgreement: "اتفاقية المستخدم",
    discount: "العروض",
    account: "حسابي",
    allProducts: "جميع المنتجات",
    copyright: "© {year} {siteName}. جميع الحقوق محفوظة.",
    facts: "512 شريحة SIM لكل نظام · 5,440 رسالة SMS في الدقيقة · 32 مكالمة متزامنة",
  },
  pages: {
    home: {
      heroTitle: "بوابات تحمل حركة اتصالاتك",
      heroLead:
        "بوابات SMS ومجمّعات مودم وبوابات GoIP/VoIP وبروكسي مصمَّمة لمشغّلي الاتصالات: حتى 512 شريحة SIM و50 مليون رسالة يوميًا.",
      shopNow: "تصفّح المنتجات",
      categories: "تسوّق حسب الفئة",
      featured: "منتجات مميزة",
      latestPosts: "من المدونة",
      facts: "مصمَّمة للأحجام الكبيرة",
      factSims: "شريحة SIM لكل نظام",
      factSpeed: "رسالة SMS في الدقيقة",
      factCalls: "مكالمة متزامنة",
      factPorts: "منافذ لكل مجمّع مودم",
      factDaily: "رسالة SMS يوميًا",
      factDailyValue: "50 مليون",
      filtered: "المعروض: {name}",
      clearFilter: "عرض الكل",
    },
    sms: { title: "حلول SMS", lead: "بوابات SMS ومجمّعات مودم لرموز التحقق والتنبيهات والرسائل الجماعية." },
    lists: { title: "جميع المنتجات", lead: "كل ما نصنعه من بوابات ومجمّعات مودم وملحقات." },
    search: {
      title: "البحث",
      lead: "ابحث عن المنتجات والأدلة ودراسات الحالة.",
      resultsFor: "نتائج البحث عن «{query}»",
    },
    cart: { title: "سلة التسوق", lead: "راجع المنتجات في سلتك قبل إتمام الشراء." },
    about: { title: "من نحن" },
    account: {
      title: "حسابي",
      orders: "طلباتي",
      coupons: "قسائمي",
      reviews: "تقييماتي",
      settings: "إعدادات الحساب",
    },
    discount: { title: "الخصومات", lead: "احصل على قسائم من حملاتنا ووفّر عند شراء البوابات ومجمّعات المودم." },
    blog: { title: "المدونة" },
    case: { title: "دراسات الحالة" },
    logistics: { title: "الشحن والخدمات اللوجستية" },
    article: { title: "مقال" },
    auth: {
      login: "تسجيل الدخول",
      register: "إنشاء حساب",
      forgot: "نسيت كلمة المرور",
      reset: "إعادة تعيين كلمة المرور",
    },
    category: {
      title: "الفئة",
      lead: "{count} {{منتج|منتج|منتج|منتجات|منتجًا|منتج}}",
    },
    userAgreement: { title: "اتفاقية المستخدم" },
    orderConfirm: { title: "تأكيد الطلب" },
    orderPay: { title: "الدفع", secure: "دفع آمن" },
    product: { title: "المنتج" },
    solution: {
      title: "الحلول",
      smsModem: "حل مجمّعات مودم SMS",
      smsGateway: "حل بوابات SMS",
      goipGateway: "حل بوابات GoIP",
      voipGateway: "حل بوابات VoIP",
      proxyGateway: "حل بوابات البروكسي",
    },
  },
  catalogue,
  content,
  errors: {
    notFoundTitle: "الصفحة غير موجودة",
    notFoundMessage: "الصفحة غير موجودة: {path}",
    notFoundHint: "الصفحة التي طلبتها غير موجودة أو نُقلت إلى مكان آخر.",
    serverCode: "500",
    serverTitle: "خطأ داخلي في الخادم.",
    serverPageTitle: "خطأ داخلي في الخادم",
    serverBody: "نعمل بالفعل على حل المشكلة.",
    errorInfo: "معلومات الخطأ",
    dataFailed: "تعذّر تحميل جزء من هذه الصفحة.",
    sessionExpired: "انتهت صلاحية جلستك. يُرجى تسجيل الدخول مرة أخرى.",
    internal: "حدث خطأ من جانبنا. يُرجى المحاولة مرة أخرى.",
    upstream: "لم يستجب خادم المتجر. يُرجى المحاولة مرة أخرى.",
    unsubscribeInvalid: "رابط إلغاء الاشتراك هذا غير صالح. غيّر إعدادات رسائلك من حسابك بدلًا من ذلك.",
  },
} satisfies Translation;

export default ar;
