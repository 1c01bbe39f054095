import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "../../shared/format";
import { baseUrl, gotoHydrated, launch, newPage } from "./browser";
import { shoot, staffPage } from "./console-helpers";
import { pageApi } from "./shopper";

/**
 * The console speaks to people: a role without a section stays in the console and reads what it
 * cannot do; the order page shows how its total was reached and names who did what; a transfer's
 * amount is read as staff type it and answered in money; the audit log names records, people and
 * fields; no form shows zod's own English.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SUPPORT = "support@portline.example";
const OWNER = "ops@portline.example";
const LANGUAGE_COOKIE = "i18n_redirected";

/** zod's default English, which must never reach a person. */
const ZOD_DEFAULTS = /expected|Invalid value for|Too small|Too big|Invalid input|Invalid option|Unrecognized key/;

/**
 * The demo customer with a new bank-transfer order shipped to Riyadh: a right-to-left recipient
 * and city beside a Latin street, country code SA.
 */
async function saudiOrder() {
  const opened = await newPage(browser);
  const { page } = opened;
  await gotoHydrated(page, "/about");
  expect(
    (
      await pageApi(page).post("/api/web/auth/login", {
        email: "demo@portline.example",
        password: "Portline-Demo-2026",
      })
    ).status,
  ).toBe(200);
  const saved = await pageApi(page).post<{ id: number }>("/api/web/address/save", {
    recipient: "محمد Al-Harbi",
    phone: "+966 11 234 5678",
    country: "SA",
    city: "الرياض",
    line1: "King Fahd Road 12",
    postalCode: "12211",
  });
  expect(saved.status, saved.body.msg).toBe(200);
  const methods = await pageApi(page).get<Array<{ id: number; code: string }>>("/api/shipping/methods");
  const dhl = methods.body.data.find((method) => method.code === "dhl-express")!;
  await pageApi(page).post("/api/web/cart/add", { goodsSpecsId: 31, goodsId: 3, operateTime: "2026-11-24 10:00:00" });
  const cart = await pageApi(page).get<{ lines: Array<{ id: number; skuId: number }> }>("/api/web/cart/list");
  const line = cart.body.data.lines.find((item) => item.skuId === 31)!;
  const placed = await pageApi(page).post<{ orderNo: string; totalMinor: number; currency: string }>(
    "/api/web/order/create",
    {
      idempotencyKey: `words-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
      lineIds: [line.id],
      addressId: saved.body.data.id,
      shippingMethodId: dhl.id,
    },
  );
  expect(placed.body.code, placed.body.msg).toBe(0);
  const detail = await pageApi(page).get<{ subtotalMinor: number; shippingMinor: number }>(
    `/api/web/order/detail?orderNo=${placed.body.data.orderNo}`,
  );
  return { ...opened, order: { ...placed.body.data, ...detail.body.data } };
}

/** The texts of every message a page shows: form messages, alerts, toasts. */
async function shownMessages(page: Page): Promise<string[]> {
  return page
    .locator(".form-message, [role=alert], [data-sonner-toast], .field__error")
    .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? "").filter(Boolean));
}

describe("the console in words", () => {
  it("support is refused inside the console (its menu kept) with what their role cannot do, in their language; read-only pages say so", async () => {
    const support = await staffPage(browser, SUPPORT, "/admin");
    try {
      const refusals: Array<[string, string]> = [
        ["/admin/outbox", "Your role (Support) cannot read the mail outbox or send mail again."],
        ["/admin/audit", "Your role (Support) cannot read the audit log."],
        ["/admin/campaigns", "Your role (Support) cannot create or change coupon campaigns."],
        ["/admin/content", "Your role (Support) cannot write posts and pages or upload product files."],
        ["/admin/staff", "Your role (Support) cannot manage staff."],
      ];
      for (const [path, sentence] of refusals) {
        const response = await support.page.goto(path);
        expect(response!.status(), path).toBe(403);
        await support.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        expect(await support.page.getByTestId("console-refused").textContent(), path).toContain(sentence);
        expect(await support.page.getByText("You are signed in with a customer account").count(), path).toBe(0);
        // The console's header and menu stay, listing only what Support may open.
        const menu = support.page.getByRole("navigation", { name: "Console" });
        expect(await menu.getByRole("link", { name: "Orders" }).count(), path).toBe(1);
        for (const hidden of ["Audit log", "Staff", "Mail", "Campaigns", "Content"]) {
          expect(await menu.getByRole("link", { name: hidden, exact: true }).count(), `${path}: ${hidden}`).toBe(0);
        }
        expect(await support.page.getByTestId("staff-who").textContent()).toContain("Support");
      }
      await shoot(support.page, "refused-support-en");
      // The menu still works from a refused page.
      await support.page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Orders" }).click();
      await support.page.waitForURL(`${baseUrl}/admin/orders`);

      // A read-only page says so instead of greying its fields without a word.
      await gotoHydrated(support.page, "/admin/products/3");
      expect(await support.page.getByTestId("read-only").textContent()).toContain(
        "Your role (Support) can see products but not change them",
      );
      await gotoHydrated(support.page, "/admin/categories");
      expect(await support.page.getByTestId("read-only").textContent()).toContain("Your role (Support)");

      // In Arabic: the role and the refusal in the member's language, the console around them.
      await support.context.addCookies([{ name: LANGUAGE_COOKIE, value: "ar", url: baseUrl }]);
      const response = await support.page.goto("/admin/audit");
      expect(response!.status()).toBe(403);
      await support.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect(await support.page.locator("html").getAttribute("dir")).toBe("rtl");
      expect(await support.page.getByTestId("console-refused").textContent()).toContain(
        "لا يتيح دورك (الدعم) قراءة سجل التدقيق.",
      );
      await shoot(support.page, "refused-support-ar");
      expect(support.errors).toEqual([]);
    } finally {
      await support.context.close();
    }
  });

  it("the order page shows how the total was reached, names people and the country, and takes the amount as staff type it", async () => {
    const customer = await saudiOrder();
    const { orderNo, totalMinor, subtotalMinor, shippingMinor } = customer.order;
    const money = (minor: number, locale: "en" | "es" | "ar" = "en") => formatPrice(minor, "USD", locale);
    const owner = await staffPage(browser, OWNER, `/admin/orders/${orderNo}`);
    try {
      const { page } = owner;
      // Items, shipping and total, as the buyer's order page shows them.
      const totals = (await page.getByTestId("order-totals").textContent()) ?? "";
      expect(totals).toContain(`Subtotal${money(subtotalMinor)}`);
      expect(totals).toContain(`Shipping${money(shippingMinor)}`);
      expect(totals).toContain(`Total${money(totalMinor)}`);
      expect(subtotalMinor + shippingMinor).toBe(totalMinor);

      // The country by its name; each part of the address keeps its own direction.
      const address = page.getByTestId("order-address");
      expect(await address.textContent()).toContain("Saudi Arabia");
      expect(await address.textContent()).not.toMatch(/\bSA\b/);
      expect(await address.locator("bdi", { hasText: "الرياض" }).count()).toBe(1);
      expect(await address.locator("bdi", { hasText: "King Fahd Road 12" }).count()).toBe(1);
      expect(await address.locator("bdi", { hasText: "محمد Al-Harbi" }).count()).toBe(1);

      // Who placed it: the customer by name and email, never "customer:3".
      const timeline = page.getByTestId("order-timeline");
      expect(await timeline.textContent()).toContain("Customer Demo Buyer (demo@portline.example)");
      expect(await timeline.textContent()).not.toMatch(/customer:|staff:/);

      // An amount that is none, said in words before the API is asked.
      const amount = page.getByLabel(/Amount received/);
      await amount.fill("abc");
      await page.getByRole("button", { name: "Confirm bank transfer" }).click();
      await expect
        .poll(() => page.getByRole("alert").textContent())
        .toBe(`“abc” is not an amount: type it as on the bank statement, such as ${money(totalMinor)}.`);

      // A wrong amount typed as a Spanish speaker writes it, answered in money in Spanish.
      await owner.context.addCookies([{ name: LANGUAGE_COOKIE, value: "es", url: baseUrl }]);
      await gotoHydrated(page, `/admin/orders/${orderNo}`);
      const wrong = totalMinor - 9000;
      await page.getByLabel(/Importe recibido/).fill(`${money(wrong, "es").replace(/\s/g, " ")}`);
      await page.getByRole("button", { name: "Confirmar transferencia bancaria" }).click();
      await expect
        .poll(() => page.getByRole("alert").textContent())
        .toBe(`La transferencia debe ser de ${money(totalMinor, "es")}; has introducido ${money(wrong, "es")}.`);
      expect(await page.getByTestId("order-status").textContent()).toBe("Pendiente de pago");

      // The right amount as an English speaker types it ("$3,985.00"): confirmed in words.
      await owner.context.addCookies([{ name: LANGUAGE_COOKIE, value: "en", url: baseUrl }]);
      await gotoHydrated(page, `/admin/orders/${orderNo}`);
      await page.getByLabel(/Amount received/).fill(money(totalMinor));
      await page.getByRole("button", { name: "Confirm bank transfer" }).click();
      await expect
        .poll(() => page.getByRole("status").first().textContent())
        .toBe(`Transfer of ${money(totalMinor)} confirmed; the order is paid.`);
      await expect.poll(() => page.getByTestId("order-status").textContent()).toBe("Paid");
      expect(await timeline.textContent()).toContain("Olivia Ops (ops@portline.example)");
      await shoot(page, "order-en");

      // In Arabic: the country's Arabic name, the page right to left.
      await owner.context.addCookies([{ name: LANGUAGE_COOKIE, value: "ar", url: baseUrl }]);
      await gotoHydrated(page, `/admin/orders/${orderNo}`);
      expect(await page.getByTestId("order-address").textContent()).toContain("المملكة العربية السعودية");
      expect(await page.getByTestId("order-timeline").textContent()).toContain("(demo@portline.example)");
      await shoot(page, "order-ar");
      await owner.context.addCookies([{ name: LANGUAGE_COOKIE, value: "en", url: baseUrl }]);

      // Part of the number finds the order: buyers quote its last digits.
      await gotoHydrated(page, `/admin/orders?q=${orderNo.slice(-5)}`);
      expect(await page.getByTestId(`order-${orderNo}`).count()).toBe(1);

      // The audit log names the order, the member, and each field in words with money formatted.
      await gotoHydrated(page, `/admin/audit?entity=order&entityId=${orderNo}`);
      const paid = (await page.getByTestId("audit-confirm_payment").textContent()) ?? "";
      expect(paid).toContain(`Order ${orderNo}`);
      expect(paid).toContain("Olivia Ops (ops@portline.example)");
      expect(paid).toContain("Status: Awaiting payment → Paid");
      expect(paid).toContain(`Amount: ${money(totalMinor)}`);
      expect(paid).toContain("Payment: Bank transfer");
      expect(paid).not.toMatch(/amountMinor|awaiting_payment|staff:/);
      expect(owner.errors).toEqual([]);
    } finally {
      await owner.context.close();
      await customer.context.close();
    }
  });

  it("the audit log says a SKU's sale price change in words and money, and names the product", async () => {
    const owner = await staffPage(browser, OWNER, "/admin/products/3");
    let was: string | null = null;
    try {
      const { page } = owner;
      const code = await page.locator('input[name="sku.31.sku"]').inputValue();
      was = await page.locator('input[name="sku.31.salePrice"]').inputValue();
      const name = (await page.locator("h1").textContent())?.replace(/^Edit /, "") ?? "";
      await page.locator('input[name="sku.31.salePrice"]').fill("9,49");
      // A price typed with a comma reads as cents only where it cannot group thousands.
      await page.getByRole("button", { name: "Save product" }).click();
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Saved");
      await gotoHydrated(page, "/admin/audit?entity=product&entityId=3");
      const row = page.getByTestId("audit-update").first();
      const text = (await row.textContent()) ?? "";
      const before = Number(was) > 0 ? formatPrice(Math.round(Number(was) * 100), "USD", "en") : "$0.00";
      expect(text).toContain(`SKU ${code} sale price: ${before} → $9.49`);
      expect(text).toContain(`Product “${name}”`);
      expect(text).not.toMatch(/sku\.\d+\.|promoPriceMinor|Products 3/);
      await shoot(page, "audit-en");
      await owner.context.addCookies([{ name: LANGUAGE_COOKIE, value: "ar", url: baseUrl }]);
      await gotoHydrated(page, "/admin/audit");
      expect(await page.getByTestId("audit-update").first().textContent()).toContain("سعر التخفيض لوحدة SKU");
      await shoot(page, "audit-ar");
      await owner.context.addCookies([{ name: LANGUAGE_COOKIE, value: "en", url: baseUrl }]);
      expect(owner.errors).toEqual([]);
    } finally {
      // The demo shop is put back: later files on this server sell this SKU at its own price.
      if (was !== null) {
        await gotoHydrated(owner.page, "/admin/products/3");
        await owner.page.locator('input[name="sku.31.salePrice"]').fill(was);
        await owner.page.getByRole("button", { name: "Save product" }).click();
        await expect.poll(() => owner.page.getByRole("status").first().textContent()).toContain("Saved");
      }
      await owner.context.close();
    }
  });
});

/**
 * Fills the named fields of `form` and submits it with the browser's own checks off, as a person
 * whose browser lets anything through would: what comes back is the server's message.
 */
async function submitUnchecked(page: Page, formSelector: string, values: Record<string, string>) {
  await page.evaluate(
    ([selector, fields]) => {
      const form = document.querySelector<HTMLFormElement>(selector);
      if (!form) throw new Error(`no form ${selector}`);
      form.noValidate = true;
      // A form folded away (New product) is opened, as a person would.
      form.closest("details")?.setAttribute("open", "");
      for (const [name, value] of Object.entries(fields)) {
        const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
        if (!field) throw new Error(`no field ${name} in ${selector}`);
        for (const attribute of ["required", "pattern", "min", "max", "minlength", "maxlength", "type"]) {
          if (
            attribute !== "type" ||
            field.getAttribute("type") === "number" ||
            field.getAttribute("type") === "email"
          ) {
            field.removeAttribute(attribute);
          }
        }
        field.value = value;
      }
    },
    [formSelector, values] as const,
  );
  await page.locator(formSelector).locator('button[type="submit"]').first().click();
}

describe("no zod default reaches a person", () => {
  it("console forms answer bad values with field names and rules in words", async () => {
    const owner = await staffPage(browser, OWNER, "/admin/products/3");
    const { page } = owner;
    const seen: string[] = [];
    /** Submits bad values and waits for the page's message, which must be a sentence in words. */
    const refused = async (path: string, form: string, values: Record<string, string>, expected: RegExp) => {
      await gotoHydrated(page, path);
      await submitUnchecked(page, form, values);
      await expect.poll(() => shownMessages(page).then((texts) => texts.join(" | "))).toMatch(expected);
      const texts = await shownMessages(page);
      seen.push(...texts);
      for (const text of texts) {
        expect(text, `${path} ${JSON.stringify(values)}`).not.toMatch(ZOD_DEFAULTS);
        // A field is named in words, never by its key ("priceMinor", "sku.31.price").
        expect(text, path).not.toMatch(/[a-z]+Minor|[a-z][A-Z][a-z]+Id\b|\bsku\.\d/);
      }
    };
    try {
      await refused(
        "/admin/products/3",
        '[data-testid="product-form"]',
        { slug: "Bad Slug!" },
        /“Slug \(address\)” can hold only lower-case letters, digits and single dashes/,
      );
      await refused(
        "/admin/products/3",
        '[data-testid="product-form"]',
        { "sku.31.price": "twelve" },
        /“Price \(row 1\)” must be a number\./,
      );
      await refused(
        "/admin/products/3",
        '[data-testid="product-form"]',
        { sort: "-1" },
        /“Sort order” must be at least 0\./,
      );
      await refused("/admin/products/3", '[data-testid="stock-form"]', { delta: "0" }, /“Units” cannot be 0\./);
      await refused(
        "/admin/products",
        '[data-testid="new-product"] form',
        { name: "A bench product", slug: "bench-product-words", sku: "!", price: "10" },
        /“SKU code” must be 2–64 letters, digits, dots, dashes or underscores\./,
      );
      await refused(
        "/admin/categories?edit=new",
        "form#category-form",
        { slug: "Not A Slug", "name.en": "Words test" },
        /“Slug \(address\)” can hold only lower-case letters/,
      );
      await refused(
        "/admin/staff",
        'form:has(input[name="intent"][value="invite"])',
        { email: "not-an-address", name: "New Member" },
        /“Email” must be an email address, such as name@example\.com\./,
      );
      await refused(
        "/admin/tokens",
        'form:has(input[name="intent"][value="create"])',
        { name: " " },
        /“Name” cannot be empty\./,
      );
      await refused(
        "/admin/campaigns/new",
        '[data-testid="campaign-form"]',
        {
          "en.name": "Words test",
          price: "50,00 $",
          promoPrice: "",
          startTime: "2026-12-01T10:00",
          endTime: "2026-12-31T10:00",
          quantityTotal: "0",
        },
        /“Coupons in all” must be at least 1\./,
      );
      expect(seen.length).toBeGreaterThan(0);
      expect(owner.errors).toEqual([]);
    } finally {
      await owner.context.close();
    }
  });

  it("shop forms answer bad values in words too", async () => {
    const { page, context, errors } = await newPage(browser);
    const check = async (expected: RegExp) => {
      await expect.poll(() => shownMessages(page).then((texts) => texts.join(" | "))).toMatch(expected);
      for (const text of await shownMessages(page)) expect(text).not.toMatch(ZOD_DEFAULTS);
    };
    try {
      await gotoHydrated(page, "/auth/register");
      await submitUnchecked(page, 'form:has(input[name="email"])', {
        email: "not-an-address",
        password: "Words-Test-2026",
      });
      await check(/“Email” must be an email address, such as name@example\.com\./);
      await gotoHydrated(page, "/auth/login");
      await submitUnchecked(page, 'form:has(input[name="email"])', { email: "nobody", password: "x" });
      await check(/“Email” must be an email address, such as name@example\.com\./);
      // A signed-in buyer's address with a phone in words.
      await gotoHydrated(page, "/about");
      expect(
        (
          await pageApi(page).post("/api/web/auth/login", {
            email: "demo@portline.example",
            password: "Portline-Demo-2026",
          })
        ).status,
      ).toBe(200);
      await gotoHydrated(page, "/account/settings");
      await page.getByRole("button", { name: "Add a new address" }).click();
      await submitUnchecked(page, 'form:has(input[name="recipient"])', {
        recipient: "Ada Tester",
        phone: "call me maybe",
        line1: "Unter den Linden 1",
        city: "Berlin",
      });
      await check(/“Phone” can hold only digits, spaces, \+, \( \) and -\./);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
