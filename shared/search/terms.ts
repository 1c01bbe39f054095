/**
 * Full-text search terms. Words of alphabetic scripts are indexed as they are; runs of Chinese
 * (and Japanese/Korean) characters, which have no spaces between words, are indexed as
 * overlapping two-character tokens ("短信网关" → "短信 信网 网关"), the classic CJK bigram scheme.
 * A query is turned into the same tokens, so "网关" or "短信网关" finds "…短信网关…".
 */
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/;
const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+/g;

function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/** Text as the index stores it (CJK runs become bigrams, everything else stays). */
export function toSearchText(text: string): string {
  return text.replace(CJK_RUN, (run) => ` ${bigrams(run).join(" ")} `);
}

export const MAX_KEYWORD_LENGTH = 100;

/**
 * An FTS5 MATCH expression for what a user typed, or null when nothing searchable is left. Every
 * word must match (AND); the last word also matches as a prefix, so suggestions work while typing.
 * Only letters, digits and CJK survive, so the user cannot write FTS syntax.
 */
export function toMatchQuery(keyword: string): string | null {
  const words = keyword
    .slice(0, MAX_KEYWORD_LENGTH)
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const parts: string[] = [];
  words.forEach((word, index) => {
    const last = index === words.length - 1;
    if (CJK.test(word)) {
      // Mixed runs ("SMS网关") split into their script parts.
      for (const piece of word
        .split(/([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+)/)
        .filter(Boolean)) {
        if (CJK.test(piece)) {
          const grams = bigrams(piece);
          parts.push(grams.length === 1 ? `"${grams[0]}"*` : `"${grams.join(" ")}"`);
        } else {
          parts.push(`"${piece}"*`);
        }
      }
    } else {
      parts.push(last ? `"${word}"*` : `"${word}"`);
    }
  });
  return parts.length ? parts.slice(0, 12).join(" AND ") : null;
}
