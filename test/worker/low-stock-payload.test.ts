import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("the low-stock event's payload names its SKU skuId (migration 0027)", () => {
  it("renames events still waiting, and the trigger writes the new name", async () => {
    const db = env.MIGRATION_DB;
    await applyD1Migrations(
      db,
      env.TEST_MIGRATIONS.filter((migration) => migration.name < "0027"),
    );
    await db
      .prepare(
        `INSERT INTO mail_events (kind, payload_json, created_at)
         VALUES ('staff_low_stock', '{"goodsSpecsId":11,"stock":4}', 1), ('order_placed', '{"orderId":3}', 1)`,
      )
      .run();
    await applyD1Migrations(db, env.TEST_MIGRATIONS);
    const { results } = await db
      .prepare("SELECT kind, payload_json FROM mail_events ORDER BY id")
      .all<{ kind: string; payload_json: string }>();
    expect(results.map((row) => [row.kind, JSON.parse(row.payload_json)])).toEqual([
      ["staff_low_stock", { skuId: 11, stock: 4 }],
      ["order_placed", { orderId: 3 }],
    ]);
    const trigger = await db
      .prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'goods_specs_low_stock_mail'")
      .first<string>("sql");
    expect(trigger).toContain("'skuId'");
  });
});
