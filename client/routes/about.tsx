import type { Route } from "./+types/about";
import { PageHeader } from "../components/ui/page-header";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";

export const meta: Route.MetaFunction = (args) => seoMeta(args, (LL) => ({ title: LL.sections.company.title() }));

export default function Page() {
  const { LL } = useI18n();
  return <PageHeader title={LL.sections.company.title()} lead={LL.sections.company.description()} />;
}
