// Types of the test env: the worker's bindings plus what the test config hands in.
type WorkerBindings = import("../../worker/env").Env;

declare namespace Cloudflare {
  interface Env extends WorkerBindings {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** An empty database of its own, for tests that apply migrations step by step. */
    MIGRATION_DB: D1Database;
    /** Base URL of the local HTTP stand-ins (test/worker/global-setup.ts). */
    STAND_IN_URL: string;
  }
  interface GlobalProps {
    mainModule: typeof import("./worker-under-test");
  }
}
