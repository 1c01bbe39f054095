import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startBuiltWorker } from "../support/built-worker.mjs";
import { KeepAliveConnection, type RawRequest } from "../support/raw-http";
import { startWranglerDev } from "../support/wrangler-dev";
import { registerShopper } from "./shopper";

/**
 * Connections as clients really use them, on both local servers: `wrangler dev` (what `npm start`
 * runs: wrangler's proxy in front of workerd) and the Miniflare server of the browser tests (workerd
 * alone). The two fail differently when a request body is left unread — wrangler's proxy stalls the
 * next request on the connection (or answers 503), workerd alone drops the connection — so both
 * are checked, each on a migrated and seeded state of its own (as a real server always has).
 */
interface Server {
  name: string;
  url: string;
  output: string[];
  stop(): Promise<void>;
}

const servers: Server[] = [];
const stateDirs: string[] = [];

beforeAll(async () => {
  const state = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "shop-connections-"));
    cpSync(inject("stateTemplate"), dir, { recursive: true });
    stateDirs.push(dir);
    return dir;
  };
  const dev = await startWranglerDev(state());
  servers.push({ name: "npm start (wrangler dev)", ...dev });
  const output: string[] = [];
  const miniflare = await startBuiltWorker({ persistTo: state(), onOutput: (line: string) => output.push(line) });
  servers.push({ name: "Miniflare", url: miniflare.url, output, stop: () => miniflare.dispose() });
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const dir of stateDirs) rmSync(dir, { recursive: true, force: true });
});

const JSON_BODY = { "content-type": "application/json" };
const padding = JSON.stringify({ note: "x".repeat(2048) });

