import { minorUnitDigits } from "../../shared/format";

/** "12.50" in a currency → 1250 minor units; anything else → -1 (the API refuses it). */
export function toMinor(text: string, currency: string): number {
  const digits = minorUnitDigits(currency);
  const match = text
    .trim()
    .match(digits > 0 ? new RegExp(`^(\\d{1,12})(?:[.,](\\d{1,${digits}}))?$`) : /^(\d{1,12})()$/);
  if (!match) return -1;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? "").padEnd(digits, "0") || 0);
}

/** 1250 minor units → "12.50": the value of a money input. */
export function fromMinor(amountMinor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  return (amountMinor / 10 ** digits).toFixed(digits);
}
