import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { SkuTrade } from "../../shared/catalogue/trade";
import { unchangedSku, type ConsoleProduct, type CsvImportResult } from "../../shared/console/catalogue";
import { CATALOGUE_CSV_COLUMNS, CATALOGUE_TRADE_COLUMNS, parseCsv } from "../../shared/console/catalogue-csv";
import { skuTradeData } from "../../worker/db/trade-data";
import { FIXTURE_TRADE } from "./fixtures";
import { call, envelope, importFixtureCatalogue } from "./helpers";
import { seedShop, SHOP } from "./shop";
import { bearer, createStaff, staffSession } from "./staff";

let staff: Record<string, string>;

async function api<T>(path: string, body?: unknown) {
  const response = await call(path, {
    method: body === undefined ? "GET" : "POST",
    headers: { ...staff, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await envelope<T>(response) };
}

const product = async (id: number) => (await api<ConsoleProduct>(`/api/admin/products/${id}`)).body.data;

/** The editor's save of a loaded product with some SKUs' fields changed: sku id → fields. */
function saveOf(current: ConsoleProduct, changes: Record<number, Record<string, unknown>>) {
  return {
    expectedVersion: current.version,
    categoryId: current.categoryId,
    slug: current.slug,
    sort: current.sort,
    published: current.published,
    video: current.video,
    skus: current.skus.map((sku) => ({ ...unchangedSku(sku), ...changes[sku.id] })),
    text: {},
    sections: {},
    compare: {},
  };
}

const save = (current: ConsoleProduct, changes: Record<number, Record<string, unknown>>) =>
  api<{ version: number; changed: string[] }>(`/api/admin/products/${current.id}`, saveOf(current, changes));

const tradeOf = (sku: SkuTrade): SkuTrade => {
  const { hsCode, originCountry, netWeightG, grossWeightG, lengthMm, widthMm, heightMm } = sku;
  return { hsCode, originCountry, netWeightG, grossWeightG, lengthMm, widthMm, heightMm };
};

/** The commerce shop's SKUs carry trade data; these tests start from SKUs without it. */
async function withoutTradeData() {
  await env.DB.prepare(
    `UPDATE goods_specs SET hs_code = NULL, origin_country = NULL, net_weight_g = NULL, gross_weight_g = NULL,
            length_mm = NULL, width_mm = NULL, height_mm = NULL WHERE sku LIKE 'C_-%'`,
  ).run();
}

describe("a SKU's trade data through the catalogue import", () => {
  beforeAll(async () => {
    await importFixtureCatalogue();
  });

  it("is written with the SKU and read back per SKU id with its code; unknown ids are left out", async () => {
    const found = await skuTradeData(env.DB, [101, 101, 999_999]);
    expect([...found.keys()]).toEqual([101]);
    expect(found.get(101)).toEqual({ skuId: 101, sku: "FX-32", ...FIXTURE_TRADE.gateway });
    expect((await skuTradeData(env.DB, [])).size).toBe(0);
  });
});

describe("a SKU's trade data in the product editor", () => {
  beforeAll(async () => {
    await seedShop();
    await withoutTradeData();
    staff = bearer(await staffSession((await createStaff("staff")).id));
  });

  it("saves the HS code (as digits), origin, weights and size, with the changes in the audit row", async () => {
    const before = await product(SHOP.gateway.goodsId);
    expect(tradeOf(before.skus.find((sku) => sku.id === SHOP.sku32.id)!)).toEqual({
      hsCode: null,
      originCountry: null,
      netWeightG: null,
      grossWeightG: null,
      lengthMm: null,
      widthMm: null,
      heightMm: null,
    });
    const saved = await save(before, {
      [SHOP.sku32.id]: { ...FIXTURE_TRADE.gateway, hsCode: "8517.62.00 00", originCountry: "cn" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.changed.sort()).toEqual(
      ["grossWeightG", "heightMm", "hsCode", "lengthMm", "netWeightG", "originCountry", "widthMm"].map(
        (field) => `sku.${SHOP.sku32.id}.${field}`,
      ),
    );
    const after = await product(SHOP.gateway.goodsId);
    expect(tradeOf(after.skus.find((sku) => sku.id === SHOP.sku32.id)!)).toEqual(FIXTURE_TRADE.gateway);
    const other = after.skus.find((sku) => sku.id === SHOP.sku16.id)!;
    expect(other.hsCode).toBeNull();
    const audit = await env.DB.prepare(
      "SELECT after_json FROM audit_log WHERE entity = 'product' AND entity_id = ?1 ORDER BY id DESC LIMIT 1",
    )
      .bind(String(SHOP.gateway.goodsId))
      .first<{ after_json: string }>();
    expect(JSON.parse(audit!.after_json)).toMatchObject({
      [`sku.${SHOP.sku32.id}.hsCode`]: "8517620000",
      [`sku.${SHOP.sku32.id}.originCountry`]: "CN",
      [`sku.${SHOP.sku32.id}.grossWeightG`]: 7_800,
    });
    expect((await skuTradeData(env.DB, [SHOP.sku32.id])).get(SHOP.sku32.id)).toEqual({
      skuId: SHOP.sku32.id,
      sku: "CG-32",
      ...FIXTURE_TRADE.gateway,
    });

    // Sent back as loaded: nothing changes.
    const again = await save(after, {});
    expect(again.body.data.changed).toEqual([]);
  });

  it("keeps the stored trade data for fields a save leaves out, and clears a field sent as null", async () => {
    const before = await product(SHOP.gateway.goodsId);
    const body = saveOf(before, {});
    const sku32 = body.skus.find((sku) => sku.id === SHOP.sku32.id)! as Record<string, unknown>;
    for (const field of ["hsCode", "originCountry", "netWeightG", "grossWeightG"]) delete sku32[field];
    sku32.heightMm = null;
    const saved = await api<{ changed: string[] }>(`/api/admin/products/${before.id}`, body);
    expect(saved.status).toBe(200);
    expect(saved.body.data.changed).toEqual([`sku.${SHOP.sku32.id}.heightMm`]);
    const after = (await product(before.id)).skus.find((sku) => sku.id === SHOP.sku32.id)!;
    expect(tradeOf(after)).toEqual({ ...FIXTURE_TRADE.gateway, heightMm: null });
  });

  it("refuses a bad HS code, an unknown country and weights out of range, naming the field and its row", async () => {
    const before = await product(SHOP.gateway.goodsId);
    const refused = async (fields: Record<string, unknown>) => {
      const answer = await save(before, { [SHOP.sku16.id]: fields });
      expect(answer.status).toBe(400);
      return answer.body.msg;
    };
    expect(await refused({ hsCode: "8517" })).toBe(
      "“HS code (row 2)” must be an HS code of 6–10 digits, such as 8517.62 or 8517620000.",
    );
    expect(await refused({ hsCode: "8517.6x" })).toContain("“HS code (row 2)”");
    expect(await refused({ originCountry: "XX" })).toBe("“Country of origin (row 2)” must be a country from the list.");
    expect(await refused({ netWeightG: 0 })).toBe("“Net weight (g) (row 2)” must be at least 1.");
    expect(await refused({ grossWeightG: 1_000_001 })).toBe("“Gross weight (g) (row 2)” can be at most 1,000,000.");
    expect(await refused({ lengthMm: 12.5 })).toBe("“Length (mm) (row 2)” must be a whole number.");
    expect(await refused({ widthMm: 5_001 })).toBe("“Width (mm) (row 2)” can be at most 5,000.");
    expect((await product(before.id)).version).toBe(before.version);
  });

  it("refuses a gross weight below the net weight, sent together or against the stored one", async () => {
    const before = await product(SHOP.gateway.goodsId);
    const together = await save(before, { [SHOP.sku16.id]: { netWeightG: 5_000, grossWeightG: 4_999 } });
    expect(together.status).toBe(400);
    expect(together.body.msg).toBe("“Gross weight (g) (row 2)” cannot be less than the net weight.");
    // SKU 32 stores a net weight of 6,200 g; a gross weight alone below it is refused too.
    const body = saveOf(before, { [SHOP.sku32.id]: { grossWeightG: 6_000 } });
    delete (body.skus.find((sku) => sku.id === SHOP.sku32.id) as Record<string, unknown>).netWeightG;
    const alone = await api(`/api/admin/products/${before.id}`, body);
    expect(alone.status).toBe(400);
    expect(alone.body.msg).toBe("SKU CG-32: the gross weight cannot be less than the net weight.");
    expect((await product(before.id)).version).toBe(before.version);
  });

  it("says the refusals in the staff member's language", async () => {
    const before = await product(SHOP.gateway.goodsId);
    const response = await call(`/api/admin/products/${before.id}`, {
      method: "POST",
      headers: { ...staff, "content-type": "application/json", "x-accept-language": "es" },
      body: JSON.stringify(saveOf(before, { [SHOP.sku16.id]: { hsCode: "12" } })),
    });
    expect(response.status).toBe(400);
    expect((await envelope(response)).msg).toContain("Código SA (fila 2)");
  });
});

const quote = (value = "") => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The exported catalogue, with some cells changed: (sku id, column) → value. */
async function exported(changes: Array<[skuId: number, column: string, value: string]> = []): Promise<string> {
  const response = await call("/api/admin/export/catalog.csv", { headers: staff });
  expect(response.status).toBe(200);
  const csv = new TextDecoder().decode(await response.arrayBuffer());
  if (!changes.length) return csv;
  const parsed = parseCsv(csv);
  if (!parsed.ok) throw new Error("unparsable export");
  const [header, ...rows] = parsed.records.map((record) => record.fields);
  for (const [skuId, column, value] of changes) {
    rows.find((fields) => fields[header!.indexOf("sku_id")] === String(skuId))![header!.indexOf(column)] = value;
  }
  return [header!, ...rows].map((fields) => fields.map(quote).join(",")).join("\r\n");
}

const importCsv = (csv: string, apply: boolean) => api<CsvImportResult>("/api/admin/catalog/import", { csv, apply });

describe("a SKU's trade data in the catalogue CSV", () => {
  beforeAll(async () => {
    await seedShop();
    await withoutTradeData();
    staff = bearer(await staffSession((await createStaff("staff")).id));
    const current = await product(SHOP.gateway.goodsId);
    const saved = await save(current, {
      [SHOP.sku32.id]: FIXTURE_TRADE.gateway,
      [SHOP.sku16.id]: FIXTURE_TRADE.gateway,
    });
    expect(saved.status).toBe(200);
  });

  it("exports the trade columns (empty: not known), and the file imports back changing nothing", async () => {
    const csv = await exported();
    expect(CATALOGUE_CSV_COLUMNS).toEqual(expect.arrayContaining(Object.keys(CATALOGUE_TRADE_COLUMNS)));
    const parsed = parseCsv(csv);
    if (!parsed.ok) throw new Error("unparsable export");
    const [header, ...rows] = parsed.records.map((record) => record.fields);
    const cells = (skuId: number) => {
      const row = rows.find((fields) => fields[header!.indexOf("sku_id")] === String(skuId))!;
      return Object.keys(CATALOGUE_TRADE_COLUMNS).map((column) => row[header!.indexOf(column)]);
    };
    expect(cells(SHOP.sku32.id)).toEqual(["8517620000", "CN", "6200", "7800", "600", "520", "160"]);
    expect(cells(SHOP.poolSku.id)).toEqual(["", "", "", "", "", "", ""]);
    const back = await importCsv(csv, false);
    expect(back.body.data).toEqual({ applied: false, products: [], unchanged: 3, errors: [] });
  });

  it("imports changed trade cells as the editor saves them, and an empty cell clears one", async () => {
    const csv = await exported([
      [SHOP.poolSku.id, "hs_code", "8517.62"],
      [SHOP.poolSku.id, "origin_country", "cn"],
      [SHOP.poolSku.id, "net_weight_g", "1150"],
      [SHOP.poolSku.id, "gross_weight_g", "1600"],
      [SHOP.sku16.id, "height_mm", ""],
    ]);
    const dry = await importCsv(csv, false);
    expect(dry.body.data.errors).toEqual([]);
    const changes = Object.fromEntries(
      dry.body.data.products.flatMap((entry) => entry.changes.map((change) => [change.field, change.after])),
    );
    expect(changes).toEqual({
      [`sku.${SHOP.poolSku.id}.hsCode`]: "851762",
      [`sku.${SHOP.poolSku.id}.originCountry`]: "CN",
      [`sku.${SHOP.poolSku.id}.netWeightG`]: 1_150,
      [`sku.${SHOP.poolSku.id}.grossWeightG`]: 1_600,
      [`sku.${SHOP.sku16.id}.heightMm`]: null,
    });
    const applied = await importCsv(csv, true);
    expect(applied.status).toBe(200);
    const trade = await skuTradeData(env.DB, [SHOP.poolSku.id, SHOP.sku16.id]);
    expect(trade.get(SHOP.poolSku.id)).toMatchObject({ hsCode: "851762", originCountry: "CN", grossWeightG: 1_600 });
    expect(trade.get(SHOP.sku16.id)).toMatchObject({ ...FIXTURE_TRADE.gateway, heightMm: null });
    // Exported again, the file imports back changing nothing.
    expect((await importCsv(await exported(), false)).body.data.unchanged).toBe(3);
  });

  it("refuses bad trade cells with their line and column, and applies nothing", async () => {
    const csv = await exported([
      [SHOP.sku32.id, "hs_code", "85-17"],
      [SHOP.sku16.id, "origin_country", "Germany"],
      [SHOP.poolSku.id, "net_weight_g", "1.5 kg"],
      [SHOP.spareSku.id, "net_weight_g", "900"],
      [SHOP.spareSku.id, "gross_weight_g", "800"],
      [SHOP.proxySku.id, "length_mm", "6000"],
    ]);
    const dry = await importCsv(csv, false);
    expect(dry.body.data.errors).toEqual([
      { line: 2, message: "“hs_code” must be an HS code of 6–10 digits, such as 8517.62 or 8517620000." },
      { line: 3, message: "“origin_country” must be a country from the list." },
      { line: 4, message: "“net_weight_g” must be a whole number." },
      { line: 5, message: "“gross_weight_g” cannot be less than the net weight." },
      { line: 6, message: "“length_mm” can be at most 5,000." },
    ]);
    const refused = await importCsv(csv, true);
    expect(refused.status).toBe(400);
    expect((await skuTradeData(env.DB, [SHOP.sku32.id])).get(SHOP.sku32.id)?.hsCode).toBe("8517620000");
  });

  it("reads a file without the trade columns (exported before SKUs had them), keeping the SKUs' trade data", async () => {
    const parsed = parseCsv(await exported([[SHOP.sku32.id, "low_stock_threshold", "7"]]));
    if (!parsed.ok) throw new Error("unparsable export");
    const [header] = parsed.records;
    const keep = header!.fields.map((name, index) => (name in CATALOGUE_TRADE_COLUMNS ? -1 : index));
    const csv = parsed.records
      .map((record) =>
        keep
          .filter((index) => index >= 0)
          .map((index) => quote(record.fields[index]))
          .join(","),
      )
      .join("\r\n");
    const dry = await importCsv(csv, false);
    expect(dry.body.data.errors).toEqual([]);
    expect(dry.body.data.products.flatMap((entry) => entry.changes.map((change) => change.field))).toEqual([
      `sku.${SHOP.sku32.id}.lowStockThreshold`,
    ]);
  });
});
