import type { Locale } from "../../shared/locale";
import { parseMoneyInput } from "../../shared/money-input";

/**
 * A price field of a console form as the API's minor units, read as staff typed it in the page's
 * language ("1.299,00" in Spanish). What is no amount is sent as NaN (null in JSON), which the API
 * refuses naming the field ("“Price (row 1)” must be a number."); a negative amount as -1, which it
 * refuses as below 0.
 */
export function moneyFieldValue(text: string, currency: string, locale: Locale): number {
  const amount = parseMoneyInput(text, currency, locale);
  if (amount.ok) return amount.minor;
  return amount.reason === "negative" ? -1 : Number.NaN;
}
