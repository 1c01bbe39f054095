import { inject } from "vitest";

/**
 * The browser tests run as many files at a time as Vitest has workers, each against a server and
 * state of its own (test/e2e/global-setup.ts starts one per worker): a file never meets another
 * file's carts, orders or cache. Vitest numbers its workers 1…maxWorkers (`VITEST_POOL_ID`), and
 * files that run at the same time have different numbers.
 */
export function serverUrl(): string {
  const urls = inject("serverUrls");
  const worker = Math.max(1, Number(process.env.VITEST_POOL_ID ?? "1"));
  return urls[(worker - 1) % urls.length] as string;
}
