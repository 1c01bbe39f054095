import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Env } from "../../worker/env";
import { findMailEvent, listDeadMailEvents, mailEventStatement } from "../../worker/db/mail-events";
import { insertUser } from "../../worker/db/users";
import {
  consumeDeadMail,
  consumeMailBatch,
  MAIL_MAX_ATTEMPTS,
  requeueStaleMail,
  retryDelaySeconds,
  type MailMessage,
} from "../../worker/mail/mail-queue";
import { RESEND_TEST_KEY } from "../support/mail-stand-in";
import { call, client, customer, envelope, post } from "./helpers";
import { addAddress, addToCart, count, orderOf, seedShop, setStock, SHOP } from "./shop";
import { bearer, createStaff, staffSession } from "./staff";

/** The worker's env with Resend configured against the local stand-in. */
const resendEnv = (): Env => ({
  ...env,
  MAIL_FROM: "shop@portline.test",
  RESEND_API_KEY: RESEND_TEST_KEY,
  RESEND_API_BASE: `${env.STAND_IN_URL}/resend`,
});

interface StandInMail {
  id: string;
  idempotencyKey: string | null;
  to: string[];
  subject: string;
  html?: string;
  text?: string;
  tags?: Array<{ name: string; value: string }>;
}

async function sentTo(address: string): Promise<StandInMail[]> {
  const all = (await (await fetch(`${env.STAND_IN_URL}/stand-in/resend/sent`)).json()) as StandInMail[];
  return all.filter((mail) => mail.to.includes(address));
}

async function requestsFor(address: string) {
  const all = (await (await fetch(`${env.STAND_IN_URL}/stand-in/resend/requests`)).json()) as Array<{
    headers: Record<string, string>;
    body: string;
    problems: string[];
  }>;
  return all.filter((request) => request.body.includes(address));
}

