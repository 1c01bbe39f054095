import type { PageCacheHandle } from "../../shared/page-cache";
import type { ShippingMethod } from "../../shared/commerce/types";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { href } from "../../shared/routes";
import type { Route } from "./+types/logistics";
import { ShippingMethods } from "../components/cart/shipping-methods";
import { TrackOrder, type TrackResult } from "../components/orders/track-order";
import { StaticPage } from "../components/content/static-page";
import { DataFailedNotice } from "../components/ui/data-failed-notice";
import { loadPage } from "../lib/content.server";
import { trackDataFailures } from "../lib/data-failures";
import { seoMeta } from "../lib/seo";
import { loadWithTexts } from "../lib/dictionary";

/** Public, except a tracking lookup (?orderNo=…), which shows the signed-in user's order, and a staff preview. */
export const handle: PageCacheHandle = {
  pageCache: (url) => !url.searchParams.has("orderNo") && !url.searchParams.has("preview"),
};

/** The logistics text, the shipping methods (regions, times, prices) and a lookup of one's own orders. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const orderNo = (new URL(request.url).searchParams.get("orderNo") ?? "").trim().toUpperCase();
  const failures = trackDataFailures(context);
  const [page, methods] = await Promise.all([
    loadPage(request, context, "logistics"),
    context.api.get("/shipping/methods").catch(failures.fallback<ShippingMethod[]>([])),
  ]);
  let tracking: TrackResult | null = null;
  if (orderNo) {
    if (!context.session.signedIn) tracking = { kind: "signed-out", orderNo };
    else {
      tracking = await context.api
        .get("/web/order/track", { query: { orderNo } })
        .then((found): TrackResult => ({ kind: "found", ...found }))
        .catch((error): TrackResult => {
          if (error instanceof ApiError && (error.code === API_CODE.notFound || error.code === API_CODE.badRequest))
            return { kind: "not-found", orderNo };
          if (error instanceof ApiError && error.code === API_CODE.sessionInvalid)
            return { kind: "signed-out", orderNo };
          throw error;
        });
    }
  }
  return { page, methods, tracking, dataFailed: failures.failed };
}

/** A navigation here waits for the texts of carts, orders and coupons as for the page's data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithTexts(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({
    title: LL.pages.logistics.title(),
    description: args.loaderData?.page.description,
    noIndex: Boolean(args.loaderData?.tracking),
  }));

export default function LogisticsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticPage page={loaderData.page} path={href.logistics()} />
      {loaderData.dataFailed ? <DataFailedNotice /> : <ShippingMethods methods={loaderData.methods} />}
      <TrackOrder result={loaderData.tracking} />
    </>
  );
}
