import { PURGE } from "../../cache/keys";
import { effectivePrice } from "../../../shared/commerce/pricing";
import type {
  ImportCatalogue,
  ImportCategory,
  ImportProduct,
  ImportLang,
  ImportNavigationEntry,
  ImportSpecOption,
} from "./types";
import { localizedEntries, type ImportPlan } from "./run";
import { searchDocumentStatements } from "./search-documents";

const DAY_MS = 86_400_000;

function categoryStatements(db: D1Database, catalogue: ImportCatalogue, now: number): D1PreparedStatement[] {
  // Parents first, so the parent_id reference always exists.
  const ordered = [...catalogue.categories].sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null));
  return ordered.flatMap((category) => categoryWriteStatements(db, category, now));
}

/** One category: its row (shown unless `hidden`) and every language's name and description. */
export function categoryWriteStatements(db: D1Database, category: ImportCategory, now: number): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO categories (id, parent_id, slug, img, sort, status, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?7, ?6)
         ON CONFLICT (id) DO UPDATE SET parent_id = excluded.parent_id, slug = excluded.slug, img = excluded.img,
           sort = excluded.sort, status = excluded.status, updated_at = excluded.updated_at`,
      )
      .bind(
        category.id,
        category.parentId,
        category.slug,
        category.img ?? null,
        category.sort,
        now,
        category.hidden ? 0 : 1,
      ),
    db.prepare("DELETE FROM category_translations WHERE category_id = ?1").bind(category.id),
  ];
  for (const [lang, name] of localizedEntries(category.name)) {
    const description = category.description[lang] ?? category.description.en;
    statements.push(
      db
        .prepare("INSERT INTO category_translations (category_id, lang, name, description) VALUES (?1, ?2, ?3, ?4)")
        .bind(category.id, lang, name, description),
    );
  }
  return statements;
}

function navigationStatements(db: D1Database, catalogue: ImportCatalogue): D1PreparedStatement[] {
  return [
    db.prepare("DELETE FROM navigation_entries"),
    ...catalogue.navigation.flatMap((entry, index) => navigationEntryStatements(db, index + 1, entry)),
  ];
}

/** One navigation entry under its id: the row and its name in every language given. */
export function navigationEntryStatements(
  db: D1Database,
  id: number,
  entry: ImportNavigationEntry,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO navigation_entries (id, key_id, img, sort) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (id) DO UPDATE SET key_id = excluded.key_id, img = excluded.img, sort = excluded.sort`,
      )
      .bind(id, entry.target, entry.img ?? null, entry.sort),
    db.prepare("DELETE FROM navigation_translations WHERE nav_id = ?1").bind(id),
    ...localizedEntries(entry.name).map(([lang, name]) =>
      db.prepare("INSERT INTO navigation_translations (nav_id, lang, name) VALUES (?1, ?2, ?3)").bind(id, lang, name),
    ),
  ];
}

function specOptionStatements(db: D1Database, catalogue: ImportCatalogue): D1PreparedStatement[] {
  return catalogue.specOptions.flatMap((option) => specOptionWriteStatements(db, option));
}

