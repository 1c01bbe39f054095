import { z } from "zod";
import { MAX_LINE_QUANTITY } from "../../constants";
import { rule } from "../validation-rules";
import { idOrDigits, isLocalDateTime } from "../../commerce/schemas";

/**
 * The add-to-cart payload as the legacy client sends it (goodsSpecsId, goodsId, operateTime local
 * time YYYY-MM-DD HH:mm:ss), read into the domain's names. Errors name the wire's fields.
 */
export const CartAddSchema = z
  .object({
    goodsSpecsId: idOrDigits,
    goodsId: idOrDigits,
    operateTime: z.string().refine(isLocalDateTime, rule("localTime")),
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).optional(),
  })
  .transform(({ goodsSpecsId, goodsId, operateTime, quantity }) => ({
    skuId: goodsSpecsId,
    productId: goodsId,
    operateTime,
    quantity,
  }));
