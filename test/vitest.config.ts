import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Every test of `npm test`, in one run and one summary:
 *  - unit:   pure rules of shared/ in Node
 *  - worker: the Hono worker inside workerd, on real (local) D1 and KV, migrations applied
 *  - e2e:    Chromium against the production build (see test/e2e/global-setup.ts): two files at a
 *            time, each on a server and state of its own
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, "worker/db/migrations"));
  return {
    root,
    test: {
      // Two files at a time; the browser tests start one server per worker (test/e2e/servers.ts).
      maxWorkers: 2,
      projects: [
        {
          test: {
            name: "unit",
            root,
            include: ["test/unit/**/*.test.ts"],
            environment: "node",
          },
        },
        {
          define: { __BUILD_ID__: JSON.stringify("test-build") },
          plugins: [
            cloudflareTest(({ inject }) => ({
              main: path.join(root, "test/worker/worker-under-test.ts"),
              wrangler: { configPath: path.join(root, "wrangler.toml") },
              miniflare: {
                // A second, empty database: migration tests apply migrations to it step by step.
                d1Databases: { MIGRATION_DB: "migration-db" },
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  STAND_IN_URL: inject("standInUrl"),
                  JWT_SECRET: "test-secret-for-worker-tests-0123456789abcdef",
                  // The main site of the tests (wrangler.toml's DOMAIN_LOCALES hosts take its scheme and port).
                  SITE_ORIGIN: "http://shop.example",
                  // Payment providers point at the local stand-ins, with the secrets they expect, and
                  // the operator token (test/support/payment-stand-ins.ts, via test/worker/global-setup.ts).
                  STRIPE_API_BASE: `${inject("standInUrl")}/stripe`,
                  PAYPAL_API_BASE: `${inject("standInUrl")}/paypal`,
                  // VIES answers by the number asked (test/support/vies-stand-in.ts).
                  VIES_API_BASE: `${inject("standInUrl")}/vies`,
                  ...inject("paymentSecrets"),
                },
              },
            })),
          ],
          test: {
            name: "worker",
            root,
            include: ["test/worker/**/*.test.ts"],
            // Tests that sign up many customers hash 100,000-iteration PBKDF2 passwords: seconds of
            // CPU on a busy 2-core machine, over Vitest's 5 s default.
            testTimeout: 30_000,
            setupFiles: ["test/worker/setup.ts"],
            globalSetup: ["test/worker/global-setup.ts"],
          },
        },
        {
          test: {
            name: "e2e",
            root,
            include: ["test/e2e/**/*.test.ts"],
            environment: "node",
            globalSetup: ["test/e2e/global-setup.ts"],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // A polled state the user sees (a saved status, a sent mail) can take seconds on a
            // busy two-core machine; Vitest's default of one second fails such tests under load.
            expect: { poll: { timeout: 15_000 } },
          },
        },
      ],
    },
  };
});
