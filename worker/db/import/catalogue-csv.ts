import type { TranslationFunctions } from "../../../locales/i18n-types";
import {
  unchangedSku,
  type ConsoleProduct,
  type CsvImportResult,
  type CsvIssue,
} from "../../../shared/console/catalogue";
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_TRADE_COLUMNS,
  csvText,
  parseCsv,
  type CatalogueCsvColumn,
  type CatalogueTradeColumn,
} from "../../../shared/console/catalogue-csv";
import { grossCoversNet, TRADE_FIELD_SCHEMAS, type SkuTrade } from "../../../shared/catalogue/trade";
import { ProductSaveSchema, type ProductSave } from "../../../shared/console/catalogue-schemas";
import { amountToMinor } from "../../../shared/format";
import { ALL_LOCALES, type Locale } from "../../../shared/locale";
import { describeIssue } from "../../../shared/api/validation-messages";
import { prepareProductSave, type PreparedSave, type SaveRefusal } from "../../console/products/writes";
import { getConsoleProduct } from "../../console/products/queries";

/** Rows one import may hold (one per SKU). */
export const MAX_CSV_ROWS = 5000;

type Row = { line: number; get: (column: CatalogueCsvColumn) => string };

const TRADE_COLUMNS = Object.keys(CATALOGUE_TRADE_COLUMNS) as CatalogueTradeColumn[];
const TEXT_TRADE_COLUMNS: ReadonlySet<CatalogueTradeColumn> = new Set(["hs_code", "origin_country"]);

/** The products of a CSV, checked and merged with the stored ones; or why lines are refused. */
export interface CsvPlan {
  prepared: PreparedSave[];
  result: CsvImportResult;
}

function refusalMessage(LL: TranslationFunctions, refusal: SaveRefusal): string {
  const A = LL.console.catalogue.api;
  switch (refusal.reason) {
    case "stale":
      return A.productChanged();
    case "no_english":
      return A.englishRequired();
    case "unknown_sku":
      return A.unknownSku({ sku: refusal.sku });
    case "unknown_option":
      return A.unknownOption();
    case "unknown_category":
      return A.unknownCategory();
    case "taken":
      return A.taken({ value: refusal.value });
    case "gross_below_net":
      return A.grossBelowNet({ sku: refusal.sku });
  }
}

const FLAGS: Record<string, boolean> = { yes: true, no: false, "1": true, "0": false, true: true, false: false };

/**
 * Reads a catalogue CSV (one row per SKU) into product saves through the same checks as the
 * editor: every problem is listed with its line, and a file with any problem changes nothing.
 */
export async function planCatalogueCsv(
  db: D1Database,
  text: string,
  LL: TranslationFunctions,
  locale: Locale,
): Promise<CsvPlan> {
  const C = LL.console.catalogue.csv;
  const errors: CsvIssue[] = [];
  const empty = (issues: CsvIssue[]): CsvPlan => ({
    prepared: [],
    result: { applied: false, products: [], unchanged: 0, errors: issues },
  });
  const parsed = parseCsv(text);
  if (!parsed.ok) return empty([{ line: parsed.line, message: C.unterminated() }]);
  const [header, ...records] = parsed.records;
  const index = new Map(header?.fields.map((name, i) => [name.trim(), i]));
  // Files exported before SKUs had trade data have no trade columns: those keep what they have.
  const optional: ReadonlySet<string> = new Set(TRADE_COLUMNS);
  const missing = CATALOGUE_CSV_COLUMNS.filter((column) => !index.has(column) && !optional.has(column));
  const tradeColumns = TRADE_COLUMNS.filter((column) => index.has(column));
  if (!header || missing.length) return empty([{ line: 1, message: C.header({ columns: missing.join(", ") }) }]);
  if (!records.length) return empty([{ line: 2, message: C.empty() }]);
  if (records.length > MAX_CSV_ROWS) return empty([{ line: 1, message: C.tooMany({ max: MAX_CSV_ROWS }) }]);

  const rows: Row[] = records.map((record) => ({
    line: record.line,
    get: (column) => csvText(record.fields[index.get(column)!] ?? "").trim(),
  }));
  const byProduct = new Map<number, Row[]>();
  const skuLines = new Map<string, number>();
  for (const row of rows) {
    const productId = Number(row.get("goods_id"));
    if (!Number.isSafeInteger(productId) || productId < 1) {
      errors.push({ line: row.line, message: C.badNumber({ column: "goods_id" }) });
      continue;
    }
    const code = row.get("sku").toUpperCase();
    const seen = skuLines.get(code);
    if (code && seen) errors.push({ line: row.line, message: C.duplicateSku({ sku: row.get("sku"), line: seen }) });
    else skuLines.set(code, row.line);
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), row]);
  }

  const prepared: PreparedSave[] = [];
  let unchanged = 0;
  let nextSkuId =
    ((await db.prepare("SELECT COALESCE(MAX(id), 0) AS id FROM goods_specs").first<{ id: number }>())?.id ?? 0) + 1;
  // A product with a row already refused (a SKU code twice) is not checked further.
  const refusedLines = new Set(errors.map((error) => error.line));
  for (const [productId, group] of byProduct) {
    const first = group[0]!;
    if (group.some((row) => refusedLines.has(row.line))) continue;
    const current = await getConsoleProduct(db, productId);
    if (!current) {
      errors.push({ line: first.line, message: C.unknownProduct({ id: productId }) });
      continue;
    }
    const save = productSaveOf(current, group, tradeColumns, LL, locale, errors);
    if (!save) continue;
    const checked = ProductSaveSchema.safeParse(save);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const skuRow = issue.path[0] === "skus" ? group[Number(issue.path[1])] : undefined;
      errors.push({
        line: (skuRow ?? first).line,
        message: describeIssue(LL, locale, issue, save, current.currency),
      });
      continue;
    }
    const outcome = await prepareProductSave(db, current, checked.data, nextSkuId);
    if (!outcome.ok) {
      errors.push({ line: first.line, message: refusalMessage(LL, outcome) });
      continue;
    }
    nextSkuId += outcome.prepared.newSkuIds.length;
    if (Object.keys(outcome.prepared.after).length) prepared.push(outcome.prepared);
    else unchanged++;
  }
  errors.sort((a, b) => a.line - b.line);
  return {
    prepared: errors.length ? [] : prepared,
    result: {
      applied: false,
      errors,
      unchanged,
      products: prepared.map((save) => ({
        productId: save.current.id,
        name: save.current.text.en?.name ?? "",
        lines: byProduct.get(save.current.id)!.map((row) => row.line),
        changes: Object.keys(save.after).map((field) => ({
          field,
          before: save.before[field] ?? null,
          after: save.after[field],
        })),
      })),
    },
  };
}

