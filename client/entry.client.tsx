import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadLocaleAsync } from "../locales/i18n-util.async";
import { isLocale } from "../shared/locale";
import { installChunkErrorReload } from "./lib/build-check";

// Before anything else loads: a chunk a deploy removed reloads the page.
installChunkErrorReload();

// Only the page's own dictionary is downloaded (one small chunk per language).
const lang = document.documentElement.dataset.locale;
await loadLocaleAsync(isLocale(lang) ? lang : "en");

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
