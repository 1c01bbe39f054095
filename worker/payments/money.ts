import { minorUnitDigits } from "../../shared/format";

/** 129900 USD → "1299.00" (providers take decimal strings). */
export function toDecimal(amountMinor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  return (amountMinor / 10 ** digits).toFixed(digits);
}

/** "1299.00" USD → 129900. */
export function fromDecimal(value: string, currency: string): number {
  return Math.round(Number(value) * 10 ** minorUnitDigits(currency));
}

const encoder = new TextEncoder();

export function timingSafeEqualText(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let diff = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i++) diff |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return diff === 0;
}
