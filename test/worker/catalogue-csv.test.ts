import type { ProductDetailWire } from "../../shared/api/legacy/types";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { CsvImportResult } from "../../shared/console/catalogue";
import { CATALOGUE_CSV_COLUMNS, parseCsv } from "../../shared/console/catalogue-csv";
import { call, client } from "./helpers";
import { count, seedShop, SHOP } from "./shop";
import { bearer, createStaff, staffSession } from "./staff";

let staffToken: string;

beforeAll(async () => {
  await seedShop();
  staffToken = await staffSession((await createStaff("staff")).id);
});

async function exported(): Promise<string> {
  const response = await call("/api/admin/export/catalog.csv", { headers: bearer(staffToken) });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  // The byte-order mark stays (Response.text() would drop it).
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
}

/** The exported file with some cells changed: (sku id, column) → value. */
function edited(csv: string, changes: Array<[skuId: number | "new", column: string, value: string]>, extra = "") {
  const parsed = parseCsv(csv);
  if (!parsed.ok) throw new Error("unparsable export");
  const [header, ...rows] = parsed.records.map((record) => record.fields);
  const at = (column: string) => header!.indexOf(column);
  for (const [skuId, column, value] of changes) {
    const row = rows.find((fields) => fields[at("sku_id")] === String(skuId));
    row![at(column)] = value;
  }
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [header!, ...rows].map((fields) => fields.map(quote).join(",")).join("\r\n") + extra;
}

const importCsv = (csv: string, apply: boolean) =>
  client(staffToken, { settle: true }).post<CsvImportResult>("/api/admin/catalog/import", { csv, apply });

const priceOf = async (skuId: number) =>
  (await env.DB.prepare("SELECT price_minor FROM goods_specs WHERE id = ?1")
    .bind(skuId)
    .first<{ price_minor: number }>())!.price_minor;

describe("the catalogue as CSV", () => {
  it("exports one row per SKU with every column, and the file imports back changing nothing", async () => {
    const csv = await exported();
    expect(csv.startsWith(`\uFEFF${CATALOGUE_CSV_COLUMNS.join(",")}\r\n`)).toBe(true);
    const parsed = parseCsv(csv);
    expect(parsed.ok && parsed.records.length).toBe(1 + 5);
    expect(csv).toContain(
      `${SHOP.sku32.goodsId},${SHOP.sku32.id},commerce-fixture-1,11,yes,1,CG-32,1,1299.00,0.00,5,yes,`,
    );
    const back = await importCsv(csv, false);
    expect(back.body.data).toEqual({ applied: false, products: [], unchanged: 3, errors: [] });
  });

  it("a dry run lists each product's changes and writes nothing; applying writes them with an audit row", async () => {
    const csv = edited(await exported(), [
      [SHOP.sku32.id, "price", "1249.00"],
      // A product's own fields are the same on each of its SKU rows.
      [SHOP.sku32.id, "name_en", "Commerce Gateway 32 Mk II"],
      [SHOP.sku16.id, "name_en", "Commerce Gateway 32 Mk II"],
      [SHOP.poolSku.id, "sold", "no"],
    ]);
    const dry = await importCsv(csv, false);
    expect(dry.status).toBe(200);
    expect(dry.body.data.errors).toEqual([]);
    expect(dry.body.data.unchanged).toBe(1);
    const changes = Object.fromEntries(
      dry.body.data.products.map((product) => [
        product.productId,
        product.changes.map((change) => change.field).sort(),
      ]),
    );
    expect(changes).toEqual({
      [SHOP.gateway.goodsId]: [`sku.${SHOP.sku32.id}.priceMinor`, "text.en.name"],
      [SHOP.pool.goodsId]: [`sku.${SHOP.poolSku.id}.sold`],
    });
    expect(await priceOf(SHOP.sku32.id)).toBe(SHOP.sku32.priceMinor);

    const applied = await importCsv(csv, true);
    expect(applied.status).toBe(200);
    expect(applied.body.data.applied).toBe(true);
    expect(await priceOf(SHOP.sku32.id)).toBe(124_900);
    const detail = await client(null, { settle: true }).get<ProductDetailWire>(
      `/api/goods/detail/${SHOP.gateway.goodsId}`,
    );
    expect(detail.body.data.name).toBe("Commerce Gateway 32 Mk II");
    expect(await count("SELECT COUNT(*) FROM audit_log WHERE entity = 'product' AND action = 'import'")).toBe(2);
  });

  it("a file with a bad row is refused whole: each problem with its line, nothing applied", async () => {
    const csv = edited(await exported(), [
      [SHOP.sku32.id, "price", "999.00"],
      [SHOP.proxySku.id, "price", "twelve"],
      [SHOP.sku16.id, "sold", "maybe"],
    ]);
    const dry = await importCsv(csv, false);
    expect(dry.body.data.errors).toEqual([
      { line: 3, message: "“sold” must be yes or no." },
      { line: 6, message: "“price” must be an amount such as 12.50." },
    ]);
    expect(dry.body.data.products).toEqual([]);
    const audits = await count("SELECT COUNT(*) FROM audit_log");
    const refused = await importCsv(csv, true);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      "Nothing was applied. Problems found: 2.\nLine 3: “sold” must be yes or no.\nLine 6: “price” must be an amount such as 12.50.",
    );
    expect(await priceOf(SHOP.sku32.id)).toBe(124_900);
    expect(await count("SELECT COUNT(*) FROM audit_log")).toBe(audits);
  });

  it("refuses unknown products, a SKU code twice, differing product fields and a broken quote", async () => {
    const base = await exported();
    const unknown = await importCsv(
      `${base.trimEnd()}\r\n999,,x,11,yes,1,ZZ-1,1,1.00,0,5,yes,0${",".repeat(14)}`,
      false,
    );
    expect(unknown.body.data.errors).toEqual([
      { line: 7, message: "No product 999: new products are created in the editor." },
    ]);
    const twice = edited(base, [[SHOP.sku16.id, "sku", "CG-32"]]);
    expect((await importCsv(twice, false)).body.data.errors).toEqual([
      { line: 3, message: "SKU code CG-32 is also on line 2." },
    ]);
    const differs = edited(base, [[SHOP.sku16.id, "slug", "another-slug"]]);
    expect((await importCsv(differs, false)).body.data.errors).toEqual([
      { line: 3, message: "“slug” differs from line 2 of the same product." },
    ]);
    expect((await importCsv(`${base}"unterminated`, false)).body.data.errors).toEqual([
      { line: 7, message: "A quoted field is not closed." },
    ]);
    expect((await importCsv("goods_id,sku\r\n1,CG-32", false)).body.data.errors[0]!.line).toBe(1);
  });
});
