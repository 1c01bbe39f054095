import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import es from "../../locales/es";
import esAccount from "../../locales/es/account/index";
import esCommerce from "../../locales/es/commerce/index";
import { MAIL_KINDS, type OutboxMail } from "../../shared/console/mail";
import { baseUrl, gotoHydrated, launch, newPage, port, waitForHydration } from "./browser";
import { shoot, staffSignIn } from "./console-helpers";
import { sendPaidWebhook } from "./shop-helpers";
import { pageApi, signedInPage, signIn } from "./shopper";

const SPANISH_HOST = `http://es.localhost:${port}`;

let browser: Browser;
let owner: Page;
beforeAll(async () => {
  browser = await launch();
  owner = (await newPage(browser)).page;
  await staffSignIn(owner, "ops@portline.example");
});
afterAll(async () => {
  await browser?.close();
});

/** The newest outbox mail of a kind to a recipient (and containing `text`), once the queue has sent it. */
async function mailOf(kind: string, recipient: string, text = ""): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const outbox = await pageApi(owner).get<OutboxMail[]>("/api/admin/mail/outbox");
        found = outbox.body.data.find(
          (mail) => mail.kind === kind && mail.recipient === recipient && mail.text.includes(text),
        );
        return found !== undefined;
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
  return found!;
}

