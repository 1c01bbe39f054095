import { Link } from "react-router";
import type { Locale } from "../../../shared/locale";
import { useI18n } from "../../lib/i18n";
import { otherLanguage } from "./language-fallback";

export interface BreadcrumbItem {
  label: string;
  to: string;
  /** The label's language when it is not the page's (an untranslated record's name). */
  lang?: Locale;
}

/** The path to this page; the last item is the page itself. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const { LL, locale } = useI18n();
  return (
    <nav aria-label={LL.common.breadcrumb()} className="breadcrumb">
      <ol>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.to}>
              <span aria-current="page" {...(item.lang ? otherLanguage(item.lang, locale) : {})}>
                {item.label}
              </span>
            </li>
          ) : (
            <li key={item.to}>
              <Link to={item.to} {...(item.lang ? otherLanguage(item.lang, locale) : {})}>
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
