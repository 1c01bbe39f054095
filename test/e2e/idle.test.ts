import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, newPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Once hydrated and loaded, a page does nothing until the user acts: no render loop, no busy
 * polling. (A promise made while rendering once kept the home page suspending and re-rendering
 * forever, invisible on screen but burning a phone's battery.) Sampled with the CPU profiler; the
 * bar is far from any timing: a looping page is busy nearly all the time.
 */
describe("pages go idle after loading", () => {
  it.each(["/", "/category/1", "/product/3", "/blog"])("%s", async (path) => {
    const { context, page, errors } = await newPage(browser);
    await page.goto(path, { waitUntil: "load" });
    await page.waitForTimeout(500);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.start");
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send("Profiler.stop");
    const idleIds = new Set(
      profile.nodes.filter((node) => node.callFrame.functionName === "(idle)").map((node) => node.id),
    );
    const samples = profile.samples ?? [];
    expect(samples.length).toBeGreaterThan(0);
    const idleShare = samples.filter((id) => idleIds.has(id)).length / samples.length;
    expect(idleShare).toBeGreaterThan(0.8);
    expect(errors).toEqual([]);
    await context.close();
  });
});
