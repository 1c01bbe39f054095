import { mkdirSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { TOTP_STEP_SECONDS, totpCode, totpStep } from "../../shared/console/totp";
import { DEMO_STAFF_PASSWORD, DEMO_STAFF_TOTP_SECRET } from "../../worker/db/seed/demo-staff";
import { baseUrl, gotoHydrated, newPage, waitForHydration } from "./browser";

/**
 * Signs a demo staff member in on the console's sign-in page (open and hydrated) and waits for
 * `landing`. A TOTP code is spent once: when another test on this server signed in with this
 * step's code, the refusal is shown and the next step's code (30 s later at most) is used.
 */
export async function submitStaffSignIn(page: Page, email: string, landing: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const step = totpStep(Date.now());
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_STAFF_PASSWORD);
    await page.getByLabel("Authentication code").fill(await totpCode(DEMO_STAFF_TOTP_SECRET, step));
    await page.getByRole("button", { name: "Sign in" }).click();
    // Whichever the page shows first; the other wait ends quietly.
    const outcome = await Promise.race([
      page
        .waitForURL(landing, { timeout: 45_000 })
        .then(() => "signed in" as const)
        .catch(() => "no answer" as const),
      page
        .locator(".form-message--error")
        .waitFor({ timeout: 45_000 })
        .then(() => "refused" as const)
        .catch(() => "no answer" as const),
    ]);
    if (outcome === "signed in") return;
    // The next step begins at a known instant (waited for here, not with expect.poll, which only
    // works inside a test: this helper also runs in beforeAll hooks).
    await sleep(Math.max(0, (step + 1) * TOTP_STEP_SECONDS * 1000 - Date.now()) + 50);
    // A fresh sign-in page, without the refusal's message.
    await page.reload();
    await waitForHydration(page);
  }
  throw new Error(`${email} could not sign in to the console`);
}

/** Opens `path` of the console as a visitor, is sent to the sign-in page, signs in and is sent back. */
export async function staffSignIn(page: Page, email: string, path = "/admin"): Promise<void> {
  await gotoHydrated(page, path);
  await page.waitForURL(/\/admin\/sign-in/);
  await waitForHydration(page);
  await submitStaffSignIn(page, email, `${baseUrl}${path}`);
  await waitForHydration(page);
}

type SignedInState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** Cookies of each staff member signed in by `staffPage` in this file (this file's server). */
const signedIn = new Map<string, SignedInState>();

/**
 * A page in a context of its own (`options` as newPage's), signed in as `email`, open and hydrated
 * at `path`. The first call for an email signs in through the console's page; later ones start
 * with that sign-in's cookies, as a second sign-in within the same 30 s would wait for the next
 * TOTP code.
 */
export async function staffPage(
  browser: Browser,
  email: string,
  path: string,
  options: Parameters<typeof newPage>[1] = {},
): Promise<Awaited<ReturnType<typeof newPage>>> {
  const known = signedIn.get(email);
  const opened = await newPage(browser, known ? { ...options, storageState: known } : options);
  if (known) {
    await gotoHydrated(opened.page, path);
  } else {
    await staffSignIn(opened.page, email, path);
    signedIn.set(email, await opened.context.storageState());
  }
  return opened;
}

/** Screenshots into CONSOLE_SHOTS (when set) to look at by eye. */
const SHOTS = process.env.CONSOLE_SHOTS ?? "";

/** The page fits a phone and a desktop (no sideways scrolling), with screenshots of both when asked. */
export async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name} at ${width} px`).toBeLessThanOrEqual(width);
  }
}
