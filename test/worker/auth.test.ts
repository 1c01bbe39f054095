import type { UserInfoWire } from "../../shared/api/legacy/types";
import { env } from "cloudflare:workers";
import { SignJWT, UnsecuredJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hashPassword } from "../../shared/account/password-hash";
import { API_CODE } from "../../shared/api/envelope";
import { rotateRefreshToken } from "../../worker/session/session-tokens";
import { BROWSER, call, client, cookieHeader, envelope, post, registerCustomer, setCookies } from "./helpers";

afterEach(() => {
  vi.useRealTimers();
});

const userInfo = (token: string) => client(token).get<UserInfoWire>("/api/web/user/info");

describe("sign-up and sign-in", () => {
  it("registers, signs in, and answers exactly the legacy user info and the mail settings (never a password)", async () => {
    const customer = await registerCustomer();
    expect(customer.expiresIn).toBe(7200);
    const { body } = await userInfo(customer.token);
    expect(Object.keys(body.data).sort()).toEqual(
      [
        "createdBy",
        "createdTime",
        "email",
        "firstName",
        "keyId",
        "language",
        "lastName",
        "modifiedBy",
        "modifiedTime",
        "newSignInMail",
        "registType",
        "status",
        "userName",
        "weakPassword",
        "weakPasswordCount",
      ].sort(),
    );
    expect(body.data).toMatchObject({
      email: customer.email,
      firstName: "Ada",
      lastName: "Lovelace",
      weakPassword: false,
      weakPasswordCount: 0,
    });
    expect(JSON.stringify(body)).not.toMatch(/pbkdf2|password_hash|Gateway-2026/);
    const getUserInfo = await client(customer.token).get<UserInfoWire>("/api/web/user/getUserInfo");
    expect(getUserInfo.body.data).toEqual(body.data);
  });

  it("refuses a second account for the same email (any case) with 409", async () => {
    const customer = await registerCustomer();
    const again = await post("/api/web/auth/register", {
      email: customer.email.toUpperCase(),
      password: "Another-2026!",
    });
    expect(again.status).toBe(409);
    expect((await envelope(again)).code).toBe(API_CODE.conflict);
  });

  it("refuses passwords that break the rules or are common, saying why", async () => {
    const rules = await post("/api/web/auth/register", { email: "short@example.com", password: "abc" });
    expect(rules.status).toBe(400);
    expect((await envelope(rules)).msg).toMatch(/8–32 characters/);
    const common = await post("/api/web/auth/register", { email: "common@example.com", password: "password123" });
    expect(common.status).toBe(400);
    expect((await envelope(common)).msg).toMatch(/too common/);
  });

  it("answers an unknown email exactly like a wrong password", async () => {
    const customer = await registerCustomer();
    const wrong = await post(
      "/api/web/auth/login",
      { email: customer.email, password: "Not-It-2026!" },
      { "cf-connecting-ip": "10.0.0.1" },
    );
    const unknown = await post(
      "/api/web/auth/login",
      { email: "nobody@example.com", password: "Not-It-2026!" },
      { "cf-connecting-ip": "10.0.0.1" },
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await envelope(wrong)).toEqual(await envelope(unknown));
    const right = await post(
      "/api/web/auth/login",
      { email: customer.email, password: customer.password },
      { "cf-connecting-ip": "10.0.0.1" },
    );
    expect((await envelope(right)).code).toBe(0);
  });
});

