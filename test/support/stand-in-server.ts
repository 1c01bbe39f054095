import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A route of the stand-in: answers requests whose path starts with `prefix`. */
export interface StandInRoute {
  prefix: string;
  handle: (request: {
    method: string;
    path: string;
    headers: IncomingMessage["headers"];
    body: string;
  }) =>
    | { status?: number; headers?: Record<string, string>; body: unknown }
    | Promise<{ status?: number; headers?: Record<string, string>; body: unknown }>;
}

/**
 * A real local HTTP server standing in for systems outside the shop (a legacy backend, payment
 * providers). The worker under test reaches it over the network like the real thing.
 */
export async function startStandIn(routes: StandInRoute[]): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = req.url ?? "/";
    const route = routes.find((candidate) => path.startsWith(candidate.prefix));
    if (!route) {
      res
        .writeHead(404, { "content-type": "application/json" })
        .end(JSON.stringify({ code: 404, msg: "no stand-in route", data: null }));
      return;
    }
    try {
      const answer = await route.handle({
        method: req.method ?? "GET",
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      res.writeHead(answer.status ?? 200, { "content-type": "application/json", ...answer.headers });
      res.end(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body));
    } catch (error) {
      res.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}
