import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installChunkErrorReload } from "./lib/build-check";
import { loadTextsFor } from "./lib/dictionary";

// Before anything else loads: a chunk a deploy removed reloads the page.
installChunkErrorReload();

// Only the page's own texts are downloaded: its language's shop dictionary, and the console's
// namespace on the console's pages.
await loadTextsFor(location.pathname);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