describe("abuse limits", () => {
  function login(email: string, password: string, headers: Record<string, string>) {
    return post("/api/web/auth/login", { email, password }, headers);
  }

  it("wrong passwords from other addresses never lock the owner out", async () => {
    const customer = await registerCustomer();
    for (let address = 0; address < 4; address++) {
      for (let i = 0; i < 6; i++) {
        const guess = await login(customer.email, `Wrong-${address}-${i}-2026!`, {
          "cf-connecting-ip": `10.1.0.${address}`,
        });
        expect(guess.status).toBe(i < 5 ? 401 : 429);
      }
    }
    const owner = await login(customer.email, customer.password, { "cf-connecting-ip": "10.1.1.1" });
    expect(owner.status).toBe(200);
    // Each wrong password costs a full password hash: slow on a busy machine.
  }, 120_000);

  it("wrong passwords from one address wait longer each time: 30 s after five, then doubling", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now());
    const customer = await registerCustomer();
    const here = { "cf-connecting-ip": "10.1.2.1" };
    for (let i = 0; i < 5; i++) expect((await login(customer.email, `Wrong-${i}-2026!`, here)).status).toBe(401);
    // Waiting, even with the right password.
    const first = await login(customer.email, customer.password, here);
    expect(first.status).toBe(429);
    expect(first.headers.get("retry-after")).toBe("30");
    expect((await envelope(first)).msg).toBe("Too many attempts. Please try again in 30 seconds.");
    const waits: Array<string | null> = [];
    for (const seconds of [30, 60, 120]) {
      vi.setSystemTime(Date.now() + seconds * 1000);
      expect((await login(customer.email, "Wrong-again-2026!", here)).status).toBe(401);
      waits.push((await login(customer.email, customer.password, here)).headers.get("retry-after"));
    }
    expect(waits).toEqual(["60", "120", "240"]);
    expect((await login(customer.email, customer.password, { "cf-connecting-ip": "10.1.2.2" })).status).toBe(200);
    // Once the wait is over, a sign-in ends the run.
    vi.setSystemTime(Date.now() + 240_000);
    expect((await login(customer.email, customer.password, here)).status).toBe(200);
    expect((await login(customer.email, "Wrong-later-2026!", here)).status).toBe(401);
    // Each wrong password costs a full password hash: slow on a busy machine.
  }, 120_000);

  it("past 100 wrong passwords a day from anywhere, only a browser that signed in before may try", async () => {
    const known = "k".repeat(43);
    const customer = await registerCustomer();
    expect((await login(customer.email, customer.password, { "x-device-id": known })).status).toBe(200);
    const unknownEmail = `nobody-${crypto.randomUUID().slice(0, 6)}@example.com`;
    for (const email of [customer.email, unknownEmail]) {
      for (let batch = 0; batch < 10; batch++) {
        const guesses = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            login(email, `Guess-${batch}-${i}-2026!`, { "cf-connecting-ip": `10.1.3.${batch * 10 + i}` }),
          ),
        );
        expect(guesses.map((guess) => guess.status)).toEqual(Array(10).fill(401));
      }
    }
    // The right password from a new browser, a wrong one and an unknown email: the same answer.
    const elsewhere = { "cf-connecting-ip": "10.1.4.1", "x-device-id": "n".repeat(43) };
    const answers = await Promise.all([
      login(customer.email, customer.password, elsewhere),
      login(customer.email, "Wrong-here-2026!", elsewhere),
      login(unknownEmail, customer.password, elsewhere),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([429, 429, 429]);
    const bodies = await Promise.all(answers.map((answer) => envelope(answer)));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]?.code).toBe(bodies[0]?.code);
    // The owner's own browser still signs in, from any address.
    const owner = await login(customer.email, customer.password, {
      "cf-connecting-ip": "10.1.4.2",
      "x-device-id": known,
    });
    expect(owner.status).toBe(200);
    // Each wrong password costs a full password hash: slow on a busy machine.
  }, 300_000);

  it("limits sign-in attempts per IP address across accounts", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await post(
        "/api/web/auth/login",
        { email: `ip-probe-${i}@example.com`, password: "Whatever-2026!" },
        { "cf-connecting-ip": "10.2.0.1" },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("limits sign-ups per IP address (20 an hour), with Retry-After", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await post(
        "/api/web/auth/register",
        { email: `signup-${i}-${crypto.randomUUID().slice(0, 6)}@example.com`, password: "Gateway-2026!" },
        { "cf-connecting-ip": "10.3.0.1" },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const other = await post(
      "/api/web/auth/register",
      { email: `signup-other-${crypto.randomUUID().slice(0, 6)}@example.com`, password: "Gateway-2026!" },
      { "cf-connecting-ip": "10.3.0.2" },
    );
    expect(other.status).toBe(200);
  });
});

