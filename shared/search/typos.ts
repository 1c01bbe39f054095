/**
 * Typo tolerance without SQLite's spellfix1 (D1 has no extensions): the search keeps a vocabulary
 * of the words its live documents hold, and a search that finds nothing looks there for the
 * nearest word to each word it does not know. These are the pure parts: which words enter the
 * vocabulary, how many typos a word may carry, the edit distance, and the choice of a correction.
 */
import { hasCjk, searchWords, toSearchText } from "./terms";

/** Words shorter than this are neither kept nor corrected (too many neighbours to guess from). */
export const MIN_TERM_LENGTH = 3;
/** Longer words are not kept: part numbers and run-together strings, not words people mistype. */
export const MAX_TERM_LENGTH = 40;
/** At most this many words of one search are corrected. */
export const MAX_CORRECTED_WORDS = 6;

/**
 * A word as the full-text index stores it (unicode61 with remove_diacritics 2): lower case, and
 * Latin letters without their accents ("Télécom" → "telecom"); other scripts keep their marks
 * ("й" stays "й", as the index keeps it).
 */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .normalize("NFD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .normalize("NFC");
}

function isVocabularyWord(word: string): boolean {
  const length = [...word].length;
  return length >= MIN_TERM_LENGTH && length <= MAX_TERM_LENGTH && /^\p{L}+$/u.test(word) && !hasCjk(word);
}

/**
 * The distinct words of a document's texts that the vocabulary keeps: letters only (no model
 * numbers), three to forty of them, no Chinese, Japanese or Korean (searched by bigrams, never
 * corrected), folded as the index folds them.
 */
export function vocabularyTerms(...texts: string[]): string[] {
  const terms = new Set<string>();
  for (const text of texts) {
    for (const word of toSearchText(text.normalize("NFC")).split(/[^\p{L}\p{N}\p{M}]+/u)) {
      const folded = foldWord(word);
      if (isVocabularyWord(folded)) terms.add(folded);
    }
  }
  return [...terms];
}

/** How many typos a word of this length may carry: none below 4 letters, one up to 7, then two. */
export function typoBudget(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * Edit distance between what was typed and a vocabulary word, counting a swap of two neighbouring
 * letters as one edit (optimal string alignment): `whole` against the whole word, `prefix` against
 * its best-matching beginning (what a word still being typed may become). Letters are code points.
 */
export function typoDistance(typed: string, term: string): { whole: number; prefix: number } {
  const a = [...typed];
  const b = [...term];
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      row.push(best);
    }
    before = previous;
    previous = row;
  }
  return { whole: previous[b.length]!, prefix: Math.min(...previous) };
}

/**
 * Pieces of a typed word of which any word within its budget contains at least one unchanged (the
 * pigeonhole filter of approximate matching): each insertion, deletion or substitution spoils at
 * most one piece and a swap of neighbours at most two, so of 2 × budget + 1 pieces one survives.
 * The vocabulary is asked only for words holding one of them.
 */
export function typoPieces(folded: string, budget: number): string[] {
  const letters = [...folded];
  const count = Math.min(letters.length, 2 * budget + 1);
  const pieces: string[] = [];
  for (let index = 0; index < count; index++) {
    const start = Math.floor((index * letters.length) / count);
    const end = Math.floor(((index + 1) * letters.length) / count);
    pieces.push(letters.slice(start, end).join(""));
  }
  return [...new Set(pieces)];
}

/** A word of the search that may be corrected, and how the vocabulary is asked for its neighbours. */
export interface CorrectableWord {
  /** Its position among the search's words. */
  index: number;
  /** As the index folds it. */
  folded: string;
  length: number;
  budget: number;
  /** The last word also matches as a beginning (the search takes it as a prefix). */
  prefix: boolean;
}

/** The words of a search and those of them a correction may change (letters only, long enough). */
export function correctableWords(keyword: string): { words: string[]; correctable: CorrectableWord[] } {
  const words = searchWords(keyword);
  const correctable: CorrectableWord[] = [];
  words.forEach((word, index) => {
    const folded = foldWord(word);
    const length = [...folded].length;
    const budget = typoBudget(length);
    if (budget > 0 && isVocabularyWord(folded) && correctable.length < MAX_CORRECTED_WORDS) {
      correctable.push({ index, folded, length, budget, prefix: index === words.length - 1 });
    }
  });
  return { words, correctable };
}

/** A vocabulary word found near a typed word: in how many live documents of one language. */
export interface VocabularyEntry {
  term: string;
  lang: string;
  docs: number;
}

interface Scored {
  term: string;
  distance: number;
  /** 0 when the whole word is that near, 1 when only its beginning is. */
  partial: number;
  /** 0 when the reader's language has the word. */
  foreign: number;
  docs: number;
}

function better(a: Scored, b: Scored): boolean {
  if (a.distance !== b.distance) return a.distance < b.distance;
  if (a.partial !== b.partial) return a.partial < b.partial;
  if (a.foreign !== b.foreign) return a.foreign < b.foreign;
  if (a.docs !== b.docs) return a.docs > b.docs;
  return a.term < b.term;
}

/**
 * The vocabulary word a typed word most likely meant, `known` when the vocabulary has the word
 * itself (or, for the last word, a word it begins), or null when nothing is within its budget.
 * Nearest first; then a whole word before a beginning, a word of the reader's language, a word
 * more documents hold, and the alphabet.
 */
export function nearestTerm(
  word: CorrectableWord,
  entries: readonly VocabularyEntry[],
  readerLang: string,
): "known" | string | null {
  const byTerm = new Map<string, { docs: number; readerHas: boolean }>();
  for (const entry of entries) {
    const seen = byTerm.get(entry.term) ?? { docs: 0, readerHas: false };
    seen.docs += entry.docs;
    seen.readerHas ||= entry.lang === readerLang;
    byTerm.set(entry.term, seen);
  }
  let best: Scored | null = null;
  for (const [term, { docs, readerHas }] of byTerm) {
    const { whole, prefix } = typoDistance(word.folded, term);
    const partial = word.prefix && prefix < whole ? 1 : 0;
    const distance = partial ? prefix : whole;
    if (distance === 0) return "known";
    if (distance > word.budget) continue;
    const scored = { term, distance, partial, foreign: readerHas ? 0 : 1, docs };
    if (!best || better(scored, best)) best = scored;
  }
  return best?.term ?? null;
}

/**
 * The search with each unknown word replaced by its nearest vocabulary word, or null when no word
 * changes (every word known, or none has a neighbour). `nearest` gives the choice per word index.
 */
export function correctedKeyword(words: readonly string[], nearest: ReadonlyMap<number, string>): string | null {
  if (nearest.size === 0) return null;
  return words.map((word, index) => nearest.get(index) ?? word).join(" ");
}
