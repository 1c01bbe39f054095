import { describe, expect, it } from "vitest";
import { clockText, countdownAt, msToNextTick } from "../../shared/coupons/countdown";

const target = Date.parse("2026-12-01T00:00:00Z");

describe("countdownAt: the time left, read from the clock", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    const state = countdownAt("2026-12-01T00:00:00Z", target - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
    expect(state).toMatchObject({ kind: "running", days: 2, hours: 3, minutes: 4, seconds: 5 });
    if (state.kind === "running") expect(clockText(state)).toBe("03:04:05");
  });

  it("rounds a part-second up, so the last second shows 00:00:01 until it has passed", () => {
    const state = countdownAt(target, target - 200);
    expect(state).toMatchObject({ kind: "running", days: 0, hours: 0, minutes: 0, seconds: 1 });
    if (state.kind === "running") expect(clockText(state)).toBe("00:00:01");
  });

  it("reports done exactly at the target and after it", () => {
    expect(countdownAt(target, target)).toEqual({ kind: "done" });
    expect(countdownAt(target, target + 60_000)).toEqual({ kind: "done" });
  });

  it("calls an unparseable date invalid (shown as 'Invalid future time format')", () => {
    expect(countdownAt("next tuesday-ish", target)).toEqual({ kind: "invalid" });
    expect(countdownAt(Number.NaN, target)).toEqual({ kind: "invalid" });
    expect(countdownAt(new Date("nope"), target)).toEqual({ kind: "invalid" });
  });

  it("accepts a Date, a timestamp or an ISO string for the same moment", () => {
    const now = target - 90_000;
    const expected = countdownAt(target, now);
    expect(countdownAt(new Date(target), now)).toEqual(expected);
    expect(countdownAt("2026-12-01T00:00:00.000Z", now)).toEqual(expected);
  });

  it("does not drift: a late tick shows the clock's time, not one second less than the last", () => {
    // A tick that fires 3.4 s late (a background tab) jumps straight to the true value.
    const late = countdownAt(target, target - 10_000 + 3_400);
    expect(late).toMatchObject({ kind: "running", seconds: 7 });
  });
});

describe("msToNextTick: ticks stay on the second boundary", () => {
  it("waits until the shown second changes", () => {
    expect(msToNextTick(countdownAt(target, target - 5_250))).toBe(250);
    expect(msToNextTick(countdownAt(target, target - 5_000))).toBe(1000);
  });

  it("uses one second when there is nothing to count", () => {
    expect(msToNextTick({ kind: "done" })).toBe(1000);
    expect(msToNextTick({ kind: "invalid" })).toBe(1000);
  });
});
