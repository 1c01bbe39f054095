import type { TestProject } from "vitest/node";
import { startStandIn } from "../support/stand-in-server";

declare module "vitest" {
  export interface ProvidedContext {
    standInUrl: string;
  }
}

/** Starts the stand-ins for outside systems the worker talks to over HTTP. */
export default async function setup(project: TestProject) {
  const { url, server } = await startStandIn([
    {
      // A legacy backend speaking the same API: echoes what it received inside an envelope.
      prefix: "/legacy",
      handle: ({ method, path, headers, body }) => ({
        body: { code: 0, msg: "ok", data: { method, path, headers, body } },
      }),
    },
  ]);
  project.provide("standInUrl", url);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
