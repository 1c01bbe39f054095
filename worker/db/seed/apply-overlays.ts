/**
 * Merges the language overlays into the seed's `Localized` fields, the way the catalogue writer
 * stores them (one row per language), and lists what an overlay lacks. An incomplete record keeps
 * only its English text in that language, so pages show the English with their notice instead of
 * a mix of two languages.
 */
import { productProblems, withProductOverlay } from "./overlay-products";
import type { LanguageOverlay, OverlayLang, Overlays } from "./overlay-types";
import type { Localized, ImportCatalogue, ImportCommerce, ImportContent } from "../import/types";

const blank = (value: string | undefined): boolean => !value?.trim();

function entriesOf(overlays: Overlays): Array<[OverlayLang, LanguageOverlay]> {
  return Object.entries(overlays).filter((entry): entry is [OverlayLang, LanguageOverlay] => entry[1] !== undefined);
}

/** Fields of a flat record that are empty (every field of an overlay record is required). */
function emptyFields(record: object): string[] {
  return Object.entries(record)
    .filter(([, value]) => typeof value === "string" && blank(value))
    .map(([field]) => `${field} is empty`);
}

function complete(record: object | undefined): boolean {
  return record !== undefined && emptyFields(record).length === 0;
}

function add<T>(value: Localized<T>, lang: OverlayLang, translated: T): Localized<T> {
  return { ...value, [lang]: translated };
}

export function localizeCatalogue(catalogue: ImportCatalogue, overlays: Overlays): ImportCatalogue {
  let { categories, navigation, specOptions, products } = catalogue;
  for (const [lang, overlay] of entriesOf(overlays)) {
    categories = categories.map((category) => {
      const text = overlay.categories[category.id];
      if (!complete(text)) return category;
      return {
        ...category,
        name: add(category.name, lang, text!.name),
        description: add(category.description, lang, text!.description),
      };
    });
    navigation = navigation.map((entry) => {
      const name = overlay.navigation[entry.target];
      return blank(name) ? entry : { ...entry, name: add(entry.name, lang, name!) };
    });
    specOptions = specOptions.map((option) => {
      const name = overlay.specOptions[option.id];
      return blank(name) ? option : { ...option, translations: { ...option.translations, [lang]: name } };
    });
    products = products.map((item) => {
      const text = overlay.products[item.id];
      return text ? withProductOverlay(item, lang, text, overlay.terms) : item;
    });
  }
  return { categories, navigation, specOptions, products: products };
}

export function localizeContent(content: ImportContent, overlays: Overlays): ImportContent {
  let { posts, cases, articles, pages } = content;
  for (const [lang, overlay] of entriesOf(overlays)) {
    posts = posts.map((post) => {
      const text = overlay.posts[post.id];
      return complete(text) ? { ...post, text: add(post.text, lang, text!) } : post;
    });
    cases = cases.map((item) => {
      const text = overlay.cases[item.id];
      return complete(text) ? { ...item, text: add(item.text, lang, text!) } : item;
    });
    articles = articles.map((article) => {
      const text = overlay.articles[article.id];
      return complete(text) ? { ...article, text: add(article.text, lang, text!) } : article;
    });
    pages = pages.map((page) => {
      const text = overlay.pages[page.slug];
      return complete(text) ? { ...page, text: add(page.text, lang, text!) } : page;
    });
  }
  return { posts, cases, articles, pages };
}

export function localizeCommerce(commerce: ImportCommerce, overlays: Overlays): ImportCommerce {
  let { shippingMethods, campaigns } = commerce;
  for (const [lang, overlay] of entriesOf(overlays)) {
    shippingMethods = shippingMethods.map((method) => {
      const text = overlay.shippingMethods[method.id];
      if (!complete(text)) return method;
      return {
        ...method,
        name: add(method.name, lang, text!.name),
        description: add(method.description, lang, text!.description),
      };
    });
    campaigns = campaigns.map((campaign) => {
      const text = overlay.campaigns[campaign.id];
      if (!complete(text)) return campaign;
      return {
        ...campaign,
        name: add(campaign.name, lang, text!.name),
        description: add(campaign.description, lang, text!.description),
      };
    });
  }
  return { shippingMethods, campaigns };
}

export interface SeedSources {
  catalogue: ImportCatalogue;
  content: ImportContent;
  commerce: ImportCommerce;
}

/**
 * What one part of an overlay lacks against the English records (`ids`), or holds for records
 * the English has not. `check` lists the problems of one present record.
 */
function partProblems<R>(
  ids: ReadonlyArray<string | number>,
  records: Record<string | number, R>,
  check: (record: R, id: string | number) => string[],
): string[] {
  const problems: string[] = [];
  for (const id of ids) {
    const record = records[id];
    if (record === undefined) problems.push(`${id}: not translated`);
    else problems.push(...check(record, id).map((problem) => `${id}: ${problem}`));
  }
  const known = new Set(ids.map(String));
  for (const id of Object.keys(records)) {
    if (!known.has(id)) problems.push(`${id}: no such record in the English`);
  }
  return problems;
}

const nameProblems = (name: string) => (blank(name) ? ["empty"] : []);

export type OverlayPart = keyof LanguageOverlay;

/**
 * Every gap of a language's overlay, per part: untranslated records, missing rows and terms,
 * translations of records the English has not (empty lists when the part is complete).
 */
export function overlayProblems(sources: SeedSources, overlay: LanguageOverlay): Record<OverlayPart, string[]> {
  const { catalogue, content, commerce } = sources;
  const usedTerms = new Set(
    catalogue.products.flatMap((product) => [
      ...product.text.en.essentialDetails.map((row) => row.key),
      ...product.text.en.packagingDelivery.map((row) => row.key),
      ...product.text.en.productParameters.map((row) => row.key),
      ...product.compare.en.map((row) => row.name),
    ]),
  );
  const byProductId = new Map(catalogue.products.map((product) => [product.id, product]));
  const ids = <T extends { id: number }>(records: readonly T[]) => records.map((record) => record.id);
  return {
    categories: partProblems(ids(catalogue.categories), overlay.categories, emptyFields),
    navigation: partProblems(
      catalogue.navigation.map((entry) => entry.target),
      overlay.navigation,
      nameProblems,
    ),
    specOptions: partProblems(ids(catalogue.specOptions), overlay.specOptions, nameProblems),
    terms: partProblems([...usedTerms], overlay.terms, nameProblems),
    products: partProblems([...byProductId.keys()], overlay.products, (text, id) =>
      productProblems(byProductId.get(Number(id))!, text, overlay.terms),
    ),
    shippingMethods: partProblems(ids(commerce.shippingMethods), overlay.shippingMethods, emptyFields),
    campaigns: partProblems(ids(commerce.campaigns), overlay.campaigns, emptyFields),
    posts: partProblems(ids(content.posts), overlay.posts, emptyFields),
    cases: partProblems(ids(content.cases), overlay.cases, emptyFields),
    articles: partProblems(ids(content.articles), overlay.articles, emptyFields),
    pages: partProblems(
      content.pages.map((page) => page.slug),
      overlay.pages,
      emptyFields,
    ),
  };
}
