import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { CHAT_SCRIPT_URL, STRIPE_TEST_KEY, STRIPE_TEST_WEBHOOK_SECRET } from "./stand-ins";
import { addLongContent, prepareState, startBuiltWorker } from "../support/built-worker.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The port, for hostnames such as zh.localhost that map to another language. */
    port: string;
    /** A migrated and seeded state directory no server uses: copy it to start a server of your own. */
    stateTemplate: string;
  }
}

/**
 * Serves the production build on fresh, migrated and seeded local D1/KV for the browser tests, plus
 * the long content the layout tests need (test/e2e/long-content.ts).
 */
export default async function setup(project: TestProject) {
  const stateTemplate = mkdtempSync(path.join(tmpdir(), "shop-e2e-template-"));
  prepareState(stateTemplate);
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
    },
  });
  project.provide("baseUrl", server.url);
  project.provide("port", new URL(server.url).port);
  project.provide("stateTemplate", stateTemplate);
  return async () => {
    await server.dispose();
    rmSync(persistTo, { recursive: true, force: true });
    rmSync(stateTemplate, { recursive: true, force: true });
  };
}
