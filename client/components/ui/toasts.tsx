import { useEffect } from "react";
import { Toaster } from "sonner";
import { TOAST } from "../../../shared/constants";
import { textDirection } from "../../../shared/locale";
import { useI18n } from "../../lib/i18n";
import { toasterMounted } from "../../lib/toaster-ready";
import { followHeaderWithToasts } from "../../lib/toast-position";

export { toast } from "sonner";

/** Below the header, or 16 px from the top once it has scrolled away (see lib/toast-position.ts). */
const OFFSET = { top: "var(--toast-top, 16px)" };
const MOBILE_OFFSET = { top: "var(--toast-top, 16px)", left: 16, right: 16 };

/** sonner configured with the toast constants of shared/constants.ts. */
export default function Toasts() {
  const { LL, locale } = useI18n();
  useEffect(() => toasterMounted(), []);
  useEffect(() => followHeaderWithToasts(), []);
  return (
    <Toaster
      position={TOAST.position}
      offset={OFFSET}
      mobileOffset={MOBILE_OFFSET}
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visibleToasts}
      gap={TOAST.gapPx}
      hotkey={[...TOAST.hotkey]}
      // Up, or sideways towards the reading end (left in Arabic).
      swipeDirections={["top", textDirection(locale) === "rtl" ? "left" : "right"]}
      dir={textDirection(locale)}
      closeButton
      richColors
      containerAriaLabel={LL.common.notifications()}
    />
  );
}
