import type { Route } from "./+types/account.orders";
import { PageHeader } from "../components/ui/page-header";
import { requireSignedIn } from "../lib/guards";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";

export function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  return null;
}
export const meta: Route.MetaFunction = (args) => seoMeta(args, (LL) => ({ title: LL.pages.account.orders(), noIndex: true }));

export default function Page() {
  const { LL } = useI18n();
  return <PageHeader title={LL.pages.account.orders()} lead={undefined} />;
}
