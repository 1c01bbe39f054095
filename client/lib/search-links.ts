import type { SearchHit } from "../../shared/catalogue/types";
import { href } from "../../shared/routes";

/** Where a search hit leads. */
export function searchHitHref(hit: Pick<SearchHit, "type" | "id">): string {
  switch (hit.type) {
    case "goods":
      return href.product(hit.id);
    case "blog":
      return href.blogPost(hit.id);
    case "case":
      return href.caseStudy(hit.id);
    case "article":
      return href.article(hit.id);
  }
}
