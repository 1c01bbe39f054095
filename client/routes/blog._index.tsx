import type { Route } from "./+types/blog._index";
import { PageHeader } from "../components/ui/page-header";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";

export const meta: Route.MetaFunction = (args) => seoMeta(args, (LL) => ({ title: LL.sections.blog.title() }));

export default function Page() {
  const { LL } = useI18n();
  return <PageHeader title={LL.sections.blog.title()} lead={LL.sections.blog.description()} />;
}
