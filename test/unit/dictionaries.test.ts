import { describe, expect, it } from "vitest";
import { loadedLocales } from "../../locales/i18n-util";
import { loadAllLocales } from "../../locales/i18n-util.sync";

// Every language whole: its shop dictionary and its namespaces (the console's texts).
loadAllLocales();
const { ar, en, es, fr, pt, ru, zh } = loadedLocales;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") entries.set(prefix + key, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

/** The {placeholder}s of a text, typed ones ({count:number}) too; plural forms ({{s}}) are not. */
const placeholders = (text: string) =>
  [...text.matchAll(/(?<!\{)\{(\w+)(?::\w+)?\}(?!\})/g)].map((match) => match[1]).sort();

/**
 * Texts the same in English and that language: native language names, brands, codes, and words
 * that are spelled the same in that language ("Blog", "Menu", "Article").
 */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  common: [
    "language.en",
    "language.es",
    "language.ru",
    "language.fr",
    "language.pt",
    "language.ar",
    "commerce.pay.swift",
    "commerce.pay.platforms.paypal",
    "console.nav.signedInAs",
    // EORI and VIES are the EU's names for them in every language.
    "console.customers.eori",
    "console.customers.vies",
    "console.auditLog.fields.eori",
    "console.auditLog.fields.viesStatus",
  ],
  es: [
    "mail.quote.subtotal",
    "mail.quote.total",
    "sections.blog.title",
    "console.structure.navigation.pages.blog",
    "footer.blog",
    "pages.blog.title",
    "catalogue.search.types.blog",
    "commerce.cart.lineTotal",
    "commerce.confirm.subtotal",
    "commerce.confirm.total",
    "catalogue.downloads.roles.firmware",
    "account.company.kinds.in_gstin",
  ],
  fr: [
    "mail.quote.total",
    "messages.validation.fields.message",
    "sections.blog.title",
    "console.structure.navigation.pages.blog",
    "console.structure.navigation.title",
    "console.structure.nav.navigation",
    "console.structure.audit.entities.navigation",
    "footer.blog",
    "common.notifications",
    "common.page",
    "nav.menu",
    "pages.article.title",
    "catalogue.search.suggestions",
    "catalogue.search.types.article",
    "console.orders.date",
    "console.order.version",
    "catalogue.downloads.type",
    "console.editing.content.kinds.article",
    "console.auditLog.fields.note",
    "console.auditLog.fields.sessions",
    "console.auditLog.fields.description",
    "console.auditLog.fields.sections",
    "console.auditLog.fields.stock",
    "console.auditLog.fields.img",
    "console.auditLog.skuFields.sku",
    "console.auditLog.skuFields.specId",
    "messages.validation.fields.couponClaimId",
    "messages.validation.fields.goodsSpecsId",
    "messages.validation.fields.specIds",
    "messages.validation.fields.page",
    "messages.validation.fields.expectedVersion",
    "messages.validation.fields.specId",
    "messages.validation.fields.stock",
    "messages.validation.fields.description",
    "messages.validation.fields.img",
    "messages.validation.fields.note",
    "messages.validation.fields.sections",
  ],
  pt: [
    "mail.quote.subtotal",
    "mail.quote.total",
    "sections.blog.title",
    "console.structure.navigation.pages.blog",
    "footer.blog",
    "nav.menu",
    "commerce.confirm.subtotal",
    "catalogue.tabs.downloads",
    "catalogue.downloads.roles.firmware",
    "console.auditLog.fields.status",
    "messages.validation.fields.token",
    "messages.validation.fields.orderLineId",
    "messages.validation.fields.status",
    "messages.validation.fields.skus",
  ],
};

const base = flatten(en as unknown as Tree);
const others = { zh, es, ru, fr, pt, ar } as const;

describe("the dictionaries", () => {
  it.each(Object.entries(others))("%s has every English key and no other", (_, dictionary) => {
    expect([...flatten(dictionary as unknown as Tree).keys()].sort()).toEqual([...base.keys()].sort());
  });

  it.each(Object.entries(others))("%s uses the same placeholders as English in every text", (_, dictionary) => {
    const texts = flatten(dictionary as unknown as Tree);
    const mismatched = [...base]
      .filter(([key, text]) => placeholders(texts.get(key) ?? "").join() !== placeholders(text).join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it.each(Object.entries(others))(
    "%s translates its texts (only names, codes and formats may stay as in English)",
    (language, dictionary) => {
      const texts = flatten(dictionary as unknown as Tree);
      const allowed = new Set([...SAME_AS_ENGLISH.common!, ...(SAME_AS_ENGLISH[language] ?? [])]);
      const untranslated = [...base]
        .filter(
          ([key, text]) =>
            !allowed.has(key) && texts.get(key) === text && /\p{L}{4,}/u.test(text.replace(/\{\w+(?::\w+)?\}/g, "")),
        )
        .map(([key, text]) => `${key}=${text}`);
      expect(untranslated).toEqual([]);
    },
  );
});
