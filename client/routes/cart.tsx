import type { Route } from "./+types/cart";
import { CartView } from "../components/cart/cart-view";
import { PageHeader } from "../components/ui/page-header";
import { handleSessionError, requireSignedIn } from "../lib/guards";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";
import { loadWithTexts } from "../lib/dictionary";

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const cart = await args.context.api.get("/web/cart/list").catch((error) => handleSessionError(args, error));
  return { cart };
}

/** A navigation here waits for the texts of carts, orders and coupons as for the page's data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithTexts(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.pages.cart.title(), noIndex: true }));

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  return (
    <>
      <PageHeader title={LL.pages.cart.title()} lead={LL.pages.cart.lead()} />
      <CartView initial={loaderData.cart} />
    </>
  );
}
