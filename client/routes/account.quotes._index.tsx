import { pageParam } from "../../shared/pagination";
import type { Route } from "./+types/account.quotes._index";
import { QuoteList } from "../components/quotes/quote-list";
import { handleSessionError, requireSignedIn } from "../lib/guards";
import { isQuoteStatus } from "../lib/quotes";
import { seoMeta } from "../lib/seo";

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const url = new URL(args.request.url);
  const raw = url.searchParams.get("status");
  const status = isQuoteStatus(raw) ? raw : undefined;
  const quotes = await args.context.api
    .get("/web/quotes/list", { query: { status, page: pageParam(url) } })
    .catch((error) => handleSessionError(args, error));
  return { status: status ?? null, quotes };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.commerce.quotes.title(), noIndex: true }));

export default function AccountQuotesPage({ loaderData }: Route.ComponentProps) {
  return <QuoteList status={loaderData.status} quotes={loaderData.quotes} />;
}
