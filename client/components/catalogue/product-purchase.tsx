import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { chooseQuantity, chooseSku, PRODUCT_QUERY } from "../../../shared/catalogue/sku-choice";
import type { ProductDetail } from "../../../shared/catalogue/types";
import { MAX_LINE_QUANTITY } from "../../../shared/constants";
import { formatNumber } from "../../../shared/format";
import { dirForLang } from "../../../shared/locale";
import { href } from "../../../shared/routes";
import { useHydrated } from "../../lib/hydration";
import { useI18n } from "../../lib/i18n";
import { useContentLang } from "../ui/language-fallback";
import { NumberField } from "../ui/number-field";
import { AddToCart } from "./add-to-cart";
import { Price } from "./price";
import { ELEMENT_SLOT, withIsolatedCode } from "../../lib/rich-text";

const LOW_STOCK = 5;
/** The request form's parameter naming the product its SKUs come from (client/routes/account.quotes.new.tsx). */
const QUOTE_PRODUCT_PARAM = "product";

/** What the purchase box shows of a product: its text, rating and versions (SKUs). */
export interface PurchaseProduct
  extends Pick<ProductDetail, "id" | "name" | "summary" | "lang" | "currency" | "ratingAverage" | "ratingCount"> {
  skus: ProductDetail["skus"];
}

/**
 * Name, rating, the version (SKU) picker, price and stock of the chosen version, quantity, add to
 * cart. The chosen SKU lives in the URL (`?sku=`), so Back/Forward, a shared link and the sign-in
 * detour all come back to it; without one, the cheapest version in stock is shown.
 */
export function ProductPurchase({ products: product }: { products: PurchaseProduct }) {
  const { LL, locale } = useI18n();
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const inUrl = Number(params.get(PRODUCT_QUERY.sku)) || null;
  // The click shows at once; the URL follows (and Back/Forward bring their own choice).
  const [clicked, setClicked] = useState<{ id: number; inUrl: number | null } | null>(null);
  const selected = chooseSku(product.skus, clicked?.inUrl === inUrl ? clicked.id : inUrl);
  const maxQuantity = Math.max(1, Math.min(selected?.stock ?? 1, MAX_LINE_QUANTITY));
  const [wanted, setWanted] = useState(() => chooseQuantity(params.get(PRODUCT_QUERY.quantity), maxQuantity));
  const quantity = Math.min(wanted, maxQuantity);

  const choose = (skuId: number) => {
    setClicked({ id: skuId, inUrl });
    const next = new URLSearchParams(params);
    next.set(PRODUCT_QUERY.sku, String(skuId));
    next.delete(PRODUCT_QUERY.quantity);
    // Replaced, not pushed: Back leaves the product instead of stepping through the versions tried.
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const lang = useContentLang(product.lang);
  return (
    <section className="purchase" aria-labelledby="product-name">
      <h1 id="product-name" className="purchase__name" lang={lang} dir={dirForLang(lang)}>
        {product.name}
      </h1>
      {product.ratingAverage !== null ? (
        <p className="purchase__rating">
          {LL.catalogue.rating({ average: formatNumber(product.ratingAverage, locale), count: product.ratingCount })}
        </p>
      ) : null}
      <p className="purchase__summary" lang={lang} dir={dirForLang(lang)}>
        {product.summary}
      </p>
      {selected ? (
        <div className="purchase__price" data-testid="selected-price">
          <Price
            priceMinor={selected.priceMinor}
            promoPriceMinor={selected.promoPriceMinor || null}
            currency={product.currency}
          />
        </div>
      ) : null}
      {product.skus.length > 0 ? (
        <fieldset className="sku-picker" disabled={!hydrated}>
          <legend className="filter__legend">{LL.catalogue.chooseVersion()}</legend>
          {product.skus.map((sku) => (
            <label key={sku.id} className={sku.id === selected?.id ? "sku-option is-selected" : "sku-option"}>
              <input
                type="radio"
                name="skuId"
                value={sku.id}
                checked={sku.id === selected?.id}
                onChange={() => choose(sku.id)}
              />
              <span className="sku-option__name">
                <bdi>{sku.name}</bdi>
              </span>
              <span className="sku-option__code">
                {withIsolatedCode(LL.catalogue.sku({ code: ELEMENT_SLOT }), sku.sku)}
              </span>
              <span className={sku.stock === 0 ? "sku-option__stock is-out" : "sku-option__stock"}>
                {sku.stock === 0
                  ? LL.catalogue.outOfStock()
                  : sku.stock <= LOW_STOCK
                    ? LL.catalogue.lowStock({ count: sku.stock })
                    : LL.catalogue.inStock({ count: sku.stock })}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {selected && selected.stock > 0 ? (
        <div className="purchase__quantity">
          <NumberField
            value={quantity}
            min={1}
            max={maxQuantity}
            onChange={setWanted}
            label={LL.purchase.quantity()}
            decreaseLabel={LL.purchase.decrease()}
            increaseLabel={LL.purchase.increase()}
            disabled={!hydrated}
            showLabel
          />
        </div>
      ) : null}
      <AddToCart productId={product.id} sku={selected} quantity={quantity} />
      {selected ? (
        // A plain link: the form page asks a visitor to sign in and comes back filled; `product`
        // lets it name the version.
        <p className="purchase__quote">
          <Link
            to={`${href.quoteRequest([{ skuId: selected.id, quantity }])}&${QUOTE_PRODUCT_PARAM}=${product.id}`}
            data-testid="request-quote"
          >
            {LL.purchase.requestQuote()}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
