import { z } from "zod";
import { PAGINATION } from "../constants";
import { MAX_KEYWORD_LENGTH } from "../search/terms";
import { PRODUCT_SORTS } from "./types";
import { pageQuery } from "../page-query";
import { rule } from "../api/validation-rules";

/** "1,2" or ?x=1&x=2 → [1, 2]; anything that is not a positive id is a 400 naming the field. */
const idList = (max: number) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === "") return [];
      const parts = Array.isArray(value) ? value : [value];
      return parts
        .flatMap((part) => String(part).split(","))
        .map((part) => part.trim())
        .filter(Boolean);
    },
    z.array(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(max),
  );

const page = pageQuery;
/** Page sizes are clamped rather than refused: ?pageSize=10000 gets the largest allowed page. */
const pageSize = z.coerce
  .number()
  .int()
  .min(1)
  .default(PAGINATION.pageSize)
  .transform((size) => Math.min(size, PAGINATION.maxPageSize));
/** Overlong keywords are cut, not refused. */
const keyword = z
  .string()
  .default("")
  .transform((text) => text.trim().slice(0, MAX_KEYWORD_LENGTH));

export const ProductListQuerySchema = z.object({
  categoryIds: idList(50),
  specIds: idList(50),
  keyword,
  sort: z.enum(PRODUCT_SORTS).default("sort"),
  page,
  pageSize,
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const RelatedQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(4)
    .transform((limit) => Math.min(limit, 12)),
});

export const CompareQuerySchema = z.object({
  ids: idList(4).refine((ids) => ids.length >= 1, rule("atLeastOneProduct")),
});

export const SearchQuerySchema = z.object({ keyword, page, pageSize });

export const SuggestQuerySchema = z.object({ keyword });
