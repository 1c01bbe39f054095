import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { PRODUCT_QUERY, pendingAddValue, readPendingAdd } from "../../../shared/catalogue/sku-choice";
import type { ProductSku } from "../../../shared/catalogue/types";
import { href } from "../../../shared/routes";
import { api } from "../../lib/api";
import { setCartCount } from "../../lib/cart-count";
import { confirmDialog } from "../../lib/confirm-dialog";
import { useI18n } from "../../lib/i18n";
import { useHydrated } from "../../lib/hydration";
import { localDateTime } from "../../lib/local-time";
import { notifySuccess } from "../../lib/notify";
import { useSessionUser } from "../../lib/session";
import { sessionStore } from "../../lib/session-store";

/** Adds asked for before signing in that this tab has done (also kept in sessionStorage). */
const doneAdds = new Set<string>();

/** Whether the add named `token` is done already; marks it done. */
function firstTime(token: string): boolean {
  const key = `portline:added:${token}`;
  const store = sessionStore();
  if (doneAdds.has(token) || store?.getItem(key)) return false;
  doneAdds.add(token);
  store?.setItem(key, "1");
  return true;
}

/**
 * Add to cart. Signed in: post the SKU and quantity (one call) with the local time, say
 * 'Add Cart success!', refresh the count, and for Buy now go to /cart. A refusal (fewer left than
 * wanted) shows its reason. A visitor is asked to sign in first (one dialog at a time) and comes
 * back to this page with the same version and quantity chosen, where the add is done once: the
 * URL names it (`?add=`) until then, and loses it as it is done, so a reload, Back or Forward
 * does not add again.
 */
export function AddToCart({
  productId,
  sku,
  quantity,
}: {
  productId: number;
  sku: ProductSku | undefined;
  quantity: number;
}) {
  const { LL } = useI18n();
  const user = useSessionUser();
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const unavailable = !sku || sku.stock === 0;

  /** This page with the buyer's choice and the add asked for in its query, to come back to after signing in. */
  const backHere = (buyNow: boolean) => {
    const params = new URLSearchParams(location.search);
    if (sku) params.set(PRODUCT_QUERY.sku, String(sku.id));
    if (quantity > 1) params.set(PRODUCT_QUERY.quantity, String(quantity));
    else params.delete(PRODUCT_QUERY.quantity);
    params.set(PRODUCT_QUERY.add, pendingAddValue(buyNow, crypto.randomUUID().replaceAll("-", "")));
    return `${location.pathname}?${params}`;
  };

  async function add(buyNow: boolean) {
    if (!sku) return;
    if (!user) {
      const signIn = await confirmDialog({
        title: LL.purchase.addDialog.title(),
        message: LL.purchase.addDialog.message(),
        confirmText: LL.purchase.addDialog.confirm(),
        cancelText: LL.purchase.addDialog.cancel(),
        type: "warning",
      });
      if (signIn) navigate(href.login(backHere(buyNow)));
      return;
    }
    setBusy(true);
    try {
      // The answer is the new count: no second trip to ask for it.
      const { count } = await api.post("/web/cart/add", {
        skuId: sku.id,
        productId: productId,
        operateTime: localDateTime(),
        quantity,
      });
      notifySuccess(LL.purchase.added());
      setCartCount(count);
      if (buyNow) navigate(href.cart());
    } catch {
      // The API client showed the reason (say, only 3 left).
    } finally {
      setBusy(false);
    }
  }

  // Back from signing in with an add waiting: the URL drops it at once, and the add is done once.
  const pending = readPendingAdd(new URLSearchParams(location.search).get(PRODUCT_QUERY.add));
  const signedIn = Boolean(user);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per waiting add, when it can be done
  useEffect(() => {
    if (!pending || !hydrated || !signedIn || !sku) return;
    const params = new URLSearchParams(location.search);
    params.delete(PRODUCT_QUERY.add);
    navigate({ pathname: location.pathname, search: `?${params}` }, { replace: true, preventScrollReset: true });
    if (firstTime(pending.token)) void add(pending.buyNow);
  }, [pending?.token, hydrated, signedIn, sku?.id]);

  // While adding, the buttons are aria-disabled, not disabled: a disabled button would lose the focus.
  return (
    <div className="purchase__actions" data-product-id={productId}>
      <button
        type="button"
        className="button button--primary button--large"
        disabled={!hydrated || unavailable}
        aria-disabled={busy || undefined}
        onClick={() => !busy && add(false)}
      >
        {busy ? LL.purchase.addingToCart() : LL.catalogue.addToCart()}
      </button>
      <button
        type="button"
        className="button button--large"
        disabled={!hydrated || unavailable}
        aria-disabled={busy || undefined}
        onClick={() => !busy && add(true)}
      >
        {LL.catalogue.buyNow()}
      </button>
    </div>
  );
}
