import { z } from "zod";
import { PAGINATION } from "../constants";
import { CONTENT_ID_PATTERN } from "./ids";
import { pageQuery } from "../page-query";
import { rule } from "../api/validation-rules";

/** Query and path parameters of the content API (validated at the boundary). */

/** An absent or empty query value means "not given". */
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

function clampedInt(fallback: number, min: number, max: number) {
  // Paging values are clamped rather than refused: a crawler's odd ?page=0 still gets a page.
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .catch(fallback)
      .transform((value) => Math.min(max, Math.max(min, value))),
  );
}

export const PageQuerySchema = z.object({
  page: pageQuery,
  pageSize: clampedInt(PAGINATION.pageSize, 1, PAGINATION.maxPageSize),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const BlogListQuerySchema = PageQuerySchema.extend({
  // A filter that is not a year is a mistake worth naming (400), unlike a page number.
  year: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: rule("year") })
      .int(rule("year"))
      .min(1970, rule("year"))
      .max(9999, rule("year"))
      .optional(),
  ),
});
export type BlogListQuery = z.infer<typeof BlogListQuerySchema>;

/** Content ids are positive integers, written with digits only. */
export const ContentIdSchema = z.string().regex(CONTENT_ID_PATTERN, rule("digits")).transform(Number);

export const ContentIdParamSchema = z.object({ id: ContentIdSchema });

/** "about", "user-agreement", "solution/sms-gateway": lowercase words, at most one folder. */
export const PageSlugSchema = z.string().regex(/^[a-z0-9-]{1,60}(\/[a-z0-9-]{1,60})?$/, rule("pageSlug"));

export const PageSlugParamSchema = z.object({ slug: PageSlugSchema });
