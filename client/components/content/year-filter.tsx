import { Link } from "react-router";
import { href } from "../../../shared/routes";
import { useI18n } from "../../lib/i18n";

/**
 * The /blog year filter (GET /api/blogInfo/yearList): plain links that push ?year= onto the URL,
 * so a filtered list can be shared, bookmarked and crawled.
 */
export function YearFilter({ years, selected }: { years: number[]; selected: number | undefined }) {
  const { LL } = useI18n();
  const options: Array<{ year: number | undefined; label: string }> = [
    { year: undefined, label: LL.content.blog.allYears() },
    ...years.map((year) => ({ year, label: String(year) })),
  ];
  return (
    <nav className="year-filter" aria-label={LL.content.blog.yearFilter()}>
      <ul className="chip-list">
        {options.map((option) => {
          const current = option.year === selected;
          return (
            <li key={option.label}>
              <Link
                to={href.blog(option.year)}
                className={current ? "chip chip--current" : "chip"}
                aria-current={current ? "page" : undefined}
                preventScrollReset
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
