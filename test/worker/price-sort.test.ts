import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ProductSummary, Page } from "../../shared/catalogue/types";
import { catalogueImport } from "../../worker/db/import/catalogue";
import { runImport } from "../../worker/db/import/run";
import type { ImportProduct } from "../../worker/db/import/types";
import { fixtureCatalogue } from "./fixtures";
import { call, envelope } from "./helpers";

const base = fixtureCatalogue.products[0]!;
/** A product of the fixture catalogue with its own id, name and SKUs. */
function product(id: number, name: string, skus: ImportProduct["skus"]): ImportProduct {
  return {
    ...base,
    id,
    slug: `price-sort-${id}`,
    sort: id,
    skus,
    text: { en: { ...base.text.en!, name } },
  };
}

// Listed at 120.00 but on sale at 90.00: by the price a customer pays it is the cheapest.
const onSale = product(1, "On sale", [
  { id: 101, specId: 1, sku: "PS-1", priceMinor: 120_000, promoPriceMinor: 90_000, stock: 5 },
]);
const cheap = product(2, "Cheap", [{ id: 201, specId: 1, sku: "PS-2", priceMinor: 95_000, stock: 5 }]);
// Two SKUs: the cheaper one is on sale at 99.00, below both list prices.
const twoSkus = product(3, "Two SKUs", [
  { id: 301, specId: 1, sku: "PS-3A", priceMinor: 100_000, stock: 5 },
  { id: 302, specId: 2, sku: "PS-3B", priceMinor: 130_000, promoPriceMinor: 99_000, stock: 5 },
]);
const specOptions = [...fixtureCatalogue.specOptions, { id: 2, name: "16 Ports", sort: 2 }];
const dear = product(4, "Dear", [{ id: 401, specId: 1, sku: "PS-4", priceMinor: 150_000, stock: 5 }]);

await runImport(
  catalogueImport({ ...fixtureCatalogue, specOptions, products: [dear, twoSkus, cheap, onSale] }, "price-sort"),
  {
    db: env.DB,
    kv: env.CACHE,
    now: Date.now(),
  },
);

async function listSorted(sort: string) {
  const body = await envelope<Page<ProductSummary>>(await call(`/api/goods/list?sort=${sort}&pageSize=100`));
  return body.data.list;
}

describe("sorting by price", () => {
  it("puts a product on sale at its sale price", async () => {
    const ascending = await listSorted("priceAsc");
    expect(ascending.map((products) => products.name)).toEqual(["On sale", "Cheap", "Two SKUs", "Dear"]);
    expect((await listSorted("priceDesc")).map((products) => products.name)).toEqual([
      "Dear",
      "Two SKUs",
      "Cheap",
      "On sale",
    ]);
    // The list shows the price it sorted by, with the list price beside it.
    expect(ascending[0]).toMatchObject({ priceMinor: 120_000, promoPriceMinor: 90_000 });
    expect(ascending[1]).toMatchObject({ priceMinor: 95_000, promoPriceMinor: null });
    expect(ascending[2]).toMatchObject({ priceMinor: 100_000, promoPriceMinor: 99_000 });
  });

  it("follows a sale that ends: the catalogue writer re-prices the product", async () => {
    const ended = { ...onSale, skus: [{ ...onSale.skus[0]!, promoPriceMinor: 0 }] };
    await runImport(
      catalogueImport({ ...fixtureCatalogue, specOptions, products: [dear, twoSkus, cheap, ended] }, "price-sort"),
      {
        db: env.DB,
        kv: env.CACHE,
        now: Date.now(),
      },
    );
    const ascending = await listSorted("priceAsc");
    expect(ascending.map((products) => products.name)).toEqual(["Cheap", "Two SKUs", "On sale", "Dear"]);
    expect(ascending[2]).toMatchObject({ priceMinor: 120_000, promoPriceMinor: null });
  });
});
