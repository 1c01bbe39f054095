import { useEffect, useSyncExternalStore } from "react";

/**
 * Whether React has hydrated this document. Controls that only work with the client's code (a
 * cart stepper, a live search box) are disabled until then: a tap on the server's HTML alone
 * would be lost. The first client render still matches the server's (false), so hydration
 * never mismatches.
 */
let hydrated = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}

/**
 * Marks the document hydrated (`<html data-hydrated>`, which browser tests wait for) once the
 * root layout's first effect runs, after the whole page has hydrated.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    if (hydrated) return;
    hydrated = true;
    document.documentElement.dataset.hydrated = "";
    for (const listener of listeners) listener();
  }, []);
}
