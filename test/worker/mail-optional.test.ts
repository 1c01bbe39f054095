import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Env } from "../../worker/env";
import { consumeMailBatch, type MailMessage } from "../../worker/mail/mail-queue";
import { digestDay, queueStaffDigests } from "../../worker/mail/queue-staff-digests";
import { signUnsubscribeToken } from "../../worker/mail/unsubscribe-token";
import { RESEND_TEST_KEY } from "../support/mail-stand-in";
import { BROWSER, call, customer, envelope, post, setCookies } from "./helpers";
import { count, orderOf, seedShop, SHOP } from "./shop";
import { bearer, createStaff, staffSession } from "./staff";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const deviceId = () => crypto.randomUUID().replace(/-/g, "").padEnd(43, "x").slice(0, 43);

/** Waits until `read` answers something truthy (the queue's consumer works in the background). */
async function eventually<T>(read: () => Promise<T>): Promise<T> {
  for (let i = 0; i < 1500; i++) {
    const value = await read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return read();
}

interface OutboxRow {
  subject: string;
  body_text: string;
  body_html: string;
  headers_json: string;
}

function outboxMail(kind: string, recipient: string) {
  return env.DB.prepare(
    "SELECT subject, body_text, body_html, headers_json FROM mail_outbox WHERE kind = ?1 AND recipient = ?2 ORDER BY id DESC",
  )
    .bind(kind, recipient)
    .first<OutboxRow>();
}

/** A sign-in through the API, from a device (the id a browser's cookie holds) and a browser. */
function signIn(
  email: string,
  password: string,
  device: string | null,
  extra: Record<string, string> = {},
  cf?: { country: string; city: string },
) {
  return call("/api/web/auth/login", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": FIREFOX,
      ...(device ? { "x-device-id": device } : {}),
      ...extra,
    },
    body: JSON.stringify({ email, password }),
    cf,
  });
}

const newDeviceEvents = (userId: number) =>
  count("SELECT COUNT(*) FROM mail_events WHERE kind = 'new_sign_in' AND user_id = ?1", userId);

beforeAll(() => seedShop());

describe("mail of a sign-in from a new device", () => {
  it("is written once for a new device, never for a known one, nor for the sign-up's, nor when turned off", async () => {
    const first = deviceId();
    const { email, userId, api } = await customer({ headers: { "x-device-id": first, "user-agent": FIREFOX } });
    // On unless turned off.
    const info = await api.get<{ newSignInMail: boolean }>("/api/web/user/info");
    expect(info.body.data.newSignInMail).toBe(true);

    // The sign-up's own browser signing in again is not new.
    expect((await signIn(email, "Gateway-2026!", first)).status).toBe(200);
    expect(await newDeviceEvents(userId)).toBe(0);

    // Another browser: one mail, with when, which browser and roughly where.
    const second = deviceId();
    const place = { country: "PT", city: "Lisboa" };
    expect((await signIn(email, "Gateway-2026!", second, {}, place)).status).toBe(200);
    expect(await newDeviceEvents(userId)).toBe(1);
    const mail = await eventually(() => outboxMail("new_sign_in", email));
    expect(mail!.subject).toBe("New sign-in to your Portline account");
    expect(mail!.body_text).toContain("Browser: Firefox on Linux");
    expect(mail!.body_text).toContain("Approximate location: Lisboa, Portugal");
    expect(mail!.body_text).toContain("/account/settings");
    expect(mail!.body_html).toMatch(/^<!DOCTYPE html>/);

    // The same browser again: nothing.
    expect((await signIn(email, "Gateway-2026!", second)).status).toBe(200);
    expect(await newDeviceEvents(userId)).toBe(1);

    // Turned off in the settings: a third browser is not mailed.
    const off = await api.post<{ newSignInMail: boolean }>("/api/web/user/update", {
      userName: "Ada",
      firstName: "Ada",
      lastName: "Lovelace",
      newSignInMail: false,
    });
    expect(off.body.data.newSignInMail).toBe(false);
    expect((await signIn(email, "Gateway-2026!", deviceId())).status).toBe(200);
    expect(await newDeviceEvents(userId)).toBe(1);
  });

  it("recognises a browser by its HttpOnly device cookie, made on its first sign-in", async () => {
    const buyer = await customer();
    const before = await newDeviceEvents(buyer.userId);
    const first = await signIn(buyer.email, buyer.password, null, BROWSER);
    expect(first.status).toBe(200);
    const cookie = setCookies(first).get("pl_device");
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.attributes).toContain("HttpOnly");
    expect(cookie?.attributes).toMatch(/Max-Age=34560000/);
    // A new browser for this account (the test's sign-up had none): mailed.
    expect(await newDeviceEvents(buyer.userId)).toBe(before + 1);
    // The cookie comes back: the same browser, no mail; a header naming another device is not believed.
    const again = await signIn(buyer.email, buyer.password, deviceId(), {
      ...BROWSER,
      cookie: `pl_device=${cookie!.value}`,
    });
    expect(again.status).toBe(200);
    expect(setCookies(again).has("pl_device")).toBe(false);
    expect(await newDeviceEvents(buyer.userId)).toBe(before + 1);
  });
});

