import type { SearchHit } from "../../shared/catalogue/types";
import { href } from "../../shared/routes";

/** Where a search hit leads. */
export function searchHitHref(hit: Pick<SearchHit, "type" | "keyId">): string {
  switch (hit.type) {
    case "goods":
      return href.product(hit.keyId);
    case "blog":
      return href.blogPost(hit.keyId);
    case "case":
      return href.caseStudy(hit.keyId);
    case "article":
      return href.article(hit.keyId);
  }
}
