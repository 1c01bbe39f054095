// The local D1 and KV of a state directory for Node scripts (the seed, test imports), through a small
// worker over fetch. Wrangler's binding proxy answers `prepare`/`bind` with synchronous calls that,
// on a busy machine, can lose an answer and fail the whole script; here nothing blocks: statements
// are plain records until they run, and every call is one asynchronous request.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

const root = fileURLToPath(new URL("../..", import.meta.url));

const SCRIPT = `
function statement(env, { sql, params }) {
  return env.DB.prepare(sql).bind(...params);
}
async function d1(env, { mode, statements, column }) {
  if (mode === "batch") return env.DB.batch(statements.map((s) => statement(env, s)));
  const one = statement(env, statements[0]);
  if (mode === "first") return column === undefined ? one.first() : one.first(column);
  if (mode === "raw") return one.raw();
  return mode === "all" ? one.all() : one.run();
}
async function kv(env, { op, args }) {
  const result = await env.CACHE[op](...args);
  return result === undefined ? null : result;
}
export default {
  async fetch(request, env) {
    const call = await request.json();
    try {
      const result = call.binding === "DB" ? await d1(env, call) : await kv(env, call);
      return Response.json({ result });
    } catch (error) {
      return Response.json({ error: String(error && error.message ? error.message : error) }, { status: 500 });
    }
  },
};
`;

/** A D1 prepared statement as a plain record; it runs when asked for a result. */
function preparedStatement(call, sql, params = []) {
  const run = (mode, column) => call({ binding: "DB", mode, column, statements: [{ sql, params }] });
  return {
    sql,
    params,
    bind: (...values) => preparedStatement(call, sql, values),
    first: (column) => run("first", column),
    run: () => run("run"),
    all: () => run("all"),
    raw: () => run("raw"),
  };
}

/**
 * Opens the D1 database `DB` and the KV namespace `CACHE` of wrangler.toml persisted under
 * `persistTo` (as `wrangler --persist-to` and `npm start` keep them).
 */
export async function openLocalBindings(persistTo) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(root, "wrangler.toml"));
  const mf = new Miniflare({
    modules: true,
    script: SCRIPT,
    compatibilityDate: workerOptions.compatibilityDate,
    d1Databases: workerOptions.d1Databases,
    kvNamespaces: workerOptions.kvNamespaces,
    d1Persist: path.join(persistTo, "v3/d1"),
    kvPersist: path.join(persistTo, "v3/kv"),
  });
  await mf.ready;
  const call = async (body) => {
    const response = await mf.dispatchFetch("http://local/", { method: "POST", body: JSON.stringify(body) });
    const answer = await response.json();
    if (answer.error) throw new Error(answer.error);
    return answer.result;
  };
  const kvCall =
    (op) =>
    (...args) =>
      call({ binding: "CACHE", op, args });
  const DB = {
    prepare: (sql) => preparedStatement(call, sql),
    batch: (statements) =>
      call({ binding: "DB", mode: "batch", statements: statements.map(({ sql, params }) => ({ sql, params })) }),
  };
  const CACHE = {
    get: kvCall("get"),
    getWithMetadata: kvCall("getWithMetadata"),
    put: kvCall("put"),
    delete: kvCall("delete"),
    list: kvCall("list"),
  };
  return { env: { DB, CACHE }, dispose: () => mf.dispose() };
}
