/**
 * Arabic reads right to left, so what points or moves sideways is mirrored: chevrons point the
 * reading way, the gallery's next item comes from the left (its button, ArrowLeft, a swipe to the
 * right), and product tabs follow the arrows the same way. English is the control. Latin names,
 * codes and amounts inside Arabic text are isolated and kept whole.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAllLocales } from "../../locales/i18n-util.sync";
import { translator } from "../../shared/translator";
import { launch, newPage, port, waitForHydration } from "./browser";
import { LONG_CAMPAIGN_ID } from "./long-content";
import { pageApi, signedInPage } from "./shopper";

loadAllLocales();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const hostOf = (language: "en" | "ar") => `http://${language === "en" ? "" : `${language}.`}localhost:${port}`;

/** The index of the gallery item shown (its current thumbnail). */
function currentItem(page: Page): Promise<number> {
  return page
    .locator(".gallery__thumb")
    .evaluateAll((thumbs) => thumbs.findIndex((thumb) => thumb.getAttribute("aria-current") === "true"));
}

/** Drags across the gallery's picture by `dx` pixels, as a finger or mouse would. */
async function swipe(page: Page, dx: number) {
  const stage = (await page.locator(".gallery__stage").boundingBox())!;
  const y = stage.y + stage.height * 0.3;
  const x = stage.x + stage.width / 2 - dx / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 6 });
  await page.mouse.up();
}

describe.each([
  { language: "ar", towardsNext: "ArrowLeft", swipeToNext: 120, mirrored: true },
  { language: "en", towardsNext: "ArrowRight", swipeToNext: -120, mirrored: false },
] as const)("$language: things that point or move sideways", ({ language, towardsNext, swipeToNext, mirrored }) => {
  const LL = translator(language);

  it("chevrons point the reading way: pagination, older and newer posts", async () => {
    const { context, page, errors } = await newPage(browser, { baseURL: hostOf(language) });
    for (const path of ["/lists", "/blog/10"]) {
      await page.goto(path);
      const icons = await page.locator(".direction-icon").evaluateAll((elements) =>
        elements.map((element) => ({
          pointing: element.getAttribute("data-pointing"),
          flipped: new DOMMatrixReadOnly(getComputedStyle(element).transform).a === -1,
        })),
      );
      expect(icons.length, path).toBeGreaterThan(0);
      for (const icon of icons) expect(icon.flipped, `${path} ${icon.pointing}`).toBe(mirrored);
    }
    // Previous sits before the page numbers and Next after them, in reading order: from the right in Arabic.
    const pageNumbers = page.locator(".pagination__page");
    await page.goto("/lists?page=2");
    const previous = (await page.locator(".pagination a[rel=prev]").boundingBox())!;
    expect(previous.x > (await pageNumbers.first().boundingBox())!.x).toBe(mirrored);
    await page.goto("/lists");
    const next = (await page.locator(".pagination a[rel=next]").boundingBox())!;
    expect(next.x < (await pageNumbers.last().boundingBox())!.x).toBe(mirrored);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the gallery's next item comes from the reading end: its button, the arrow key and a swipe", async () => {
    const { context, page, errors } = await newPage(browser, {
      baseURL: hostOf(language),
      viewport: { width: 1280, height: 900 },
    });
    await page.goto("/product/3");
    await waitForHydration(page);
    const previousButton = page.getByRole("button", { name: LL.catalogue.galleryPrevious() });
    const nextButton = page.getByRole("button", { name: LL.catalogue.galleryNext() });
    const previousBox = (await previousButton.boundingBox())!;
    const nextBox = (await nextButton.boundingBox())!;
    expect(nextBox.x < previousBox.x).toBe(mirrored);
    expect(await previousButton.isDisabled()).toBe(true);

    await nextButton.click();
    expect(await currentItem(page)).toBe(1);
    await page.keyboard.press(towardsNext);
    expect(await currentItem(page)).toBe(2);
    await page.keyboard.press(towardsNext === "ArrowLeft" ? "ArrowRight" : "ArrowLeft");
    expect(await currentItem(page)).toBe(1);
    await swipe(page, swipeToNext);
    await expect.poll(() => currentItem(page)).toBe(2);
    await swipe(page, -swipeToNext);
    await expect.poll(() => currentItem(page)).toBe(1);
    // A short or mostly vertical move is no swipe.
    await swipe(page, swipeToNext / 4);
    expect(await currentItem(page)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("product tabs follow the arrow keys in the reading direction", async () => {
    const { context, page } = await newPage(browser, { baseURL: hostOf(language) });
    await page.goto("/product/3");
    await waitForHydration(page);
    const tabs = page.getByRole("tab");
    await tabs.first().focus();
    await page.keyboard.press(towardsNext);
    expect(await tabs.nth(1).getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tab");
    const first = (await tabs.first().boundingBox())!;
    const second = (await tabs.nth(1).boundingBox())!;
    expect(second.x < first.x).toBe(mirrored);
    await context.close();
  });
});

/** Calls the API in the page (its cookies and host's language) and returns `data`, failing on a refusal. */
async function call<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const api = pageApi(page);
  const answer = body === undefined ? await api.get<T>(path) : await api.post<T>(path, body);
  expect(answer.body, path).toMatchObject({ code: 0 });
  return answer.body.data;
}

/** How many lines each element matching `selector` takes (its text's line boxes). */
function linesOf(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set(
        [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)),
      );
      return { text: element.textContent?.trim(), lines: tops.size };
    }),
  );
}

