import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { countingDb, roundTrips } from "./counting-db";
import { registerCustomer } from "./helpers";
import { codeAt, createStaff } from "./staff";

const app = createApp(async () => new Response("no pages here", { status: 501 }));

/** One sign-in attempt: its answer and the storage round trips the answer waited for. */
async function attempt(path: string, body: Record<string, string>, ip: string) {
  const ctx = createExecutionContext();
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip },
    body: JSON.stringify(body),
  });
  const before = roundTrips();
  const response = await app.fetch(request, { ...env, DB: countingDb }, ctx);
  const work = roundTrips() - before;
  const answer = {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: await response.text(),
  };
  await waitOnExecutionContext(ctx);
  return { work, answer };
}

/** Seven wrong passwords in a row from one address (into the back-off), for a known and an unknown email. */
async function compare(path: string, known: string, unknown: string, extra: () => Promise<Record<string, string>>) {
  const seen: Record<"known" | "unknown", Array<Awaited<ReturnType<typeof attempt>>>> = { known: [], unknown: [] };
  for (let i = 0; i < 7; i++) {
    // Alternating which goes first, each email from its own address.
    const pair = [
      async () =>
        seen.known.push(
          await attempt(path, { email: known, password: "Wrong-2026!", ...(await extra()) }, "10.88.0.1"),
        ),
      async () =>
        seen.unknown.push(
          await attempt(path, { email: unknown, password: "Wrong-2026!", ...(await extra()) }, "10.88.0.2"),
        ),
    ];
    if (i % 2) pair.reverse();
    for (const step of pair) await step();
  }
  expect(seen.known.map((try_) => try_.answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
  expect(seen.unknown.map((try_) => try_.work)).toEqual(seen.known.map((try_) => try_.work));
  // The answers' bodies may differ only in the seconds to wait (the two runs started apart).
  const shape = (tries: typeof seen.known) =>
    tries.map((try_) => ({ ...try_.answer, retryAfter: null, body: try_.answer.body.replace(/\d+/g, "N") }));
  expect(shape(seen.unknown)).toEqual(shape(seen.known));
}

describe("a sign-in's answer", () => {
  it("waits for the same work and says the same whether or not the customer exists", async () => {
    const customer = await registerCustomer();
    await compare(
      "/api/web/auth/login",
      customer.email,
      `nobody-${crypto.randomUUID().slice(0, 6)}@example.com`,
      async () => ({}),
    );
  });

  it("waits for the same work and says the same whether or not the staff member exists", async () => {
    const staff = await createStaff("owner");
    await compare(
      "/api/admin/auth/login",
      staff.email,
      `nobody-${crypto.randomUUID().slice(0, 6)}@staff.example`,
      async () => ({ code: await codeAt() }),
    );
  });
});