/** Calls the API or a page answers before reading their body (or without ever reading it). */
const UNREAD_BODIES: Array<{ name: string; request: RawRequest; status: number }> = [
  {
    name: "401 before validation",
    request: { method: "POST", path: "/api/web/cart/add", headers: JSON_BODY, body: padding },
    status: 401,
  },
  {
    name: "logout-others without a session",
    request: { method: "POST", path: "/api/web/auth/logout-others", headers: JSON_BODY, body: padding },
    status: 401,
  },
  {
    name: "getPayPlatform (takes no body)",
    request: { method: "POST", path: "/api/web/pay/getPayPlatform", headers: JSON_BODY, body: padding },
    status: 200,
  },
  {
    name: "404 of an unknown API path",
    request: { method: "POST", path: "/api/web/nothing-here", headers: JSON_BODY, body: padding },
    status: 404,
  },
  {
    name: "400 for a body that is not JSON",
    request: { method: "POST", path: "/api/web/cart/add", headers: { "content-type": "text/plain" }, body: padding },
    status: 400,
  },
  {
    name: "403 cross-site API call",
    request: {
      method: "POST",
      path: "/api/web/auth/login",
      headers: { ...JSON_BODY, "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      body: padding,
    },
    status: 403,
  },
  {
    name: "403 cross-site form post to a page",
    request: {
      method: "POST",
      path: "/auth/login",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      body: `email=a%40b.c&password=${"x".repeat(2048)}`,
    },
    status: 403,
  },
];

describe.each([0, 1])("keep-alive connections (server %i)", (index) => {
  it("answer the next request at once after an answer that left the body unread", async () => {
    const server = servers[index]!;
    const slowest: number[] = [];
    // Repeated: unread bodies broke the connection only some of the time.
    for (let round = 0; round < 5; round++) {
      for (const { name, request, status } of UNREAD_BODIES) {
        const connection = await KeepAliveConnection.open(server.url);
        try {
          const first = await connection.send(request, 15_000);
          expect(first.status, `${server.name}: ${name}`).toBe(status);
          // A stalled connection waited 8–30 s here; a dropped one never answers.
          const next = await connection.send({ method: "GET", path: "/healthz" }, 5_000);
          expect(next.status, `${server.name}: after ${name}`).toBe(200);
          slowest.push(next.ms);
        } finally {
          connection.destroy();
        }
      }
    }
    expect(slowest).toHaveLength(5 * UNREAD_BODIES.length);
  });
});

/** The worker's JSON log lines (wrangler and Miniflare print other lines too). */
function logEntries(output: readonly string[]): Array<Record<string, unknown>> {
  return output.flatMap((line) => {
    const start = line.indexOf('{"level"');
    if (start < 0) return [];
    try {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes (ESC [ … m)
      return [JSON.parse(line.slice(start).replace(/\u001b\[[0-9;]*m/g, "")) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

async function waitForLog(server: Server, match: (entry: Record<string, unknown>) => boolean) {
  for (let i = 0; i < 100; i++) {
    const found = logEntries(server.output).find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no such log entry from ${server.name}:\n${server.output.slice(-20).join("\n")}`);
}

describe.each([0, 1])("a body cut off mid-upload (server %i)", (index) => {
  it.each([
    ["an API call", "/api/web/auth/login", "application/json", '{"email":"cut@example.com","password":"'],
    ["a page's form", "/auth/login", "application/x-www-form-urlencoded", "email=cut%40example.com&password="],
  ])(
    "in %s is logged as a client disconnect at info level, never as a server error",
    async (_kind, target, type, start) => {
      const server = servers[index]!;
      const connection = await KeepAliveConnection.open(server.url);
      const marker = `${Date.now()}${Math.random()}`;
      try {
        // Declares 100 kB, sends 1 kB, and closes its side: the body breaks off before its end.
        connection.write(
          `POST ${target}?cut=${marker} HTTP/1.1\r\nhost: localhost\r\ncontent-type: ${type}\r\n` +
            `sec-fetch-site: same-origin\r\ncontent-length: 100000\r\n\r\n${start}${"x".repeat(1000)}`,
        );
        connection.end();
        const logged = await waitForLog(
          server,
          (entry) => entry.msg === "client disconnected during upload" && entry.path === target,
        );
        expect(logged.level).toBe("info");
      } finally {
        connection.destroy();
      }
      // Nothing of ours at error level, no 500 with a stack.
      expect(logEntries(server.output).filter((entry) => entry.level === "error")).toEqual([]);
    },
  );
});

/**
 * A chunked body whose JSON is whole but whose next chunk never arrives: declared larger than what
 * follows, or never sent, the client then closing its side. workerd ends such a body with an error
 * ("Network connection lost."), which the worker answers like every cut body. `wrangler dev`'s
 * proxy does not: it ends the body it forwards cleanly after the last whole chunk (with or without
 * the part of the declared one that came), so behind it the worker reads a complete body, with no
 * declared length to compare and no error, and cannot tell; only the Miniflare server is checked.
 */
describe("a chunked body cut mid-chunk (workerd alone)", () => {
  it.each([
    ["a chunk declared, none of it sent", "ffff\r\n"],
    ["a chunk declared, part of it sent", "ffff\r\nabc"],
    ["no last chunk", ""],
  ])("with %s is refused and saves nothing", async (_kind, tail) => {
    const server = servers[1]!;
    const { token } = await registerShopper({ name: "cut", origin: server.url });
    const address = JSON.stringify({
      recipient: "Cut Upload",
      phone: "+34 600 000 000",
      country: "ES",
      city: "Madrid",
      line1: "Calle Mayor 1",
    });
    const isCut = (entry: Record<string, unknown>) =>
      entry.msg === "client disconnected during upload" && entry.path === "/api/web/address/save";
    const cutsBefore = logEntries(server.output).filter(isCut).length;
    const connection = await KeepAliveConnection.open(server.url);
    try {
      connection.write(
        `POST /api/web/address/save HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\n` +
          `authorization: Bearer ${token}\r\ntransfer-encoding: chunked\r\n\r\n` +
          `${Buffer.byteLength(address).toString(16)}\r\n${address}\r\n${tail}`,
      );
      connection.end();
      // This request's own entry: one more than before.
      await waitForLog(server, () => logEntries(server.output).filter(isCut).length > cutsBefore);
      expect(logEntries(server.output).filter(isCut).at(-1)?.level).toBe("info");
    } finally {
      connection.destroy();
    }
    const listed = await fetch(`${server.url}/api/web/address/list`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await listed.json()) as { data: unknown[] }).data).toEqual([]);
  });
});
