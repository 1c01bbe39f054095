import type { Route } from "./+types/case._index";
import { PageHeader } from "../components/ui/page-header";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";

export const meta: Route.MetaFunction = (args) => seoMeta(args, (LL) => ({ title: LL.sections.case.title() }));

export default function Page() {
  const { LL } = useI18n();
  return <PageHeader title={LL.sections.case.title()} lead={LL.sections.case.description()} />;
}
