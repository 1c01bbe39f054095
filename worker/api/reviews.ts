import { Hono } from "hono";
import { z } from "zod";
import { ReviewIdSchema, ReviewPageQuerySchema, ReviewSaveSchema } from "../../shared/reviews/schemas";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { productsChanged } from "../cache/product-changes";
import {
  deleteReview,
  findPurchasedLine,
  findUserReview,
  listMyReviews,
  listProductReviews,
  saveReview,
} from "../db/reviews";
import type { ApiEnv } from "./context";
import { requireUser, type AuthedApiEnv } from "./require-user";
import { ok } from "./respond";
import { readJson, validate } from "./validate";
import { CACHE_SHORT } from "../cache/kv-cache";
import { cached } from "../cache/route-cache";

const ProductParam = z.object({ productId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
/** /api/goods/reviews/{productId}: a product's visible reviews (public, cached). */
export const productReviewsApi = new Hono<ApiEnv>();

productReviewsApi.get(
  "/:productId",
  cached(CACHE_SHORT),
  validate("param", ProductParam),
  validate("query", ReviewPageQuerySchema),
  async (c) => {
    const { page, pageSize } = c.req.valid("query");
    return ok(
      c,
      await listProductReviews(
        c.env.DB,
        c.req.valid("param").productId,
        page,
        pageSize,
        c.var.LL.purchase.reviews.anonymous(),
        c.var.LL.purchase.reviews.deletedCustomer(),
      ),
    );
  },
);

/** /api/web/review/*: a customer's own reviews. */
export const reviewApi = new Hono<AuthedApiEnv>();

reviewApi.use(requireUser);

reviewApi.get("/mine", async (c) => ok(c, await listMyReviews(c.env.DB, c.var.userId)));

/** Reviews a bought order line (rating 1–5, plain text); saving again edits it. */
reviewApi.post("/save", async (c) => {
  const body = await readJson(c, ReviewSaveSchema);
  const line = await findPurchasedLine(c.env.DB, c.var.userId, body.orderLineId);
  if (!line) throw new ApiError(API_CODE.forbidden, c.var.LL.messages.couponsAndReviews.reviewNotAllowed());
  const id = await saveReview(
    c.env.DB,
    { userId: c.var.userId, productId: line.goods_id, orderLineId: line.id, rating: body.rating, body: body.body },
    Date.now(),
  );
  // A hidden review stays as the operator left it (deleting and writing it anew would unhide it).
  if (id === null) throw new ApiError(API_CODE.conflict, c.var.LL.messages.couponsAndReviews.reviewLocked());
  // The product's reviews, rating and page show it.
  productsChanged(c, [line.goods_id], { reviews: true });
  return ok(c, { id });
});

reviewApi.post("/delete", async (c) => {
  const { id } = await readJson(c, ReviewIdSchema);
  const review = await findUserReview(c.env.DB, c.var.userId, id);
  if (!review) throw new ApiError(API_CODE.notFound, c.var.LL.messages.couponsAndReviews.reviewNotFound());
  if (review.status !== 1) throw new ApiError(API_CODE.conflict, c.var.LL.messages.couponsAndReviews.reviewLocked());
  await deleteReview(c.env.DB, id, review.goods_id);
  productsChanged(c, [review.goods_id], { reviews: true });
  return ok(c, null);
});
