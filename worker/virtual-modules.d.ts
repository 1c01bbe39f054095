declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}

declare module "virtual:text-chunks" {
  /** The URLs of each language's texts in the browser build (`en`, `en/commerce`…), and of what they import. */
  const chunks: Record<string, string[]>;
  export default chunks;
}