/** One specification option: its base name, order, whether the shop's filter offers it, and its other names. */
export function specOptionWriteStatements(db: D1Database, option: ImportSpecOption): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO spec_options (id, name, sort, status) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, sort = excluded.sort, status = excluded.status`,
      )
      .bind(option.id, option.name, option.sort, option.hidden ? 0 : 1),
    db.prepare("DELETE FROM spec_option_translations WHERE spec_id = ?1").bind(option.id),
    ...Object.entries(option.translations ?? {}).map(([lang, name]) =>
      db
        .prepare("INSERT INTO spec_option_translations (spec_id, lang, name) VALUES (?1, ?2, ?3)")
        .bind(option.id, lang, name),
    ),
  ];
}

/** How a product is written: by an import (everything), or by the console's editor (its media kept). */
export interface ProductWriteOptions {
  /** Leave the cover and gallery as they are (they have editors of their own). */
  keepMedia?: boolean;
}

/**
 * The statements that write one product: the row, every language's text, sections and compare
 * rows, its SKUs (stock only for new ones) and its search entries. Media too unless `keepMedia`.
 */
export function productStatements(
  db: D1Database,
  product: ImportProduct,
  now: number,
  options: ProductWriteOptions = {},
): D1PreparedStatement[] {
  const lowestPrice = Math.min(...product.skus.map((sku) => sku.priceMinor));
  const fromPrice = Math.min(...product.skus.map((sku) => effectivePrice(sku.priceMinor, sku.promoPriceMinor)));
  const createdAt = now - product.ageDays * DAY_MS;
  const status = product.published === false ? 0 : 1;
  const coverUpdate = options.keepMedia
    ? ""
    : "cover_img = excluded.cover_img, cover_width = excluded.cover_width, cover_height = excluded.cover_height,";
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO goods (id, category_id, slug, sort, status, currency, price_minor, cover_img, cover_width, cover_height,
                            product_video, product_video_preview_img, created_at, updated_at, from_price_minor)
         VALUES (?1, ?2, ?3, ?4, ?15, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
         ON CONFLICT (id) DO UPDATE SET category_id = excluded.category_id, slug = excluded.slug, sort = excluded.sort,
           status = excluded.status, currency = excluded.currency, price_minor = excluded.price_minor,
           from_price_minor = excluded.from_price_minor, ${coverUpdate} product_video = excluded.product_video,
           product_video_preview_img = excluded.product_video_preview_img, updated_at = excluded.updated_at`,
      )
      .bind(
        product.id,
        product.categoryId,
        product.slug,
        product.sort,
        product.currency,
        lowestPrice,
        product.cover.url,
        product.cover.width,
        product.cover.height,
        product.video?.url ?? null,
        product.video?.previewImg ?? null,
        createdAt,
        now,
        fromPrice,
        status,
      ),
    db.prepare("DELETE FROM goods_translations WHERE goods_id = ?1").bind(product.id),
    db.prepare("DELETE FROM goods_sections WHERE goods_id = ?1").bind(product.id),
    db.prepare("DELETE FROM goods_compare_features WHERE goods_id = ?1").bind(product.id),
  ];
  for (const [lang, text] of localizedEntries(product.text)) {
    statements.push(
      db
        .prepare(
          `INSERT INTO goods_translations (goods_id, lang, name, summary, description, essential_details, packaging_delivery, product_parameters)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
        )
        .bind(
          product.id,
          lang,
          text.name,
          text.summary,
          text.description,
          JSON.stringify(text.essentialDetails),
          JSON.stringify(text.packagingDelivery),
          JSON.stringify(text.productParameters),
        ),
    );
  }
  if (!options.keepMedia) statements.push(db.prepare("DELETE FROM goods_media WHERE goods_id = ?1").bind(product.id));
  (options.keepMedia ? [] : product.images).forEach((image, index) => {
    statements.push(
      db
        .prepare("INSERT INTO goods_media (goods_id, url, width, height, sort) VALUES (?1, ?2, ?3, ?4, ?5)")
        .bind(product.id, image.url, image.width, image.height, index),
    );
  });
  for (const [lang, sections] of localizedEntries(product.sections)) {
    sections.forEach((section, index) => {
      statements.push(
        db
          .prepare(
            "INSERT INTO goods_sections (goods_id, lang, kind, title, body, img, url, sort) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
          )
          .bind(
            product.id,
            lang,
            section.kind,
            section.title,
            section.body,
            section.img ?? null,
            section.url ?? null,
            index,
          ),
      );
    });
  }
  for (const [lang, rows] of localizedEntries(product.compare)) {
    rows.forEach((row, index) => {
      statements.push(
        db
          .prepare(
            "INSERT INTO goods_compare_features (goods_id, lang, group_no, name, value, sort) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
          )
          .bind(product.id, lang, row.group, row.name, row.value, index),
      );
    });
  }
  for (const sku of product.skus) {
    // Stock is live shop state: an import sets it for new SKUs only.
    statements.push(
      db
        .prepare(
          `INSERT INTO goods_specs (id, goods_id, spec_id, sku, price_minor, activity_price_minor, stock, sort, status, low_stock_threshold,
                                    hs_code, origin_country, net_weight_g, gross_weight_g, length_mm, width_mm, height_mm)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)
           ON CONFLICT (id) DO UPDATE SET goods_id = excluded.goods_id, spec_id = excluded.spec_id, sku = excluded.sku,
             price_minor = excluded.price_minor, activity_price_minor = excluded.activity_price_minor, sort = excluded.sort,
             status = excluded.status, low_stock_threshold = excluded.low_stock_threshold, hs_code = excluded.hs_code,
             origin_country = excluded.origin_country, net_weight_g = excluded.net_weight_g,
             gross_weight_g = excluded.gross_weight_g, length_mm = excluded.length_mm, width_mm = excluded.width_mm,
             height_mm = excluded.height_mm`,
        )
        .bind(
          sku.id,
          product.id,
          sku.specId,
          sku.sku,
          sku.priceMinor,
          sku.promoPriceMinor ?? 0,
          sku.stock,
          sku.id,
          sku.sold === false ? 0 : 1,
          sku.lowStockThreshold ?? 5,
          sku.hsCode ?? null,
          sku.originCountry ?? null,
          sku.netWeightG ?? null,
          sku.grossWeightG ?? null,
          sku.lengthMm ?? null,
          sku.widthMm ?? null,
          sku.heightMm ?? null,
        ),
    );
  }
  for (const [lang, text] of localizedEntries(product.text)) {
    const sectionText = (product.sections[lang as ImportLang] ?? []).map(
      (section) => `${section.title} ${section.body}`,
    );
    const parameters = [...text.productParameters, ...text.essentialDetails].map((row) => `${row.key} ${row.value}`);
    statements.push(
      ...searchDocumentStatements(db, {
        docType: "goods",
        docId: String(product.id),
        lang,
        title: text.name,
        body: [text.summary, text.description, ...parameters, ...sectionText].join("\n"),
        excerpt: text.summary,
      }),
    );
  }
  return statements;
}

/** The catalogue: categories, navigation, spec options and products (with their search entries). */
export function catalogueImport(catalogue: ImportCatalogue, name = "catalog"): ImportPlan {
  return {
    name,
    data: catalogue,
    statements: (db, now) => [
      ...categoryStatements(db, catalogue, now),
      ...navigationStatements(db, catalogue),
      ...specOptionStatements(db, catalogue),
      ...catalogue.products.flatMap((product) => productStatements(db, product, now)),
    ],
    invalidates: PURGE.catalogue,
  };
}
