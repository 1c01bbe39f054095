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

/** Arabic short-vowel marks (harakat, superscript alef) and the tatweel that only stretches a word. */
const ARABIC_MARKS = /[\u0640\u064b-\u065f\u0670]/g;
/** Alef with hamza or madda, as typed or not: searched as a plain alef. */
const ARABIC_ALEF = /[\u0622\u0623\u0625]/g;
/** Arabic-Indic and Persian digits (٣٢, ۳۲), searched as 0–9 ("SG٣٢" finds "SG32"). */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * Arabic spellings that differ only in marks readers usually leave out: vowel marks and
 * tatweel dropped, hamza forms of alef as alef, Eastern digits as 0–9. The index and the query
 * are folded the same way, so "البوّابة" and "البوابة" find each other.
 */
function foldArabic(text: string): string {
  return text
    .replace(ARABIC_MARKS, "")
    .replace(ARABIC_ALEF, "\u0627")
    .replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) - (digit >= "\u06f0" ? 0x6f0 : 0x660)));
}

/** Text as the index stores it (CJK runs become bigrams, Arabic folded, everything else stays). */
export function toSearchText(text: string): string {
  return foldArabic(text).replace(CJK_RUN, (run) => ` ${bigrams(run).join(" ")} `);
}

export const MAX_KEYWORD_LENGTH = 100;

/** The words of what a user typed, as a search takes them: letters and digits, Arabic folded. */
export function searchWords(keyword: string): string[] {
  return foldArabic(keyword.slice(0, MAX_KEYWORD_LENGTH).normalize("NFKC"))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** True when the text holds a Chinese, Japanese or Korean character (searched as bigrams). */
export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/**
 * An FTS5 MATCH expression for what a user typed, or null when nothing searchable is left. Every
 * word must match (AND); the last word also matches as a prefix, so suggestions work while typing.
 * Only letters, digits and CJK survive, so the user cannot write FTS syntax.
 */
export function toMatchQuery(keyword: string): string | null {
  const words = searchWords(keyword);
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
