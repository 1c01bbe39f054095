/**
 * The header's action icons, shown instead of the words on phones (the words stay for assistive
 * technology); wider screens show the words only. Decorative: the link or button carries the name.
 */
const ICON = { viewBox: "0 0 24 24", width: 22, height: 22 } as const;
const STROKE = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export function CartIcon() {
  return (
    <svg className="header-action__icon" {...ICON} aria-hidden="true">
      <path {...STROKE} d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
    </svg>
  );
}

/** A door with an arrow going out of it; mirrored on right-to-left pages like the other pointing icons. */
export function SignOutIcon() {
  return (
    <svg className="header-action__icon header-action__icon--pointing" {...ICON} aria-hidden="true">
      <path {...STROKE} d="M10 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h5M15 8l4 4-4 4M19 12H9" />
    </svg>
  );
}
