import { describe, expect, it } from "vitest";
import type { Address } from "../../shared/commerce/types";
import { BOOKMARK_COOKIE } from "../../worker/middleware/d1-session";
import { BROWSER, call, cookieHeader, envelope, post, registerCustomer, setCookies } from "./helpers";
import { ADDRESS } from "./shop";

/** D1 bookmarks are hex groups joined by dashes. */
const BOOKMARK = /^[0-9a-f]+(-[0-9a-f]+)+$/i;

async function browserSignIn() {
  const customer = await registerCustomer();
  const response = await post(
    "/api/web/auth/login",
    { email: customer.email, password: customer.password },
    { ...BROWSER, "cf-connecting-ip": "10.17.0.1" },
  );
  expect(response.status).toBe(200);
  return response;
}

/** The Cookie header after `response`: the earlier cookies, with the ones it set replaced. */
function nextCookies(previous: string, response: Response): string {
  const cookies = new Map(previous.split("; ").map((pair) => pair.split("=") as [string, string]));
  for (const [name, { value }] of setCookies(response)) cookies.set(name, value);
  return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

describe("D1 sessions: a signed-in shopper reads their own writes", () => {
  it("gives a visitor's public reads no bookmark", async () => {
    const response = await call("/api/goods/category/list");
    expect(response.status).toBe(200);
    expect(setCookies(response).has(BOOKMARK_COOKIE)).toBe(false);
  });

  it("hands a signed-in shopper the bookmark of their writes in an HttpOnly cookie, and reads from it", async () => {
    const signIn = await browserSignIn();
    const first = setCookies(signIn).get(BOOKMARK_COOKIE);
    expect(first?.value).toMatch(BOOKMARK);
    expect(first?.attributes).toBe("Max-Age=3600; Path=/; HttpOnly; SameSite=Lax");
    let cookie = cookieHeader(signIn);

    // A write moves the bookmark on; the next request carries it and sees the write.
    const saved = await call("/api/web/address/save", {
      method: "POST",
      headers: { ...BROWSER, cookie },
      body: JSON.stringify(ADDRESS),
    });
    const address = (await envelope<Address>(saved)).data;
    const second = setCookies(saved).get(BOOKMARK_COOKIE);
    expect(second?.value).toMatch(BOOKMARK);
    expect(second?.value).not.toBe(first?.value);
    expect(second!.value > first!.value).toBe(true);
    cookie = nextCookies(cookie, saved);

    const listed = await call("/api/web/address/list", { headers: { ...BROWSER, cookie } });
    expect((await envelope<Address[]>(listed)).data.map((row) => row.id)).toEqual([address.id]);
    // A read changes nothing to follow: no new cookie.
    expect(setCookies(listed).has(BOOKMARK_COOKIE)).toBe(false);
  });

  it("ignores a bookmark that is not one (the request is answered from any copy)", async () => {
    const signIn = await browserSignIn();
    const cookie = `${cookieHeader(signIn).replace(new RegExp(`${BOOKMARK_COOKIE}=[^;]*`), "")}; ${BOOKMARK_COOKIE}=x'%3B--`;
    const response = await call("/api/web/address/list", { headers: { ...BROWSER, cookie } });
    expect(response.status).toBe(200);
    expect((await envelope(response)).code).toBe(0);
  });
});
