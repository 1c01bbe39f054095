import { Link } from "react-router";
import type { ProductSummary } from "../../../shared/catalogue/types";
import { dirForLang } from "../../../shared/locale";
import { href } from "../../../shared/routes";
import { useI18n } from "../../lib/i18n";
import { useContentLang } from "../ui/language-fallback";
import { ResponsiveImage } from "../ui/responsive-image";
import { Price } from "./price";

/** A product in a grid: image, name, summary, price. */
export function ProductCard({ products: product, priority = false }: { products: ProductSummary; priority?: boolean }) {
  const { LL } = useI18n();
  const lang = useContentLang(product.lang);
  return (
    <article className="product-card" data-product-id={product.id} lang={lang} dir={dirForLang(lang)}>
      <Link to={href.product(product.id)} className="product-card__link">
        {product.cover ? (
          <ResponsiveImage
            src={product.cover.url}
            alt=""
            width={product.cover.width}
            height={product.cover.height}
            displayWidth={400}
            sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px"
            priority={priority}
            className="product-card__image"
          />
        ) : null}
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      {product.summary ? <p className="product-card__summary">{product.summary}</p> : null}
      <div className="product-card__footer">
        <Price
          priceMinor={product.priceMinor}
          promoPriceMinor={product.promoPriceMinor}
          currency={product.currency}
          from
        />
        {product.stock === 0 ? <span className="product-card__stock">{LL.catalogue.outOfStock()}</span> : null}
      </div>
    </article>
  );
}
