import { PUBLIC_UNLESS_PREVIEW } from "../../shared/page-cache";
import { href } from "../../shared/routes";
import type { Route } from "./+types/user-agreement";
import { StaticPage } from "../components/content/static-page";
import { loadPage } from "../lib/content.server";
import { seoMeta } from "../lib/seo";

/** The same page for everyone: kept whole in the page cache (worker/cache/page-cache.ts). */
export const handle = PUBLIC_UNLESS_PREVIEW;

export async function loader({ request, context }: Route.LoaderArgs) {
  return { page: await loadPage(request, context, "user-agreement") };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.pages.userAgreement.title(), description: args.loaderData?.page.description }));

export default function UserAgreementPage({ loaderData }: Route.ComponentProps) {
  return <StaticPage page={loaderData.page} path={href.userAgreement()} />;
}
