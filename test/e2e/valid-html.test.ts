import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launch, newPage } from "./browser";
import { createShopper, routePatterns, sentAway, siteUrls, type Shopper } from "./site-routes";

/** The Nu Html Checker (the W3C validator) from the vnu-jar package; it needs a Java runtime. */
const VNU_JAR = createRequire(import.meta.url)("vnu-jar") as string;
const hasJava = spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
if (!hasJava) {
  console.warn(
    "valid-html: skipped, no `java` on PATH. The W3C validator (vnu-jar) needs a Java runtime " +
      "(Debian/Ubuntu: `sudo apt-get install -y default-jre-headless`).",
  );
}

/** What a phone's browser is sent: the streamed document. */
const PHONE_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";
const LANGUAGES = ["en", "es"] as const;

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

let browser: Browser;
let signedIn: BrowserContext;
let visitor: BrowserContext;
let shopper: Shopper;
let folder: string;

beforeAll(async () => {
  if (!hasJava) return;
  browser = await launch();
  const shopperPage = (await newPage(browser)).page;
  shopper = await createShopper(shopperPage);
  signedIn = shopperPage.context();
  visitor = (await newPage(browser)).context;
  folder = mkdtempSync(path.join(tmpdir(), "valid-html-"));
});
afterAll(async () => {
  await browser?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The HTML of `url` as the shopper gets it, or as a visitor does when the shopper is sent away. */
async function documentOf(url: string, language: string): Promise<string> {
  for (const context of [signedIn, visitor]) {
    await context.addCookies([{ name: "i18n_redirected", value: language, url: baseUrl }]);
    const response = await context.request.get(url, { headers: { "user-agent": PHONE_USER_AGENT } });
    if (!sentAway(url, response.url())) return response.text();
  }
  throw new Error(`${url} redirects everyone`);
}

describe("valid HTML: the W3C validator finds no error on any page", () => {
  it.skipIf(!hasJava)("every route, signed in and as a visitor, in en and es", { timeout: 180_000 }, async () => {
    const files = new Map<string, string>();
    for (const language of LANGUAGES) {
      for (const pattern of routePatterns()) {
        for (const url of siteUrls(shopper)[pattern] ?? []) {
          const file = path.join(folder, `${files.size}.html`);
          writeFileSync(file, await documentOf(url, language));
          files.set(`file:${file}`, `${url} (${language})`);
        }
      }
    }
    const vnu = spawnSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", folder], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    const { messages } = JSON.parse(vnu.stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === "error")
      .map((message) => `${files.get(message.url) ?? message.url}:${message.lastLine}: ${message.message}`);
    expect(errors).toEqual([]);
    expect(files.size).toBeGreaterThan(routePatterns().length);
  });
});
