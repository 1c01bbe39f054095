import { lazy, Suspense, useEffect, useState } from "react";
import { wantToaster, whenToasterWanted } from "../../lib/notify";

const Toasts = lazy(() => import("./toasts"));

/** What a visitor does first (a tap, a key): the toast area is ready before that action's answer. */
const FIRST_INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * The toast area (top centre). It mounts on the first toast or the first interaction, whichever
 * comes first: a page that is only read never loads sonner.
 */
export function ToastArea() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const stop = whenToasterWanted(() => setMounted(true));
    const options = { capture: true, passive: true } as const;
    for (const type of FIRST_INTERACTIONS) window.addEventListener(type, wantToaster, options);
    return () => {
      stop();
      for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, wantToaster, options);
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
