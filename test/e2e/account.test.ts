import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltWorker } from "../support/built-worker.mjs";
import { baseUrl, launch, newPage, serveChatStandIn, waitForHydration } from "./browser";
import { fillAddress } from "./shop-helpers";
import { registerShopper, signIn, signInInPage } from "./shopper";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type YsfCall = [string, Record<string, unknown>?];

async function chatConfigs(page: Page): Promise<Record<string, unknown>[]> {
  await page.waitForFunction(() => Array.isArray((window as unknown as { __ysfCalls?: unknown[] }).__ysfCalls));
  const calls = await page.evaluate(() => (window as unknown as { __ysfCalls: YsfCall[] }).__ysfCalls);
  return calls.filter((call) => call[0] === "config").map((call) => call[1] ?? {});
}

describe("accounts and sessions", () => {
  it("register → signed in → reload keeps it → no token in document.cookie → sign out → protected page → sign in → back", async () => {
    const { context, page, errors } = await newPage(browser);
    const email = `grace-${Date.now()}@example.com`;
    await page.goto("/auth/register");
    // The live password rules are the client's: type once the page is hydrated.
    await waitForHydration(page);
    await page.getByLabel("First name").fill("Grace");
    await page.getByLabel("Last name").fill("Hopper");
    await page.getByLabel("Email").fill(email);
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("abc");
    await expect.poll(() => page.getAttribute('[data-rule="length"]', "data-met")).toBe("false");
    await password.fill("Compilers-1952");
    for (const rule of ["length", "allowed", "kinds"])
      await expect.poll(() => page.getAttribute(`[data-rule="${rule}"]`, "data-met")).toBe("true");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(`${baseUrl}/`);
    const greeting = page.getByTestId("account-link");
    await expect.poll(() => greeting.textContent()).toBe("Hi, Grace Hopper");

    await page.reload();
    await expect.poll(() => greeting.textContent()).toBe("Hi, Grace Hopper");
    const cookies = await page.evaluate(() => document.cookie);
    expect(cookies).toContain("NUXT_USER_INFO=");
    // No token cookie, and nothing shaped like a JWT (header.payload.signature) anywhere.
    expect(cookies).not.toMatch(/NUXT_USER_TOKEN|NUXT_USER_REFRESH_TOKEN|ey[\w-]+\.ey[\w-]+\.[\w-]+/);

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${baseUrl}/auth/login`);
    expect(await page.evaluate(() => document.cookie)).not.toContain("NUXT_USER_INFO=");

    await page.goto("/account/orders");
    expect(page.url()).toBe(`${baseUrl}/auth/login?redirect=%2Faccount%2Forders`);
    await signInInPage(page, email, "Compilers-1952");
    await page.waitForURL(`${baseUrl}/account/orders`);
    await expect.poll(() => page.title()).toBe("My Orders - Portline");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a refused sign-up keeps every field but the password, posted whole or by the script; too long a name is named", async () => {
    // Sent before any script runs (a whole-page post, as a click before hydration sends it).
    const plain = await newPage(browser, { javaScriptEnabled: false });
    const email = `refill-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    const fields = {
      first: plain.page.getByLabel("First name"),
      last: plain.page.getByLabel("Last name"),
      email: plain.page.getByLabel("Email"),
      password: plain.page.getByLabel("Password", { exact: true }),
    };
    await plain.page.goto("/auth/register");
    // 2,000 characters: more than the field lets anyone type, as a script or an old browser may send.
    await fields.first.evaluate((input: HTMLInputElement) => {
      input.value = "M".repeat(2000);
    });
    await fields.last.fill("Hopper");
    await fields.email.fill(email);
    await fields.password.fill("12345678");
    await plain.page.getByRole("button", { name: "Create account" }).click();
    const message = plain.page.locator(".form-message--error");
    await expect.poll(() => message.textContent()).toBe("First name: at most 50 characters (you entered 2,000).");
    expect((await fields.first.inputValue()).length).toBe(2000);
    expect(await fields.last.inputValue()).toBe("Hopper");
    expect(await fields.email.inputValue()).toBe(email);
    expect(await fields.password.inputValue()).toBe("");

    // The name fixed, the weak password refused: the names are still there.
    await fields.first.fill("Grace");
    await fields.password.fill("12345678");
    await plain.page.getByRole("button", { name: "Create account" }).click();
    await expect.poll(() => message.textContent()).toContain("The password must be 8–32 characters");
    expect([await fields.first.inputValue(), await fields.last.inputValue()]).toEqual(["Grace", "Hopper"]);
    expect(await fields.password.inputValue()).toBe("");
    await fields.password.fill("Compilers-1952");
    await plain.page.getByRole("button", { name: "Create account" }).click();
    await plain.page.waitForURL(`${baseUrl}/`);
    const info = await (await plain.context.request.get("/api/web/user/info")).json();
    expect(info.data).toMatchObject({ firstName: "Grace", lastName: "Hopper", userName: "Grace Hopper" });
    await plain.context.close();

    // Hydrated: the same, and the refused password is emptied there too.
    const { context, page, errors } = await newPage(browser);
    await page.goto("/auth/register");
    await waitForHydration(page);
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Analytical-1843");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect
      .poll(() => page.locator(".form-message--error").textContent())
      .toBe("An account with this email already exists.");
    expect([await page.getByLabel("First name").inputValue(), await page.getByLabel("Last name").inputValue()]).toEqual(
      ["Ada", "Lovelace"],
    );
    expect(await page.getByLabel("Email").inputValue()).toBe(email);
    expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a signed-in user arriving on /auth/* goes home", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/auth/login");
    await signInInPage(page, "demo@portline.example", "Portline-Demo-2026");
    await page.waitForURL(`${baseUrl}/`);
    await page.goto("/auth/register");
    expect(page.url()).toBe(`${baseUrl}/`);
    await context.close();
  });

  it("says when sign-in fails, keeping the email, and never redirects off-site", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/auth/login?redirect=https%3A%2F%2Fevil.example%2F");
    await signInInPage(page, "demo@portline.example", "not-the-password");
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Email or password is incorrect.");
    expect(await page.getByLabel("Email").inputValue()).toBe("demo@portline.example");
    await page.getByLabel("Password", { exact: true }).fill("Portline-Demo-2026");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it("settings show the email read-only, the password masked, and change the password with live rules", async () => {
    const { context, page } = await newPage(browser);
    const email = `settings-${Date.now()}@example.com`;
    await page.goto("/auth/register?redirect=%2Faccount%2Fsettings");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("First-Pass-2026");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(`${baseUrl}/account/settings`);
    expect(await page.getByTestId("password-mask").textContent()).toBe("********");
    const emailField = page.getByLabel("Email");
    expect(await emailField.inputValue()).toBe(email);
    expect(await emailField.getAttribute("readonly")).not.toBeNull();

    await page.getByLabel("Display name").fill("Settings Tester");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => page.getByTestId("account-link").textContent()).toBe("Hi, Settings Tester");

    await page.getByLabel("Current password").fill("First-Pass-2026");
    await page.getByLabel("New password").fill("Second-Pass-2026");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => page.getByText("Your password has been changed.", { exact: false }).count()).toBe(1);
    await page.getByRole("button", { name: "Sign out of other devices" }).click();
    await expect.poll(() => page.getByText("All other devices have been signed out.").count()).toBe(1);
    await context.close();
  });

  it("a new display name shows in the header at once; the password fields are emptied after a change", async () => {
    const { context, page, errors } = await newPage(browser);
    const shopper = await registerShopper({
      name: "names",
      password: "First-Pass-2026",
      firstName: "Grace",
      lastName: "Hopper",
    });
    await signIn(page, shopper, { redirect: "/account/settings" });
    await waitForHydration(page);
    const greeting = page.getByTestId("account-link");
    await expect.poll(() => greeting.textContent()).toBe("Hi, Grace Hopper");

    await page.getByLabel("Display name").fill("Amazing Grace");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => greeting.textContent()).toBe("Hi, Amazing Grace");

    await page.getByLabel("Current password").fill("First-Pass-2026");
    await page.getByLabel("New password").fill("Second-Pass-2026");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => page.getByText("Your password has been changed.", { exact: false }).count()).toBe(1);
    expect(await page.getByLabel("Current password").inputValue()).toBe("");
    expect(await page.getByLabel("New password").inputValue()).toBe("");
    expect(await page.locator('.password-rules__rule[data-met="true"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the address book: a form can be left without saving, and a deletion is asked first", async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto("/auth/register?redirect=%2Faccount%2Fsettings");
    await page.getByLabel("Email").fill(`addresses-${Date.now()}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("First-Pass-2026");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(`${baseUrl}/account/settings`);
    const book = page.locator(".address-list");

    await page.getByRole("button", { name: "Add a new address" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(await page.getByLabel("Recipient").count()).toBe(0);

    await page.getByRole("button", { name: "Add a new address" }).click();
    await fillAddress(page);
    await expect.poll(() => book.locator(".address-item").count()).toBe(1);

    const dialog = page.getByTestId("confirm-dialog");
    await book.getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.reload();
    // The next click needs the reloaded page hydrated (a click on the server's HTML alone is lost).
    await waitForHydration(page);
    expect(await book.locator(".address-item").count()).toBe(1);

    await book.getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => book.locator(".address-item").count()).toBe(0);
    await page.reload();
    expect(await book.locator(".address-item").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("asks a weak-password user to change it, remembers 'remind me later' across reloads, and forces it after 5 weak sign-ins", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/auth/login");
    await signInInPage(page, "weak@portline.example", "12345678");
    await page.waitForURL(`${baseUrl}/`);
    const dialog = page.getByTestId("weak-password-dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.getByRole("button", { name: "Remind me later" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(await dialog.count()).toBe(0);

    // Five more weak sign-ins (count 6 > 5): the change is forced, remind-later or not.
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${baseUrl}/api/web/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "weak@portline.example", password: "12345678" }),
      });
      expect(response.status).toBe(200);
    }
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/auth\/login/);
    await signInInPage(page, "weak@portline.example", "12345678");
    await expect.poll(() => dialog.getAttribute("data-forced")).toBe("true");
    expect(await page.getByRole("button", { name: "Remind me later" }).count()).toBe(0);
    // On a fresh load of a reading page, whose texts do not include the account's, it opens worded.
    await page.goto("/blog/3");
    await expect.poll(() => dialog.getAttribute("data-forced")).toBe("true");
    expect(await dialog.getByRole("heading", { name: "Please change your password" }).count()).toBe(1);
    expect(await dialog.getByLabel("Current password").count()).toBe(1);
    await page.keyboard.press("Escape");
    expect(await dialog.isVisible()).toBe(true);
    // Its one way out is signing out; signing in again brings it back.
    await dialog.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/auth\/login/);
    await signInInPage(page, "weak@portline.example", "12345678");
    await expect.poll(() => dialog.getAttribute("data-forced")).toBe("true");
    await dialog.getByLabel("Current password").fill("12345678");
    await dialog.getByLabel("New password").fill("Stronger-Now-2026");
    await dialog.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await context.close();
  });

  it("configures the chat widget for visitors (random id kept) and again on sign-in and sign-out", async () => {
    const { context, page } = await newPage(browser);
    await serveChatStandIn(context);
    await page.goto("/");
    const [anonymous] = await chatConfigs(page);
    expect(anonymous).toMatchObject({ groupid: "4242", language: "en", robotShuntSwitch: 0, name: "", email: "" });
    expect(String(anonymous!.uid)).toMatch(/^guest-/);
    expect(await page.evaluate(() => localStorage.getItem("portline.chat-uid"))).toBe(anonymous!.uid);
    expect(JSON.parse(String(anonymous!.data))).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: "email" })]),
    );

    await page.goto("/auth/login");
    await signInInPage(page, "demo@portline.example", "Portline-Demo-2026");
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(async () => (await chatConfigs(page)).at(-1)?.email).toBe("demo@portline.example");
    const signedIn = (await chatConfigs(page)).at(-1)!;
    expect(signedIn).toMatchObject({ name: "Demo Buyer", groupid: "4242", language: "en", robotShuntSwitch: 0 });
    expect(String(signedIn.uid)).toMatch(/^\d+$/);

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/auth\/login/);
    await expect.poll(async () => (await chatConfigs(page)).at(-1)?.uid).toBe(anonymous!.uid);
    await context.close();
  });

  it("never loads a chat script when none is configured", async () => {
    // A second server from the same build, with no chat URL configured.
    const persistTo = mkdtempSync(path.join(tmpdir(), "shop-e2e-nochat-"));
    const server = await startBuiltWorker({ persistTo, vars: { CHAT_SCRIPT_URL: "" } });
    try {
      const { context, page } = await newPage(browser, { baseURL: server.url });
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      expect(requested.filter((url) => url.includes("chat.portline.test"))).toEqual([]);
      expect(await page.evaluate(() => typeof (window as unknown as { ysf?: unknown }).ysf)).toBe("undefined");
      expect(await page.locator("script[data-chat-widget]").count()).toBe(0);
      await context.close();
    } finally {
      await server.dispose();
      rmSync(persistTo, { recursive: true, force: true });
    }
  });
});
