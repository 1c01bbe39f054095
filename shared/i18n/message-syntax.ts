/**
 * What a dictionary text asks of its caller, in typesafe-i18n's syntax: arguments (`{name}`,
 * `{count:number}`, `{name?}`, `{name|formatter}`) and plural parts (`{{s}}`, `{{item|items}}`,
 * `{{count:one|other}}`, with 1, 2, 3 or 6 forms: other · one|other · zero|one|other ·
 * zero|one|two|few|many|other). A text that typesafe-i18n would misread (an unclosed or stray
 * brace, a nameless argument, a plural with 4 or 5 forms) is reported as broken.
 */
export interface MessageShape {
  /** Argument name → its transforms (formatters, switch-cases), as written after `|`. */
  args: Map<string, string[]>;
  /** The argument each plural part counts by. */
  plurals: string[];
}

export type MessageReading = { ok: true; shape: MessageShape } | { ok: false; error: string };

const NAME = /^\w+$/;
const PLURAL_FORMS = new Set([1, 2, 3, 6]);

interface PluralDraft {
  explicit?: string;
  /** The argument written last before the plural (typesafe-i18n's default key). */
  previous?: string;
}

/** The end (exclusive) of the argument opened at `start`: one level of nested braces (switch-cases). */
function argumentEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i + 1;
  }
  return -1;
}

/** Reads a text's arguments and plural parts, or says why it is broken. */
export function readMessage(text: string): MessageReading {
  const args = new Map<string, string[]>();
  const drafts: PluralDraft[] = [];
  let first: string | undefined;
  let last: string | undefined;
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === "}") return { ok: false, error: `stray "}" at ${i}` };
    if (char !== "{") {
      i++;
      continue;
    }
    if (text[i + 1] === "{") {
      const end = text.indexOf("}}", i + 2);
      if (end === -1) return { ok: false, error: `unclosed plural "{{" at ${i}` };
      const inner = text.slice(i + 2, end);
      if (/[{}]/.test(inner)) return { ok: false, error: `braces inside the plural at ${i}` };
      const colon = inner.indexOf(":");
      const key = colon === -1 ? undefined : inner.slice(0, colon).trim();
      const forms = (colon === -1 ? inner : inner.slice(colon + 1)).split("|");
      if (!PLURAL_FORMS.has(forms.length)) {
        return { ok: false, error: `a plural has ${forms.length} forms (1, 2, 3 or 6) at ${i}` };
      }
      if (key !== undefined && !NAME.test(key)) return { ok: false, error: `plural of "${key}" at ${i}` };
      drafts.push({ explicit: key, previous: last });
      i = end + 2;
      continue;
    }
    const end = argumentEnd(text, i);
    if (end === -1) return { ok: false, error: `unclosed "{" at ${i}` };
    const [head = "", ...transforms] = text.slice(i + 1, end - 1).split("|");
    const name = (head.split(":")[0] ?? "").split("?")[0]!.trim();
    if (!NAME.test(name)) return { ok: false, error: `argument without a name at ${i}` };
    const known = args.get(name) ?? [];
    args.set(name, [...new Set([...known, ...transforms.map((part) => part.trim())])].sort());
    first ??= name;
    last = name;
    i = end;
  }
  const plurals = drafts.map((draft) => draft.explicit ?? draft.previous ?? first ?? "0");
  return { ok: true, shape: { args, plurals } };
}