/** The link of an optional mail's List-Unsubscribe header. */
function unsubscribeLinkOf(mail: OutboxRow): URL {
  const headers = JSON.parse(mail.headers_json) as Record<string, string>;
  expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  return new URL(headers["List-Unsubscribe"]!.match(/^<(https?:\/\/[^>]+)>$/)![1]!);
}

const oneClick = (link: URL) =>
  call(`${link.pathname}${link.search}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });

describe("unsubscribing from optional mail", () => {
  it("reads without changing anything; a one-click POST turns the mail off; a tampered token is refused", async () => {
    const buyer = await customer();
    expect((await signIn(buyer.email, buyer.password, deviceId())).status).toBe(200);
    const mail = await eventually(() => outboxMail("new_sign_in", buyer.email));
    const link = unsubscribeLinkOf(mail!);
    expect(link.pathname).toBe("/mail/unsubscribe");
    // The visible link in the mail is the same.
    expect(mail!.body_text).toContain(link.href);
    const t = link.searchParams.get("t")!;
    const setting = () =>
      env.DB.prepare("SELECT mail_new_sign_in FROM users WHERE id = ?1")
        .bind(buyer.userId)
        .first<number>("mail_new_sign_in");

    // GET (what a mail scanner does) only reads.
    for (let i = 0; i < 2; i++) {
      const read = await call(`/api/web/mail/unsubscribe?t=${encodeURIComponent(t)}`);
      expect(read.status).toBe(200);
      expect((await envelope(read)).data).toEqual({
        kind: "new_sign_in",
        recipient: `b•••@example.com`,
        subscribed: true,
      });
    }
    expect(await setting()).toBe(1);

    // A tampered token: refused, nothing changes.
    const tampered = new URL(link);
    tampered.searchParams.set("t", `${t.slice(0, -1)}${t.endsWith("A") ? "B" : "A"}`);
    expect((await oneClick(tampered)).status).toBe(403);
    expect(
      (await call(`/api/web/mail/unsubscribe?t=${encodeURIComponent(tampered.searchParams.get("t")!)}`)).status,
    ).toBe(403);
    const otherUser = new URL(link);
    otherUser.searchParams.set("t", t.replace(`.${buyer.userId}.`, `.${buyer.userId + 1}.`));
    expect((await oneClick(otherUser)).status).toBe(403);
    expect(await setting()).toBe(1);

    // RFC 8058 one-click: a cross-site POST without cookies, from a mail provider.
    const done = await oneClick(link);
    expect(done.status).toBe(200);
    expect(await setting()).toBe(0);
    expect((await envelope(await call(`/api/web/mail/unsubscribe?t=${encodeURIComponent(t)}`))).data).toMatchObject({
      subscribed: false,
    });

    // The page's own button is sent back to the page, which shows the new state.
    const fromPage = await call(`${link.pathname}${link.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: "confirm=1",
      redirect: "manual",
    });
    expect(fromPage.status).toBe(303);
    expect(fromPage.headers.get("location")).toBe(`${link.pathname}${link.search}`);
  });

  it("stops a staff member's alerts and digest, each by its own link", async () => {
    const member = await createStaff("staff");
    const session = bearer(await staffSession(member.id));
    expect((await post("/api/admin/mail/alerts", { on: true, digest: true }, session)).status).toBe(200);
    const alerts = await signUnsubscribeToken(env, { kind: "alerts", id: member.id });
    const done = await oneClick(new URL(`http://localhost/mail/unsubscribe?t=${alerts}`));
    expect(done.status).toBe(200);
    const settings = await envelope<{ on: boolean; digest: boolean }>(
      await call("/api/admin/mail/alerts", { headers: session }),
    );
    expect(settings.data).toEqual({ on: false, digest: true });
    // A token for the alerts never stops the digest: the kind is signed.
    const forged = alerts.replace(/^alerts\./, "digest.");
    expect((await oneClick(new URL(`http://localhost/mail/unsubscribe?t=${forged}`))).status).toBe(403);
    expect(
      (await envelope<{ digest: boolean }>(await call("/api/admin/mail/alerts", { headers: session }))).data.digest,
    ).toBe(true);
  });
});

