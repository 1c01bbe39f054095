import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { roleAllows, SESSION_ONLY, type StaffRole } from "../../shared/console/roles";
import { API_CODE } from "../../shared/api/envelope";
import { totpCode, totpStep } from "../../shared/console/totp";
import { declaredPermission } from "../../worker/console/access";
import { createApiApp } from "../../worker/api/app";
import { createConsoleApi } from "../../worker/console/app";
import { call, envelope, post, registerCustomer } from "./helpers";
import { apiToken, bearer, codeAt, createStaff, recoveryCode, signIn, STAFF_PASSWORD, staffSession } from "./staff";

afterEach(() => {
  vi.useRealTimers();
});

// The owner is staff id 1, so routes filled with id 1 never act on another member.
const owner = await createStaff("owner");
const member = await createStaff("staff");
const support = await createStaff("support");
const customer = await registerCustomer();

/** Every /api/admin route the API registers, with the permission its handlers declare. */
function consoleRoutes() {
  const routes = new Map<string, { method: string; path: string; permission: string | undefined }>();
  for (const { method, path, handler } of [...createApiApp().routes, ...createConsoleApi().routes]) {
    if (!path.startsWith("/api/admin") || path.startsWith("/api/admin/auth/")) continue;
    if (method !== "GET" && method !== "POST") continue;
    const concrete = path.replace(/:orderNo/, "PL000000000001").replace(/:\w+/g, "1");
    const key = `${method} ${concrete}`;
    const entry = routes.get(key) ?? { method, path: concrete, permission: undefined };
    entry.permission ??= declaredPermission(handler);
    routes.set(key, entry);
  }
  return [...routes.values()];
}

async function send(route: { method: string; path: string }, headers: Record<string, string>) {
  const response = await call(route.path, {
    method: route.method,
    headers: { "content-type": "application/json", ...headers },
    body: route.method === "POST" ? "{}" : undefined,
  });
  // The CSV export answers CSV when allowed; every refusal is an envelope.
  const json = response.headers.get("content-type")?.startsWith("application/json");
  if (json) return { status: response.status, code: (await envelope(response)).code };
  await response.text();
  return { status: response.status, code: 0 };
}

