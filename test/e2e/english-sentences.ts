import type { Page } from "playwright-core";
import en from "../../locales/en";
import enAccount from "../../locales/en/account/index";
import enCommerce from "../../locales/en/commerce/index";
import enCoupons from "../../locales/en/coupons/index";
import enPurchase from "../../locales/en/purchase/index";
import { seedCatalogue, seedCommerce, seedContent } from "../../worker/db/seed/localized-data";
import type { ImportLang } from "../../worker/db/import/types";

type Texts = Record<string, unknown>;

/** The shop's English texts: the dictionary and the namespaces of its shopping and account pages. */
const EN_SHOP: Texts = {
  ...en,
  account: enAccount,
  commerce: enCommerce,
  coupons: enCoupons,
  purchase: enPurchase,
};

/** Every string inside a value (records, lists, dictionaries), in order. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value as Texts).flatMap(stringsOf);
  return [];
}

/** The seed's texts in one language (records not translated into it are left out). */
export function seedTexts(lang: ImportLang): string[] {
  const pick = <T>(localized: Partial<Record<ImportLang, T>>) => localized[lang];
  return stringsOf([
    seedCatalogue.categories.map((c) => [pick(c.name), pick(c.description)]),
    seedCatalogue.navigation.map((n) => pick(n.name)),
    seedCatalogue.products.map((g) => [
      pick(g.text),
      pick(g.sections)?.map((s) => [s.title, s.body]),
      pick(g.compare)?.map((r) => [r.name, r.value]),
    ]),
    seedCommerce.shippingMethods.map((m) => [pick(m.name), pick(m.description)]),
    seedCommerce.campaigns.map((a) => [pick(a.name), pick(a.description)]),
    [...seedContent.posts, ...seedContent.cases, ...seedContent.articles, ...seedContent.pages].map((r) =>
      pick(r.text as Partial<Record<ImportLang, unknown>>),
    ),
  ]);
}

const normalize = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Markdown to the sentences a reader sees (code blocks, markup and link targets dropped), keeping
 * those of four or more words ("SKU PL-ACC-ANT256" is no sentence).
 */
function sentencesOf(text: string): string[] {
  const plain = text
    .replace(/```[\s\S]*?```/g, "\n")
    .replace(/`[^`]*`/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[*_#>|[\]]/g, " ");
  return plain
    .split(/\n|(?<=[.!?:;])\s+/)
    .map(normalize)
    .filter((sentence) => (sentence.match(/[A-Za-z]*[a-z]{2}[A-Za-z]*/g) ?? []).length >= 4);
}

/**
 * Sentences of four or more words from the English seed (catalogue and content) and from the
 * English dictionary (interface) that no text of `lang` contains as well (so names of products,
 * protocols and units drop out by themselves).
 */
export function englishSentencesBySource(
  lang: ImportLang,
  dictionary: Texts,
): { seed: string[]; dictionary: string[] } {
  const own = normalize([...seedTexts(lang), ...stringsOf(dictionary)].join("\n"));
  const notOwn = (sentences: string[]) => [...new Set(sentences)].filter((sentence) => !own.includes(sentence));
  return {
    seed: notOwn(seedTexts("en").flatMap(sentencesOf)),
    dictionary: notOwn(
      stringsOf(EN_SHOP)
        .filter((text) => !text.includes("{"))
        .flatMap(sentencesOf),
    ),
  };
}

/** The English sentences of seed and dictionary that `lang` does not share (see above). */
export function englishSentences(lang: ImportLang, dictionary: Texts): string[] {
  const { seed, dictionary: ui } = englishSentencesBySource(lang, dictionary);
  return [...new Set([...seed, ...ui])];
}

/** The page's visible and hidden text (tab panels included), without scripts and styles. */
export async function pageText(page: Page): Promise<string> {
  const text = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest("script, style, noscript, template")
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    const parts: string[] = [];
    while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
    return parts.join(" ");
  });
  return normalize(text);
}

/**
 * The page's text by the language it is marked in: each text node counts for its nearest `lang`
 * attribute (the document's own for unmarked text). Option labels are left out: the language
 * menu names each language in itself, and an option cannot mark part of its text (a coupon's name).
 */
export async function pageTextByLang(page: Page): Promise<Record<string, string>> {
  const parts = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest("script, style, noscript, template, option")
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    const byLang: Record<string, string[]> = {};
    while (walker.nextNode()) {
      const lang = walker.currentNode.parentElement?.closest("[lang]")?.getAttribute("lang") ?? "";
      const texts = byLang[lang] ?? [];
      texts.push(walker.currentNode.textContent ?? "");
      byLang[lang] = texts;
    }
    return byLang;
  });
  return Object.fromEntries(Object.entries(parts).map(([lang, texts]) => [lang, normalize(texts.join(" "))]));
}

/** The English sentences a page shows. */
export async function englishOn(page: Page, sentences: readonly string[]): Promise<string[]> {
  const text = await pageText(page);
  return sentences.filter((sentence) => text.includes(sentence));
}
