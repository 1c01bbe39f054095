/** What a countdown shows at a moment (it ticks each second, then reports zero). */
export type CountdownState =
  | { kind: "invalid" }
  | { kind: "done" }
  | { kind: "running"; days: number; hours: number; minutes: number; seconds: number; remainingMs: number };

/**
 * Time left until `target`, computed from the clock (never by counting ticks, so it cannot drift).
 * An unparseable target is "invalid" (shown as "Invalid future time format"); at or after the
 * target it is "done".
 */
export function countdownAt(target: string | number | Date, now: number): CountdownState {
  const time = target instanceof Date ? target.getTime() : typeof target === "number" ? target : Date.parse(target);
  if (!Number.isFinite(time)) return { kind: "invalid" };
  const remainingMs = time - now;
  if (remainingMs <= 0) return { kind: "done" };
  // Whole seconds left, rounded up: "00:00:01" until the last second has passed.
  const total = Math.ceil(remainingMs / 1000);
  return {
    kind: "running",
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    remainingMs,
  };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** "03:04:05" (the days are shown by the caller, in its language). */
export function clockText(state: Extract<CountdownState, { kind: "running" }>): string {
  return `${pad(state.hours)}:${pad(state.minutes)}:${pad(state.seconds)}`;
}

/** Milliseconds until the displayed second changes (ticks stay aligned to the clock). */
export function msToNextTick(state: CountdownState): number {
  if (state.kind !== "running") return 1000;
  const intoSecond = state.remainingMs % 1000;
  return intoSecond === 0 ? 1000 : intoSecond;
}
