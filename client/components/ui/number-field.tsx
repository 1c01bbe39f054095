import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from "react";
import { NUMBER_FIELD } from "../../../shared/constants";

interface Props {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A quantity field (spec §9): step 1, page step 10 (PageUp/PageDown), and − / + that repeat every
 * 60 ms after being held for 400 ms. Always within [min, max].
 */
export function NumberField({ value, min, max, onChange, label, decreaseLabel, increaseLabel, disabled }: Props) {
  const id = useId();
  const latest = useRef(value);
  latest.current = value;
  const timers = useRef<{ delay?: ReturnType<typeof setTimeout>; repeat?: ReturnType<typeof setInterval> }>({});

  const stop = () => {
    clearTimeout(timers.current.delay);
    clearInterval(timers.current.repeat);
    timers.current = {};
  };
  useEffect(() => stop, []);

  const step = (delta: number) => {
    const next = clamp(latest.current + delta, min, max);
    if (next !== latest.current) {
      latest.current = next;
      onChange(next);
    }
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
      step(moves[event.key]!);
    } else if (event.key === "Home") {
      event.preventDefault();
      step(min - latest.current);
    } else if (event.key === "End") {
      event.preventDefault();
      step(max - latest.current);
    }
  };

  return (
    <div className="number-field">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
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
        value={value}
        disabled={disabled}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const typed = Number(event.currentTarget.value);
          if (Number.isInteger(typed) && typed >= min) step(clamp(typed, min, max) - latest.current);
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
}