describe("role matrix of /api/admin", () => {
  const routes = consoleRoutes();

  it("reads the routes from the app, and every one declares its permission", () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((route) => !route.permission).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it("visitors get 401 and customers 403 on every route", async () => {
    const customerBearer = bearer(customer.token);
    for (const route of routes) {
      expect(await send(route, {}), `${route.method} ${route.path}`).toEqual({
        status: 401,
        code: API_CODE.unauthorized,
      });
      expect(await send(route, customerBearer), `${route.method} ${route.path}`).toEqual({
        status: 403,
        code: API_CODE.forbidden,
      });
    }
  });

  it("each role, by session, by API token and as OPERATOR_TOKEN, reaches exactly what its role allows", async () => {
    const members: Record<StaffRole, number> = { owner: owner.id, staff: member.id, support: support.id };
    const callers: Array<{
      name: string;
      role: StaffRole;
      session: boolean;
      headers: () => Promise<Record<string, string>>;
    }> = [];
    for (const role of ["owner", "staff", "support"] as const) {
      callers.push({
        name: `${role} session`,
        role,
        session: true,
        headers: async () => bearer(await staffSession(members[role])),
      });
      callers.push({
        name: `${role} token`,
        role,
        session: false,
        headers: async () => bearer(await apiToken(owner.id, role)),
      });
    }
    callers.push({
      name: "OPERATOR_TOKEN",
      role: "staff",
      session: false,
      headers: async () => bearer(env.OPERATOR_TOKEN!),
    });
    for (const caller of callers) {
      for (const route of routes) {
        const permission = route.permission as Parameters<typeof roleAllows>[1];
        const allowed = roleAllows(caller.role, permission) && (caller.session || !SESSION_ONLY.includes(permission));
        // A fresh credential per call: a call may end sign-ins.
        const answer = await send(route, await caller.headers());
        const label = `${caller.name}: ${route.method} ${route.path}`;
        if (allowed) expect([401, 403], label).not.toContain(answer.status);
        else expect(answer, label).toEqual({ status: 403, code: API_CODE.forbidden });
      }
    }
    // Seven callers on every admin route, a fresh credential each: minutes of work on a busy machine.
  }, 300_000);
});

describe("staff sign-in", () => {
  it("needs the password and a current code; a wrong, replayed or expired code is refused", async () => {
    const staff = await createStaff("staff");
    const wrong = await signIn(staff.email, "000000");
    expect(wrong.status).toBe(401);
    const expired = await signIn(staff.email, await codeAt(Date.now() - 5 * 60_000));
    expect(expired.status).toBe(401);
    const badPassword = await signIn(staff.email, await codeAt(), "Not-The-Password-1");
    expect(badPassword.status).toBe(401);

    const code = await codeAt();
    const first = await signIn(staff.email, code);
    expect(first.status).toBe(200);
    const body = await envelope<{ token: string; staff: { role: string; email: string } }>(first);
    expect(body.data.token).toMatch(/^pls_/);
    expect(body.data.staff).toMatchObject({ role: "staff", email: staff.email });
    expect(JSON.stringify(body)).not.toContain("password");
    const me = await call("/api/admin/me", { headers: bearer(body.data.token) });
    expect((await envelope(me)).data).toMatchObject({ id: staff.id, via: "session" });

    // The same code again (a replay), and an older one after a newer was used, are refused.
    expect((await signIn(staff.email, code)).status).toBe(401);
    expect((await signIn(staff.email, await codeAt(Date.now() - 30_000))).status).toBe(401);
  });

  it("wrong passwords from other addresses never lock the owner out", async () => {
    const staff = await createStaff("owner");
    // Four addresses guess until each is made to wait, with codes and without.
    for (let address = 0; address < 4; address++) {
      for (let i = 0; i < 6; i++) {
        const guess = await signIn(staff.email, i % 2 ? "123456" : "abcde-fghij", `Guess-${address}-${i}`, {
          "cf-connecting-ip": `10.21.0.${address}`,
        });
        expect(guess.status).toBe(i < 5 ? 401 : 429);
      }
    }
    const owner = await signIn(staff.email, await codeAt(), STAFF_PASSWORD, { "cf-connecting-ip": "10.21.1.1" });
    expect(owner.status).toBe(200);
    // Each wrong password costs a full password hash: slow on a busy machine.
  }, 120_000);

  it("wrong passwords from one address wait longer each time: 30 s after five, then doubling", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now());
    const staff = await createStaff("staff");
    const here = { "cf-connecting-ip": "10.22.0.1" };
    for (let i = 0; i < 5; i++) {
      expect((await signIn(staff.email, await codeAt(), `Wrong-Password-${i}`, here)).status).toBe(401);
    }
    // Waiting, even with the right password and code.
    const first = await signIn(staff.email, await codeAt(), STAFF_PASSWORD, here);
    expect(first.status).toBe(429);
    expect(first.headers.get("retry-after")).toBe("30");
    const waits: Array<string | null> = [];
    for (const seconds of [30, 60, 120]) {
      vi.setSystemTime(Date.now() + seconds * 1000);
      expect((await signIn(staff.email, await codeAt(), "Wrong-Password-again", here)).status).toBe(401);
      waits.push((await signIn(staff.email, await codeAt(), STAFF_PASSWORD, here)).headers.get("retry-after"));
    }
    expect(waits).toEqual(["60", "120", "240"]);
    // Another address is not slowed.
    expect(
      (await signIn(staff.email, await codeAt(), STAFF_PASSWORD, { "cf-connecting-ip": "10.22.0.2" })).status,
    ).toBe(200);
    // Once the wait is over, a sign-in ends the run: the next wrong password is an ordinary 401.
    vi.setSystemTime(Date.now() + 240_000);
    expect((await signIn(staff.email, await codeAt(), STAFF_PASSWORD, here)).status).toBe(200);
    expect((await signIn(staff.email, await codeAt(), "Wrong-Password-later", here)).status).toBe(401);
    // Each wrong password costs a full password hash: slow on a busy machine.
  }, 120_000);

  it("five wrong codes after the right password lock the codes; then every answer is the same, but a recovery code signs in", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now());
    const staff = await createStaff("owner");
    const recovery = await recoveryCode(staff.id);
    for (let i = 0; i < 5; i++) {
      const wrongCode = await signIn(staff.email, "000000", STAFF_PASSWORD, { "cf-connecting-ip": `10.23.0.${i}` });
      expect(wrongCode.status).toBe(401);
    }
    const locked = await signIn(staff.email, await codeAt(), STAFF_PASSWORD, { "cf-connecting-ip": "10.23.1.1" });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBe(900);
    const answer = await envelope(locked);
    expect(answer).toMatchObject({ code: API_CODE.tooManyRequests, msg: expect.stringMatching(/recovery codes/) });
    // A wrong password, with a code or a recovery code, gets exactly the same answer.
    for (const code of [await codeAt(), recovery]) {
      const wrongPassword = await signIn(staff.email, code, "Not-The-Password-1", { "cf-connecting-ip": "10.23.1.2" });
      expect(wrongPassword.status).toBe(429);
      expect(await envelope(wrongPassword)).toEqual(answer);
    }
    const through = await signIn(staff.email, recovery.toUpperCase(), STAFF_PASSWORD, {
      "cf-connecting-ip": "10.23.1.3",
    });
    expect(through.status).toBe(200);
    // The sign-in ends the lock.
    expect((await signIn(staff.email, "000000", STAFF_PASSWORD, { "cf-connecting-ip": "10.23.1.4" })).status).toBe(401);
    // Each wrong password costs a full password hash: slow on a busy machine.
  }, 120_000);

  it("answers an unknown email exactly like a member's, wrong password after wrong password", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now());
    const staff = await createStaff("staff");
    async function answers(email: string) {
      const seen: unknown[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await signIn(email, await codeAt(), "Wrong-Password-1", { "cf-connecting-ip": "10.24.0.1" });
        seen.push([response.status, response.headers.get("retry-after"), await envelope(response)]);
      }
      return seen;
    }
    const member = await answers(staff.email);
    expect(member.map((answer) => (answer as unknown[])[0])).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(await answers(`nobody-${crypto.randomUUID().slice(0, 6)}@staff.example`)).toEqual(member);
    // Each wrong password costs a full password hash: slow on a busy machine.
  }, 120_000);

  it("a session ends after 30 idle minutes, after 8 hours, and when signed out", async () => {
    const staff = await createStaff("staff");
    const idle = await staffSession(staff.id);
    await env.DB.prepare("UPDATE staff_sessions SET last_seen_at = ?1")
      .bind(Date.now() - 31 * 60_000)
      .run();
    const ended = await call("/api/admin/me", { headers: bearer(idle) });
    expect((await envelope(ended)).code).toBe(API_CODE.sessionInvalid);

    const old = await staffSession(staff.id);
    await env.DB.prepare("UPDATE staff_sessions SET expires_at = ?1 WHERE revoked_at IS NULL")
      .bind(Date.now() - 1)
      .run();
    expect((await envelope(await call("/api/admin/me", { headers: bearer(old) }))).code).toBe(API_CODE.sessionInvalid);

    const live = await staffSession(staff.id);
    expect((await call("/api/admin/me", { headers: bearer(live) })).status).toBe(200);
    expect((await post("/api/admin/auth/logout", {}, bearer(live))).status).toBe(200);
    expect((await envelope(await call("/api/admin/me", { headers: bearer(live) }))).code).toBe(API_CODE.sessionInvalid);
  });

  it("a browser's sign-in becomes an HttpOnly cookie that only the console's calls carry", async () => {
    const staff = await createStaff("support");
    const response = await signIn(staff.email, await codeAt(), STAFF_PASSWORD, { "sec-fetch-site": "same-origin" });
    expect(response.status).toBe(200);
    const body = await envelope<Record<string, unknown>>(response);
    expect(body.data.token).toBeUndefined();
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("portline_staff="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Max-Age=28800/);
    const value = cookie.split(";")[0]!;
    const me = await call("/api/admin/me", { headers: { cookie: value } });
    expect((await envelope(me)).data).toMatchObject({ id: staff.id });
    // A state change with the cookie from another site is refused.
    const forged = await call("/api/admin/auth/logout", {
      method: "POST",
      headers: { cookie: value, "sec-fetch-site": "cross-site", "content-type": "application/json" },
      body: "{}",
    });
    expect(forged.status).toBe(403);
  });
});