/** The worker's env with Resend configured against the local stand-in. */
const resendEnv = (): Env => ({
  ...env,
  MAIL_FROM: "shop@portline.test",
  RESEND_API_KEY: RESEND_TEST_KEY,
  RESEND_API_BASE: `${env.STAND_IN_URL}/resend`,
});

async function resendRequestsFor(address: string) {
  const all = (await (await fetch(`${env.STAND_IN_URL}/stand-in/resend/requests`)).json()) as Array<{
    body: string;
    problems: string[];
  }>;
  return all.filter((request) => request.body.includes(address));
}

async function deliver(eventId: number) {
  const batch = createMessageBatch<MailMessage>("gateway-shop-mail", [
    { id: `m-${eventId}-${crypto.randomUUID()}`, timestamp: new Date(), attempts: 1, body: { eventId } },
  ]);
  const ctx = createExecutionContext();
  await consumeMailBatch(batch, resendEnv());
  return getQueueResult(batch, ctx);
}

describe("List-Unsubscribe at the provider", () => {
  it("an optional mail carries List-Unsubscribe and List-Unsubscribe-Post in Resend's headers; transactional mail never", async () => {
    const email = `optional-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const user = await env.DB.prepare(
      `INSERT INTO users (email, user_name, password_hash, created_at, updated_at, locale, mail_new_sign_in)
       VALUES (?1, 'Grace', 'x', ?2, ?2, 'fr', 1) RETURNING id`,
    )
      .bind(email, Date.now())
      .first<number>("id");
    const insert = (kind: string, payload: Record<string, unknown>) =>
      env.DB.prepare("INSERT INTO mail_events (kind, user_id, payload_json, created_at) VALUES (?1, ?2, ?3, ?4)")
        .bind(kind, user, JSON.stringify(payload), Date.now())
        .run()
        .then((result) => Number(result.meta.last_row_id));
    await deliver(await insert("welcome", {}));
    await deliver(await insert("new_sign_in", { at: Date.now(), userAgent: FIREFOX, country: "PT", city: "Lisboa" }));
    const requests = await resendRequestsFor(email);
    expect(requests).toHaveLength(2);
    for (const request of requests) expect(request.problems).toEqual([]);
    const [welcome, signInMail] = requests.map((request) => JSON.parse(request.body) as Record<string, unknown>);
    expect(welcome!.headers).toBeUndefined();
    const headers = signInMail!.headers as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(headers["List-Unsubscribe"]).toMatch(
      /^<http:\/\/fr\.localhost\/mail\/unsubscribe\?t=new_sign_in\.\d+\.[\w-]{43}>$/,
    );
    // In the reader's language, with the place Cloudflare named.
    expect(signInMail!.subject).toBe("Nouvelle connexion à votre compte Portline");
    expect(signInMail!.text).toContain("Lisboa, Portugal");
  });
});

describe("the staff daily digest", () => {
  it("sums up the day in each member's language, once per member and day however often the cron runs", async () => {
    const opted = await createStaff("staff");
    const other = await createStaff("owner");
    const session = bearer(await staffSession(opted.id));
    // Saved on a Spanish console page: the digest comes in Spanish.
    expect(
      (await post("/api/admin/mail/alerts", { on: false, digest: true }, { ...session, "x-accept-language": "es" }))
        .status,
    ).toBe(200);

    // Three orders, moved to a day of their own: two paid (one shipped), one cancelled.
    const day = Date.parse("2026-03-09T00:00:00Z");
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push((await orderOf(await customer(), SHOP.poolSku)).body.data);
    const [a, b, c] = orders;
    expect((await post(`/api/admin/orders/${a!.orderNo}/paid`, { amountMinor: a!.totalMinor }, session)).status).toBe(
      200,
    );
    expect((await post(`/api/admin/orders/${b!.orderNo}/paid`, { amountMinor: b!.totalMinor }, session)).status).toBe(
      200,
    );
    expect((await post(`/api/admin/orders/${b!.orderNo}/ship`, { trackingNo: "JD0001" }, session)).status).toBe(200);
    expect((await post(`/api/admin/orders/${c!.orderNo}/cancel`, {}, session)).status).toBe(200);
    const numbers = JSON.stringify(orders.map((order) => order!.orderNo));
    await env.DB.batch([
      env.DB.prepare("UPDATE orders SET created_at = ?1 + id WHERE order_no IN (SELECT value FROM json_each(?2))").bind(
        day + 3_600_000,
        numbers,
      ),
      env.DB.prepare(
        "UPDATE order_events SET created_at = ?1 + id WHERE order_id IN (SELECT id FROM orders WHERE order_no IN (SELECT value FROM json_each(?2)))",
      ).bind(day + 7_200_000, numbers),
    ]);

    const cron = day + 86_400_000 + 6 * 3_600_000;
    expect(digestDay(cron)).toEqual({ day: "2026-03-09", start: day, end: day + 86_400_000 });
    // Every member who opted in (others of this file too) gets one.
    expect(await queueStaffDigests(env, cron)).toBeGreaterThanOrEqual(1);
    const mail = await eventually(() => outboxMail("staff_digest", opted.email));
    expect(mail!.subject).toBe("Resumen diario de Portline del 9 de marzo de 2026");
    const total = orders.reduce((sum, order) => sum + order!.totalMinor, 0);
    const amount = new Intl.NumberFormat("es-ES", { style: "currency", currency: orders[0]!.currency }).format(
      total / 100,
    );
    expect(mail!.body_text).toContain("Pedidos realizados: 3");
    expect(mail!.body_text).toContain(`Importe de los pedidos realizados: ${amount}`);
    expect(mail!.body_text).toContain("Pedidos pagados: 2");
    expect(mail!.body_text).toContain("Pedidos enviados: 1");
    expect(mail!.body_text).toContain("Pedidos cancelados: 1");
    const waiting = await count("SELECT COUNT(*) FROM orders WHERE status = 'paid'");
    expect(mail!.body_text).toContain(`Pagados, por enviar: ${waiting}`);
    expect(mail!.body_text).toContain("/admin/orders?status=paid");
    expect(unsubscribeLinkOf(mail!).searchParams.get("t")).toMatch(new RegExp(`^digest\\.${opted.id}\\.`));

    // The cron runs again that day: no second event, no second mail.
    expect(await queueStaffDigests(env, cron + 60_000)).toBe(0);
    expect(
      await count(
        "SELECT COUNT(*) FROM mail_events WHERE kind = 'staff_digest' AND once_key LIKE ?1",
        `staff_digest:${opted.id}:%`,
      ),
    ).toBe(1);
    expect(
      await count("SELECT COUNT(*) FROM mail_outbox WHERE kind = 'staff_digest' AND recipient = ?1", opted.email),
    ).toBe(1);
    // Who did not opt in gets none.
    expect(
      await count(
        "SELECT COUNT(*) FROM mail_events WHERE kind = 'staff_digest' AND once_key LIKE ?1",
        `staff_digest:${other.id}:%`,
      ),
    ).toBe(0);
  });
});
