import { Link } from "react-router";
import { href, SOLUTION_SLUGS, type SolutionSlug } from "../../../shared/routes";
import { useI18n } from "../../lib/i18n";
import { solutionTitle } from "./solution-title";

/** The other solution pages, so a visitor (and a crawler) can move across them. */
export function SolutionLinks({ current }: { current: SolutionSlug }) {
  const { LL } = useI18n();
  return (
    <nav className="solution-links" aria-labelledby="solution-links-title">
      <h2 id="solution-links-title" className="section__title">
        {LL.content.solution.allSolutions()}
      </h2>
      <ul className="chip-list">
        {SOLUTION_SLUGS.filter((slug) => slug !== current).map((slug) => (
          <li key={slug}>
            <Link className="chip" to={href.solution(slug)}>
              {solutionTitle(LL, slug)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
