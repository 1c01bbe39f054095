import { describe, expect, it } from "vitest";
import {
  correctableWords,
  correctedKeyword,
  foldWord,
  nearestTerm,
  typoBudget,
  typoDistance,
  typoPieces,
  vocabularyTerms,
} from "../../shared/search/typos";

describe("typo vocabulary words", () => {
  it("folds words as the index does: lower case, Latin accents dropped, other scripts' marks kept", () => {
    expect(foldWord("Télécom")).toBe("telecom");
    expect(foldWord("İstanbul")).toBe("istanbul");
    expect(foldWord("Straße")).toBe("straße");
    expect(foldWord("ŁÓDŹ")).toBe("łodz");
    expect(foldWord("ЙОГУРТ")).toBe("йогурт");
    expect(foldWord("Ёлка")).toBe("ёлка");
  });

  it("keeps each letter-only word once, three to forty letters, no model numbers or CJK", () => {
    expect(vocabularyTerms("Portline SG32-4G SMS Gateway, gateway!", "短信网关 ok")).toEqual([
      "portline",
      "sms",
      "gateway",
    ]);
    expect(vocabularyTerms("البوّابة")).toEqual(["البوابة"]);
    expect(vocabularyTerms(`a${"b".repeat(40)}`)).toEqual([]);
  });
});

describe("typo distance", () => {
  it("counts insertions, deletions, substitutions and swaps of neighbours as one edit each", () => {
    expect(typoDistance("gatway", "gateway").whole).toBe(1);
    expect(typoDistance("gaetway", "gateway").whole).toBe(1);
    expect(typoDistance("fateway", "gateway").whole).toBe(1);
    expect(typoDistance("gatewayy", "gateway").whole).toBe(1);
    expect(typoDistance("gtaewya", "gateway").whole).toBe(2);
    expect(typoDistance("шлюс", "шлюз").whole).toBe(1);
  });

  it("measures a word being typed against the best beginning of a vocabulary word", () => {
    expect(typoDistance("gatw", "gateway")).toEqual({ whole: 3, prefix: 1 });
    expect(typoDistance("gate", "gateway").prefix).toBe(0);
  });

  it("allows no typo under four letters, one up to seven, two from eight", () => {
    expect([3, 4, 7, 8, 13].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
  });
});

/** Every word one edit away: each letter deleted, replaced or doubled, each pair of neighbours swapped. */
function oneEditAway(word: string): string[] {
  const letters = [...word];
  const out: string[] = [];
  letters.forEach((_, index) => {
    out.push([...letters.slice(0, index), ...letters.slice(index + 1)].join(""));
    out.push([...letters.slice(0, index), "x", ...letters.slice(index + 1)].join(""));
    out.push([...letters.slice(0, index), "x", ...letters.slice(index)].join(""));
    if (index > 0) {
      const swapped = [...letters];
      [swapped[index - 1], swapped[index]] = [swapped[index]!, swapped[index - 1]!];
      out.push(swapped.join(""));
    }
  });
  return out;
}

describe("the vocabulary's pigeonhole filter", () => {
  it("never drops a word within the budget: one of the typed word's pieces is in it, unchanged", () => {
    for (const term of ["gateway", "modem", "маршрутизация", "passerelle", "smpp", "telecommunication"]) {
      const typos = oneEditAway(term);
      const twice = [...term].length >= 9 ? typos.flatMap(oneEditAway) : [];
      for (const typed of [...typos, ...twice]) {
        const budget = typoBudget([...typed].length);
        if (budget === 0 || typoDistance(typed, term).whole > budget) continue;
        const pieces = typoPieces(typed, budget);
        expect(
          pieces.some((piece) => term.includes(piece)),
          `${typed} → ${term}`,
        ).toBe(true);
      }
    }
  });

  it("cuts a word into 2 × budget + 1 pieces", () => {
    expect(typoPieces("gatway", 1)).toEqual(["ga", "tw", "ay"]);
    expect(typoPieces("marshrutka", 2)).toEqual(["ma", "rs", "hr", "ut", "ka"]);
  });
});

describe("choosing a correction", () => {
  const word = (text: string, prefix = false) => {
    const found = correctableWords(text).correctable[0]!;
    return { ...found, prefix };
  };

  it("says a word is known when the vocabulary has it, or, for a last word, a word it begins", () => {
    expect(nearestTerm(word("gateway"), [{ term: "gateway", lang: "en", docs: 3 }], "en")).toBe("known");
    expect(nearestTerm(word("gatew", true), [{ term: "gateway", lang: "en", docs: 3 }], "en")).toBe("known");
    expect(nearestTerm(word("gatew"), [{ term: "gateway", lang: "en", docs: 3 }], "en")).toBeNull();
  });

  it("takes the nearest word, then a whole word, the reader's language, the most documents", () => {
    const entries = [
      { term: "getaway", lang: "en", docs: 1 },
      { term: "gateway", lang: "en", docs: 9 },
      { term: "gateways", lang: "en", docs: 20 },
    ];
    expect(nearestTerm(word("gatway"), entries, "en")).toBe("gateway");
    expect(
      nearestTerm(
        word("modme"),
        [
          { term: "modems", lang: "fr", docs: 5 },
          { term: "modem", lang: "en", docs: 1 },
        ],
        "fr",
      ),
    ).toBe("modem");
    expect(
      nearestTerm(
        word("pasarel"),
        [
          { term: "pasarela", lang: "es", docs: 1 },
          { term: "passarel", lang: "pt", docs: 4 },
        ],
        "es",
      ),
    ).toBe("pasarela");
    expect(nearestTerm(word("xyzzy"), entries, "en")).toBeNull();
  });

  it("rewrites only the corrected words and keeps the rest as typed", () => {
    const { words } = correctableWords("VoIP gatwya SG32");
    expect(correctedKeyword(words, new Map([[1, "gateway"]]))).toBe("VoIP gateway SG32");
    expect(correctedKeyword(words, new Map())).toBeNull();
    expect(correctableWords("SG32 smz 网关 gatway").correctable.map((each) => each.folded)).toEqual(["gatway"]);
  });
});
