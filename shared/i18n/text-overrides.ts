import { readMessage, type MessageShape } from "./message-syntax";

/** A nested text dictionary: part of a language's dictionary, in the shape of locales/en. */
export type TextOverrides = { [key: string]: string | TextOverrides };

export type OverrideIssueReason =
  /** No such key in the built-in dictionary (ignored). */
  | "unknown-key"
  /** Not a text where the dictionary has a text, or not a group where it has a group (ignored). */
  | "not-text"
  /** An empty text (the built-in text stays). */
  | "empty"
  /** Broken brace or plural syntax (the built-in text stays). */
  | "syntax"
  /** An argument dropped, renamed or added, or its formatting changed (the built-in text stays). */
  | "placeholders"
  /** A plural counting by something the text is not given (the built-in text stays). */
  | "plural";

export interface OverrideIssue {
  /** Dotted path of the key: "common.retry". */
  key: string;
  reason: OverrideIssueReason;
  detail?: string;
}

export interface CheckedOverrides {
  /** The accepted texts only, nested like the dictionary. */
  overrides: TextOverrides;
  /** How many texts were accepted. */
  accepted: number;
  issues: OverrideIssue[];
}

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const describeArgs = (shape: MessageShape): string =>
  [...shape.args].map(([name, transforms]) => `{${[name, ...transforms].join("|")}}`).join(" ") || "none";

/** Why `text` may not stand in for `builtIn`, or undefined when it may. */
function textProblem(builtIn: string, text: string): Omit<OverrideIssue, "key"> | undefined {
  if (!text.trim()) return { reason: "empty" };
  const reading = readMessage(text);
  if (!reading.ok) return { reason: "syntax", detail: reading.error };
  const base = readMessage(builtIn);
  // Built-in texts are checked by their own tests; one typesafe-i18n cannot read is never replaced.
  if (!base.ok) return { reason: "syntax", detail: `built-in text: ${base.error}` };
  const expected = base.shape;
  const got = reading.shape;
  const sameArgs =
    expected.args.size === got.args.size &&
    [...expected.args].every(([name, transforms]) => got.args.get(name)?.join("|") === transforms.join("|"));
  if (!sameArgs) {
    return { reason: "placeholders", detail: `expected ${describeArgs(expected)}, got ${describeArgs(got)}` };
  }
  const counted = new Set([...expected.args.keys(), ...expected.plurals]);
  const stray = got.plurals.find((name) => !counted.has(name));
  if (stray !== undefined) return { reason: "plural", detail: `counts by "${stray}", which the text is not given` };
  return undefined;
}

function checkGroup(
  builtIn: Record<string, unknown>,
  input: Record<string, unknown>,
  path: string,
  result: CheckedOverrides,
): TextOverrides {
  const accepted: TextOverrides = {};
  for (const [key, value] of Object.entries(input)) {
    const at = path ? `${path}.${key}` : key;
    const base = Object.hasOwn(builtIn, key) ? builtIn[key] : undefined;
    if (base === undefined) {
      result.issues.push({ key: at, reason: "unknown-key" });
    } else if (typeof base === "string") {
      if (typeof value !== "string") {
        result.issues.push({ key: at, reason: "not-text", detail: `a text is expected, got ${kind(value)}` });
        continue;
      }
      const problem = textProblem(base, value);
      if (problem) {
        result.issues.push({ key: at, ...problem });
      } else if (value !== base) {
        accepted[key] = value;
        result.accepted++;
      }
    } else if (isGroup(base)) {
      if (!isGroup(value)) {
        result.issues.push({ key: at, reason: "not-text", detail: `a group of texts is expected, got ${kind(value)}` });
        continue;
      }
      const group = checkGroup(base, value, at, result);
      if (Object.keys(group).length > 0) accepted[key] = group;
    }
  }
  return accepted;
}

function kind(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return typeof value === "object" ? "a group" : `a ${typeof value}`;
}

/**
 * The part of `input` that may be laid over the built-in dictionary `builtIn`, key by key: a key
 * the dictionary does not have, or a value of the wrong kind, is ignored; a text whose arguments
 * or plural differ from the built-in text's, or that typesafe-i18n would misread, is rejected
 * (the built-in text stays). Texts equal to the built-in ones are left out. Every key passed over
 * is reported.
 */
export function checkTextOverrides(builtIn: Record<string, unknown>, input: Record<string, unknown>): CheckedOverrides {
  const result: CheckedOverrides = { overrides: {}, accepted: 0, issues: [] };
  result.overrides = checkGroup(builtIn, input, "", result);
  return result;
}
