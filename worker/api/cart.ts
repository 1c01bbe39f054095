import { CartAddSchema } from "../../shared/api/legacy/cart-add-schema";
import { Hono, type Context } from "hono";
import { CartBatchSchema, CartRemoveSchema, CartSelectSchema, CartUpdateSchema } from "../../shared/commerce/schemas";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import {
  addCartQuantity,
  applyCartChanges,
  countCart,
  findSkuForCart,
  getCart,
  getCartLines,
  quantityInCart,
  removeCartLines,
  selectCartLines,
  type LineChange,
} from "../db/cart";
import { getConfig } from "../env";
import { requireUser, type AuthedApiEnv } from "./require-user";
import { ok } from "./respond";
import { readJson } from "./validate";

type CartContext = Context<AuthedApiEnv>;

/** /api/web/cart/*: the signed-in user's cart (one line per SKU). */
export const cartApi = new Hono<AuthedApiEnv>();

cartApi.use(requireUser);

function currentCart(c: CartContext) {
  return getCart(c.env.DB, c.var.userId, c.var.locale, getConfig(c.env).CURRENCY);
}

/** Every id must be one of the user's lines; nobody touches another user's cart. */
async function ownLines(c: CartContext, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const lines = await getCartLines(c.env.DB, c.var.userId, unique, c.var.locale);
  if (lines.length !== unique.length) throw new ApiError(API_CODE.notFound, c.var.LL.messages.orders.lineNotFound());
  return lines;
}

/** Quantities are bounded by stock. */
async function applyChanges(c: CartContext, changes: readonly LineChange[]) {
  const lines = await ownLines(
    c,
    changes.map((change) => change.id),
  );
  for (const change of changes) {
    const line = lines.find((candidate) => candidate.id === change.id)!;
    if (change.quantity !== undefined && change.quantity > line.stock) {
      throw new ApiError(
        API_CODE.conflict,
        c.var.LL.messages.orders.notEnoughStock({ stock: line.stock, name: line.name }),
      );
    }
  }
  await applyCartChanges(c.env.DB, c.var.userId, changes, Date.now());
}

/** The count shown on the cart icon (units in the cart). */
cartApi.get("/count", async (c) => ok(c, { count: await countCart(c.env.DB, c.var.userId) }));

/** The legacy payload (goodsSpecsId, goodsId, operateTime): one more unit (or `quantity`) of that SKU; answers the new count. */
cartApi.post("/add", async (c) => {
  const body = await readJson(c, CartAddSchema);
  const sku = await findSkuForCart(c.env.DB, body.skuId, body.productId, c.var.locale);
  if (!sku) throw new ApiError(API_CODE.notFound, c.var.LL.messages.orders.skuNotFound());
  const quantity = body.quantity ?? 1;
  const already = await quantityInCart(c.env.DB, c.var.userId, sku.id);
  if (already + quantity > sku.stock) {
    throw new ApiError(
      API_CODE.conflict,
      c.var.LL.messages.orders.notEnoughStock({ stock: sku.stock, name: sku.name }),
    );
  }
  await addCartQuantity(c.env.DB, c.var.userId, sku, quantity, Date.now());
  return ok(c, { count: await countCart(c.env.DB, c.var.userId) });
});

cartApi.get("/list", async (c) => ok(c, await currentCart(c)));

cartApi.post("/update", async (c) => {
  await applyChanges(c, [await readJson(c, CartUpdateSchema)]);
  return ok(c, await currentCart(c));
});

/** A burst of changes from the cart page, applied together, answered with the new cart. */
cartApi.post("/batch", async (c) => {
  await applyChanges(c, (await readJson(c, CartBatchSchema)).changes);
  return ok(c, await currentCart(c));
});

cartApi.post("/remove", async (c) => {
  const { ids } = await readJson(c, CartRemoveSchema);
  await ownLines(c, ids);
  await removeCartLines(c.env.DB, c.var.userId, [...new Set(ids)]);
  return ok(c, await currentCart(c));
});

cartApi.post("/select", async (c) => {
  const { ids, selected } = await readJson(c, CartSelectSchema);
  if (ids) await ownLines(c, ids);
  await selectCartLines(c.env.DB, c.var.userId, ids, selected, Date.now());
  return ok(c, await currentCart(c));
});
