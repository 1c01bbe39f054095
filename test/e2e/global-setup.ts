import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { CHAT_SCRIPT_URL, STRIPE_TEST_KEY, STRIPE_TEST_WEBHOOK_SECRET } from "./stand-ins";
import { addLongContent, prepareState, startBuiltWorker } from "../support/built-worker.mjs";
import { startStandIn } from "../support/stand-in-server";
import { viesStandIns } from "../support/vies-stand-in";

declare module "vitest" {
  export interface ProvidedContext {
    /** One address per server (see servers.ts); `browser.ts` picks this file's. */
    serverUrls: string[];
    /** A migrated and seeded state directory no server uses: copy it to start a server of your own. */
    stateTemplate: string;
  }
}

/**
 * Serves the production build on fresh, migrated and seeded local D1/KV for the browser tests, one
 * server per worker (see servers.ts), plus the long content the layout tests need
 * (test/e2e/long-content.ts), with VIES answered by a local stand-in.
 */
export default async function setup(project: TestProject) {
  // VIES answers by the number asked: DE123456789 is valid (test/support/vies-stand-in.ts).
  const vies = await startStandIn(viesStandIns);
  // It never keeps the run alive, should a server below fail to start.
  vies.server.unref();
  const stateTemplate = mkdtempSync(path.join(tmpdir(), "shop-e2e-template-"));
  prepareState(stateTemplate);
  const servers = await Promise.all(
    Array.from({ length: Math.max(1, project.globalConfig.maxWorkers) }, async () => {
      const persistTo = mkdtempSync(path.join(tmpdir(), "shop-e2e-"));
      cpSync(stateTemplate, persistTo, { recursive: true });
      addLongContent(persistTo);
      // The chat widget is configured with a stand-in provider script (see browser.ts).
      const server = await startBuiltWorker({
        persistTo,
        vars: {
          CHAT_SCRIPT_URL: CHAT_SCRIPT_URL,
          CHAT_GROUP_ID: "4242",
          STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
          STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
          // Every browser test signs its customers up and in from this one machine's address.
          SIGNUPS_PER_IP_HOUR: "1000",
          SIGNINS_PER_IP_15_MIN: "1000",
          VIES_API_BASE: `${vies.url}/vies`,
        },
      });
      return { ...server, persistTo };
    }),
  );
  project.provide(
    "serverUrls",
    servers.map((server) => server.url),
  );
  project.provide("stateTemplate", stateTemplate);
  return async () => {
    for (const server of servers) {
      await server.dispose();
      rmSync(server.persistTo, { recursive: true, force: true });
    }
    rmSync(stateTemplate, { recursive: true, force: true });
    await new Promise<void>((resolve) => vies.server.close(() => resolve()));
  };
}