/** The product fields (the same on every row of the product) and its SKUs, as an editor save. */
function productSaveOf(
  current: ConsoleProduct,
  group: Row[],
  tradeColumns: readonly CatalogueTradeColumn[],
  LL: TranslationFunctions,
  locale: Locale,
  errors: CsvIssue[],
): ProductSave | null {
  const C = LL.console.catalogue.csv;
  const first = group[0]!;
  const before = errors.length;
  const shared: CatalogueCsvColumn[] = [
    "slug",
    "category_id",
    "published",
    "sort",
    ...ALL_LOCALES.flatMap((lang) => [`name_${lang}`, `summary_${lang}`] as CatalogueCsvColumn[]),
  ];
  for (const row of group.slice(1)) {
    for (const column of shared) {
      if (row.get(column) !== first.get(column)) {
        errors.push({ line: row.line, message: C.differs({ column, line: first.line }) });
      }
    }
  }
  const whole = (row: Row, column: CatalogueCsvColumn, fallback?: number): number => {
    const text = row.get(column);
    if (!text && fallback !== undefined) return fallback;
    const value = Number(text);
    if (!/^\d{1,9}$/.test(text)) errors.push({ line: row.line, message: C.badNumber({ column }) });
    return value;
  };
  const flag = (row: Row, column: CatalogueCsvColumn): boolean => {
    const value = FLAGS[row.get(column).toLowerCase()];
    if (value === undefined) errors.push({ line: row.line, message: C.badFlag({ column }) });
    return value ?? false;
  };
  const money = (row: Row, column: CatalogueCsvColumn, fallback?: number): number => {
    const text = row.get(column);
    if (!text && fallback !== undefined) return fallback;
    const value = amountToMinor(text, current.currency);
    if (value < 0) errors.push({ line: row.line, message: C.badPrice({ column }) });
    return value;
  };
  /** A row's trade cells by the rules of the editor, each problem naming its column. */
  const trade = (row: Row): Partial<SkuTrade> => {
    const values: Partial<Record<keyof SkuTrade, unknown>> = {};
    for (const column of tradeColumns) {
      const field = CATALOGUE_TRADE_COLUMNS[column];
      const text = row.get(column);
      if (!TEXT_TRADE_COLUMNS.has(column) && text && !/^\d{1,9}$/.test(text)) {
        errors.push({ line: row.line, message: C.badNumber({ column }) });
        continue;
      }
      const checked = TRADE_FIELD_SCHEMAS[field].safeParse(
        TEXT_TRADE_COLUMNS.has(column) ? text : text ? Number(text) : null,
      );
      if (checked.success) values[field] = checked.data;
      else {
        const issue = checked.error.issues[0]!;
        errors.push({ line: row.line, message: describeIssue(LL, locale, issue, text, current.currency, column) });
      }
    }
    if (!grossCoversNet(values as Partial<SkuTrade>)) {
      const column = "gross_weight_g";
      errors.push({ line: row.line, message: LL.messages.validation.rules.grossAtLeastNet({ field: column }) });
    }
    return values as Partial<SkuTrade>;
  };
  const text: ProductSave["text"] = {};
  for (const lang of ALL_LOCALES) {
    const name = first.get(`name_${lang}` as CatalogueCsvColumn);
    const summary = first.get(`summary_${lang}` as CatalogueCsvColumn);
    const stored = current.text[lang];
    if (!name && !summary) continue;
    if (!stored) {
      errors.push({ line: first.line, message: C.noText({ language: LL.language[lang]() }) });
      continue;
    }
    if (name !== stored.name || summary !== stored.summary) text[lang] = { ...stored, name, summary };
  }
  const save: ProductSave = {
    expectedVersion: current.version,
    categoryId: whole(first, "category_id"),
    slug: first.get("slug"),
    sort: whole(first, "sort"),
    published: flag(first, "published"),
    video: current.video,
    skus: [
      ...group.map((row) => {
        const id = row.get("sku_id");
        return {
          ...(id ? { id: whole(row, "sku_id") } : {}),
          specId: whole(row, "spec_id"),
          sku: row.get("sku"),
          priceMinor: money(row, "price"),
          promoPriceMinor: money(row, "sale_price", 0),
          lowStockThreshold: whole(row, "low_stock_threshold", 5),
          sold: flag(row, "sold"),
          stock: id ? 0 : whole(row, "stock", 0),
          ...trade(row),
        };
      }),
      // SKUs the file leaves out stay as they are.
      ...current.skus
        .filter((sku) => !group.some((row) => row.get("sku_id") === String(sku.id)))
        .map((sku) => ({ ...unchangedSku(sku), stock: 0 })),
    ],
    text,
    sections: {},
    compare: {},
  };
  return errors.length > before ? null : save;
}
