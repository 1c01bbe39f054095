import { lazy, Suspense, useEffect } from "react";
import { useNavigate } from "react-router";
import { href } from "../../../shared/routes";
import { setSessionInvalidHandler } from "../../lib/api";
import { loadNamespace } from "../../lib/dictionary";
import { refreshCartCount, setCartCount } from "../../lib/cart-count";
import { notifyError } from "../../lib/notify";
import { resetPasswordCheck } from "../../lib/password-check";
import { sessionChanged, useSessionSync, useSessionUser } from "../../lib/session";
import { ConfirmHost } from "../ui/confirm-host";
import { ChatWidget } from "./chat-widget";

// The reminder comes with its texts (the account namespace), which most pages do not load.
const WeakPasswordDialog = lazy(() =>
  Promise.all([import("../account/weak-password-dialog"), loadNamespace("account")]).then(([module]) => module),
);

/** Browser-only parts of the session: cookie sync, the weak-password reminder, the chat widget. */
export function SessionEffects() {
  useSessionSync();
  const user = useSessionUser();
  const navigate = useNavigate();
  useEffect(() => {
    // Code 100600 from any call → the session is cleared (the worker already deleted the
    // cookies), the message shown, and the user sent to sign in, coming back here afterwards.
    setSessionInvalidHandler((message) => {
      notifyError(message);
      resetPasswordCheck();
      sessionChanged();
      navigate(href.login(window.location.pathname + window.location.search, { expired: true }), { replace: true });
    });
  }, [navigate]);
  // The cart count is fetched at mount when signed in (and dropped when signed out).
  const userId = user?.id;
  useEffect(() => {
    if (userId) void refreshCartCount();
    else setCartCount(0);
  }, [userId]);
  return (
    <>
      {user?.weakPassword ? (
        <Suspense fallback={null}>
          <WeakPasswordDialog key={user.id} user={user} />
        </Suspense>
      ) : null}
      <ChatWidget />
      <ConfirmHost />
    </>
  );
}
