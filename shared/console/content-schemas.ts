import { z } from "zod";
import { ALL_LOCALES } from "../locale";
import { rule } from "../api/validation-rules";

/** The body of a content save (validated by the API; its input type is the editor's form). */
const TextSchema = z.object({
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(1000).default(""),
  bodyMd: z.string().max(100_000).default(""),
  customer: z.string().trim().max(120).default(""),
  industry: z.string().trim().max(120).default(""),
  region: z.string().trim().max(120).default(""),
});

/** A lower-case slug (pages may have one "/" as in solution/sms-gateway). */
const slug = z
  .string()
  .trim()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, rule("slug"));

/** A cover: an uploaded image (/media/…) or one of the site's own images (/images/…). */
const cover = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(?:media\/[0-9a-f]{32}\.(?:jpg|png|webp)|images\/[\w./-]+)$/, rule("image"))
  .nullable();

export const ContentSaveSchema = z.object({
  slug,
  cover: cover.default(null),
  author: z.string().trim().max(80).default(""),
  publishedAt: z.iso.datetime({ offset: true }),
  draft: z.boolean(),
  productIds: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(24).default([]),
  /** English is required: every other language falls back to it. */
  text: z
    .partialRecord(z.enum(ALL_LOCALES), TextSchema)
    .refine((text) => text.en !== undefined, { message: rule("englishRequired"), path: ["en"] }),
});
export type ContentSave = z.infer<typeof ContentSaveSchema>;

/**
 * Pages keep their slug (it is their address): text, products, draft and publish time change (a
 * save without draft or publish time keeps the page's own).
 */
export const PageSaveSchema = ContentSaveSchema.pick({ productIds: true, text: true }).extend({
  draft: ContentSaveSchema.shape.draft.optional(),
  publishedAt: ContentSaveSchema.shape.publishedAt.optional(),
});
export type PageSave = z.infer<typeof PageSaveSchema>;
