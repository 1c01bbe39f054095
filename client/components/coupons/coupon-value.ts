import type { TranslationFunctions } from "../../../locales/i18n-types";
import { couponValueOf } from "../../../shared/coupons/discount";
import { formatPercent, formatPrice } from "../../../shared/format";
import type { Locale } from "../../../shared/locale";

/** A coupon's value for buyers: "$25 off", "10% off", "10% off, up to $50". */
export function couponValueText(
  LL: TranslationFunctions,
  locale: Locale,
  coupon: {
    kind: "amount" | "percent";
    price: number;
    promoPrice: number;
    percentOff: number | null;
    maxDiscount: number;
    currency: string;
  },
): string {
  const value = couponValueOf({
    kind: coupon.kind,
    priceMinor: coupon.price,
    promoPriceMinor: coupon.promoPrice,
    percentOff: coupon.percentOff,
    maxDiscountMinor: coupon.maxDiscount,
  });
  if (value.kind === "amount")
    return LL.coupons.off({ amount: formatPrice(value.amountMinor, coupon.currency, locale) });
  const percent = formatPercent(value.percent, locale);
  return value.capMinor > 0
    ? LL.coupons.percentOffUpTo({ percent, cap: formatPrice(value.capMinor, coupon.currency, locale) })
    : LL.coupons.percentOff({ percent });
}
