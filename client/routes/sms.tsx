import { PUBLIC_PAGE } from "../../shared/page-cache";
import { href } from "../../shared/routes";
import type { ListingDefaults } from "../../shared/catalogue/listing-query";
import type { Route } from "./+types/sms";
import { ProductListing } from "../components/catalogue/product-listing";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { PageHeader } from "../components/ui/page-header";
import { trackDataFailures } from "../lib/data-failures";
import { useI18n } from "../lib/i18n";
import { getCategoryTree, loadListing, type ListingData } from "../lib/listing-loader";
import { seoMeta } from "../lib/seo";

/** The same page for everyone: kept whole in the page cache (worker/cache/page-cache.ts). */
export const handle = PUBLIC_PAGE;

/** The SMS hub lists the two SMS sections by default. */
const SMS_SECTIONS = ["sms-gateway", "sms-modem"];

export async function loader({ context, request }: Route.LoaderArgs) {
  const failures = trackDataFailures(context);
  const tree = await getCategoryTree(context.api, failures);
  const defaults: ListingDefaults = {
    categoryIds: tree.filter((node) => SMS_SECTIONS.includes(node.slug)).map((node) => node.id),
  };
  return loadListing(context.api, failures, new URL(request.url), defaults, tree);
}

/**
 * Kept alive: coming back to /sms shows what was there — same filters, same results,
 * same scroll (see ScrollRestoration in root.tsx) — without fetching again. Pages seen in this tab
 * are kept for a few minutes.
 */
const KEEP_ALIVE_MS = 5 * 60_000;
const kept = new Map<string, { data: ListingData; at: number }>();

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const key = new URL(request.url).search;
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < KEEP_ALIVE_MS) return hit.data;
  // On hydration this resolves with the server-rendered data, without a request.
  const data = await serverLoader();
  // A page whose data failed is not kept: coming back tries again.
  if (!data.dataFailed) kept.set(key, { data, at: Date.now() });
  return data;
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.pages.sms.title(), description: LL.sections.smsGateway.description() }));

export default function SmsPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  return (
    <>
      <Breadcrumb
        items={[
          { label: LL.common.home(), to: href.home() },
          { label: LL.pages.sms.title(), to: href.sms() },
        ]}
      />
      <PageHeader title={LL.pages.sms.title()} lead={LL.pages.sms.lead()} />
      <ProductListing {...loaderData} />
    </>
  );
}
