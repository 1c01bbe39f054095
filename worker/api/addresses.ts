import { Hono } from "hono";
import { AddressSchema, IdSchema } from "../../shared/commerce/schemas";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { countAddresses, deleteAddress, getAddress, listAddresses, MAX_ADDRESSES, saveAddress } from "../db/addresses";
import { requireUser, type AuthedApiEnv } from "./require-user";
import { ok } from "./respond";
import { readJson } from "./validate";

/** /api/web/address/*: the user's shipping addresses. */
export const addressApi = new Hono<AuthedApiEnv>();

addressApi.use(requireUser);

addressApi.get("/list", async (c) => ok(c, await listAddresses(c.env.DB, c.var.userId)));

/** Creates (no id) or updates (own id) an address. */
addressApi.post("/save", async (c) => {
  const input = await readJson(c, AddressSchema);
  const LL = c.var.LL.messages.orders;
  if (input.id) {
    if (!(await getAddress(c.env.DB, c.var.userId, input.id)))
      throw new ApiError(API_CODE.notFound, LL.addressNotFound());
  } else if ((await countAddresses(c.env.DB, c.var.userId)) >= MAX_ADDRESSES) {
    throw new ApiError(API_CODE.conflict, LL.tooManyAddresses());
  }
  const saved = await saveAddress(c.env.DB, c.var.userId, input, Date.now());
  if (!saved) throw new ApiError(API_CODE.notFound, LL.addressNotFound());
  return ok(c, saved);
});

addressApi.post("/delete", async (c) => {
  const { id } = await readJson(c, IdSchema);
  if (!(await deleteAddress(c.env.DB, c.var.userId, id)))
    throw new ApiError(API_CODE.notFound, c.var.LL.messages.orders.addressNotFound());
  return ok(c, null);
});
