import type { Translation } from "../i18n-types";

/** ملفات المنتجات ومحررات المحتوى والحملات في لوحة التحكم، ورسائل واجهتها البرمجية. */
const adminContent = {
  api: {
    productNotFound: "لا يوجد منتج كهذا.",
    fileNotFound: "لا يحتوي هذا المنتج على هذا الملف.",
    fileTooBig: "الملف كبير جدًا: الحد الأقصى لهذا النوع من الملفات {size}.",
    fileType:
      "هذا النوع من الملفات غير مقبول هنا. الصور: JPEG أو PNG أو WebP؛ أوراق البيانات: PDF؛ البرامج الثابتة: ‎.bin أو ‎.img أو ‎.fw أو ‎.hex أو ‎.zip أو ‎.tar أو ‎.gz.",
    fileDisguised: "محتوى الملف لا يطابق اسمه (مثل نص برمجي باسم ‎.jpg). ارفع الملف الحقيقي.",
    fileEmpty: "الملف فارغ.",
  },
  nav: {
    media: "ملفات المنتجات",
  },
  media: {
    title: "ملفات {name}",
    listTitle: "ملفات المنتجات",
    listLead: "صور المعرض والأغلفة وأوراق البيانات والبرامج الثابتة لكل منتج.",
    product: "المنتج",
    files: "الملفات",
    open: "إدارة الملفات",
    cover: "الغلاف",
    noCover: "لا يوجد غلاف بعد.",
    roles: {
      gallery: "صور المعرض",
      cover: "صورة الغلاف",
      datasheet: "أوراق البيانات (PDF)",
      firmware: "البرامج الثابتة",
    },
    roleHints: {
      gallery: "JPEG أو PNG أو WebP، بحد أقصى {size}. تُحذف بيانات الصورة الوصفية (الكاميرا وموقع GPS).",
      cover: "JPEG أو PNG أو WebP، بحد أقصى {size}. تظهر في القوائم وأعلى صفحة المنتج.",
      datasheet: "PDF، بحد أقصى {size}. تُدرج في علامة تبويب التنزيلات في صفحة المنتج.",
      firmware: "‎.bin أو ‎.img أو ‎.fw أو ‎.hex أو ‎.zip أو ‎.tar أو ‎.gz، بحد أقصى {size}.",
    },
    choose: "اختر ملفًا",
    upload: "رفع",
    uploading: "جارٍ الرفع…",
    uploaded: "تم رفع {name}.",
    remove: "إزالة",
    removed: "أُزيل الملف.",
    confirmRemove: "إزالة {name} من هذا المنتج؟ تتوقف صفحة المنتج عن عرضه فورًا.",
    none: "لا شيء بعد.",
    name: "الاسم",
    type: "النوع",
    size: "الحجم",
    added: "تاريخ الإضافة",
    viewProduct: "عرض صفحة المنتج",
  },
} satisfies Translation["adminContent"];

export default adminContent;