/**
 * A totals row's label and the name it is for: the name on a line of its own, isolated, and no
 * brackets left in the label to point the wrong way.
 */
function labelledNames(page: Page, scope: string) {
  return page.locator(`${scope} .totals dt`).evaluateAll((labels) =>
    labels
      .filter((label) => label.childElementCount > 0)
      .map((label) => {
        const name = label.lastElementChild!;
        const isolated = name.matches("bdi, [dir]") || Boolean(name.querySelector("bdi, [dir]"));
        const firstLine = document.createRange();
        firstLine.setStart(label.firstChild!, 0);
        firstLine.setEnd(label.firstChild!, 1);
        return {
          text: label.textContent,
          brackets: /[()]/.test(label.textContent ?? ""),
          isolated,
          ownLine: name.getBoundingClientRect().top >= firstLine.getBoundingClientRect().bottom - 1,
        };
      }),
  );
}

describe("ar: names, codes and amounts in Latin script keep their own direction and stay whole", () => {
  it("on the pay summary, the order, the product page, the cart and the coupon list at 360 px", async () => {
    const { context, page, errors } = await signedInPage(browser, {
      name: "bidi",
      password: "Right-To-Left-2026",
      firstName: "Maximiliana-Konstantina",
      lastName: "Papadopoulou",
      language: "ar",
      context: { baseURL: hostOf("ar"), viewport: { width: 360, height: 780 } },
    });
    // A coupon and a shipping method served in English or named by the carrier: Latin inside Arabic.
    const { claimId } = await call<{ claimId: number }>(page, "/api/web/activity/claim", {
      campaignId: LONG_CAMPAIGN_ID,
    });
    const address = await call<{ id: number }>(page, "/api/web/address/save", {
      recipient: "Maximiliana-Konstantina Papadopoulou",
      phone: "+49 2166 123456789",
      company: "",
      country: "DE",
      region: "Nordrhein-Westfalen",
      city: "Mönchengladbach",
      line1: "Hauptstraße 1",
      line2: "",
      postalCode: "41238",
      isDefault: true,
    });
    const addLine = async (skuId: number, productId: number) => {
      await call(page, "/api/web/cart/add", {
        goodsSpecsId: skuId,
        goodsId: productId,
        operateTime: "2026-12-02 10:00:00",
      });
      const cart = await call<{ lines: Array<{ id: number; skuId: number }> }>(page, "/api/web/cart/list");
      return cart.lines.find((line) => line.skuId === skuId)!.id;
    };
    const ordered = await addLine(21, 2);
    const order = await call<{ orderNo: string }>(page, "/api/web/order/create", {
      idempotencyKey: `bidi-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
      lineIds: [ordered],
      addressId: address.id,
      // FedEx International Priority: its name stays as the carrier writes it.
      shippingMethodId: 2,
      couponClaimId: claimId,
      notes: "",
    });

    for (const path of [`/order/order-pay?orderNo=${order.orderNo}`, `/account/orders?orderNo=${order.orderNo}`]) {
      await page.goto(path);
      await waitForHydration(page);
      const names = await labelledNames(page, "main");
      expect(names.length, path).toBeGreaterThan(0);
      for (const name of names) {
        expect(name, path).toMatchObject({ brackets: false, isolated: true, ownLine: true });
      }
      // The phone number, the shipping method and each amount read in one piece.
      for (const item of await linesOf(
        page,
        "main bdi[dir=ltr]:not([lang]), main .amount, main .order-section p > bdi",
      )) {
        expect(item.lines, `${path}: ${item.text}`).toBe(1);
      }
    }

    // SKU codes on the product page and in the cart.
    await page.goto("/product/2");
    await waitForHydration(page);
    const codes = await linesOf(page, ".sku-option__code bdi");
    expect(codes.length).toBeGreaterThan(1);
    for (const code of codes) expect(code.lines, code.text).toBe(1);
    await addLine(22, 2);
    await page.goto("/cart");
    await waitForHydration(page);
    for (const item of await linesOf(
      page,
      ".cart-line__info .muted bdi, .cart-line__unit > bdi, .cart-line__unit > s",
    )) {
      expect(item.lines, item.text).toBe(1);
    }

    // A coupon's name in the checkout's list (an option holds text only) is isolated with Unicode's marks.
    const cart = await call<{ lines: Array<{ id: number }> }>(page, "/api/web/cart/list");
    await page.goto(`/order/order-confirm?lines=${cart.lines.map((line) => line.id).join(",")}`);
    await waitForHydration(page);
    const option = await page.locator(`option[value="${claimId}"]`).textContent();
    expect(option).toMatch(/^\u2068[^\u2069]+\u2069 — /);
    expect(errors).toEqual([]);
    await context.close();
  });
});