/** Places an order of `quantity` of a SKU from the signed-in customer's page; answers its number and total. */
async function placeOrder(page: Page, sku: { id: number; goodsId: number }, quantity: number) {
  const api = pageApi(page);
  await api.post("/api/web/cart/add", {
    goodsSpecsId: sku.id,
    goodsId: sku.goodsId,
    operateTime: "2026-11-24 10:00:00",
    quantity,
  });
  const cart = await api.get<{ lines: Array<{ id: number; skuId: number }> }>("/api/web/cart/list");
  const line = cart.body.data.lines.find((item) => item.skuId === sku.id)!;
  const book = await api.get<Array<{ id: number }>>("/api/web/address/list");
  const addressId =
    book.body.data[0]?.id ??
    (
      await api.post<{ id: number }>("/api/web/address/save", {
        recipient: "Lucía Fernández",
        phone: "+34 910 000 000",
        country: "ES",
        city: "Madrid",
        line1: "Calle de Alcalá 1",
        postalCode: "28014",
        isDefault: true,
      })
    ).body.data.id;
  const methods = await api.get<Array<{ id: number; code: string }>>("/api/shipping/methods");
  const placed = await api.post<{ orderNo: string; totalMinor: number; currency: string }>("/api/web/order/create", {
    idempotencyKey: `mail-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
    lineIds: [line.id],
    addressId,
    shippingMethodId: methods.body.data.find((method) => method.code === "dhl-express")!.id,
  });
  expect(placed.body.code).toBe(0);
  return placed.body.data;
}

const email = `lucia-${Date.now()}@example.com`;
let customer: Page;

describe("mail", () => {
  it("register in Spanish → welcome in Spanish → bank transfer order with the bank details and reference → staff confirm the transfer → payment received → ship → shipped with the tracking link", async () => {
    // Staff who opt in hear of paid orders and get the daily digest (the every-kind test below reads them).
    await gotoHydrated(owner, "/admin/outbox");
    const alerts = owner.getByTestId("mail-alerts");
    const paidAlerts = alerts.getByLabel(/Mail me at once/);
    const digest = alerts.getByLabel(/daily digest/);
    if (!(await paidAlerts.isChecked()) || !(await digest.isChecked())) {
      await paidAlerts.check();
      await digest.check();
      await alerts.getByRole("button", { name: "Save" }).click();
      await expect.poll(() => owner.getByText("Your mail setting is saved.").count()).toBe(1);
    }

    customer = (await newPage(browser, { baseURL: SPANISH_HOST })).page;
    await customer.goto("/auth/register");
    await waitForHydration(customer);
    expect(await customer.getAttribute("html", "lang")).toBe("es");
    await customer.getByLabel(esAccount.auth.firstName).fill("Lucía");
    await customer.getByLabel(esAccount.auth.lastName).fill("Fernández");
    await customer.getByLabel(esAccount.auth.email).fill(email);
    const password = customer.getByLabel(esAccount.auth.password, { exact: true });
    await password.fill("Correo-Fiable-2026");
    for (const rule of ["length", "allowed", "kinds"]) {
      await expect.poll(() => customer.getAttribute(`[data-rule="${rule}"]`, "data-met")).toBe("true");
    }
    await customer.getByRole("button", { name: esAccount.auth.createAccount }).click();
    await customer.waitForURL(`${SPANISH_HOST}/`);

    // The welcome mail, in Spanish, in the console's outbox (its HTML in a sandboxed frame, and its text).
    const welcome = await mailOf("welcome", email);
    expect(welcome.subject).toBe("Te damos la bienvenida a Portline");
    await gotoHydrated(owner, "/admin/outbox");
    const card = owner.getByTestId("outbox-mail").filter({ hasText: email }).filter({ hasText: welcome.subject });
    await card.first().locator("summary").click();
    const frame = card.first().locator("iframe");
    expect(await frame.getAttribute("sandbox")).toBe("");
    const inside = owner.frameLocator(`[data-testid="outbox-mail"]:has-text("${email}") iframe`).first();
    await expect.poll(() => inside.locator("h1").textContent()).toBe("Bienvenido a Portline");
    expect(await card.first().locator("pre").textContent()).toContain("Hola, Lucía:");
    for (const width of [360, 1280]) {
      await owner.setViewportSize({ width, height: 900 });
      expect(
        await owner.evaluate(() => document.documentElement.scrollWidth),
        `outbox at ${width} px`,
      ).toBeLessThanOrEqual(width);
      if (process.env.MAIL_SHOTS) await owner.screenshot({ path: `${process.env.MAIL_SHOTS}/outbox-${width}.png` });
    }

    // An order paid by bank transfer.
    const order = await placeOrder(customer, { id: 31, goodsId: 3 }, 1);
    const bank = await pageApi(customer).post<{ reference: string }>("/api/web/pay/bank", { orderNo: order.orderNo });
    expect(bank.body.data.reference).toBe(order.orderNo);
    const received = await mailOf("order_received", email, order.orderNo);
    expect(received.subject).toBe(`Hemos recibido tu pedido ${order.orderNo}`);
    expect(received.text).toContain(`${esCommerce.pay.reference}: ${order.orderNo}`);
    expect(received.text).toContain(`${esCommerce.pay.accountNumber}: HK00 0000 0000 0000 1234 56`);
    expect(received.text).toContain(`${esCommerce.pay.swift}: EXMPHKHH`);
    expect(received.text).toMatch(/Transfiere .+ a la cuenta de abajo antes del \d+ de \w+ de \d{4}/);
    expect(received.html).toContain("Example Trade Bank, Hong Kong Branch");
    // The pro-forma issued with the order is linked, signed for the buyer.
    expect(received.text).toMatch(/\/documents\/PF-\d{4}-\d{6}\?u=\d+&e=\d+&s=[0-9a-f]{64}/);

    // Staff re-send the pro-forma: a mail of its own with its link.
    const documents = await pageApi(owner).get<Array<{ number: string }>>(
      `/api/admin/orders/${order.orderNo}/documents`,
    );
    const proforma = documents.body.data[0]!.number;
    expect((await pageApi(owner).post(`/api/admin/documents/${proforma}/resend`, {})).status).toBe(200);
    const resent = await mailOf("document_issued", email, proforma);
    expect(resent.subject).toBe(`${esCommerce.orderDocuments.proforma} ${proforma} del pedido ${order.orderNo}`);

    // Staff confirm the transfer in the console.
    await gotoHydrated(owner, `/admin/orders/${order.orderNo}`);
    await owner.getByLabel(/Amount received/).fill((order.totalMinor / 100).toFixed(2));
    await owner.getByRole("button", { name: "Confirm bank transfer" }).click();
    await expect.poll(() => owner.getByTestId("order-status").textContent()).toBe("Paid");
    const paid = await mailOf("payment_received", email, order.orderNo);
    expect(paid.subject).toBe(`Pago recibido del pedido ${order.orderNo}`);

    // …and ship it.
    await owner.getByLabel("Tracking number").fill("JD014600009999");
    await owner.getByRole("button", { name: "Ship" }).click();
    await expect.poll(() => owner.getByTestId("order-status").textContent()).toBe("Shipped");
    const shipped = await mailOf("shipped", email, order.orderNo);
    expect(shipped.subject).toBe(`El pedido ${order.orderNo} ha salido`);
    const tracking = "https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD014600009999";
    expect(shipped.html).toContain(`href="${tracking.replace(/&/g, "&amp;")}"`);
    expect(shipped.text).toContain(`Seguir tu paquete: ${tracking}`);

    // The order goes on: delivered and completed.
    expect((await pageApi(owner).post(`/api/admin/orders/${order.orderNo}/complete`, {})).status).toBe(200);
    await mailOf("completed", email, order.orderNo);
  });

  it("a sign-in from a second browser is mailed when the buyer has it on; the mail's unsubscribe page turns it off after its button", async () => {
    // The settings keep the choice (on unless turned off): off, then on again.
    await gotoHydrated(customer, "/account/settings");
    const setting = customer.getByLabel(esAccount.settings.newSignInMail);
    expect(await setting.isChecked()).toBe(true);
    const save = async (on: boolean) => {
      await setting.setChecked(on);
      await customer.getByRole("button", { name: esAccount.settings.save }).first().click();
      await customer.getByText(esAccount.settings.saved).waitFor();
      await gotoHydrated(customer, "/account/settings");
      expect(await setting.isChecked()).toBe(on);
    };
    await save(false);
    await save(true);
    await shoot(customer, "settings");

    // A second browser (its own cookies: a device this account never used) signs in.
    const other = await newPage(browser, { baseURL: SPANISH_HOST });
    await signIn(other.page, { email, password: "Correo-Fiable-2026" }, { language: "es" });
    const mail = await mailOf("new_sign_in", email);
    expect(mail.subject).toBe("Nuevo inicio de sesión en tu cuenta de Portline");
    expect(mail.text).toContain("Navegador: Chrome en Linux");
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // The outbox shows the headers.
    await gotoHydrated(owner, "/admin/outbox");
    const card = owner.getByTestId("outbox-mail").filter({ hasText: mail.subject }).first();
    await card.locator("summary").click();
    expect(await card.getByTestId("mail-headers").textContent()).toContain("List-Unsubscribe: <http");

    // The link in the mail: a page that asks first (opening it changes nothing), then the button.
    const link = new URL(mail.headers["List-Unsubscribe"]!.slice(1, -1));
    expect(link.host).toBe(`es.localhost:${port}`);
    const page = other.page;
    await gotoHydrated(page, `${link.pathname}${link.search}`);
    await page.getByText(/¿Dejar de avisar a l•••@example\.com/).waitFor();
    await shoot(page, "unsubscribe");
    await gotoHydrated(customer, "/account/settings");
    expect(await setting.isChecked()).toBe(true);
    await page.getByRole("button", { name: esAccount.settings.unsubscribe.button }).click();
    await page.getByText(/Baja hecha: l•••@example\.com/).waitFor();
    await shoot(page, "unsubscribed");
    // A link cut short or altered: the page says so in the reader's words, and changes nothing.
    for (const [path, status] of [
      ["/mail/unsubscribe", 400],
      [`${link.pathname}${link.search}x`, 403],
    ] as const) {
      expect((await page.goto(path))?.status(), path).toBe(status);
      await page.getByText(es.errors.unsubscribeInvalid).waitFor();
    }
    await gotoHydrated(customer, "/account/settings");
    expect(await setting.isChecked()).toBe(false);
    await other.context.close();
  });

  it("every kind of mail has a text part and fits a 320 px screen", async () => {
    // The daily digest: its cron, run on demand by the local server (Miniflare's trigger, sent to the
    // shop's worker rather than the static-assets router in front of it).
    const cron = await fetch(`${baseUrl}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("0 6 * * *")}`, {
      headers: { "MF-Route-Override": "gateway-shop" },
    });
    expect(cron.status).toBe(200);
    const digest = await mailOf("staff_digest", "ops@portline.example");
    expect(digest.text).toContain("Orders placed:");
    expect(digest.headers["List-Unsubscribe"]).toMatch(/^<http.+\/mail\/unsubscribe\?t=digest\./);

    // A reset link, used: a password reset mail and a password changed mail.
    expect((await pageApi(customer).post("/api/web/auth/forgot", { email })).status).toBe(200);
    const reset = await mailOf("password_reset", email);
    const token = new URL(reset.text.match(/http\S+auth\/reset\S+/)![0]).searchParams.get("token");
    expect((await pageApi(customer).post("/api/web/auth/reset", { token, password: "Correo-Nuevo-2026" })).status).toBe(
      200,
    );
    await mailOf("password_changed", email);

    // An order that takes a version down to its low-stock threshold, then cancelled (the stock goes back)…
    expect((await pageApi(customer).post("/api/web/auth/login", { email, password: "Correo-Nuevo-2026" })).status).toBe(
      200,
    );
    const detail = await pageApi(customer).get<{ children: Array<{ keyId: number; stock: number }> }>(
      "/api/goods/detail/1",
    );
    const stock = detail.body.data.children.find((sku) => sku.keyId === 11)!.stock;
    const big = await placeOrder(customer, { id: 11, goodsId: 1 }, stock - 1);
    await mailOf("staff_low_stock", "ops@portline.example");
    expect((await pageApi(customer).post("/api/web/order/cancel", { orderNo: big.orderNo })).status).toBe(200);
    await mailOf("cancelled", email, big.orderNo);
    // …paid at Stripe after all: the money is refunded, and the refund recorded.
    await sendPaidWebhook(big.orderNo, big.totalMinor);
    const due = await pageApi(owner).get<{ list: Array<{ id: number; orderNo: string }> }>(
      "/api/admin/payments/refund-due?pageSize=100",
    );
    const payment = due.body.data.list.find((row) => row.orderNo === big.orderNo)!;
    expect(
      (await pageApi(owner).post(`/api/admin/payments/${payment.id}/refunded`, { note: "RF-2026-11-24" })).status,
    ).toBe(200);
    await mailOf("refund_recorded", email, big.orderNo);

    // An account deleted by its owner: the confirmation goes to the address it had.
    const password = "Goodbye-Shop-2026";
    const leaving = await signedInPage(browser, { name: "leaving", password });
    expect((await pageApi(leaving.page).post("/api/web/user/delete", { password })).status).toBe(200);
    await mailOf("account_deleted", leaving.email);

    const outbox = (await pageApi(owner).get<OutboxMail[]>("/api/admin/mail/outbox")).body.data;
    const { page } = await newPage(browser, { viewport: { width: 320, height: 640 } });
    for (const kind of MAIL_KINDS) {
      const mail = outbox.find((candidate) => candidate.kind === kind);
      expect(mail, `a ${kind} mail in the outbox`).toBeDefined();
      expect(mail!.text.trim().length, `${kind} text part`).toBeGreaterThan(40);
      expect(mail!.html).toMatch(/^<!DOCTYPE html>/);
      await page.setContent(mail!.html);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${kind} at 320 px`).toBeLessThanOrEqual(320);
      if (process.env.MAIL_SHOTS)
        await page.screenshot({ path: `${process.env.MAIL_SHOTS}/${kind}-320.png`, fullPage: true });
    }
  });
});
