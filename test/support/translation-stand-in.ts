import type { StandInRoute } from "./stand-in-server";

/**
 * Stands in for a translations service: `GET /translations/{id}` answers the texts set up for
 * that id in the language of `X-Accept-Language`, as the shop's TRANSLATIONS_URL is called. Each
 * test sets up its own id:
 *  - `POST /translations/{id}/setup` `{ texts?: { [locale]: answer }, raw?, status?, delayMs? }`
 *    (`raw`: a body sent as is, such as broken JSON; `delayMs`: wait before answering);
 *  - `GET /translations/{id}/requests`: the `X-Accept-Language` of every call received so far.
 */
interface Setup {
  texts?: Record<string, unknown>;
  raw?: string;
  status?: number;
  delayMs?: number;
}

const setups = new Map<string, Setup>();
const calls = new Map<string, string[]>();

export const translationStandIn: StandInRoute = {
  prefix: "/translations/",
  async handle({ method, path, headers, body }) {
    const [id = "", action] = path.slice("/translations/".length).split("?")[0]!.split("/");
    if (method === "POST" && action === "setup") {
      setups.set(id, JSON.parse(body) as Setup);
      return { body: { ok: true } };
    }
    if (method === "GET" && action === "requests") return { body: calls.get(id) ?? [] };
    if (method !== "GET" || action !== undefined) return { status: 404, body: { error: "no such stand-in call" } };
    const language = String(headers["x-accept-language"] ?? "");
    calls.set(id, [...(calls.get(id) ?? []), language]);
    const setup = setups.get(id) ?? {};
    if (setup.delayMs) await new Promise((resolve) => setTimeout(resolve, setup.delayMs));
    return { status: setup.status ?? 200, body: setup.raw ?? setup.texts?.[language] ?? {} };
  },
};
