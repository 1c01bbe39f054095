/**
 * Moving through a row of items (tabs, a gallery) by arrow keys and swipes, in the reading
 * direction: on a right-to-left page the next item is to the left, so ArrowLeft and a swipe to the
 * right bring it.
 */

export type TextDirection = "ltr" | "rtl";

/** How far a finger must travel sideways before a swipe counts. */
export const SWIPE_MIN_PX = 40;

/** +1 (the next item), -1 (the previous one) or 0 (not a sideways arrow). */
export function arrowStep(key: string, direction: TextDirection): -1 | 0 | 1 {
  const towardsRight = key === "ArrowRight" ? 1 : key === "ArrowLeft" ? -1 : 0;
  if (!towardsRight) return 0;
  return direction === "rtl" ? (-towardsRight as -1 | 1) : towardsRight;
}

/**
 * The step of a swipe that moved `dx`, `dy` pixels: content dragged towards the reading start
 * (leftwards in English) brings the next item. Too short, or more up/down than sideways: 0.
 */
export function swipeStep(dx: number, dy: number, direction: TextDirection): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  const towardsLeft = dx < 0 ? 1 : -1;
  return direction === "rtl" ? (-towardsLeft as -1 | 1) : towardsLeft;
}
