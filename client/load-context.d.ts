import type { AppContext } from "../shared/load-context";

declare module "react-router" {
  // Loaders receive what the worker builds in worker/app.ts (pageContext).
  interface AppLoadContext extends AppContext {}
}
