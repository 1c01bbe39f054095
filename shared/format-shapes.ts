/**
 * How a language writes one kind of number (a price in one currency, a plain number) or a date,
 * read once from `Intl` and then applied by plain string work. The server hands a page's shapes
 * to the browser, which formats the page's prices and dates while it hydrates without creating an
 * `Intl` formatter: the first one a page creates loads the browser's number and calendar data,
 * tens of milliseconds of one blocked task on a phone. Shapes are read on the server
 * (format-shapes-read.ts), only when they reproduce `Intl`'s own output for a set of samples;
 * anything a shape cannot write (negative or huge numbers) goes to `Intl` as before.
 */

export interface NumberShape {
  /** What comes before and after the digits: currency sign, spaces, direction marks. */
  before: string;
  after: string;
  /** The grouping separator; "" when the language does not group. */
  group: string;
  decimal: string;
  /** Digits in the last group and in the groups before it (3 and 3; 3 and 2 in Indian English). */
  primary: number;
  secondary: number;
  /** How many digits the first group needs before any grouping is used ("1234" but "12.345" in Spanish). */
  minGrouping: number;
  minFraction: number;
  maxFraction: number;
}

export type DatePart = "year" | "month" | "day" | { literal: string };

export interface DateShape {
  parts: DatePart[];
  /** January … December as they read in a full date ("ноября" in Russian, "11" before "月" in Chinese). */
  months: string[];
}

/** What a page needs to format its prices, numbers and dates in its language without `Intl`. */
export interface FormatShapes {
  price: Record<string, NumberShape>;
  number?: NumberShape;
  date?: DateShape;
  /** File sizes in bytes, kilobytes, megabytes and gigabytes (null: `Intl` writes that unit). */
  size?: (NumberShape | null)[];
}

/** A non-negative decimal written as digit strings: its integer part and its fraction digits. */
export interface Decimal {
  integer: string;
  fraction: string;
}

/** A number as its shortest decimal digits (what `Intl` rounds); null for negatives, NaN, exponents. */
export function decimalOf(value: number): Decimal | null {
  if (!Number.isFinite(value) || value < 0 || Object.is(value, -0)) return null;
  const text = String(value);
  if (text.includes("e")) return null;
  const [integer = "0", fraction = ""] = text.split(".");
  return { integer, fraction };
}

/** Rounds half away from zero, as `Intl` does by default, to `digits` fraction digits at most. */
function roundDecimal({ integer, fraction }: Decimal, digits: number): Decimal {
  if (fraction.length <= digits) return { integer, fraction };
  const kept = integer + fraction.slice(0, digits);
  if (fraction.charCodeAt(digits) < 53 /* "5" */) return { integer, fraction: fraction.slice(0, digits) };
  const raised = increment(kept);
  const split = raised.length - digits;
  return { integer: raised.slice(0, split) || "0", fraction: raised.slice(split) };
}

/** "1299" → "1300": adds one to a string of digits. */
function increment(digits: string): string {
  const out = digits.split("");
  for (let index = out.length - 1; index >= 0; index -= 1) {
    if (out[index] !== "9") {
      out[index] = String(Number(out[index]) + 1);
      return out.join("");
    }
    out[index] = "0";
  }
  return `1${out.join("")}`;
}

function groupInteger(integer: string, shape: NumberShape): string {
  if (!shape.group || integer.length < shape.primary + shape.minGrouping) return integer;
  const groups = [integer.slice(-shape.primary)];
  let rest = integer.slice(0, -shape.primary);
  while (rest.length > shape.secondary) {
    groups.unshift(rest.slice(-shape.secondary));
    rest = rest.slice(0, -shape.secondary);
  }
  if (rest) groups.unshift(rest);
  return groups.join(shape.group);
}

/** A non-negative decimal written in the shape. */
export function applyNumberShape(shape: NumberShape, value: Decimal): string {
  const rounded = roundDecimal(value, shape.maxFraction);
  let fraction = rounded.fraction;
  while (fraction.length > shape.minFraction && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  fraction = fraction.padEnd(shape.minFraction, "0");
  const integer = rounded.integer.replace(/^0+(?=\d)/, "");
  const digits = groupInteger(integer, shape) + (fraction ? shape.decimal + fraction : "");
  return shape.before + digits + shape.after;
}

/** A date (its UTC calendar day) written in the shape; null for an invalid date or a year beyond 9999. */
export function applyDateShape(shape: DateShape, date: Date): string | null {
  const year = date.getUTCFullYear();
  if (Number.isNaN(year) || year < 1 || year > 9999) return null;
  return shape.parts
    .map((part) => {
      if (part === "year") return String(year);
      if (part === "month") return shape.months[date.getUTCMonth()] ?? "";
      if (part === "day") return String(date.getUTCDate());
      return part.literal;
    })
    .join("");
}
