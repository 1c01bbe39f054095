import {
  applyDateShape,
  applyNumberShape,
  type DatePart,
  type DateShape,
  decimalOf,
  type NumberShape,
} from "./format-shapes";

/**
 * Reading shapes from `Intl` formatters, on the server (the worker installs it, see
 * `readFormatShapesWith`): the browser gets the page's shapes with its data and never needs this.
 */

const NUMERIC = new Set(["integer", "group", "decimal", "fraction"]);
const ASCII_DIGITS = /^[0-9]+$/;

/** The part's text as the page shows it (a currency sign isolated on right-to-left pages). */
export type PartText = (part: Intl.NumberFormatPart) => string;

/** Reads the shape of a formatter, or null when its output is more than affixes around digits. */
export function numberShapeOf(format: Intl.NumberFormat, isolate?: PartText): NumberShape | null {
  const text: PartText = isolate ?? ((part) => part.value);
  const options = format.resolvedOptions();
  const minFraction = options.minimumFractionDigits ?? 0;
  const maxFraction = options.maximumFractionDigits ?? 0;
  const big = format.formatToParts(1234567890.5);
  const first = big.findIndex((part) => NUMERIC.has(part.type));
  const last = big.length - 1 - [...big].reverse().findIndex((part) => NUMERIC.has(part.type));
  if (first < 0) return null;
  const middle = big.slice(first, last + 1);
  if (middle.some((part) => !NUMERIC.has(part.type))) return null;
  const integers = middle.filter((part) => part.type === "integer").map((part) => part.value);
  if (!integers.every((digits) => ASCII_DIGITS.test(digits))) return null;
  const primary = integers[integers.length - 1]?.length ?? 0;
  const secondary = integers.length > 2 ? (integers[integers.length - 2]?.length ?? primary) : primary;
  const decimal = format.formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ".";
  const shape: NumberShape = {
    before: big.slice(0, first).map(text).join(""),
    after: big
      .slice(last + 1)
      .map(text)
      .join(""),
    group: middle.find((part) => part.type === "group")?.value ?? "",
    decimal,
    primary,
    secondary,
    minGrouping: 1,
    minFraction,
    maxFraction,
  };
  // The smallest number of digits that gets a separator tells the minimum grouping.
  for (let digits = primary + 1; digits <= primary + 3; digits += 1) {
    const grouped = format.formatToParts(10 ** (digits - 1)).some((part) => part.type === "group");
    if (grouped) break;
    shape.minGrouping += 1;
  }
  // Pages show what `format` writes (left to right) or the parts with the currency isolated.
  const expected = (sample: number) =>
    isolate ? format.formatToParts(sample).map(text).join("") : format.format(sample);
  return SAMPLES.every((sample) => {
    const decimalSample = decimalOf(sample);
    return decimalSample && applyNumberShape(shape, decimalSample) === expected(sample);
  })
    ? shape
    : null;
}

/**
 * Numbers a shape must write exactly as `Intl` does before it is used: roundings, groupings, and
 * one of each plural category of the shop's languages (a unit's word could change with it).
 */
const SAMPLES = [
  0, 0.5, 1, 2, 3, 4.25, 5, 11, 12.5, 21, 22, 25, 99.995, 101, 102, 999, 1000, 1234.5, 12345.678, 99999.5, 123456.75,
  1234567890.25,
];

/** Reads the shape of a year-month-day formatter, or null when any sample date differs from `Intl`'s. */
export function dateShapeOf(format: Intl.DateTimeFormat): DateShape | null {
  const months: string[] = [];
  let parts: DatePart[] | null = null;
  for (let month = 0; month < 12; month += 1) {
    const date = Date.UTC(2025, month, 15, 12);
    const found = format.formatToParts(date);
    months.push(found.find((part) => part.type === "month")?.value ?? "");
    const shape = datePartsIn(format.format(date), found);
    if (!shape || (parts && JSON.stringify(parts) !== JSON.stringify(shape))) return null;
    parts = shape;
  }
  if (!parts) return null;
  const shape: DateShape = { parts, months };
  const samples = [Date.UTC(2025, 2, 1), Date.UTC(1999, 11, 31, 23, 59), Date.UTC(2031, 0, 9), Date.UTC(2026, 10, 27)];
  return samples.every((sample) => applyDateShape(shape, new Date(sample)) === format.format(sample)) ? shape : null;
}

/**
 * The day, month and year in the order `formatToParts` names them, with the text between them
 * taken from `format` itself: the two can differ in their spaces (Russian's " г." is a plain space
 * in one and a narrow no-break space in the other), and pages show what `format` writes.
 */
function datePartsIn(text: string, found: Intl.DateTimeFormatPart[]): DatePart[] | null {
  const parts: DatePart[] = [];
  let at = 0;
  for (const part of found) {
    if (part.type !== "year" && part.type !== "month" && part.type !== "day") continue;
    const index = text.indexOf(part.value, at);
    if (index < 0) return null;
    if (index > at) parts.push({ literal: text.slice(at, index) });
    parts.push(part.type);
    at = index + part.value.length;
  }
  if (at < text.length) parts.push({ literal: text.slice(at) });
  return parts;
}

/** The reader the worker installs with `readFormatShapesWith`. */
export const intlShapeReader = { number: numberShapeOf, date: dateShapeOf };
