import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { useHydrated } from "./hydration";

/**
 * A native <select> whose choice triggers something costly (a reload, a navigation) acts only on a
 * deliberate choice: a pick from its list (mouse, touch, or Enter in the open list) or Enter on
 * the closed select. Arrow keys and type-ahead on a closed select only move the shown option, as
 * they change the value one step at a time; leaving the select shows the current value again.
 * A pick made before the page hydrated (it reached no handler) is applied once hydrated.
 */
export function useDeliberateSelect(current: string, choose: (value: string) => void) {
  const [shown, setShown] = useState(current);
  const element = useRef<HTMLSelectElement>(null);
  const hydrated = useHydrated();
  // Keys change a closed select's value in the same task as their keydown: a change in that task
  // was a keystroke, not a pick.
  const keyed = useRef(false);
  useEffect(() => setShown(current), [current]);
  // At hydration only (later mounts render the value themselves): React keeps the select's own
  // value when it hydrates, so a pick made on the server's HTML is still there.
  const checked = useRef(hydrated);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const picked = element.current?.value;
    if (picked !== undefined && picked !== current) choose(picked);
  }, [current, choose]);

  return {
    ref: element,
    value: shown,
    // The page's state is the truth: Back must not restore an older choice into the select.
    autoComplete: "off",
    onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
      if (event.key === "Enter") {
        const value = event.currentTarget.value;
        if (value !== current) {
          event.preventDefault();
          choose(value);
        }
        return;
      }
      keyed.current = true;
      setTimeout(() => {
        keyed.current = false;
      });
    },
    onChange(event: ChangeEvent<HTMLSelectElement>) {
      const value = event.currentTarget.value;
      setShown(value);
      if (!keyed.current && value !== current) choose(value);
    },
    onBlur() {
      setShown(current);
    },
  };
}
