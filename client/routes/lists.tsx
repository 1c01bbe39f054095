import { PUBLIC_PAGE } from "../../shared/page-cache";
import { href } from "../../shared/routes";
import type { Route } from "./+types/lists";
import { ProductListing } from "../components/catalogue/product-listing";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { PageHeader } from "../components/ui/page-header";
import { trackDataFailures } from "../lib/data-failures";
import { useI18n } from "../lib/i18n";
import { loadListing } from "../lib/listing-loader";
import { seoMeta } from "../lib/seo";

/** The same page for everyone: kept whole in the page cache (worker/cache/page-cache.ts). */
export const handle = PUBLIC_PAGE;

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadListing(context.api, trackDataFailures(context), new URL(request.url));
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.pages.lists.title(), description: LL.pages.lists.lead() }));

export default function ListsPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  return (
    <>
      <Breadcrumb
        items={[
          { label: LL.common.home(), to: href.home() },
          { label: LL.pages.lists.title(), to: href.lists() },
        ]}
      />
      <PageHeader title={LL.pages.lists.title()} lead={LL.pages.lists.lead()} />
      <ProductListing {...loaderData} />
    </>
  );
}