describe("weak-password flags", () => {
  async function insertUserWithPassword(email: string, password: string) {
    const now = Date.now();
    await env.DB.prepare(
      `INSERT INTO users (email, user_name, password_hash, created_at, updated_at) VALUES (?1, 'Legacy', ?2, ?3, ?3)`,
    )
      .bind(email, await hashPassword(password), now)
      .run();
  }

  async function signIn(email: string, password: string) {
    const body = await envelope<{ token: string }>(
      await post("/api/web/auth/login", { email, password }, { "cf-connecting-ip": "10.3.0.1" }),
    );
    return (await userInfo(body.data.token)).body.data;
  }

  it("sets weakPassword when the stored password breaks today's rules, and counts those sign-ins", async () => {
    await insertUserWithPassword("legacy@example.com", "12345678");
    expect(await signIn("legacy@example.com", "12345678")).toMatchObject({ weakPassword: true, weakPasswordCount: 1 });
    expect(await signIn("legacy@example.com", "12345678")).toMatchObject({ weakPassword: true, weakPasswordCount: 2 });
  });

  it("treats a common password as weak even when it passes the rules", async () => {
    await insertUserWithPassword("common-user@example.com", "Password123");
    expect(await signIn("common-user@example.com", "Password123")).toMatchObject({
      weakPassword: true,
      weakPasswordCount: 1,
    });
  });

  it("clears the flags when the password is changed to a strong one", async () => {
    await insertUserWithPassword("changer@example.com", "abcdefgh");
    const login = await envelope<{ token: string }>(
      await post(
        "/api/web/auth/login",
        { email: "changer@example.com", password: "abcdefgh" },
        { "cf-connecting-ip": "10.3.0.2" },
      ),
    );
    const changed = await client(login.data.token).post<UserInfoWire>("/api/web/user/password", {
      oldPassword: "abcdefgh",
      newPassword: "Much-Better-2026",
    });
    expect(changed.body.data).toMatchObject({ weakPassword: false, weakPasswordCount: 0 });
  });
});

