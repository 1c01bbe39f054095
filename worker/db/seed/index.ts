import { catalogImport } from "../import/catalog";
import { commerceImport } from "../import/commerce";
import { contentImport } from "../import/content";
import { runImport, type ImportOptions } from "../import/run";
import { catalog } from "./data/catalog";
import { commerce } from "./data/commerce";
import { content } from "./data/content";

/**
 * Seeds the demo shop: catalogue, content, shipping and coupons. Idempotent: an unchanged part is
 * skipped, a changed one is upserted and its cached API answers dropped from KV.
 */
export async function seedDemoData(options: ImportOptions): Promise<void> {
  await runImport(catalogImport(catalog), options);
  await runImport(contentImport(content), options);
  await runImport(commerceImport(commerce, options.now), options);
}
