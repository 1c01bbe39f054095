import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";

export interface BreadcrumbItem {
  label: string;
  to: string;
}

/** The path to this page; the last item is the page itself. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const { LL } = useI18n();
  return (
    <nav aria-label={LL.common.breadcrumb()} className="breadcrumb">
      <ol>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.to}>
              <span aria-current="page">{item.label}</span>
            </li>
          ) : (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
