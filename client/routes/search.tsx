import type { Route } from "./+types/search";
import { PageHeader } from "../components/ui/page-header";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";

export const meta: Route.MetaFunction = (args) => seoMeta(args, (LL) => ({ title: LL.pages.search.title(), noIndex: true }));

export default function Page() {
  const { LL } = useI18n();
  return <PageHeader title={LL.pages.search.title()} lead={LL.pages.search.lead()} />;
}
