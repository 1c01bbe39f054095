/** The demo seed as it is imported: the English and Chinese source with the language overlays merged in. */
import { localizeCatalogue, localizeCommerce, localizeContent, overlayProblems } from "./apply-overlays";
import { catalogue } from "./data/catalogue";
import { commerce } from "./data/commerce";
import { content } from "./data/content";
import { overlays } from "./data/i18n/overlays";
import type { ImportCatalogue, ImportCommerce, ImportContent } from "../import/types";

export const seedCatalogue: ImportCatalogue = localizeCatalogue(catalogue, overlays);
export const seedContent: ImportContent = localizeContent(content, overlays);
export const seedCommerce: ImportCommerce = localizeCommerce(commerce, overlays);

/** Per overlay language, how many records and rows still fall back to English. */
export function overlayGapCounts(): Array<[lang: string, gaps: number]> {
  return Object.entries(overlays).map(([lang, overlay]) => [
    lang,
    Object.values(overlayProblems({ catalogue, content, commerce }, overlay!)).flat().length,
  ]);
}
