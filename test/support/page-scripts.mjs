// The JavaScript a first visit of a page loads: every script resource (scripts, module preloads,
// dynamic imports) the page has fetched once it is hydrated and the network has gone quiet, with
// its transferred size (Resource Timing `encodedBodySize`, the compressed bytes). Scripts of other
// origins (the chat provider's widget) are left out: they are not ours to size.

/**
 * @param {import("playwright-core").Browser} browser
 * @param {string} url
 * @returns {Promise<{ files: { name: string, bytes: number }[], total: number }>}
 */
export async function measurePageScripts(browser, url) {
  // A new context is an empty cache; compression is asked for like any browser does.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    const origin = new URL(url).origin;
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter(
          (entry) =>
            entry.initiatorType === "script" || entry.initiatorType === "link" || /\.js(\?|$)/.test(entry.name),
        )
        .map((entry) => ({ name: entry.name, bytes: entry.encodedBodySize })),
    );
    const files = entries
      .filter((entry) => entry.name.startsWith(origin) && /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
      .map((entry) => ({ name: new URL(entry.name).pathname, bytes: entry.bytes }))
      .sort((a, b) => b.bytes - a.bytes);
    return { files, total: files.reduce((sum, file) => sum + file.bytes, 0) };
  } finally {
    await context.close();
  }
}
