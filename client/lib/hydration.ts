import { type RefObject, useEffect, useRef, useSyncExternalStore } from "react";

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

/**
 * Takes over, once the page has hydrated, what the user typed into a controlled field before
 * (no change event reached React then): the text stays in the field and the state follows it.
 */
export function useAdoptTypedValue(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  adopt: (typed: string) => void,
): void {
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const typed = field.current?.value ?? "";
    if (typed !== value) adopt(typed);
  }, [field, value, adopt]);
}