describe("enrolment and recovery codes", () => {
  it("the owner invites; the link shows a QR code once; the first code and a password activate; each recovery code works once", async () => {
    const ownerSession = bearer(await staffSession(owner.id));
    const email = `new-${crypto.randomUUID().slice(0, 6)}@staff.example`;
    const invited = await post("/api/admin/staff", { email, name: "New Member", role: "support" }, ownerSession);
    expect(invited.status).toBe(200);
    const { enrolmentUrl, id } = (await envelope<{ enrolmentUrl: string; id: number }>(invited)).data;
    // On the configured host the request came to.
    expect(enrolmentUrl).toMatch(/^http:\/\/localhost\/admin\/enrol\?token=/);
    const token = new URL(enrolmentUrl).searchParams.get("token")!;
    // Invited, not yet able to sign in.
    expect((await signIn(email, "123456")).status).toBe(401);

    const info = await envelope<{ secret: string; qrSvg: string; otpauthUri: string }>(
      await call(`/api/admin/auth/enrolment?token=${encodeURIComponent(token)}`),
    );
    expect(info.data.qrSvg).toMatch(/^<svg/);
    expect(info.data.otpauthUri).toContain(`secret=${info.data.secret}`);
    const secret = info.data.secret;
    const now = Date.now();

    const weak = await post("/api/admin/auth/enrol", {
      token,
      password: "12345678",
      code: await totpCode(secret, totpStep(now)),
    });
    expect(weak.status).toBe(400);
    const wrongCode = await post("/api/admin/auth/enrol", { token, password: "Fresh-Console-99", code: "000000" });
    expect(wrongCode.status).toBe(400);
    // A code from the step before now is still accepted (a phone's clock a little behind). The
    // step is read just before the request, two seconds ahead, so a step boundary passing during
    // the request on a busy machine cannot push the code out of the window.
    const enrolled = await post("/api/admin/auth/enrol", {
      token,
      password: "Fresh-Console-99",
      code: await totpCode(secret, totpStep(Date.now() + 2000) - 1),
    });
    expect(enrolled.status).toBe(200);
    const { recoveryCodes } = (await envelope<{ recoveryCodes: string[] }>(enrolled)).data;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await env.DB.prepare("SELECT code_hash FROM staff_recovery_codes WHERE staff_id = ?1")
      .bind(id)
      .all<{ code_hash: string }>();
    expect(stored.results).toHaveLength(10);
    for (const row of stored.results) expect(recoveryCodes).not.toContain(row.code_hash);
    // The link works once.
    expect((await call(`/api/admin/auth/enrolment?token=${encodeURIComponent(token)}`)).status).toBe(404);

    const viaRecovery = await signIn(email, recoveryCodes[0]!.toUpperCase(), "Fresh-Console-99");
    expect(viaRecovery.status).toBe(200);
    expect((await signIn(email, recoveryCodes[0]!, "Fresh-Console-99")).status).toBe(401);
    expect((await signIn(email, recoveryCodes[1]!, "Fresh-Console-99")).status).toBe(200);

    const audit = await env.DB.prepare(
      "SELECT action FROM audit_log WHERE entity = 'staff' AND entity_id = ?1 ORDER BY id",
    )
      .bind(String(id))
      .all<{ action: string }>();
    expect(audit.results.map((row) => row.action)).toEqual(["invite", "enrol"]);
  });

  it("the owner can disable a member (their sessions end) but not themselves", async () => {
    const ownerSession = bearer(await staffSession(owner.id));
    const leaving = await createStaff("staff");
    const theirs = bearer(await staffSession(leaving.id));
    const theirToken = bearer(await apiToken(leaving.id, "staff"));
    const disabled = await post(`/api/admin/staff/${leaving.id}`, { status: "disabled" }, ownerSession);
    expect(disabled.status).toBe(200);
    expect((await envelope(await call("/api/admin/me", { headers: theirs }))).code).toBe(API_CODE.sessionInvalid);
    expect((await call("/api/admin/me", { headers: theirToken })).status).toBe(401);
    expect((await post(`/api/admin/staff/${owner.id}`, { role: "support" }, ownerSession)).status).toBe(409);
    expect((await post(`/api/admin/staff/${leaving.id}`, { role: "emperor" }, ownerSession)).status).toBe(400);
  });
});

