import type { GoodsSku } from "../../../shared/catalog/types";
import { useI18n } from "../../lib/i18n";

/** Add to cart and Buy now for the chosen version. */
export function AddToCart({ goodsId, sku }: { goodsId: number; sku: GoodsSku | undefined }) {
  const { LL } = useI18n();
  const unavailable = !sku || sku.stock === 0;
  return (
    <div className="purchase__actions" data-goods-id={goodsId}>
      <button type="button" className="button button--primary button--large" disabled={unavailable}>
        {LL.catalog.addToCart()}
      </button>
      <button type="button" className="button button--large" disabled={unavailable}>
        {LL.catalog.buyNow()}
      </button>
    </div>
  );
}
