import { useNavigation } from "react-router";
import { useI18n } from "../../lib/i18n";

/**
 * A slim bar at the top of the window while a client-side navigation loads. It is mounted at
 * once but only shows after 300 ms (a CSS delay), so quick navigations never flash it.
 */
export function NavigationProgress() {
  const { LL } = useI18n();
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div className="navigation-progress" role="progressbar" aria-label={LL.common.loadingPage()}>
      <div className="navigation-progress__bar" />
    </div>
  );
}