describe("API tokens", () => {
  it("are created once-shown and hashed, scoped to a role no higher than their creator's, record their use, and can be revoked", async () => {
    const session = bearer(await staffSession(member.id));
    expect((await post("/api/admin/tokens", { name: "too high", role: "owner" }, session)).status).toBe(403);
    const created = await post("/api/admin/tokens", { name: "warehouse script", role: "support" }, session);
    expect(created.status).toBe(200);
    const token = (await envelope<{ id: number; token: string }>(created)).data;
    expect(token.token).toMatch(/^plt_/);
    const row = await env.DB.prepare("SELECT token_hash FROM staff_api_tokens WHERE id = ?1")
      .bind(token.id)
      .first<{ token_hash: string }>();
    expect(row!.token_hash).not.toContain(token.token);

    const asToken = bearer(token.token);
    expect((await envelope(await call("/api/admin/me", { headers: asToken }))).data).toMatchObject({
      role: "support",
      via: "token",
    });
    // Support scope: reading works, shipping does not.
    expect((await call("/api/admin/payments/refund-due", { headers: asToken })).status).toBe(200);
    expect((await post("/api/admin/orders/PL000000000001/ship", { trackingNo: "AB123456" }, asToken)).status).toBe(403);
    const listed = await envelope<Array<{ id: number; lastUsedAt: string | null; name: string }>>(
      await call("/api/admin/tokens", { headers: session }),
    );
    expect(listed.data.find((t) => t.id === token.id)).toMatchObject({
      name: "warehouse script",
      lastUsedAt: expect.any(String),
    });
    expect(JSON.stringify(listed.data)).not.toContain("plt_");

    expect((await post(`/api/admin/tokens/${token.id}/revoke`, {}, session)).status).toBe(200);
    expect((await call("/api/admin/me", { headers: asToken })).status).toBe(401);
    // Another member cannot revoke it (it is not theirs).
    expect((await post(`/api/admin/tokens/${token.id}/revoke`, {}, bearer(await staffSession(owner.id)))).status).toBe(
      404,
    );
  });
});

describe("the audit log", () => {
  it("shows staff-management entries to the owner only", async () => {
    const ownerSession = bearer(await staffSession(owner.id));
    await post(
      "/api/admin/staff",
      { email: `audited-${crypto.randomUUID().slice(0, 6)}@staff.example`, name: "Audited", role: "support" },
      ownerSession,
    );
    const entities = async (headers: Record<string, string>) =>
      (
        await envelope<{ list: Array<{ entity: string }> }>(await call("/api/admin/audit?pageSize=100", { headers }))
      ).data.list.map((row) => row.entity);
    expect(await entities(ownerSession)).toContain("staff");
    const asStaff = await entities(bearer(await staffSession(member.id)));
    expect(asStaff.filter((entity) => ["staff", "staff_session", "api_token"].includes(entity))).toEqual([]);
    const filtered = await call("/api/admin/audit?entity=staff", { headers: bearer(await staffSession(member.id)) });
    expect((await envelope<{ total: number }>(filtered)).data.total).toBe(0);
    expect((await call("/api/admin/audit", { headers: bearer(await staffSession(support.id)) })).status).toBe(403);
  });
});
