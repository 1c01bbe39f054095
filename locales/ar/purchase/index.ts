import type { NamespacePurchaseTranslation } from "../../i18n-types";

const purchase = {
  quantity: "الكمية",
  decrease: "تقليل الكمية",
  increase: "زيادة الكمية",
  addDialog: {
    title: "تنبيه",
    message: "يُرجى تسجيل الدخول أولًا",
    confirm: "سجّل الدخول الآن",
    cancel: "حسنًا",
  },
  added: "تمت الإضافة إلى السلة بنجاح!",
  addingToCart: "جارٍ الإضافة…",
  reviews: {
    title: "التقييمات",
    summary: "{average} من 5 · {count} {{تقييم|تقييم|تقييم|تقييمات|تقييمًا|تقييم}}",
    none: "لا توجد تقييمات بعد.",
    verified: "عملية شراء موثّقة",
    by: "{name} · {date}",
    more: "مزيد من التقييمات",
    write: "اكتب تقييمًا",
    edit: "تعديل",
    delete: "حذف",
    deleteConfirm: "هل تريد حذف هذا التقييم؟",
    rating: "التقييم",
    stars: "{count} {{نجمة|نجمة|نجمة|نجوم|نجمة|نجمة}}",
    text: "تقييمك",
    textHint: "ما الذي يعمل جيدًا، وما الذي يمكن تحسينه (حتى 2,000 حرف).",
    save: "نشر التقييم",
    saved: "شكرًا لك! تم نشر تقييمك.",
    deleted: "تم حذف تقييمك.",
    toReview: "بانتظار تقييمك",
    mine: "تقييماتي",
    hidden: "أخفاه المتجر",
    hiddenReason: "أخفاها المتجر: {reason}",
    cancel: "إلغاء",
    orderedIn: "تم الشراء في الطلب {orderNo}",
    anonymous: "أحد العملاء",
    deletedCustomer: "عميل محذوف",
  },
} satisfies NamespacePurchaseTranslation;

export default purchase;
