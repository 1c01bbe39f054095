import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import ar from "../../locales/ar";
import en from "../../locales/en";
import es from "../../locales/es";
import fr from "../../locales/fr";
import enMail from "../../locales/en/mail/index";
import pt from "../../locales/pt";
import ru from "../../locales/ru";
import zh from "../../locales/zh";
import { describeBrowser } from "../../shared/account/user-agent";
import { DIGEST_CRON } from "../../worker/mail/queue-staff-digests";

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === "string" ? [value] : texts(value)));

describe("the mail's texts", () => {
  it("are a namespace of their own: the shop dictionary a browser downloads has none of them", () => {
    // The mail's sentences (those with a placeholder are its own; a label may match a shop word).
    const mailTexts = new Set(texts(enMail as unknown as Tree).filter((text) => text.includes("{")));
    expect(mailTexts.size).toBeGreaterThan(20);
    for (const shop of [en, zh, es, ru, fr, pt, ar]) {
      expect(Object.keys(shop)).not.toContain("mail");
    }
    const shopTexts = texts(en as unknown as Tree);
    expect(shopTexts.filter((text) => mailTexts.has(text))).toEqual([]);
  });
});

describe("the worker's own texts", () => {
  it("are read by no browser code: pages never load the mail and messages namespaces", () => {
    const client = path.resolve(import.meta.dirname, "../../client");
    const browserFiles = readdirSync(client, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.server\.tsx?$/.test(file),
    );
    expect(browserFiles.length).toBeGreaterThan(50);
    const readers = browserFiles.filter((file) =>
      /\bLL\.(mail|messages)\b|\)\.(mail|messages)\./.test(readFileSync(path.join(client, file), "utf8")),
    );
    expect(readers).toEqual([]);
    for (const shop of [en, zh, es, ru, fr, pt, ar]) {
      expect(Object.keys(shop)).not.toContain("messages");
    }
  });
});

describe("a browser named in the new-device mail", () => {
  it.each([
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox", "Linux"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge",
      "Windows",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari",
      "iOS",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome",
      "Android",
    ],
    ["curl/8.5.0", "", ""],
  ])("%s", (userAgent, browser, system) => {
    expect(describeBrowser(userAgent)).toEqual({ browser, system });
  });
});

describe("the digest's cron", () => {
  it("is one of wrangler.toml's triggers, beside the 10-minute one", () => {
    const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
    const crons = toml.match(/^crons = (\[.*\])$/m)?.[1];
    expect(JSON.parse(crons!)).toEqual(["*/10 * * * *", DIGEST_CRON]);
  });
});
