import { useEffect } from "react";
import { Toaster } from "sonner";
import { TOAST } from "../../../shared/constants";
import { useI18n } from "../../lib/i18n";
import { toasterMounted } from "../../lib/notify";

export { toast } from "sonner";

/** sonner configured with the spec §9 constants. */
export default function Toasts() {
  const { LL } = useI18n();
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster
      position={TOAST.position}
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visibleToasts}
      gap={TOAST.gapPx}
      hotkey={[...TOAST.hotkey]}
      swipeDirections={["top", "right"]}
      closeButton
      richColors
      containerAriaLabel={LL.common.notifications()}
    />
  );
}
