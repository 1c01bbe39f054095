import type { Route } from "./+types/order.order-pay";
import { PageHeader } from "../components/ui/page-header";
import { requireSignedIn } from "../lib/guards";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";

export function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  return null;
}
export const meta: Route.MetaFunction = (args) => seoMeta(args, (LL) => ({ title: LL.pages.orderPay.title(), noIndex: true }));

export default function Page() {
  const { LL } = useI18n();
  return <PageHeader title={LL.pages.orderPay.title()} lead={undefined} />;
}