describe("access tokens", () => {
  const secret = new TextEncoder().encode("test-secret-for-worker-tests-0123456789abcdef");

  it("rejects tampered, expired, foreign-audience and alg:none tokens with 100600", async () => {
    const customer = await registerCustomer();
    const [header, payload, signature] = customer.token.split(".");
    const claims = JSON.parse(atob(payload!.replace(/-/g, "+").replace(/_/g, "/")));
    const tamperedPayload = btoa(JSON.stringify({ ...claims, sub: "1" }))
      .replace(/=+$/, "")
      .replace(/\+/g, "-")
      .replace(/\//g, "_");
    const now = Math.floor(Date.now() / 1000);
    const sign = (builder: SignJWT) => builder.sign(secret);
    const expired = await sign(
      new SignJWT({ fid: claims.fid })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(claims.sub)
        .setIssuer("portline-shop")
        .setAudience("portline-shop-web")
        .setIssuedAt(now - 7300)
        .setExpirationTime(now - 100),
    );
    const foreignAudience = await sign(
      new SignJWT({ fid: claims.fid })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(claims.sub)
        .setIssuer("portline-shop")
        .setAudience("someone-else")
        .setIssuedAt(now)
        .setExpirationTime(now + 600),
    );
    const unsigned = new UnsecuredJWT({ fid: claims.fid })
      .setSubject(claims.sub)
      .setIssuer("portline-shop")
      .setAudience("portline-shop-web")
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .encode();
    for (const token of [`${header}.${tamperedPayload}.${signature}`, expired, foreignAudience, unsigned, "garbage"]) {
      const answer = await userInfo(token);
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe(API_CODE.sessionInvalid);
    }
    expect((await userInfo(customer.token)).status).toBe(200);
  });

  it("answers 100401 when no token is sent at all", async () => {
    const response = await call("/api/web/user/info");
    expect(response.status).toBe(401);
    expect((await envelope(response)).code).toBe(API_CODE.unauthorized);
  });
});

describe("refresh tokens", () => {
  it("rotates on every refresh: the new set works, the old refresh token is spent", async () => {
    const customer = await registerCustomer();
    const refreshed = await client(customer.token).post<{ token: string; refreshToken: string }>(
      `/api/web/auth/refresh?refreshToken=${encodeURIComponent(customer.refreshToken)}`,
      {},
    );
    const { body } = refreshed;
    expect(body.code).toBe(0);
    expect(body.data.refreshToken).not.toBe(customer.refreshToken);
    expect((await userInfo(body.data.token)).status).toBe(200);
    const row = await env.DB.prepare("SELECT token_hash FROM refresh_tokens WHERE token_hash = ?1")
      .bind(body.data.refreshToken)
      .first();
    expect(row).toBeNull(); // stored hashed, never as itself
  });

  it("a reused refresh token (outside the grace window) answers 100600 and revokes the whole family", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const customer = await registerCustomer();
    const rotated = await envelope<{ token: string; refreshToken: string }>(
      await post("/api/web/auth/refresh", { refreshToken: customer.refreshToken }),
    );
    expect(rotated.code).toBe(0);
    vi.setSystemTime(Date.now() + 11_000);
    const reuse = await post("/api/web/auth/refresh", { refreshToken: customer.refreshToken });
    expect(reuse.status).toBe(401);
    expect((await envelope(reuse)).code).toBe(API_CODE.sessionInvalid);
    // The thief's copy and the legitimate newer tokens are all dead now.
    expect(
      (await envelope(await post("/api/web/auth/refresh", { refreshToken: rotated.data.refreshToken }))).code,
    ).toBe(API_CODE.sessionInvalid);
    expect((await userInfo(rotated.data.token)).body.code).toBe(API_CODE.sessionInvalid);
  });

  it("tolerates the same refresh token twice within 10 s (two tabs at once) without logging out", async () => {
    const customer = await registerCustomer();
    const now = Date.now();
    const first = await rotateRefreshToken(
      env.DB,
      "test-secret-for-worker-tests-0123456789abcdef",
      customer.refreshToken,
      now,
    );
    const second = await rotateRefreshToken(
      env.DB,
      "test-secret-for-worker-tests-0123456789abcdef",
      customer.refreshToken,
      now + 5_000,
    );
    expect(first.ok && second.ok).toBe(true);
    const late = await rotateRefreshToken(
      env.DB,
      "test-secret-for-worker-tests-0123456789abcdef",
      customer.refreshToken,
      now + 10_500,
    );
    expect(late).toEqual({ ok: false, reason: "reused" });
  });

  it("refuses a refresh token presented with an access token of another sign-in", async () => {
    const a = await registerCustomer();
    const b = await registerCustomer();
    const mixed = await client(b.token).post("/api/web/auth/refresh", { refreshToken: a.refreshToken });
    expect(mixed.body.code).toBe(API_CODE.sessionInvalid);
  });
});

