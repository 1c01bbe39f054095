import { PUBLIC_PAGE } from "../../shared/page-cache";
import { isContentId } from "../../shared/content/ids";
import { dirForLang } from "../../shared/locale";
import { href } from "../../shared/routes";
import type { Route } from "./+types/case.$id";
import { useContentLang } from "../components/ui/language-fallback";
import { ContentDocument } from "../components/content/content-document";
import { loadOrNotFound, withBodyHtml } from "../lib/content.server";
import { contentDocumentMeta } from "../lib/content-meta";
import { notFound } from "../lib/guards";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";

/** The same page for everyone: kept whole in the page cache (worker/cache/page-cache.ts). */
export const handle = PUBLIC_PAGE;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isContentId(params.id)) notFound(request);
  const item = await loadOrNotFound(request, context.api.get(`/case/detail/${params.id}`));
  return { item: withBodyHtml(item) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL, site) => {
    const item = args.loaderData?.item;
    if (!item) return { title: LL.errors.notFoundTitle(), noIndex: true };
    return contentDocumentMeta(LL, site, item, {
      path: href.caseStudy(item.id),
      sections: [{ name: LL.sections.case.title(), path: href.cases() }],
      kind: "Article",
    });
  });

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const { item } = loaderData;
  const lang = useContentLang(item.lang);
  return (
    <ContentDocument
      item={item}
      path={href.caseStudy(item.id)}
      sections={[{ label: LL.sections.case.title(), to: href.cases() }]}
      related={{ title: LL.content.related.case(), id: "case-products" }}
      facts={
        <dl className="content-facts" aria-label={LL.content.case.atAGlance()}>
          <dt>{LL.content.case.customer()}</dt>
          <dd lang={lang} dir={dirForLang(lang)}>
            {item.customer}
          </dd>
          <dt>{LL.content.case.industry()}</dt>
          <dd lang={lang} dir={dirForLang(lang)}>
            {item.industry}
          </dd>
          <dt>{LL.content.case.region()}</dt>
          <dd lang={lang} dir={dirForLang(lang)}>
            {item.region}
          </dd>
        </dl>
      }
    />
  );
}
