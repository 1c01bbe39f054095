import type { Route } from "./+types/discount";
import { PageHeader } from "../components/ui/page-header";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";

export const meta: Route.MetaFunction = (args) => seoMeta(args, (LL) => ({ title: LL.pages.discount.title() }));

export default function Page() {
  const { LL } = useI18n();
  return <PageHeader title={LL.pages.discount.title()} lead={LL.pages.discount.lead()} />;
}
