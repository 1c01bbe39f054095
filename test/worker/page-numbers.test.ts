import { beforeAll, describe, expect, it } from "vitest";
import { MAX_PAGE } from "../../shared/pagination";
import { call, envelope, customer } from "./helpers";
import { seedShop, SHOP } from "./shop";
import { bearer, createStaff, staffSession } from "./staff";

/**
 * Every paginated API takes ?page= by the one rule of shared/pagination.ts: a fraction counts as
 * its whole part, anything under 1 or not a number is page 1, anything beyond is the last page
 * served. Never a refusal, never a 5xx.
 */
const PAGE_VALUES: Array<[string, number]> = [
  ["-1", 1],
  ["0", 1],
  ["2.5", 2],
  ["1e9", MAX_PAGE],
  ["abc", 1],
  ["", 1],
];

const PUBLIC_LISTS = [
  "/api/goods/list",
  "/api/goods/list?keyword=gateway",
  "/api/search?keyword=gateway",
  `/api/goods/reviews/${SHOP.gateway.goodsId}`,
  "/api/blogInfo/list",
  "/api/blogInfo/list?year=2025",
  "/api/case/list",
  "/api/article/list",
];
const CUSTOMER_LISTS = ["/api/web/order/list"];
const CONSOLE_LISTS = [
  "/api/admin/orders",
  "/api/admin/products",
  "/api/admin/audit",
  "/api/admin/customers",
  "/api/admin/media/products",
  "/api/admin/payments/refund-due",
  "/api/admin/reviews",
];

let customerHeaders: Record<string, string>;
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  await seedShop();
  customerHeaders = bearer((await customer()).token);
  staffHeaders = bearer(await staffSession((await createStaff("owner")).id));
});

/** The page a list answered with (the search nests its products' page). */
function answeredPage(data: { page?: number; products?: { page: number } }): number | undefined {
  return data.page ?? data.products?.page;
}

async function walk(paths: readonly string[], headers: Record<string, string> = {}) {
  const seen: Array<{ url: string; status: number; code: number; page: number | undefined }> = [];
  const wanted: typeof seen = [];
  for (const path of paths) {
    for (const [value, page] of PAGE_VALUES) {
      const url = `${path}${path.includes("?") ? "&" : "?"}page=${encodeURIComponent(value)}`;
      const response = await call(url, { headers });
      const body = await envelope<{ page?: number; products?: { page: number } }>(response);
      seen.push({
        url,
        status: response.status,
        code: body.code,
        page: body.code === 0 ? answeredPage(body.data) : undefined,
      });
      wanted.push({ url, status: 200, code: 0, page });
    }
  }
  expect(seen).toEqual(wanted);
}

describe("page numbers by one rule in every paginated API", () => {
  it("the shop's lists", async () => {
    await walk(PUBLIC_LISTS);
  });

  it("a customer's orders", async () => {
    await walk(CUSTOMER_LISTS, customerHeaders);
  });

  it("the console's lists", async () => {
    await walk(CONSOLE_LISTS, staffHeaders);
  });
});
