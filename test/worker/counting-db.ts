import { env } from "cloudflare:workers";

/**
 * The real D1, counting each statement or batch as it completes: what an answer waited for,
 * measured in the work the worker did before answering rather than in milliseconds. On this shared
 * machine single answers vary from 8 to 300 ms, so medians of wall-clock times over 30 tries differ
 * by more than the leak being tested for. Each storage round trip is an I/O wait, the dominant cost
 * of these calls; a round trip completes only through I/O, so none that runs after the answer (in
 * waitUntil) can be counted before it.
 */
let completed = 0;

/** Round trips completed so far through `countingDb`. */
export function roundTrips(): number {
  return completed;
}

function countingStatement(statement: D1PreparedStatement): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === "bind") return (...values: unknown[]) => countingStatement(value.apply(target, values));
      if (["run", "first", "all", "raw"].includes(String(property))) {
        return (...args: unknown[]) =>
          (value.apply(target, args) as Promise<unknown>).then((result) => {
            completed++;
            return result;
          });
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export const countingDb = new Proxy(env.DB, {
  get(target, property) {
    const value = Reflect.get(target, property, target);
    if (property === "prepare") return (sql: string) => countingStatement(target.prepare(sql));
    if (property === "batch") {
      return (statements: D1PreparedStatement[]) =>
        target.batch(statements).then((result) => {
          completed++;
          return result;
        });
    }
    return typeof value === "function" ? value.bind(target) : value;
  },
});
