import { z } from "zod";
import { ALL_LOCALES } from "../locale";
import { LinkSchema, OptionalLinkSchema } from "./link-schema";
import { COMPARE_GROUPS, SECTION_KINDS, STOCK_FILTERS, STOCK_REASONS } from "./catalogue";
import { pageQuery } from "../page-query";
import { rule } from "../api/validation-rules";
import { GROSS_COVERS_NET, grossCoversNet, TRADE_FIELD_SCHEMAS } from "../catalogue/trade";

/** Request schemas of the console's catalogue calls (the worker's; the browser never loads zod). */
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const minor = z.number().int().min(0).max(1_000_000_000);
const LocaleSchema = z.enum(ALL_LOCALES);

export const ConsoleProductListQuerySchema = z.object({
  /** Part of a name (any language), the slug, a SKU code, or a product id. */
  q: z.string().trim().max(100).optional(),
  categoryId: id.optional(),
  published: z.enum(["yes", "no"]).optional(),
  stock: z.enum(STOCK_FILTERS).optional(),
  page: pageQuery,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

const KeyValueSchema = z.object({
  key: z.string().trim().min(1).max(200),
  value: z.string().trim().max(2000),
  compareFlag: z.boolean().optional(),
});

const TextSchema = z.object({
  name: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(1000),
  description: z.string().max(50_000),
  essentialDetails: z.array(KeyValueSchema).max(100),
  packagingDelivery: z.array(KeyValueSchema).max(100),
  productParameters: z.array(KeyValueSchema).max(200),
});

const SectionSchema = z.object({
  kind: z.enum(SECTION_KINDS),
  title: z.string().trim().min(1).max(200),
  body: z.string().max(20_000),
  img: OptionalLinkSchema,
  url: OptionalLinkSchema,
});

const CompareRowSchema = z.object({
  group: z.union(COMPARE_GROUPS.map((group) => z.literal(group))),
  name: z.string().trim().min(1).max(200),
  value: z.string().trim().max(1000),
});

const SkuSchema = z
  .object({
    /** An existing SKU of this product; none: a new SKU. */
    id: id.optional(),
    specId: id,
    sku: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,63}$/, rule("skuCode")),
    priceMinor: minor,
    promoPriceMinor: minor.default(0),
    lowStockThreshold: z.number().int().min(0).max(1_000_000).default(5),
    sold: z.boolean().default(true),
    /** A new SKU's starting stock; an existing SKU's stock changes only by adjustments. */
    stock: z.number().int().min(0).max(1_000_000).default(0),
    // Trade data: a field left out keeps what the SKU has (a new SKU: not known); null clears it.
    ...z.object(TRADE_FIELD_SCHEMAS).partial().shape,
  })
  .refine((sku) => sku.promoPriceMinor < sku.priceMinor || sku.promoPriceMinor === 0, {
    message: rule("belowPrice"),
    path: ["promoPriceMinor"],
  })
  .refine(grossCoversNet, GROSS_COVERS_NET);

/**
 * A product save at the version the editor loaded. Languages left out of `text`, `sections` and
 * `compare` keep what they have; a language given replaces that language's text.
 */
export const ProductSaveSchema = z.object({
  expectedVersion: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  categoryId: id,
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, rule("slug"))
    .max(80),
  sort: z.number().int().min(0).max(1_000_000),
  published: z.boolean(),
  video: z.object({ url: LinkSchema, previewImg: LinkSchema.or(z.literal("")) }).nullable(),
  skus: z
    .array(SkuSchema)
    .min(1)
    .max(50)
    .refine((skus) => new Set(skus.map((sku) => sku.specId)).size === skus.length, rule("onePerOption"))
    .refine((skus) => new Set(skus.map((sku) => sku.sku.toUpperCase())).size === skus.length, rule("skuCodeOnce")),
  text: z.partialRecord(LocaleSchema, TextSchema),
  sections: z.partialRecord(LocaleSchema, z.array(SectionSchema).max(50)),
  compare: z.partialRecord(LocaleSchema, z.array(CompareRowSchema).max(200)),
});
export type ProductSave = z.output<typeof ProductSaveSchema>;

/** A change of one SKU's stock: units in or out (never zero), and why. */
export const StockAdjustSchema = z.object({
  delta: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((delta) => delta !== 0, rule("notZero")),
  reason: z.enum(STOCK_REASONS),
  note: z.string().trim().max(300).default(""),
});

/** A catalogue CSV import: a dry run, or applied. */
export const CatalogueImportSchema = z.object({
  /** The CSV text (as exported), at most 4 MB. */
  csv: z.string().min(1).max(4_000_000),
  /** false: a dry run that lists what would change; true: apply it (all or nothing). */
  apply: z.boolean().default(false),
});
