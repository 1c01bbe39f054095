import { z } from "zod";
import { ALL_LOCALES } from "../locale";
import { LinkSchema } from "./link-schema";
import { MOVE_DIRECTIONS, NAVIGATION_PAGES } from "./structure";
import { rule } from "../api/validation-rules";

/** Request schemas of the console's catalogue structure calls (the worker's; the browser never loads zod). */
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const version = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const LocaleSchema = z.enum(ALL_LOCALES);
const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, rule("slug"))
  .max(80);
/** An image of the site or the media library: a site-relative path or an https address. */
const image = LinkSchema;
const name = z.string().trim().min(1).max(120);

export const IdParamSchema = z.object({ id });

/** A new category, or a category saved at the version the editor loaded. Languages left out have no text. */
export const CategorySaveSchema = z.object({
  expectedVersion: version.optional(),
  parentId: id.nullable(),
  slug,
  img: image.nullable(),
  published: z.boolean(),
  text: z
    .partialRecord(LocaleSchema, z.object({ name, description: z.string().trim().max(2000) }))
    .refine((text) => text.en !== undefined, { message: rule("englishRequired"), path: ["en"] }),
});
export type CategorySave = z.output<typeof CategorySaveSchema>;

/** One step up or down among the siblings, at the versions shown. */
export const MoveSchema = z.object({ direction: z.enum(MOVE_DIRECTIONS), expectedVersion: version });

export const NavigationSaveSchema = z
  .object({
    expectedVersion: version.optional(),
    /** A category (its entry needs an image) or one of the shop's pages. */
    target: z.union([z.object({ categoryId: id }), z.object({ page: z.enum(NAVIGATION_PAGES) })]),
    img: image.nullable(),
    names: z
      .partialRecord(LocaleSchema, name)
      .refine((names) => names.en !== undefined, { message: rule("englishRequired"), path: ["en"] }),
  })
  .refine((entry) => !("categoryId" in entry.target) || entry.img !== null, {
    message: rule("categoryNeedsImage"),
    path: ["img"],
  });
export type NavigationSave = z.output<typeof NavigationSaveSchema>;

export const SpecOptionSaveSchema = z.object({
  expectedVersion: version.optional(),
  /** The English name, unique. */
  name: z.string().trim().min(1).max(60),
  published: z.boolean(),
  translations: z.partialRecord(LocaleSchema.exclude(["en"]), z.string().trim().min(1).max(60)),
});
export type SpecOptionSave = z.output<typeof SpecOptionSaveSchema>;

/** The related products staff chose, in order, at the product's version. */
export const RelatedSaveSchema = z.object({
  expectedVersion: version,
  ids: z
    .array(id)
    .max(12)
    .refine((ids) => new Set(ids).size === ids.length, rule("productOnce")),
});

/** A new product: a draft with its English name and one SKU, finished in the editor. */
export const NewProductSchema = z.object({
  categoryId: id,
  name,
  slug,
  sku: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,63}$/, rule("skuCode")),
  specId: id,
  priceMinor: z.number().int().min(0).max(1_000_000_000),
});
export type NewProduct = z.output<typeof NewProductSchema>;
