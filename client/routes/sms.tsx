import type { Route } from "./+types/sms";
import { PageHeader } from "../components/ui/page-header";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";

export const meta: Route.MetaFunction = (args) => seoMeta(args, (LL) => ({ title: LL.pages.sms.title() }));

export default function Page() {
  const { LL } = useI18n();
  return <PageHeader title={LL.pages.sms.title()} lead={LL.pages.sms.lead()} />;
}
