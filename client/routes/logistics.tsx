import { href } from "../../shared/routes";
import type { Route } from "./+types/logistics";
import { StaticPage } from "../components/content/static-page";
import { loadPage } from "../lib/content.server";
import { seoMeta } from "../lib/seo";
import "../styles/content.css";

/** The shipping and logistics text. (Shipping methods and tracking come with the cart.) */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { page: await loadPage(request, context, "logistics") };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.pages.logistics.title(), description: args.loaderData?.page.description }));

export default function LogisticsPage({ loaderData }: Route.ComponentProps) {
  return <StaticPage page={loaderData.page} path={href.logistics()} />;
}
