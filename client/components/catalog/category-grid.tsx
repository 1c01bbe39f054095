import { Link } from "react-router";
import type { CategoryNode } from "../../../shared/catalog/types";
import { href } from "../../../shared/routes";

/** Top-level categories as cards, their sub-categories as links. */
export function CategoryGrid({ categories }: { categories: CategoryNode[] }) {
  return (
    <ul className="card-grid">
      {categories.map((category) => (
        <li key={category.keyId} className="card category-card">
          {category.img ? (
            <img src={category.img} alt="" width={96} height={96} loading="lazy" className="category-card__img" />
          ) : null}
          <h3 className="category-card__title">
            <Link to={href.category(category.keyId)}>{category.name}</Link>
          </h3>
          {category.description ? <p className="category-card__text">{category.description}</p> : null}
          {category.child.length > 0 ? (
            <ul className="category-card__children">
              {category.child.map((child) => (
                <li key={child.keyId}>
                  <Link to={href.category(child.keyId)}>{child.name}</Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
