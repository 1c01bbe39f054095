import { z } from "zod";
import { REVIEW_MAX_LENGTH } from "./reviews";
import { pageQuery } from "../page-query";

/** Input of /api/web/review/save and /delete (the worker validates; the form only limits the length). */
export const ReviewSaveSchema = z.object({
  orderLineId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  rating: z.number().int().min(1).max(5),
  body: z.string().trim().max(REVIEW_MAX_LENGTH).default(""),
});

export const ReviewIdSchema = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Query of /api/goods/reviews/{productId}: a page of 5 reviews by default, at most 50. */
export const ReviewPageQuerySchema = z.object({
  page: pageQuery,
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .default(5)
    .transform((size) => Math.min(size, 50)),
});
