import { beforeAll, describe, expect, it } from "vitest";
import type { ConsoleProduct } from "../../shared/console/catalogue";
import type { ConsoleOrderDetail } from "../../shared/console/orders";
import type { AuditPage } from "../../shared/console/types";
import { call, envelope, post, customer } from "./helpers";
import { orderOf, seedShop, SHOP } from "./shop";
import { apiToken, bearer, createStaff, staffSession } from "./staff";

let owner: Record<string, string>;
let ownerId: number;
let ownerEmail: string;

beforeAll(async () => {
  await seedShop();
  const member = await createStaff("owner");
  ownerId = member.id;
  ownerEmail = member.email;
  owner = bearer(await staffSession(member.id));
});

const audit = async (query: string, language = "en") =>
  (
    await envelope<AuditPage>(
      await call(`/api/admin/audit?${query}`, { headers: { ...owner, "x-accept-language": language } }),
    )
  ).data;

describe("the audit log names what it shows", () => {
  it("a product save: the product by its name in the reader's language, its SKUs by code, the member with their email", async () => {
    const loaded = (
      await envelope<ConsoleProduct>(await call(`/api/admin/products/${SHOP.gateway.goodsId}`, { headers: owner }))
    ).data;
    const skus = loaded.skus.map(({ id, specId, sku, priceMinor, promoPriceMinor, lowStockThreshold, sold }) => ({
      id,
      specId,
      sku,
      priceMinor,
      lowStockThreshold,
      sold,
      promoPriceMinor: id === SHOP.sku16.id ? 84_900 : promoPriceMinor,
    }));
    const saved = await post(
      `/api/admin/products/${loaded.id}`,
      {
        expectedVersion: loaded.version,
        categoryId: loaded.categoryId,
        slug: loaded.slug,
        sort: loaded.sort,
        published: loaded.published,
        video: loaded.video,
        skus,
        text: { es: { ...loaded.text.en!, name: "Pasarela comercial 32" } },
        sections: {},
        compare: {},
      },
      owner,
    );
    expect(saved.status).toBe(200);
    const english = await audit(`entity=product&entityId=${loaded.id}`);
    const entry = english.list[0]!;
    expect(entry.staffEmail).toBe(ownerEmail);
    expect(entry.after).toMatchObject({ [`sku.${SHOP.sku16.id}.promoPriceMinor`]: 84_900 });
    expect(english.names.products[String(loaded.id)]).toBe(SHOP.gateway.name);
    expect(english.names.skus[String(SHOP.sku16.id)]).toBe("CG-16");
    expect(english.currency).toBe("USD");
    // In Spanish, the product's Spanish name.
    expect((await audit(`entity=product&entityId=${loaded.id}`, "es")).names.products[String(loaded.id)]).toBe(
      "Pasarela comercial 32",
    );
  });

  it("an order's change: its currency; a customer's lock: the customer by name and email; a token: its name", async () => {
    const buyer = await customer();
    const placed = (await orderOf(buyer, SHOP.poolSku)).body.data;
    const detail = (
      await envelope<ConsoleOrderDetail>(await call(`/api/admin/orders/${placed.orderNo}`, { headers: owner }))
    ).data;
    expect(detail.history[0]!.by).toEqual({
      kind: "customer",
      name: detail.customer.name,
      email: detail.customer.email,
    });
    const token = await apiToken(ownerId, "staff");
    expect(
      (await post(`/api/admin/orders/${placed.orderNo}/paid`, { amountMinor: placed.totalMinor }, bearer(token)))
        .status,
    ).toBe(200);
    const paid = await audit(`entity=order&entityId=${placed.orderNo}`);
    expect(paid.names.orders[placed.orderNo]).toBe("USD");
    const row = paid.list[0]!;
    expect(row.actor).toMatch(/^staff:\d+ token:(\d+)$/);
    const tokenId = /token:(\d+)/.exec(row.actor)![1]!;
    expect(paid.names.tokens[tokenId]).toBeTruthy();
    const after = (
      await envelope<ConsoleOrderDetail>(await call(`/api/admin/orders/${placed.orderNo}`, { headers: owner }))
    ).data;
    expect(after.history.at(-1)!.by).toMatchObject({ kind: "staff", email: ownerEmail });

    expect((await post(`/api/admin/customers/${buyer.userId}/lock`, {}, owner)).status).toBe(200);
    const locked = await audit(`entity=customer&entityId=${buyer.userId}`);
    expect(locked.names.customers[String(buyer.userId)]).toEqual({
      name: detail.customer.name,
      email: detail.customer.email,
    });
  });

  it("order search finds an order by the last digits of its number", async () => {
    const buyer = await customer();
    const placed = (await orderOf(buyer, SHOP.poolSku)).body.data;
    const found = await envelope<{ list: Array<{ orderNo: string }> }>(
      await call(`/api/admin/orders?q=${placed.orderNo.slice(-6)}`, { headers: owner }),
    );
    expect(found.data.list.map((order) => order.orderNo)).toContain(placed.orderNo);
  });

  it("filters by every kind of record the console lists (categories, campaigns, files… were refused)", async () => {
    for (const entity of ["category", "navigation", "spec_option", "campaign", "media", "mail", "blog_post", "page"]) {
      const answer = await call(`/api/admin/audit?entity=${entity}`, { headers: owner });
      expect(answer.status, entity).toBe(200);
    }
  });
});
