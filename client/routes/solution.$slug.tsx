import { SOLUTION_SLUGS, type SolutionSlug } from "../../shared/routes";
import type { Route } from "./+types/solution.$slug";
import { PageHeader } from "../components/ui/page-header";
import { notFound } from "../lib/guards";
import { useI18n } from "../lib/i18n";
import { sectionOf } from "../lib/sections";
import { seoMeta } from "../lib/seo";

function isSolutionSlug(value: string): value is SolutionSlug {
  return (SOLUTION_SLUGS as readonly string[]).includes(value);
}

const TITLE_KEY = {
  "sms-modem": "smsModem",
  "sms-gateway": "smsGateway",
  "goip-gateway": "goipGateway",
  "voip-gateway": "voipGateway",
  "proxy-gateway": "proxyGateway",
} as const satisfies Record<SolutionSlug, string>;

export function loader({ params, request }: Route.LoaderArgs) {
  if (!isSolutionSlug(params.slug)) notFound(request);
  return { slug: params.slug };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => {
    const slug = args.loaderData?.slug;
    if (!slug) return { title: LL.errors.notFoundTitle(), noIndex: true };
    const section = sectionOf(slug)!;
    return { title: LL.pages.solution[TITLE_KEY[slug]](), description: LL.sections[section].description() };
  });

export default function SolutionPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const section = sectionOf(loaderData.slug)!;
  return <PageHeader title={LL.pages.solution[TITLE_KEY[loaderData.slug]]()} lead={LL.sections[section].description()} />;
}
