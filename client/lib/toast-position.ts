/** Room between the header (or the top of the window) and the first toast. */
const TOAST_GAP_PX = 12;

/**
 * Toasts sit at the top centre, below the page's header while it is in view, so they never cover
 * its search box, language selector or cart: `--toast-top` on <html> is the toaster's offset.
 */
export function placeToasts(): void {
  const header = document.querySelector(".site-header, .slim-bar");
  const bottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  document.documentElement.style.setProperty("--toast-top", `${Math.round(bottom) + TOAST_GAP_PX}px`);
}

/** Keeps the toasts below the header as the page scrolls or resizes; returns the function that stops it. */
export function followHeaderWithToasts(): () => void {
  let frame = 0;
  const schedule = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      placeToasts();
    });
  };
  placeToasts();
  addEventListener("scroll", schedule, { passive: true });
  addEventListener("resize", schedule);
  return () => {
    cancelAnimationFrame(frame);
    removeEventListener("scroll", schedule);
    removeEventListener("resize", schedule);
  };
}
