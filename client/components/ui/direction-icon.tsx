/**
 * A chevron that points back (towards the reading start) or forward. Drawn for left-to-right text;
 * the stylesheet mirrors it on right-to-left pages (`.direction-icon:dir(rtl)`), so "back" points
 * right in Arabic. Decorative: the link or button beside it carries the words.
 */
export function DirectionIcon({ pointing }: { pointing: "back" | "forward" }) {
  return (
    <svg
      className="direction-icon"
      data-pointing={pointing}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
    >
      <path
        d={pointing === "back" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
