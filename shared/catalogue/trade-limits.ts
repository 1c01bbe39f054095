/**
 * The bounds of a SKU's trade data (browser-safe: the editor's inputs carry them; the rules that
 * check them are in trade.ts, which only the worker loads).
 */
export const TRADE_LIMITS = {
  /** An HS code is 6 (international) to 10 (national tariff) digits. */
  hsDigits: { min: 6, max: 10 },
  /** What staff may type: digits with dots or spaces, as "8517.62.00 00". */
  hsLength: 16,
  /** Net and gross weight in whole grams. */
  weightG: { min: 1, max: 1_000_000 },
  /** Length, width and height of the packed SKU in whole millimetres. */
  sizeMm: { min: 1, max: 5_000 },
} as const;
