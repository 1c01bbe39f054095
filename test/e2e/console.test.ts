import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, gotoHydrated, launch, newPage, waitForHydration } from "./browser";
import { shoot, staffSignIn } from "./console-helpers";
import { pageApi } from "./shopper";

/** Where the console's screenshots go (outside the repo). */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The demo customer, signed in in their own browser context, with a new order waiting for a bank
 * transfer. (Signed in, not registered: the suite's sign-ups share one per-IP hourly limit.)
 */
async function customerWithOrder() {
  const opened = await newPage(browser);
  const { page } = opened;
  await gotoHydrated(page, "/about");
  const email = "demo@portline.example";
  expect((await pageApi(page).post("/api/web/auth/login", { email, password: "Portline-Demo-2026" })).status).toBe(200);
  // The demo customer's default address, made once.
  const book = await pageApi(page).get<Array<{ id: number; isDefault: boolean }>>("/api/web/address/list");
  const addressId =
    book.body.data.find((entry) => entry.isDefault)?.id ??
    (
      await pageApi(page).post<{ id: number }>("/api/web/address/save", {
        recipient: "Demo Buyer",
        phone: "+1 555 0199",
        country: "US",
        city: "Arlington",
        line1: "1 Navy Yard",
        postalCode: "22202",
        isDefault: true,
      })
    ).body.data.id;
  const methods = await pageApi(page).get<Array<{ id: number; code: string }>>("/api/shipping/methods");
  const dhl = methods.body.data.find((method) => method.code === "dhl-express")!;
  await pageApi(page).post("/api/web/cart/add", { goodsSpecsId: 31, goodsId: 3, operateTime: "2026-11-24 10:00:00" });
  const cart = await pageApi(page).get<{ lines: Array<{ id: number; skuId: number }> }>("/api/web/cart/list");
  const line = cart.body.data.lines.find((item) => item.skuId === 31)!;
  const placed = await pageApi(page).post<{ orderNo: string; totalMinor: number; currency: string }>(
    "/api/web/order/create",
    {
      idempotencyKey: `console-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
      lineIds: [line.id],
      addressId,
      shippingMethodId: dhl.id,
    },
  );
  expect(placed.body.code).toBe(0);
  return { ...opened, email, order: placed.body.data };
}

describe("the operations console", () => {
  it("owner: TOTP sign-in → dashboard → order awaiting payment → confirm transfer → ship; the customer sees the tracking link; the audit log shows both", async () => {
    const customer = await customerWithOrder();
    const { orderNo, totalMinor } = customer.order;
    const owner = await newPage(browser);
    const support = await newPage(browser);
    try {
      await staffSignIn(owner.page, "ops@portline.example");
      await expect.poll(() => owner.page.getByTestId("staff-who").textContent()).toContain("Owner");
      // The console's own sheet (linked by its pages, not inlined in the shop's) came with the navigation.
      expect(await owner.page.locator(".admin__header").evaluate((header) => getComputedStyle(header).display)).toBe(
        "flex",
      );
      await shoot(owner.page, "dashboard");

      await owner.page.getByTestId("queue-awaiting").click();
      await owner.page.waitForURL(/\/admin\/orders\?status=awaiting_payment/);
      await owner.page.getByTestId(`order-${orderNo}`).getByRole("link", { name: orderNo }).click();
      await owner.page.waitForURL(`${baseUrl}/admin/orders/${orderNo}`);
      await waitForHydration(owner.page);
      await shoot(owner.page, "order-awaiting");

      // A wrong amount is refused and changes nothing.
      const amount = owner.page.getByLabel(/Amount received/);
      await amount.fill(((totalMinor - 100) / 100).toFixed(2));
      await owner.page.getByRole("button", { name: "Confirm bank transfer" }).click();
      await expect
        .poll(() => owner.page.getByRole("alert").textContent())
        .toMatch(/^The transfer must be \$[\d,.]+; you entered \$[\d,.]+\.$/);
      expect(await owner.page.getByTestId("order-status").textContent()).toBe("Awaiting payment");

      await amount.fill((totalMinor / 100).toFixed(2));
      await owner.page.getByRole("button", { name: "Confirm bank transfer" }).click();
      await expect.poll(() => owner.page.getByTestId("order-status").textContent()).toBe("Paid");

      // Support reads the paid order but has no ship form, and the API refuses them.
      await staffSignIn(support.page, "support@portline.example");
      await gotoHydrated(support.page, `/admin/orders/${orderNo}`);
      expect(await support.page.getByTestId("order-status").textContent()).toBe("Paid");
      expect(await support.page.getByTestId("ship-form").count()).toBe(0);
      expect(await support.page.getByRole("button", { name: "Ship" }).count()).toBe(0);
      const refused = await pageApi(support.page).post(`/api/admin/orders/${orderNo}/ship`, {
        trackingNo: "JD014600003829",
      });
      expect(refused.status).toBe(403);
      // …and the audit and staff sections are not theirs.
      expect(await support.page.getByRole("link", { name: "Audit log" }).count()).toBe(0);

      // A malformed tracking number is explained in words before anything is sent.
      const tracking = owner.page.getByLabel("Tracking number");
      await tracking.fill("#1");
      await owner.page.getByRole("button", { name: "Ship" }).click();
      expect(await tracking.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
        "A tracking number has 3 to 40 letters, digits, spaces or dashes, and starts with a letter or digit.",
      );
      expect(await owner.page.getByTestId("order-status").textContent()).toBe("Paid");
      await tracking.fill("JD014600003829");
      await owner.page.getByRole("button", { name: "Ship" }).click();
      await expect.poll(() => owner.page.getByTestId("order-status").textContent()).toBe("Shipped");
      await shoot(owner.page, "order-shipped");

      await gotoHydrated(customer.page, `/account/orders?orderNo=${orderNo}`);
      const link = customer.page.getByTestId("tracking-link");
      expect(await link.getAttribute("href")).toBe(
        "https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD014600003829",
      );
      expect(await link.textContent()).toBe("JD014600003829");
      expect(await customer.page.getByText("Shipped").first().isVisible()).toBe(true);

      await gotoHydrated(owner.page, `/admin/audit?entity=order&entityId=${orderNo}`);
      const paidRow = owner.page.getByTestId("audit-confirm_payment");
      expect(await paidRow.textContent()).toContain("Status: Awaiting payment → Paid");
      expect(await paidRow.textContent()).toContain("Olivia Ops");
      const shipRow = owner.page.getByTestId("audit-ship");
      expect(await shipRow.textContent()).toContain("Status: Paid → Shipped");
      expect(await shipRow.textContent()).toContain("Tracking number: JD014600003829");
      await shoot(owner.page, "audit");

      for (const [path, name] of [
        ["/admin/orders", "orders"],
        ["/admin/orders/new", "order-new-search"],
        ["/admin/quotes", "quotes"],
        ["/admin/refunds", "refunds"],
        ["/admin/customers", "customers"],
        ["/admin/reviews", "reviews"],
        ["/admin/staff", "staff"],
        ["/admin/tokens", "tokens"],
      ] as const) {
        await gotoHydrated(owner.page, path);
        await shoot(owner.page, name);
      }
      expect(owner.errors).toEqual([]);
      expect(support.errors).toEqual([]);
    } finally {
      await owner.context.close();
      await support.context.close();
      await customer.context.close();
    }
  });

  it("a customer's session on /admin gets the 403 page; a visitor is sent to the staff sign-in", async () => {
    const customer = await customerWithOrder();
    try {
      const response = await customer.page.goto("/admin/orders");
      expect(response!.status()).toBe(403);
      await waitForHydration(customer.page);
      expect(await customer.page.getByTestId("console-forbidden").isVisible()).toBe(true);
      await shoot(customer.page, "forbidden");
      const visitor = await newPage(browser);
      await visitor.page.goto("/admin/orders?status=paid");
      expect(visitor.page.url()).toBe(`${baseUrl}/admin/sign-in?redirect=%2Fadmin%2Forders%3Fstatus%3Dpaid`);
      await waitForHydration(visitor.page);
      await shoot(visitor.page, "sign-in");
      await visitor.context.close();
    } finally {
      await customer.context.close();
    }
  });
});
