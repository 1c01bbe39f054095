import type { ProductSummary } from "../../../shared/catalogue/types";
import { ProductCard } from "../catalogue/product-card";
import { FallbackNotice } from "../ui/language-fallback";

/** The catalogue products a post, case, article or page links to; nothing when there are none. */
export function RelatedProducts({ title, products, id }: { title: string; products: ProductSummary[]; id: string }) {
  if (products.length === 0) return null;
  return (
    <section className="related-products" aria-labelledby={id}>
      <h2 id={id} className="section__title">
        {title}
      </h2>
      <FallbackNotice langs={products.map((item) => item.lang)} />
      <ul className="product-grid">
        {products.map((item) => (
          <li key={item.id}>
            <ProductCard products={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
