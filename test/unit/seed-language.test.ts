import { describe, expect, it } from "vitest";
import { seedCatalogue, seedCommerce, seedContent } from "../../worker/db/seed/localized-data";
import type { ImportLang } from "../../worker/db/import/types";

/** Every text the seed stores in `lang`, labelled by where it comes from (records without it are left out). */
function textsIn(lang: ImportLang): Array<[where: string, text: string]> {
  const texts: Array<[string, string]> = [];
  const add = (where: string, value: unknown) => {
    if (typeof value === "string") texts.push([where, value]);
    else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) add(`${where}[${index}]`, item);
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (!["kind", "img", "url", "group", "compareFlag"].includes(key)) add(`${where}.${key}`, item);
      }
    }
  };
  for (const c of seedCatalogue.categories) add(`category ${c.id}`, [c.name[lang], c.description[lang]]);
  for (const n of seedCatalogue.navigation) add(`navigation ${n.target}`, n.name[lang]);
  for (const g of seedCatalogue.products) add(`product ${g.id}`, [g.text[lang], g.sections[lang], g.compare[lang]]);
  for (const m of seedCommerce.shippingMethods) add(`shipping ${m.id}`, [m.name[lang], m.description[lang]]);
  for (const a of seedCommerce.campaigns) add(`campaign ${a.id}`, [a.name[lang], a.description[lang]]);
  for (const p of seedContent.posts) add(`post ${p.id}`, p.text[lang]);
  for (const c of seedContent.cases) add(`case ${c.id}`, c.text[lang]);
  for (const a of seedContent.articles) add(`article ${a.id}`, a.text[lang]);
  for (const p of seedContent.pages) add(`page ${p.slug}`, p.text[lang]);
  return texts;
}

/** Prose only: code blocks, inline code, link targets, addresses and URLs may be English. */
function prose(text: string): string {
  return text
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/`[^`]*`/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/\S+@\S+|https?:\/\/\S+/g, " ");
}

/**
 * Words only English prose has (lower case or opening a sentence; "AT" commands and "IT" are not
 * them): one of them in another language's text is an untranslated phrase.
 */
const ENGLISH_WORDS =
  /(?<![\p{L}\p{N}_])([Tt]he|[Aa]nd|[Ww]ith|[Ff]or|of|to|is|are|[Yy]our|[Yy]ou|[Ff]rom|[Tt]his|[Tt]hat|by|or|on|in|at|it|be|not|can|will|[Ww]hen|which|have|has)(?![\p{L}\p{N}_])/gu;

/** Latin-script words a Chinese text may carry: protocol, tool and field names. */
const LATIN_IN_CHINESE = new Set([
  "alert",
  "cdc-acm",
  "change",
  "curl",
  "option",
  "otp",
  "over",
  "password",
  "receiver",
  "script",
  "transceiver",
  "transmitter",
  "xss",
]);

describe.each(["zh", "es", "ru", "fr", "pt", "ar"] as const)("seed text in %s", (lang) => {
  it("has no English sentence in it", () => {
    const english = textsIn(lang).flatMap(([where, text]) => {
      const words = prose(text).match(ENGLISH_WORDS);
      return words ? [`${where}: ${[...new Set(words)].join(", ")}`] : [];
    });
    expect(english).toEqual([]);
  });
});

describe("seed text in zh", () => {
  it("writes words in Chinese, leaving only names of protocols, tools and fields in Latin script", () => {
    const latin = textsIn("zh").flatMap(([where, text]) => {
      const words = [...prose(text).matchAll(/(?<![\w./@-])[a-z][a-z-]{2,}(?![\w./@])/g)].map((match) => match[0]);
      const unexpected = words.filter((word) => !LATIN_IN_CHINESE.has(word));
      return unexpected.length ? [`${where}: ${unexpected.join(", ")}`] : [];
    });
    expect(latin).toEqual([]);
  });
});