describe("the browser session (cookies)", () => {
  async function browserLogin() {
    const customer = await registerCustomer();
    const response = await post(
      "/api/web/auth/login",
      { email: customer.email, password: customer.password },
      { ...BROWSER, "cf-connecting-ip": "10.4.0.1" },
    );
    return { customer, response };
  }

  it("puts the token set in HttpOnly cookies with the legacy names and keeps tokens out of the body", async () => {
    const { customer, response } = await browserLogin();
    const body = await envelope<Record<string, unknown>>(response);
    expect(body.data).not.toHaveProperty("token");
    expect(body.data).not.toHaveProperty("refreshToken");
    expect(body.data).toMatchObject({ expiresIn: 7200, user: { email: customer.email } });
    const cookies = setCookies(response);
    for (const name of [
      "NUXT_USER_TOKEN",
      "NUXT_USER_REFRESH_TOKEN",
      "NUXT_USER_TOKEN_EXPIRES",
      "NUXT_USER_TOKEN_EXPIRES_SECOND",
    ]) {
      expect(cookies.get(name)?.attributes).toBe("Path=/; Max-Age=7200; SameSite=Lax; HttpOnly");
    }
    expect(cookies.get("NUXT_USER_TOKEN_EXPIRES_SECOND")?.value).toBe("7200");
    expect(cookies.get("NUXT_USER_INFO")?.attributes).toBe("Path=/; Max-Age=2592000; SameSite=Strict");
  });

  it("turns the cookies into Authorization for same-origin API calls", async () => {
    const { customer, response } = await browserLogin();
    const info = await call("/api/web/user/info", {
      headers: { cookie: cookieHeader(response), "sec-fetch-site": "same-origin" },
    });
    expect((await envelope<UserInfoWire>(info)).data.email).toBe(customer.email);
  });

  it("refuses a cookie-authenticated state change from another site", async () => {
    const { response } = await browserLogin();
    const crossSite = await call("/api/web/auth/logout-others", {
      method: "POST",
      headers: { cookie: cookieHeader(response), "sec-fetch-site": "cross-site", "content-type": "application/json" },
      body: "{}",
    });
    expect(crossSite.status).toBe(403);
    expect((await envelope(crossSite)).code).toBe(API_CODE.forbidden);
    const noMetadata = await call("/api/web/auth/logout-others", {
      method: "POST",
      headers: { cookie: cookieHeader(response), "content-type": "application/json" },
      body: "{}",
    });
    expect(noMetadata.status).toBe(403);
  });

  it("refuses a cross-site sign-in without cookies (login CSRF): no session cookies are set", async () => {
    const attacker = await registerCustomer();
    const forged = await call(`/api/web/auth/refresh?refreshToken=${encodeURIComponent(attacker.refreshToken)}`, {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(forged.status).toBe(403);
    expect(setCookies(forged).size).toBe(0);
    const forgedLogin = await call("/api/web/auth/login", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ email: attacker.email, password: attacker.password }),
    });
    expect(forgedLogin.status).toBe(403);
    expect(setCookies(forgedLogin).size).toBe(0);
    // Apps and scripts (no browser metadata) still refresh with the token in the query.
    const app = await call(`/api/web/auth/refresh?refreshToken=${encodeURIComponent(attacker.refreshToken)}`, {
      method: "POST",
    });
    expect((await envelope(app)).code).toBe(0);
  });

  it("keeps tokens out of the body of a percent-encoded sign-in path too", async () => {
    const customer = await registerCustomer();
    const response = await post(
      "/api/web/auth/logi%6E",
      { email: customer.email, password: customer.password },
      { ...BROWSER, "cf-connecting-ip": "10.4.0.2" },
    );
    const body = await envelope<Record<string, unknown>>(response);
    expect(body.code).toBe(0);
    expect(body.data).not.toHaveProperty("token");
    expect(setCookies(response).get("NUXT_USER_TOKEN")?.value).toBeTruthy();
  });

  it("refuses a form posted to a page from another site", async () => {
    const response = await call("/auth/login", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
      body: "email=a&password=b",
    });
    expect(response.status).toBe(403);
  });

  it("refreshes once the remaining life is 95 % of the lifetime or less, not before", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Math.floor(Date.now() / 1000) * 1000;
    vi.setSystemTime(start);
    const { response } = await browserLogin();
    const cookie = cookieHeader(response);
    const request = () => call("/api/web/user/info", { headers: { cookie, "sec-fetch-site": "same-origin" } });

    vi.setSystemTime(start + 359_000); // remaining 6841 s > 95 % of 7200 s
    const early = await request();
    expect(early.status).toBe(200);
    expect(setCookies(early).has("NUXT_USER_TOKEN")).toBe(false);

    vi.setSystemTime(start + 360_000); // remaining 6840 s = 95 %
    const due = await request();
    expect(due.status).toBe(200);
    const renewed = setCookies(due);
    expect(renewed.get("NUXT_USER_TOKEN")?.value).toMatch(/^ey/);
    expect(renewed.get("NUXT_USER_REFRESH_TOKEN")?.value).not.toBe(
      setCookies(response).get("NUXT_USER_REFRESH_TOKEN")?.value,
    );
  });

  it("shares one refresh among all calls of a request", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const { response } = await browserLogin();
    vi.setSystemTime(start + 30 * 60_000); // past 5 % of the token's life: a refresh is due
    const { BrowserSession } = await import("../../worker/session/browser-session");
    const { exports } = await import("cloudflare:workers");
    let refreshes = 0;
    const session = new BrowserSession(
      new Request("http://localhost/account", { headers: { cookie: cookieHeader(response) } }),
      env,
      {
        dispatch: (request) => {
          refreshes++;
          return exports.default.fetch(request);
        },
      },
    );
    const tokens = await Promise.all([1, 2, 3, 4, 5].map(() => session.accessToken()));
    expect(refreshes).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toMatch(/^ey/);
  });

  it("a failed refresh fails every call and clears the session cookies", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const { response } = await browserLogin();
    const cookie = cookieHeader(response);
    // Someone else spent this refresh token long ago: reusing it kills the family.
    const refreshToken = setCookies(response).get("NUXT_USER_REFRESH_TOKEN")!.value;
    await post("/api/web/auth/refresh", { refreshToken });
    vi.setSystemTime(start + 3 * 3600_000);
    const after = await call("/api/web/user/info", { headers: { cookie, "sec-fetch-site": "same-origin" } });
    expect(after.status).toBe(401);
    const cleared = setCookies(after);
    for (const name of ["NUXT_USER_TOKEN", "NUXT_USER_REFRESH_TOKEN", "NUXT_USER_INFO"]) {
      expect(cleared.get(name)?.value).toBe("");
      expect(cleared.get(name)?.attributes).toContain("Max-Age=0");
    }
  });

  it("signing out revokes the sign-in and deletes the cookies", async () => {
    const { response } = await browserLogin();
    const cookie = cookieHeader(response);
    const token = setCookies(response).get("NUXT_USER_TOKEN")!.value;
    const out = await call("/api/web/auth/logout", { method: "POST", headers: { cookie, ...BROWSER } });
    expect(out.status).toBe(200);
    expect(setCookies(out).get("NUXT_USER_TOKEN")?.value).toBe("");
    expect((await userInfo(token)).body.code).toBe(API_CODE.sessionInvalid);
  });
});

