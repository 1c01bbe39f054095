import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { NUMBER_FIELD } from "../../../shared/constants";

interface Props {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Its name (a text, or the words with a name marked in its own language). */
  label: ReactNode;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
  /** Shows the label above the field (otherwise it is for assistive technology only). */
  showLabel?: boolean;
  /**
   * The user typed 0, or emptied the field and left it (or pressed Enter): asked once per edit. The
   * field then shows `value` again; the caller decides (say, by asking whether to remove the line).
   */
  onClear?: () => void;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const isCleared = (text: string) => text.trim() === "" || Number(text) === 0;

/**
 * A quantity field: step 1, page step 10 (PageUp/PageDown), and − / + that repeat every
 * 60 ms after being held for 400 ms. Always within [min, max]. While the user types, the text is
 * kept as typed (an empty field is allowed mid-edit); a whole number in range applies at once.
 */
export function NumberField({
  value,
  min,
  max,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  disabled,
  showLabel,
  onClear,
}: Props) {
  const id = useId();
  const latest = useRef(value);
  latest.current = value;
  const timers = useRef<{ delay?: ReturnType<typeof setTimeout>; repeat?: ReturnType<typeof setInterval> }>({});
  /** What the user is typing, while it differs from `value`; null shows `value`. */
  const [draft, setDraft] = useState<string | null>(null);
  const clearAsked = useRef(false);

  const stop = () => {
    clearTimeout(timers.current.delay);
    clearInterval(timers.current.repeat);
    timers.current = {};
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: stops the timers on unmount (`stop` only touches a ref)
  useEffect(() => stop, []);

  const step = (delta: number) => {
    const next = clamp(latest.current + delta, min, max);
    if (next !== latest.current) {
      latest.current = next;
      onChange(next);
    }
  };

  const askClear = () => {
    if (clearAsked.current || !onClear) return;
    clearAsked.current = true;
    onClear();
  };

  /** Leaving the field (or Enter): an empty or 0 field asks; anything else shows the value again. */
  const commit = () => {
    if (draft !== null && isCleared(draft)) askClear();
    clearAsked.current = false;
    setDraft(null);
  };

  const hold = (delta: number) => (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    step(delta);
    stop();
    timers.current.delay = setTimeout(() => {
      timers.current.repeat = setInterval(() => step(delta), NUMBER_FIELD.repeatEveryMs);
    }, NUMBER_FIELD.repeatDelayMs);
  };

  /** A − or + button: press steps once, holding repeats, Enter/Space step once. */
  const stepper = (delta: number) => ({
    onPointerDown: hold(delta),
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        step(delta);
      }
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowUp: NUMBER_FIELD.step,
      ArrowDown: -NUMBER_FIELD.step,
      PageUp: NUMBER_FIELD.pageStep,
      PageDown: -NUMBER_FIELD.pageStep,
    };
    if (event.key in moves) {
      event.preventDefault();
      setDraft(null);
      step(moves[event.key]!);
    } else if (event.key === "Home") {
      event.preventDefault();
      setDraft(null);
      step(min - latest.current);
    } else if (event.key === "End") {
      event.preventDefault();
      setDraft(null);
      step(max - latest.current);
    } else if (event.key === "Enter") {
      // Enter settles the typed quantity; it never submits a surrounding form.
      event.preventDefault();
      commit();
    }
  };

  const labelElement = (
    <label htmlFor={id} className={showLabel ? "field__label" : "visually-hidden"}>
      {label}
    </label>
  );
  const field = (
    <div className="number-field">
      {showLabel ? null : labelElement}
      <button
        type="button"
        className="number-field__step"
        aria-label={decreaseLabel}
        disabled={disabled || value <= min}
        {...stepper(-NUMBER_FIELD.step)}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        className="number-field__input"
        min={min}
        max={max}
        step={NUMBER_FIELD.step}
        value={draft ?? value}
        disabled={disabled}
        onKeyDown={onKeyDown}
        onBlur={commit}
        onChange={(event) => {
          const text = event.currentTarget.value;
          const typed = Number(text);
          if (text.trim() !== "" && Number.isInteger(typed) && typed >= min) {
            const next = clamp(typed, min, max);
            // Beyond the maximum: show the maximum, not what was typed.
            setDraft(next === typed ? text : null);
            step(next - latest.current);
          } else {
            setDraft(text);
            // A typed 0 is a finished answer; an empty field may be the start of a new number.
            if (text.trim() !== "" && typed === 0) askClear();
          }
        }}
      />
      <button
        type="button"
        className="number-field__step"
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        {...stepper(NUMBER_FIELD.step)}
      >
        +
      </button>
    </div>
  );
  return showLabel ? (
    <div className="field">
      {labelElement}
      {field}
    </div>
  ) : (
    field
  );
}
