import { PUBLIC_PAGE } from "../../shared/page-cache";
import { Link } from "react-router";
import type { Page } from "../../shared/catalogue/types";
import type { ArticleSummary, BlogPostSummary } from "../../shared/content/types";
import { href } from "../../shared/routes";
import type { Route } from "./+types/blog._index";
import { PostCard } from "../components/content/post-card";
import { YearFilter } from "../components/content/year-filter";
import { DataFailedNotice } from "../components/ui/data-failed-notice";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { FallbackNotice, otherLanguage } from "../components/ui/language-fallback";
import { PageHeader } from "../components/ui/page-header";
import { Pagination } from "../components/ui/pagination";
import { pageParam } from "../../shared/pagination";
import { blogListPath, yearParam } from "../lib/content-paths";
import { trackDataFailures } from "../lib/data-failures";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";

/** The same page for everyone: kept whole in the page cache (worker/cache/page-cache.ts). */
export const handle = PUBLIC_PAGE;

function emptyPage<T>(page: number): Page<T> {
  return { list: [], total: 0, page, pageSize: 0 };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const year = yearParam(url);
  const page = pageParam(url);
  // A failed list fetch yields an empty list, and the page says so.
  const failures = trackDataFailures(context);
  const [years, posts, guides] = await Promise.all([
    context.api.get("/blogInfo/yearList").catch(failures.fallback<number[]>([])),
    context.api
      .get("/blogInfo/list", { query: { year, page } })
      .catch(failures.fallback(emptyPage<BlogPostSummary>(page))),
    context.api.get("/article/list").catch(failures.fallback(emptyPage<ArticleSummary>(1))),
  ]);
  return { year, years, posts, guides: guides.list, dataFailed: failures.failed };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => {
    const year = args.loaderData?.year;
    const page = args.loaderData?.posts.page ?? 1;
    const title = year ? LL.content.blog.yearTitle({ year }) : LL.sections.blog.title();
    return {
      title: page > 1 ? `${title} · ${LL.common.page({ page })}` : title,
      description: LL.sections.blog.description(),
      canonicalPath: blogListPath(year, page),
    };
  });

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { LL, locale } = useI18n();
  const { year, years, posts, guides, dataFailed } = loaderData;
  // The first cover is the page's largest image above the fold: loaded at once, not lazily.
  const firstCover = posts.list.findIndex((entry) => entry.cover);
  return (
    <div className="content-page content-page--with-aside">
      <div>
        <Breadcrumb
          items={[
            { label: LL.common.home(), to: href.home() },
            { label: LL.pages.blog.title(), to: href.blog() },
          ]}
        />
        <PageHeader title={LL.sections.blog.title()} lead={LL.sections.blog.description()} />
        <YearFilter years={years} selected={year} />
        {dataFailed ? <DataFailedNotice /> : null}
        <FallbackNotice langs={[...posts.list.map((post) => post.lang), ...guides.map((guide) => guide.lang)]} />
        {posts.list.length > 0 ? (
          <ul className="content-list">
            {posts.list.map((post, index) => (
              <li key={post.id}>
                <PostCard post={post} priority={index === firstCover} />
              </li>
            ))}
          </ul>
        ) : dataFailed ? null : (
          <p className="muted">{LL.content.blog.empty()}</p>
        )}
        <Pagination page={posts.page} total={posts.total} pageSize={posts.pageSize} />
      </div>
      {guides.length > 0 ? (
        <aside className="content-aside" aria-labelledby="guides-title">
          <section>
            <h2 id="guides-title" className="section__title">
              {LL.content.blog.guides()}
            </h2>
            <p className="muted">{LL.content.blog.guidesLead()}</p>
            <ul className="guide-list">
              {guides.map((guide) => (
                <li key={guide.id} {...otherLanguage(guide.lang, locale)}>
                  <Link to={href.article(guide.id)}>{guide.title}</Link>
                  <span className="guide-list__summary">{guide.summary}</span>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      ) : null}
    </div>
  );
}