describe("password change and other devices", () => {
  it("signing out other devices keeps this one", async () => {
    const customer = await registerCustomer();
    const other = await envelope<{ token: string }>(
      await post(
        "/api/web/auth/login",
        { email: customer.email, password: customer.password },
        { "cf-connecting-ip": "10.5.0.1" },
      ),
    );
    expect((await client(customer.token).post("/api/web/auth/logout-others", {})).status).toBe(200);
    expect((await userInfo(customer.token)).status).toBe(200);
    expect((await userInfo(other.data.token)).body.code).toBe(API_CODE.sessionInvalid);
  });

  it("needs the current password", async () => {
    const customer = await registerCustomer();
    const wrong = await client(customer.token).post("/api/web/user/password", {
      oldPassword: "Nope-2026!",
      newPassword: "Newer-Pass-2026",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe("The current password is incorrect.");
  });
});

async function mailCount(email: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM mail_outbox WHERE recipient = ?1 AND kind = 'password_reset'",
  )
    .bind(email)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The link in the next mail to `email` (it is queued after the answer and sent by the queue's consumer). */
async function nextMailLink(email: string, before: number): Promise<string> {
  for (let i = 0; i < 1500 && (await mailCount(email)) <= before; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const mail = await env.DB.prepare(
    "SELECT body_text FROM mail_outbox WHERE recipient = ?1 AND kind = 'password_reset' ORDER BY id DESC",
  )
    .bind(email)
    .first<{ body_text: string }>();
  return mail!.body_text.match(/http\S+/)![0];
}

describe("forgotten password", () => {
  async function requestLink(email: string): Promise<string> {
    const before = await mailCount(email);
    const answer = await post("/api/web/auth/forgot", { email }, { "cf-connecting-ip": "10.6.0.1" });
    expect((await envelope(answer)).code).toBe(0);
    return new URL(await nextMailLink(email, before)).searchParams.get("token")!;
  }

  it("mails a link that works once and ends every session", async () => {
    const customer = await registerCustomer();
    const token = await requestLink(customer.email);
    const reset = await post("/api/web/auth/reset", { token, password: "Brand-New-2026" });
    expect((await envelope(reset)).code).toBe(0);
    expect((await userInfo(customer.token)).body.code).toBe(API_CODE.sessionInvalid);
    const again = await post("/api/web/auth/reset", { token, password: "Another-One-2026" });
    expect(again.status).toBe(400);
    expect((await envelope(again)).msg).toMatch(/invalid or has expired/);
    const login = await post(
      "/api/web/auth/login",
      { email: customer.email, password: "Brand-New-2026" },
      { "cf-connecting-ip": "10.6.0.2" },
    );
    expect((await envelope(login)).code).toBe(0);
  });

  it("kills the older links once the password changes (by a reset or in the settings)", async () => {
    const customer = await registerCustomer();
    const older = await requestLink(customer.email);
    const newer = await requestLink(customer.email);
    expect((await envelope(await post("/api/web/auth/reset", { token: newer, password: "Brand-New-2026" }))).code).toBe(
      0,
    );
    expect((await post("/api/web/auth/reset", { token: older, password: "Hijacked-2026!" })).status).toBe(400);

    const other = await registerCustomer();
    const pending = await requestLink(other.email);
    const changed = await client(other.token).post("/api/web/user/password", {
      oldPassword: other.password,
      newPassword: "Changed-Here-2026",
    });
    expect(changed.body.code).toBe(0);
    expect((await post("/api/web/auth/reset", { token: pending, password: "Hijacked-2026!" })).status).toBe(400);
  });

  it("expires the link after 30 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const customer = await registerCustomer();
    const token = await requestLink(customer.email);
    vi.setSystemTime(Date.now() + 31 * 60_000);
    const late = await post("/api/web/auth/reset", { token, password: "Too-Late-2026" });
    expect(late.status).toBe(400);
  });

  it("puts the link on the configured origin of the mail's language, never on the request's Host", async () => {
    const customer = await registerCustomer();
    const forged = async (language: string, ip: string) => {
      const before = await mailCount(customer.email);
      const answer = await call("/api/web/auth/forgot", {
        host: "evil.example",
        method: "POST",
        headers: { "content-type": "application/json", "x-accept-language": language, "cf-connecting-ip": ip },
        body: JSON.stringify({ email: customer.email }),
      });
      expect((await envelope(answer)).code).toBe(0);
      return new URL(await nextMailLink(customer.email, before));
    };
    // SITE_ORIGIN (http://shop.example) serves English; zh.localhost is the Chinese host (DOMAIN_LOCALES).
    const english = await forged("en", "10.6.0.4");
    expect(english.origin).toBe("http://shop.example");
    expect(english.pathname).toBe("/auth/reset");
    expect((await forged("zh", "10.6.0.5")).origin).toBe("http://zh.localhost");
    const mails = await env.DB.prepare(
      "SELECT body_text FROM mail_outbox WHERE recipient = ?1 AND kind = 'password_reset'",
    )
      .bind(customer.email)
      .all<{ body_text: string }>();
    for (const mail of mails.results) expect(mail.body_text).not.toContain("evil.example");
  });

  it("answers the same for an unknown address, and sends it nothing", async () => {
    const answer = await envelope(
      await post("/api/web/auth/forgot", { email: "ghost@example.com" }, { "cf-connecting-ip": "10.6.0.3" }),
    );
    expect(answer).toMatchObject({
      code: 0,
      data: { message: "If an account exists for that email, a reset link is on its way." },
    });
    const mail = await env.DB.prepare("SELECT 1 FROM mail_outbox WHERE recipient = 'ghost@example.com'").first();
    expect(mail).toBeNull();
  });
});

describe("bad input never answers 500", () => {
  const cases: Array<[string, RequestInit, RegExp]> = [
    ["missing fields", { body: JSON.stringify({}) }, /“Email” is required\./],
    ["wrong types", { body: JSON.stringify({ email: 42, password: ["x"] }) }, /“Email” must be text\./],
    [
      "a 10 kB email",
      { body: JSON.stringify({ email: `${"a".repeat(10_000)}@example.com`, password: "x" }) },
      /“Email” can have at most 254 characters\./,
    ],
    ["invalid JSON", { body: "{ email: " }, /not valid JSON/],
    [
      "a form instead of JSON",
      { body: "email=a@b.c&password=x", headers: { "content-type": "application/x-www-form-urlencoded" } },
      /application\/json/,
    ],
  ];

  it.each(cases)("%s → 400 envelope naming the problem", async (_name, init, message) => {
    for (const path of ["/api/web/auth/login", "/api/web/auth/register"]) {
      const response = await call(path, {
        method: "POST",
        headers: { "content-type": "application/json", ...(init.headers as object) },
        body: init.body,
      });
      expect(response.status).toBe(400);
      const body = await envelope(response);
      expect(body.code).toBe(API_CODE.badRequest);
      expect(body.msg).toMatch(message);
    }
  });
});
