import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { PRODUCT_QUERY } from "../../../shared/catalog/sku-choice";
import type { GoodsSku } from "../../../shared/catalog/types";
import { href } from "../../../shared/routes";
import { api } from "../../lib/api";
import { refreshCartCount } from "../../lib/cart-count";
import { confirmDialog } from "../../lib/confirm-dialog";
import { useI18n } from "../../lib/i18n";
import { useHydrated } from "../../lib/hydration";
import { localDateTime } from "../../lib/local-time";
import { notifySuccess } from "../../lib/notify";
import { useSessionUser } from "../../lib/session";

/**
 * Add to cart. Signed in: post the SKU and quantity (one call) with the local time, say
 * 'Add Cart success!', refresh the count, and for Buy now go to /cart. A refusal (fewer left than
 * wanted) shows its reason. A visitor is asked to sign in first (one dialog at a time) and comes
 * back to this page with the same version and quantity chosen.
 */
export function AddToCart({
  goodsId,
  sku,
  quantity,
}: {
  goodsId: number;
  sku: GoodsSku | undefined;
  quantity: number;
}) {
  const { LL } = useI18n();
  const user = useSessionUser();
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const unavailable = !sku || sku.stock === 0;

  /** This page with the buyer's choice in its query, to come back to after signing in. */
  const backHere = () => {
    const params = new URLSearchParams(location.search);
    if (sku) params.set(PRODUCT_QUERY.sku, String(sku.keyId));
    if (quantity > 1) params.set(PRODUCT_QUERY.quantity, String(quantity));
    else params.delete(PRODUCT_QUERY.quantity);
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
      if (signIn) navigate(href.login(backHere()));
      return;
    }
    setBusy(true);
    try {
      await api.post("/web/cart/add", { goodsSpecsId: sku.keyId, goodsId, operateTime: localDateTime(), quantity });
      notifySuccess(LL.purchase.added());
      await refreshCartCount();
      if (buyNow) navigate(href.cart());
    } catch {
      // The API client showed the reason (say, only 3 left).
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="purchase__actions" data-goods-id={goodsId}>
      <button
        type="button"
        className="button button--primary button--large"
        disabled={!hydrated || unavailable || busy}
        onClick={() => add(false)}
      >
        {busy ? LL.purchase.addingToCart() : LL.catalog.addToCart()}
      </button>
      <button
        type="button"
        className="button button--large"
        disabled={!hydrated || unavailable || busy}
        onClick={() => add(true)}
      >
        {LL.catalog.buyNow()}
      </button>
    </div>
  );
}
