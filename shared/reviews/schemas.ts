import { z } from "zod";
import { REVIEW_MAX_LENGTH } from "./reviews";

/** Input of /api/web/review/save and /delete (the worker validates; the form only limits the length). */
export const ReviewSaveSchema = z.object({
  orderLineId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  rating: z.number().int().min(1).max(5),
  body: z.string().trim().max(REVIEW_MAX_LENGTH).default(""),
});

export const ReviewIdSchema = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
