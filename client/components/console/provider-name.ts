import type { TranslationFunctions } from "../../../locales/i18n-types";
import { PAYMENT_PROVIDERS } from "../../../shared/console/orders";

/** A payment provider's name in the reader's language (an unknown code as it is). */
export function providerName(LL: TranslationFunctions, provider: string): string {
  return (PAYMENT_PROVIDERS as readonly string[]).includes(provider)
    ? LL.commerce.pay.platforms[provider as (typeof PAYMENT_PROVIDERS)[number]]()
    : provider;
}
