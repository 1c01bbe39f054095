import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoHydrated, launch, newPage, port } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("language", () => {
  it("switching to 中文 reloads the root page in Chinese, replacing history, and survives a reload", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/");
    await gotoHydrated(page, "/about");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await page.getByLabel("Language").first().selectOption("zh");
    await page.waitForFunction(() => document.documentElement?.lang === "zh-CN");
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.title()).toBe("短信网关、GoIP 与代理网关 - Portline");
    expect(await page.textContent("h1")).toBe("承载您业务流量的网关");
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
    expect(cookie).toMatchObject({ value: "zh", httpOnly: false, sameSite: "Lax" });
    // History was replaced: Back leaves /about's entry out and returns to the first page.
    await page.goBack({ waitUntil: "load" });
    expect(new URL(page.url()).pathname).toBe("/");
    await page.waitForLoadState("networkidle");
    await page.reload();
    expect(await page.getAttribute("html", "lang")).toBe("zh-CN");
    await page.goto("/about");
    expect(await page.title()).toBe("关于我们 - Portline");
    await context.close();
  });

  it("renders a host mapped to zh in DOMAIN_LOCALES in Chinese, and reset returns to it", async () => {
    const { context, page } = await newPage(browser, { baseURL: `http://zh.localhost:${port}` });
    await context.addCookies([{ name: "i18n_redirected", value: "en", url: `http://zh.localhost:${port}` }]);
    await gotoHydrated(page, "/");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await page.getByLabel("Language").first().selectOption("reset");
    await page.waitForFunction(() => document.documentElement?.lang === "zh-CN");
    expect(await page.textContent("h1")).toBe("承载您业务流量的网关");
    await context.close();
  });
});