/** A user with a welcome mail event written (not queued: the test delivers it). */
async function welcomeEvent(localPart: string): Promise<{ email: string; eventId: number }> {
  const email = `${localPart}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const user = await insertUser(
    env.DB,
    { email, userName: "Grace", firstName: "Grace", lastName: "Hopper", passwordHash: "x", locale: "es" },
    Date.now(),
  );
  const row = await mailEventStatement(env.DB, { kind: "welcome", userId: user!.id }, Date.now()).run();
  return { email, eventId: Number(row.meta.last_row_id) };
}

/** Delivers one queue message (as its `attempts`-th try) and answers what the consumer did with it. */
async function deliver(target: Env, eventId: number, attempts = 1, queue = "gateway-shop-mail") {
  const batch = createMessageBatch<MailMessage>(queue, [
    { id: `m-${eventId}-${attempts}-${crypto.randomUUID()}`, timestamp: new Date(), attempts, body: { eventId } },
  ]);
  // What the consumer asked of the queue for each retry (the pool's result keeps no delays).
  const delays: Array<number | undefined> = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    Object.defineProperty(message, "retry", {
      value: (options?: QueueRetryOptions) => {
        delays.push(options?.delaySeconds);
        retry(options);
      },
    });
  }
  const ctx = createExecutionContext();
  if (queue.endsWith("-dead")) await consumeDeadMail(batch, target);
  else await consumeMailBatch(batch, target);
  return { ...(await getQueueResult(batch, ctx)), delays };
}

describe("the mail queue's consumer", () => {
  it("sends a message the queue delivers twice once", async () => {
    const { email, eventId } = await welcomeEvent("twice");
    const first = await deliver(resendEnv(), eventId);
    const second = await deliver(resendEnv(), eventId);
    expect(first.explicitAcks).toHaveLength(1);
    expect(second.explicitAcks).toHaveLength(1);
    expect(await sentTo(email)).toHaveLength(1);
    // The second delivery did not even ask the provider.
    expect(await requestsFor(email)).toHaveLength(1);
    expect((await findMailEvent(env.DB, eventId))!.status).toBe("sent");
  });

  it("sends exactly one mail when the provider fails three times, retrying with growing delays", async () => {
    const { email, eventId } = await welcomeEvent("fail3");
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const result = await deliver(resendEnv(), eventId, attempt);
      expect(result.retryMessages).toHaveLength(1);
      delays.push(result.delays[0]!);
    }
    expect(delays).toEqual([retryDelaySeconds(1), retryDelaySeconds(2), retryDelaySeconds(3)]);
    expect(delays[0]).toBeLessThan(delays[1]!);
    expect(delays[1]).toBeLessThan(delays[2]!);
    const fourth = await deliver(resendEnv(), eventId, 4);
    expect(fourth.explicitAcks).toHaveLength(1);
    expect(await sentTo(email)).toHaveLength(1);
    expect(await requestsFor(email)).toHaveLength(4);
    const event = await findMailEvent(env.DB, eventId);
    expect(event).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("lists a mail the provider refuses for good as dead at once, and one failing every try after the dead-letter queue", async () => {
    const refused = await welcomeEvent("refuse");
    const first = await deliver(resendEnv(), refused.eventId);
    expect(first.explicitAcks).toHaveLength(1);
    expect(first.retryMessages).toHaveLength(0);

    const down = await welcomeEvent("down");
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      const result = await deliver(resendEnv(), down.eventId, attempt);
      // A retry on the last try is what moves it to the dead-letter queue.
      expect(result.retryMessages).toHaveLength(1);
    }
    expect((await findMailEvent(env.DB, down.eventId))!.status).toBe("pending");
    await deliver(resendEnv(), down.eventId, 1, "gateway-shop-mail-dead");

    const dead = await listDeadMailEvents(env.DB);
    const byId = new Map(dead.map((event) => [event.id, event]));
    expect(byId.get(refused.eventId)).toMatchObject({ kind: "welcome", recipient: refused.email });
    expect(byId.get(refused.eventId)!.lastError).toMatch(/422/);
    expect(byId.get(down.eventId)).toMatchObject({ kind: "welcome", attempts: MAIL_MAX_ATTEMPTS });
    expect(await sentTo(refused.email)).toHaveLength(0);
  });
});

describe("the Resend adapter", () => {
  it("sends the request Resend documents: bearer key, JSON body, Idempotency-Key per event and recipient", async () => {
    const { email, eventId } = await welcomeEvent("shape");
    await deliver(resendEnv(), eventId);
    const [request] = await requestsFor(email);
    expect(request!.problems).toEqual([]);
    expect(request!.headers.authorization).toBe(`Bearer ${RESEND_TEST_KEY}`);
    expect(request!.headers["idempotency-key"]).toBe(`mail-${eventId}/${email}`);
    const body = JSON.parse(request!.body) as Record<string, unknown>;
    expect(body).toMatchObject({ from: "shop@portline.test", to: [email], tags: [{ name: "kind", value: "welcome" }] });
    // The user signed up on a Spanish page: the mail is in Spanish, as HTML and as text.
    expect(body.subject).toBe("Te damos la bienvenida a Portline");
    expect(body.html).toMatch(/^<!DOCTYPE html><html lang="es" dir="ltr">/);
    expect(body.text).toContain("Hola, Grace:");
  });
});

describe("mail written with the change it is about", () => {
  beforeAll(() => seedShop());

  it("an order placed while the queue is down is placed; its mail goes out once the queue takes it", async () => {
    const buyer = await customer();
    const queueDown = {
      send: () => Promise.reject(new Error("queue unavailable")),
      sendBatch: () => Promise.reject(new Error("queue unavailable")),
    } as unknown as Env["MAIL_QUEUE"];
    const line = await addToCart(buyer.api, SHOP.poolSku);
    const address = await addAddress(buyer.api);
    const placed = await client(buyer.token, { env: { MAIL_QUEUE: queueDown } }).post<{ orderNo: string }>(
      "/api/web/order/create",
      { idempotencyKey: crypto.randomUUID(), lineIds: [line.id], addressId: address.id, shippingMethodId: SHOP.dhl.id },
    );
    expect(placed.body.code).toBe(0);
    const orderNo = placed.body.data.orderNo;
    const pending = () =>
      count(
        "SELECT COUNT(*) FROM mail_events e JOIN orders o ON o.id = e.order_id WHERE o.order_no = ?1 AND e.kind = 'order_received' AND e.status = 'pending' AND e.queued_at IS NULL",
        orderNo,
      );
    // Written with the order, refused by the queue, kept for later.
    expect(await pending()).toBe(1);
    // The cron's step hands it to the (working) queue; its consumer writes it to the outbox.
    expect(await requeueStaleMail(env)).toBeGreaterThanOrEqual(1);
    const outbox = () =>
      count("SELECT COUNT(*) FROM mail_outbox WHERE kind = 'order_received' AND subject LIKE ?1", `%${orderNo}%`);
    for (let i = 0; i < 1500 && (await outbox()) === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await outbox()).toBe(1);
  });

  it("a refused order writes no mail", async () => {
    const buyer = await customer();
    const line = await addToCart(buyer.api, SHOP.spareSku);
    const address = await addAddress(buyer.api);
    await setStock(SHOP.spareSku.id, 0);
    const before = await count("SELECT COUNT(*) FROM mail_events WHERE kind = 'order_received'");
    const refused = await buyer.api.post("/api/web/order/create", {
      idempotencyKey: crypto.randomUUID(),
      lineIds: [line.id],
      addressId: address.id,
      shippingMethodId: SHOP.dhl.id,
    });
    expect(refused.status).toBe(409);
    expect(await count("SELECT COUNT(*) FROM mail_events WHERE kind = 'order_received'")).toBe(before);
  });
});

describe("mail in the console", () => {
  it("staff read the outbox and the dead mail and send dead mail again (audited); support may not", async () => {
    const staff = bearer(await staffSession((await createStaff("staff")).id));
    const support = bearer(await staffSession((await createStaff("support")).id));
    expect((await call("/api/admin/mail/outbox", { headers: support })).status).toBe(403);
    expect((await call("/api/admin/mail/dead", { headers: support })).status).toBe(403);

    const { email, eventId } = await welcomeEvent("refuse");
    await deliver(resendEnv(), eventId);
    const dead = await envelope<Array<{ id: number; recipient: string }>>(
      await call("/api/admin/mail/dead", { headers: staff }),
    );
    expect(dead.data.find((mail) => mail.id === eventId)?.recipient).toBe(email);
    expect((await post(`/api/admin/mail/dead/${eventId}/retry`, {}, support)).status).toBe(403);
    expect((await post(`/api/admin/mail/dead/${eventId}/retry`, {}, staff)).status).toBe(200);
    // Pending again and handed to the queue: without a provider configured it lands in the outbox.
    const outbox = async () =>
      (
        await envelope<Array<{ recipient: string; kind: string; html: string; text: string }>>(
          await call("/api/admin/mail/outbox", { headers: staff }),
        )
      ).data.find((mail) => mail.recipient === email);
    for (let i = 0; i < 1500 && !(await outbox()); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    const mail = await outbox();
    expect(mail).toMatchObject({ kind: "welcome" });
    expect(mail!.html).toContain("Bienvenido a Portline");
    expect(mail!.text).toContain("Empezar a comprar");
    expect((await post(`/api/admin/mail/dead/${eventId}/retry`, {}, staff)).status).toBe(404);
    expect(
      await count("SELECT COUNT(*) FROM audit_log WHERE entity = 'mail' AND entity_id = ?1", String(eventId)),
    ).toBe(1);
  });

  it("staff who opted in are mailed each paid order; the others are not", async () => {
    const opted = await createStaff("staff");
    const other = await createStaff("owner");
    const session = bearer(await staffSession(opted.id));
    expect((await envelope<{ on: boolean }>(await call("/api/admin/mail/alerts", { headers: session }))).data.on).toBe(
      false,
    );
    expect((await post("/api/admin/mail/alerts", { on: true }, session)).status).toBe(200);
    const buyer = await customer();
    const placed = await orderOf(buyer, SHOP.poolSku);
    const { orderNo, totalMinor } = placed.body.data;
    const paid = await post(`/api/admin/orders/${orderNo}/paid`, { amountMinor: totalMinor }, session);
    expect(paid.status).toBe(200);
    const staffMail = (to: string) =>
      count(
        "SELECT COUNT(*) FROM mail_outbox WHERE kind = 'staff_paid_order' AND recipient = ?1 AND subject LIKE ?2",
        to,
        `%${orderNo}%`,
      );
    for (let i = 0; i < 1500 && (await staffMail(opted.email)) === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await staffMail(opted.email)).toBe(1);
    expect(await staffMail(other.email)).toBe(0);
  });
});

describe("the language of an account's mail", () => {
  it("is the page's at sign-up and changes in the settings; a password change is mailed in it", async () => {
    const buyer = await customer();
    // Signed up without a language header: the deployment's default.
    expect((await buyer.api.get<{ language: string }>("/api/web/user/info")).body.data.language).toBe("en");
    const updated = await buyer.api.post<{ language: string }>("/api/web/user/update", {
      userName: "Ada",
      firstName: "Ada",
      lastName: "Lovelace",
      language: "fr",
    });
    expect(updated.body.data.language).toBe("fr");
    expect(
      (
        await buyer.api.post("/api/web/user/update", {
          userName: "Ada",
          firstName: "Ada",
          lastName: "L",
          language: "xx",
        })
      ).status,
    ).toBe(400);
    const changed = await buyer.api.post("/api/web/user/password", {
      oldPassword: buyer.password,
      newPassword: "Analytical-Engine-1843",
    });
    expect(changed.status).toBe(200);
    const mail = () =>
      env.DB.prepare("SELECT subject, body_text FROM mail_outbox WHERE recipient = ?1 AND kind = 'password_changed'")
        .bind(buyer.email)
        .first<{ subject: string; body_text: string }>();
    for (let i = 0; i < 1500 && !(await mail()); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await mail())!.subject).toBe("Votre mot de passe Portline a été modifié");
    expect((await mail())!.body_text).toContain("Bonjour Ada,");
  });
});

describe("a reset mail", () => {
  it("keeps no copy of its link once it is sent", async () => {
    const buyer = await customer();
    expect(
      (await post("/api/web/auth/forgot", { email: buyer.email }, { "cf-connecting-ip": "10.9.0.1" })).status,
    ).toBe(200);
    const sent = () =>
      count(
        "SELECT COUNT(*) FROM mail_events WHERE kind = 'password_reset' AND user_id = ?1 AND status = 'sent'",
        buyer.userId,
      );
    for (let i = 0; i < 1500 && (await sent()) === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await sent()).toBe(1);
    expect(
      await count("SELECT COUNT(*) FROM mail_events WHERE payload_json LIKE '%token=%' AND user_id = ?1", buyer.userId),
    ).toBe(0);
    expect(
      await count("SELECT COUNT(*) FROM mail_outbox WHERE recipient = ?1 AND body_text LIKE '%token=%'", buyer.email),
    ).toBe(1);
  });
});
