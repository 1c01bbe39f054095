import type { Route } from "./+types/$";
import { notFound } from "../lib/guards";
import { seoMeta } from "../lib/seo";

/** Any path no other route claims: the not-found page (root error boundary, no layout), HTTP 404. */
export function loader({ request }: Route.LoaderArgs) {
  notFound(request);
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.errors.notFoundTitle(), noIndex: true }));

export default function CatchAll() {
  return null;
}
