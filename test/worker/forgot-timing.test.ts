import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DUMMY_PASSWORD_HASH } from "../../shared/account/password-hash";
import { createApp } from "../../worker/app";
import { insertUser } from "../../worker/db/users";
import { countingDb, roundTrips } from "./counting-db";

const app = createApp(async () => new Response("no pages here", { status: 501 }));

/** The storage round trips one reset request's answer waited for (from its own address). */
async function workBeforeAnswer(email: string, ip: string): Promise<number> {
  const ctx = createExecutionContext();
  const request = new Request("http://localhost/api/web/auth/forgot", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip },
    body: JSON.stringify({ email }),
  });
  const before = roundTrips();
  const response = await app.fetch(request, { ...env, DB: countingDb }, ctx);
  const work = roundTrips() - before;
  expect(response.status).toBe(200);
  await response.text();
  // The link of an existing account is stored and mailed after the answer, before the next try.
  await waitOnExecutionContext(ctx);
  return work;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const TRIES = 30;

describe("a reset request's answer", () => {
  it("waits for the same work whether or not the address has an account (medians of 30 tries each)", async () => {
    const run = crypto.randomUUID().slice(0, 8);
    const accounts: string[] = [];
    for (let i = 0; i < TRIES; i++) {
      const email = `timing-${run}-${i}@example.com`;
      const user = { email, userName: "Tim", firstName: "Tim", lastName: "Ing", passwordHash: DUMMY_PASSWORD_HASH };
      await insertUser(env.DB, user, Date.now());
      accounts.push(email);
    }
    const existing: number[] = [];
    const unknown: number[] = [];
    const mailsBefore = await mailCount();
    // Interleaved in alternating order, each from its own address (the per-IP limit is not tested here).
    for (let i = 0; i < TRIES; i++) {
      const pair = [
        async () => existing.push(await workBeforeAnswer(accounts[i]!, `10.77.${i}.1`)),
        async () => unknown.push(await workBeforeAnswer(`nobody-${run}-${i}@example.com`, `10.77.${i}.2`)),
      ];
      if (i % 2) pair.reverse();
      for (const step of pair) await step();
    }
    expect(median(existing)).toBe(median(unknown));
    // Not just the medians: every try waited for exactly the same work.
    expect(new Set([...existing, ...unknown]).size).toBe(1);
    // And every existing account did get its mail (after the answer, through the mail queue).
    for (let i = 0; i < 1500 && (await mailCount()) - mailsBefore < TRIES; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await mailCount()) - mailsBefore).toBe(TRIES);
  });
});

async function mailCount(): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'password_reset'").first<{
    n: number;
  }>())!.n;
}
