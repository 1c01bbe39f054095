import { Link } from "react-router";
import type { CategoryNode } from "../../../shared/catalogue/types";
import { dirForLang } from "../../../shared/locale";
import { href } from "../../../shared/routes";
import { FallbackNotice, otherLanguage, useContentLang } from "../ui/language-fallback";

/** Top-level categories as cards, their sub-categories as links. */
export function CategoryGrid({ categories }: { categories: CategoryNode[] }) {
  const langs = categories.flatMap((category) => [category.lang, ...category.children.map((child) => child.lang)]);
  return (
    <>
      <FallbackNotice langs={langs} />
      <ul className="card-grid">
        {categories.map((category) => (
          <CategoryCard key={category.id} category={category} />
        ))}
      </ul>
    </>
  );
}

function CategoryCard({ category }: { category: CategoryNode }) {
  const lang = useContentLang(category.lang);
  return (
    <li className="card category-card" lang={lang} dir={dirForLang(lang)}>
      {category.img ? (
        <img src={category.img} alt="" width={96} height={96} loading="lazy" className="category-card__img" />
      ) : null}
      <h3 className="category-card__title">
        <Link to={href.category(category.id)}>{category.name}</Link>
      </h3>
      {category.description ? <p className="category-card__text">{category.description}</p> : null}
      {category.children.length > 0 ? (
        <ul className="category-card__children">
          {category.children.map((child) => (
            <li key={child.id} {...otherLanguage(child.lang, category.lang)}>
              <Link to={href.category(child.id)}>{child.name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
