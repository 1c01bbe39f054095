import { Form, useSearchParams } from "react-router";
import { useI18n } from "../../lib/i18n";

/** A plain GET form to /search: works before hydration, enhanced after. */
export function SiteSearch({ className }: { className?: string }) {
  const { LL } = useI18n();
  const [params] = useSearchParams();
  return (
    <Form method="get" action="/search" role="search" className={className ? `site-search ${className}` : "site-search"}>
      <input
        type="search"
        name="keyword"
        defaultValue={params.get("keyword") ?? ""}
        placeholder={LL.nav.searchPlaceholder()}
        aria-label={LL.nav.search()}
        className="site-search__input"
        maxLength={100}
      />
      <button type="submit" className="site-search__button">
        {LL.nav.search()}
      </button>
    </Form>
  );
}
