import type { Page } from "playwright-core";

/**
 * Lists every Intl formatter the page makes before it is hydrated (the first one a page makes
 * loads the browser's number or calendar data: tens of milliseconds in one task). Call before
 * the page loads; read the list with `formattersMadeWhileHydrating`.
 */
export async function watchIntlFormatters(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    const names = ["NumberFormat", "DateTimeFormat", "DisplayNames", "Collator", "RelativeTimeFormat", "ListFormat"];
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => unknown>;
    for (const name of names) {
      const Original = intl[name] as new (...args: unknown[]) => unknown;
      const Counted = ((...args: unknown[]) => {
        if (!document.documentElement.hasAttribute("data-hydrated")) made.push(`${name} ${JSON.stringify(args)}`);
        return new Original(...args);
      }) as unknown as new (
        ...args: unknown[]
      ) => unknown;
      Object.assign(Counted, Original);
      Counted.prototype = Original.prototype;
      intl[name] = Counted;
    }
  });
}

/** The formatters (constructor and arguments) made before `<html data-hydrated>`. */
export async function formattersMadeWhileHydrating(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);
}
