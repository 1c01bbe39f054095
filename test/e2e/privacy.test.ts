import { mkdirSync, readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import arAccount from "../../locales/ar/account/index";
import type { AccountExport } from "../../shared/account/privacy";
import { baseUrl, gotoHydrated, launch, waitForHydration } from "./browser";
import { staffPage } from "./console-helpers";
import type { Locale } from "../../shared/locale";
import { sendPaidWebhook } from "./shop-helpers";
import { pageApi, signedInPage, signInInPage } from "./shopper";

/** Screenshots of the privacy section and its confirmation, to look at by eye (PRIVACY_SHOTS=/tmp/dir). */
const SHOTS = process.env.PRIVACY_SHOTS ?? "";
const PASSWORD = "Forget-Me-2026";

let browser: Browser;
let staff: Page;
beforeAll(async () => {
  browser = await launch();
  staff = (await staffPage(browser, "ops@portline.example", "/admin")).page;
});
afterAll(async () => {
  await browser?.close();
});

/** A customer with their own name, address and phone, signed in on a page of their own. */
async function customer(language: Locale = "en") {
  const tag = Math.random().toString(36).slice(2, 8);
  const who = {
    first: `Philippa${tag}`,
    last: `Marchbanks${tag}`,
    phone: `+44 20 7946 ${String(1000 + Math.floor(Math.random() * 8999))}`,
    street: `${tag} Bartholomew Lane`,
    city: `Wimbleford${tag}`,
  };
  const opened = await signedInPage(browser, {
    name: "forget",
    password: PASSWORD,
    firstName: who.first,
    lastName: who.last,
    language,
    context: { acceptDownloads: true },
  });
  return { ...who, ...opened };
}
type Customer = Awaited<ReturnType<typeof customer>>;

/** An order of the customer, paid at Stripe, shipped and completed by staff, its line reviewed. */
async function completedAndReviewed(who: Customer) {
  const api = pageApi(who.page);
  await api.post("/api/web/cart/add", { goodsSpecsId: 31, goodsId: 3, operateTime: "2026-12-02 10:00:00" });
  const cart = await api.get<{ lines: Array<{ id: number; skuId: number }> }>("/api/web/cart/list");
  const address = await api.post<{ id: number }>("/api/web/address/save", {
    recipient: `${who.first} ${who.last}`,
    phone: who.phone,
    country: "GB",
    city: who.city,
    line1: who.street,
    postalCode: "EC1A 1BB",
    isDefault: true,
  });
  const placed = await api.post<{ orderNo: string; totalMinor: number }>("/api/web/order/create", {
    idempotencyKey: `privacy-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
    lineIds: [cart.body.data.lines.find((line) => line.skuId === 31)!.id],
    addressId: address.body.data.id,
    shippingMethodId: 4,
  });
  expect(placed.body.code).toBe(0);
  const { orderNo, totalMinor } = placed.body.data;
  expect((await sendPaidWebhook(orderNo, totalMinor)).data.handled).toBe("paid");
  const asStaff = pageApi(staff);
  expect((await asStaff.post(`/api/admin/orders/${orderNo}/ship`, { trackingNo: "GB20261202" })).status).toBe(200);
  expect((await asStaff.post(`/api/admin/orders/${orderNo}/complete`, {})).status).toBe(200);
  const { data } = (await api.get<{ pending: Array<{ orderLineId: number }> }>("/api/web/review/mine")).body;
  const review = await api.post<{ id: number }>("/api/web/review/save", {
    orderLineId: data.pending[0]!.orderLineId,
    rating: 4,
    body: "Thirty-two ports, all registered.",
  });
  expect(review.body.code).toBe(0);
  return { orderNo, reviewId: review.body.data.id };
}

/** Screenshots of one element at a phone's and a desktop's width; the page must fit both. */
async function shoot(page: Page, selector: string, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
    expect(fits, `${name} fits ${width} px`).toBe(true);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.locator(selector).screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    }
  }
}

/** Whole-page screenshots at a phone's and a desktop's width (when PRIVACY_SHOTS is set). */
async function shootPage(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

/** The customer's personal data found in a page's text (none may be, once the account is deleted). */
async function leaksOn(page: Page, who: Customer): Promise<string[]> {
  const text = await page.content();
  return [who.email, who.first, who.last, who.phone, who.street, who.city].filter((value) => text.includes(value));
}

describe("privacy requests in the browser", () => {
  it("a buyer downloads their data and deletes the account from the settings page; nothing of them shows afterwards", async () => {
    const who = await customer();
    const { orderNo, reviewId } = await completedAndReviewed(who);
    const page = who.page;
    await gotoHydrated(page, "/account/settings");
    const privacy = page.getByTestId("privacy");
    await privacy.scrollIntoViewIfNeeded();
    await shoot(page, '[data-testid="privacy"]', "privacy-en");

    // The download: a JSON file of the account, its order and its review.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      privacy.getByRole("link", { name: "Download my data (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^portline-account-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync((await download.path())!, "utf8")) as { data: AccountExport };
    expect(file.data.account).toMatchObject({ email: who.email, firstName: who.first, lastName: who.last });
    expect(file.data.orders.map((order) => order.orderNo)).toEqual([orderNo]);
    expect(file.data.addresses[0]).toMatchObject({ phone: who.phone, line1: who.street });
    expect(file.data.reviews[0]!.body).toBe("Thirty-two ports, all registered.");

    // The deletion: the confirmation asks for the password; a wrong one changes nothing.
    await privacy.getByText("Delete my account…").click();
    const confirm = privacy.locator(".privacy-delete__confirm");
    await confirm.getByText(who.email).waitFor();
    await shoot(page, ".privacy-delete__confirm", "privacy-confirm-en");
    await confirm.getByLabel("Your password").fill("Not-My-Password-1");
    await confirm.getByRole("button", { name: "Delete my account", exact: true }).click();
    await expect
      .poll(() => confirm.getByRole("alert").textContent())
      .toBe("The password is incorrect, so your account was not deleted.");
    await confirm.getByLabel("Your password").fill(PASSWORD);
    await confirm.getByRole("button", { name: "Delete my account", exact: true }).click();
    await page.waitForURL(`${baseUrl}/auth/login?account=deleted`);
    await page
      .getByText(
        "Your account has been deleted and you are signed out everywhere. A confirmation is on its way to your mail.",
      )
      .waitFor();
    await shootPage(page, "signed-out-after-deletion");
    expect(await page.evaluate(() => document.cookie)).not.toContain("NUXT_USER_INFO=");
    // Signed out for good: the account page sends to sign in, and the password no longer works.
    await page.goto("/account/settings");
    expect(page.url()).toBe(`${baseUrl}/auth/login?redirect=%2Faccount%2Fsettings`);
    await waitForHydration(page);
    await signInInPage(page, who.email, PASSWORD);
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Email or password is incorrect.");

    // The product page's reviews name a deleted customer (its cached page was dropped).
    await expect
      .poll(
        async () => {
          await page.goto("/product/3#reviews");
          return page.locator(`#reviews [data-review-id="${reviewId}"] .review__by`).textContent();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toContain("Deleted customer");
    expect(await leaksOn(page, who)).toEqual([]);

    // The console: the customer page, the order list and the order, the audit log.
    const id = file.data.account.id;
    await gotoHydrated(staff, `/admin/customers/${id}`);
    await staff.getByRole("heading", { name: "Deleted customer" }).waitFor();
    expect(await leaksOn(staff, who)).toEqual([]);
    await shootPage(staff, "console-deleted-customer");
    await gotoHydrated(staff, `/admin/orders?q=${orderNo}`);
    await staff.getByTestId(`order-${orderNo}`).getByText("Deleted customer").waitFor();
    expect(await leaksOn(staff, who)).toEqual([]);
    await gotoHydrated(staff, `/admin/orders/${orderNo}`);
    await staff.getByText("Deleted customer").first().waitFor();
    expect(await leaksOn(staff, who)).toEqual([]);
    await gotoHydrated(staff, "/admin/audit");
    expect(await leaksOn(staff, who)).toEqual([]);
    await gotoHydrated(staff, "/admin/reviews");
    expect(await leaksOn(staff, who)).toEqual([]);
    await who.context.close();
  });

  it("in Arabic: the privacy section and its confirmation read right to left and fit a phone", async () => {
    const who = await customer("ar");
    const page = who.page;
    await gotoHydrated(page, "/account/settings");
    const P = arAccount.settings.privacy;
    const privacy = page.getByTestId("privacy");
    await privacy.getByRole("heading", { name: P.title }).waitFor();
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    await privacy.scrollIntoViewIfNeeded();
    await shoot(page, '[data-testid="privacy"]', "privacy-ar");
    await privacy.getByText(P.start).click();
    const confirm = privacy.locator(".privacy-delete__confirm");
    // The address inside the Arabic sentence is isolated, so it reads left to right.
    expect(await confirm.locator("bdi").textContent()).toBe(who.email);
    await shoot(page, ".privacy-delete__confirm", "privacy-confirm-ar");
    await confirm.getByRole("button", { name: P.cancel }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    await who.context.close();
  });

  it("staff download a customer's data and delete the account from the console, confirmed by the email", async () => {
    const who = await customer();
    await pageApi(who.page).post("/api/web/address/save", {
      recipient: `${who.first} ${who.last}`,
      phone: who.phone,
      country: "GB",
      city: who.city,
      line1: who.street,
      isDefault: true,
    });
    const info = await pageApi(who.page).get<{ keyId: number }>("/api/web/user/info");
    const id = info.body.data.keyId;
    const opened = await staffPage(browser, "ops@portline.example", `/admin/customers/${id}`, {
      acceptDownloads: true,
    });
    const page = opened.page;
    const card = page.getByTestId("customer-privacy");
    await card.scrollIntoViewIfNeeded();
    if (SHOTS) {
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await card.screenshot({ path: `${SHOTS}/console-privacy-${width}.png` });
      }
    }
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("link", { name: "Download data (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^portline-customer-${id}-data-`));
    const file = JSON.parse(readFileSync((await download.path())!, "utf8")) as { data: AccountExport };
    expect(file.data.account.email).toBe(who.email);

    // A wrong email is refused with the reason; the right one, after the dialog, deletes.
    await card.getByLabel("Customer's email, to confirm").fill(`someone-${who.email}`);
    await card.getByRole("button", { name: "Delete account" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete account" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("Type the customer's email exactly as shown to confirm the deletion.");
    await card.getByLabel("Customer's email, to confirm").fill(who.email);
    await card.getByRole("button", { name: "Delete account" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete account" }).click();
    await page.getByText("The account has been deleted and a confirmation mailed.").waitFor();
    await page.getByRole("heading", { name: "Deleted customer" }).waitFor();
    // Opened afresh (the first load's data stays in the document's scripts), the page holds none of it.
    await page.reload();
    await page.getByRole("heading", { name: "Deleted customer" }).waitFor();
    expect(await leaksOn(page, who)).toEqual([]);
    // The customer's browser is signed out.
    await who.page.goto("/account/settings");
    expect(who.page.url()).toContain("/auth/login");
    await who.context.close();
    await opened.context.close();
  });
});
