import { useState } from "react";
import type { GoodsSku } from "../../../shared/catalog/types";
import { formatNumber } from "../../../shared/format";
import { useI18n } from "../../lib/i18n";
import type { ProductLoaderData } from "../../routes/product.$id";
import { AddToCart } from "./add-to-cart";
import { Price } from "./price";
import { ELEMENT_SLOT, withIsolated } from "../../lib/rich-text";

const LOW_STOCK = 5;

/** Name, rating, the version (SKU) picker, price and stock of the chosen version, add to cart. */
export function ProductPurchase({ goods }: { goods: ProductLoaderData["goods"] }) {
  const { LL, locale } = useI18n();
  const firstAvailable = goods.skus.find((sku) => sku.stock > 0) ?? goods.skus[0];
  const [selectedId, setSelectedId] = useState<number | undefined>(firstAvailable?.keyId);
  const selected: GoodsSku | undefined = goods.skus.find((sku) => sku.keyId === selectedId);
  return (
    <section className="purchase" aria-labelledby="product-name">
      <h1 id="product-name" className="purchase__name">
        {goods.name}
      </h1>
      {goods.ratingAverage !== null ? (
        <p className="purchase__rating">
          {LL.catalog.rating({ average: formatNumber(goods.ratingAverage, locale), count: goods.ratingCount })}
        </p>
      ) : null}
      <p className="purchase__summary">{goods.summary}</p>
      {selected ? (
        <div className="purchase__price" data-testid="selected-price">
          <Price
            priceMinor={selected.priceMinor}
            salePriceMinor={selected.activityPriceMinor || null}
            currency={goods.currency}
          />
        </div>
      ) : null}
      {goods.skus.length > 0 ? (
        <fieldset className="sku-picker">
          <legend className="filter__legend">{LL.catalog.chooseSku()}</legend>
          {goods.skus.map((sku) => (
            <label key={sku.keyId} className={sku.keyId === selectedId ? "sku-option is-selected" : "sku-option"}>
              <input
                type="radio"
                name="goodsSpecsId"
                value={sku.keyId}
                checked={sku.keyId === selectedId}
                onChange={() => setSelectedId(sku.keyId)}
              />
              <span className="sku-option__name">
                <bdi>{sku.name}</bdi>
              </span>
              <span className="sku-option__code">{withIsolated(LL.catalog.sku({ code: ELEMENT_SLOT }), sku.sku)}</span>
              <span className={sku.stock === 0 ? "sku-option__stock is-out" : "sku-option__stock"}>
                {sku.stock === 0
                  ? LL.catalog.outOfStock()
                  : sku.stock <= LOW_STOCK
                    ? LL.catalog.lowStock({ count: sku.stock })
                    : LL.catalog.inStock({ count: sku.stock })}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <AddToCart goodsId={goods.keyId} sku={selected} />
    </section>
  );
}
