import { Link } from "react-router";
import type { GoodsSummary } from "../../../shared/catalogue/types";
import { dirForLang } from "../../../shared/locale";
import { href } from "../../../shared/routes";
import { useI18n } from "../../lib/i18n";
import { useContentLang } from "../ui/language-fallback";
import { ResponsiveImage } from "../ui/responsive-image";
import { Price } from "./price";

/** A product in a grid: image, name, summary, price. */
export function ProductCard({ goods, priority = false }: { goods: GoodsSummary; priority?: boolean }) {
  const { LL } = useI18n();
  const lang = useContentLang(goods.lang);
  return (
    <article className="product-card" data-goods-id={goods.keyId} lang={lang} dir={dirForLang(lang)}>
      <Link to={href.product(goods.keyId)} className="product-card__link">
        {goods.cover ? (
          <ResponsiveImage
            src={goods.cover.url}
            alt=""
            width={goods.cover.width}
            height={goods.cover.height}
            displayWidth={400}
            sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px"
            priority={priority}
            className="product-card__image"
          />
        ) : null}
        <h3 className="product-card__name">{goods.name}</h3>
      </Link>
      {goods.summary ? <p className="product-card__summary">{goods.summary}</p> : null}
      <div className="product-card__footer">
        <Price priceMinor={goods.priceMinor} salePriceMinor={goods.salePriceMinor} currency={goods.currency} from />
        {goods.stock === 0 ? <span className="product-card__stock">{LL.catalogue.outOfStock()}</span> : null}
      </div>
    </article>
  );
}
