import { lazy, Suspense, useEffect, useState } from "react";

const Toasts = lazy(() => import("./toasts"));

/** The toast area (top centre), mounted after hydration. */
export function ToastArea() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
