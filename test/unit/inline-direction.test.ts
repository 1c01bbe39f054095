import { describe, expect, it } from "vitest";
import { arrowStep, SWIPE_MIN_PX, swipeStep } from "../../shared/inline-direction";

describe("moving through a row in the reading direction", () => {
  it("ArrowRight is next left to right and previous right to left", () => {
    expect(arrowStep("ArrowRight", "ltr")).toBe(1);
    expect(arrowStep("ArrowLeft", "ltr")).toBe(-1);
    expect(arrowStep("ArrowRight", "rtl")).toBe(-1);
    expect(arrowStep("ArrowLeft", "rtl")).toBe(1);
    expect(arrowStep("ArrowDown", "rtl")).toBe(0);
    expect(arrowStep("Enter", "ltr")).toBe(0);
  });

  it("a swipe to the left brings the next item in English, the previous one in Arabic", () => {
    expect(swipeStep(-80, 5, "ltr")).toBe(1);
    expect(swipeStep(80, 5, "ltr")).toBe(-1);
    expect(swipeStep(-80, 5, "rtl")).toBe(-1);
    expect(swipeStep(80, 5, "rtl")).toBe(1);
  });

  it("ignores short and mostly vertical moves (scrolling the page)", () => {
    expect(swipeStep(SWIPE_MIN_PX - 1, 0, "ltr")).toBe(0);
    expect(swipeStep(-SWIPE_MIN_PX, 0, "ltr")).toBe(1);
    expect(swipeStep(-60, 90, "ltr")).toBe(0);
  });
});
