import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { GoodsSku } from "../../../shared/catalog/types";
import { href } from "../../../shared/routes";
import { api } from "../../lib/api";
import { refreshCartCount } from "../../lib/cart-count";
import { confirmDialog } from "../../lib/confirm-dialog";
import { useI18n } from "../../lib/i18n";
import { localDateTime } from "../../lib/local-time";
import { notifySuccess } from "../../lib/notify";
import { useSessionUser } from "../../lib/session";

/**
 * Spec §4 "Add to cart". Signed in: post the SKU with the local time, say 'Add Cart success!',
 * refresh the count, and for Buy now go to /cart. A failure is silent (spec §8). A visitor is asked
 * to sign in first (one dialog at a time) and comes back here afterwards.
 */
export function AddToCart({ goodsId, sku }: { goodsId: number; sku: GoodsSku | undefined }) {
  const { LL } = useI18n();
  const user = useSessionUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const unavailable = !sku || sku.stock === 0;

  async function add(buyNow: boolean) {
    if (!sku) return;
    if (!user) {
      const signIn = await confirmDialog({
        title: LL.commerce.addDialog.title(),
        message: LL.commerce.addDialog.message(),
        confirmText: LL.commerce.addDialog.confirm(),
        cancelText: LL.commerce.addDialog.cancel(),
        type: "warning",
      });
      if (signIn) navigate(href.login(location.pathname + location.search));
      return;
    }
    setBusy(true);
    try {
      await api.post(
        "/web/cart/add",
        { goodsSpecsId: sku.keyId, goodsId, operateTime: localDateTime() },
        { silent: true },
      );
      notifySuccess(LL.commerce.added());
      await refreshCartCount();
      if (buyNow) navigate(href.cart());
    } catch {
      // Silent by design (spec §8).
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="purchase__actions" data-goods-id={goodsId}>
      <button
        type="button"
        className="button button--primary button--large"
        disabled={unavailable || busy}
        onClick={() => add(false)}
      >
        {busy ? LL.commerce.addingToCart() : LL.catalog.addToCart()}
      </button>
      <button type="button" className="button button--large" disabled={unavailable || busy} onClick={() => add(true)}>
        {LL.catalog.buyNow()}
      </button>
    </div>
  );
}
