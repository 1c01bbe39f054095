import ts from "typescript";

/**
 * The old API's words and the word the code says instead. An identifier containing one is a
 * second name for a concept the code already names.
 */
export const LEGACY_WORDS: ReadonlyArray<{ pattern: RegExp; say: string }> = [
  { pattern: /goods/i, say: "product" },
  { pattern: /^keyId$|KeyId/, say: "id" },
  { pattern: /activit(?:y|ies)/i, say: "campaign" },
  { pattern: /paramenters/i, say: "parameters" },
  { pattern: /admin(?!istrator)/i, say: "console (the UI) or staff (the people)" },
  { pattern: /catalog(?!ue)/i, say: "catalogue" },
  { pattern: /^sid$/, say: "id" },
];

/**
 * Where an old word stays on purpose: the legacy wire types and their codecs, and the names the
 * search index stores for product documents ("goods" rows keyed by type).
 */
export const LEGACY_PLACES: ReadonlyArray<{ file: RegExp; word?: string; why: string }> = [
  { file: /^shared\/api\/legacy\//, why: "the legacy API's request and response fields" },
  { file: /^worker\/db\/search(?:-keys|-live)?\.ts$/, word: "goods", why: "the stored search document type" },
];

export interface LegacyWord {
  file: string;
  line: number;
  identifier: string;
  say: string;
}

/**
 * The identifiers of a TypeScript source that use an old word. SQL, paths and other strings are
 * not identifiers, so table names and the legacy routes' paths pass; snake_case names are columns.
 */
export function legacyWords(file: string, text: string): LegacyWord[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: LegacyWord[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      const identifier = node.text;
      const snakeCase = /^[a-z0-9_]+$/.test(identifier) && identifier.includes("_");
      const word = snakeCase ? undefined : LEGACY_WORDS.find(({ pattern }) => pattern.test(identifier));
      const kept = LEGACY_PLACES.some((place) => place.file.test(file) && (!place.word || place.word === identifier));
      if (word && !kept) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push({ file, line, identifier, say: word.say });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
