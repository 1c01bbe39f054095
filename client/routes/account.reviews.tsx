import type { Route } from "./+types/account.reviews";
import { MyReviews } from "../components/reviews/my-reviews";
import type { ReviewResult } from "../components/reviews/review-form";
import { actionFailure } from "../lib/action-failure";
import { handleSessionError, requireSignedIn } from "../lib/guards";
import { seoMeta } from "../lib/seo";
import { readForm } from "../lib/form-data";

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const mine = await args.context.api.get("/web/review/mine").catch((error) => handleSessionError(args, error));
  const line = Number(new URL(args.request.url).searchParams.get("line")) || null;
  return { ...mine, focusLine: line };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.pages.account.reviews(), noIndex: true }));

export async function action(args: Route.ActionArgs) {
  requireSignedIn(args);
  const form = await readForm(args);
  const intent = String(form.get("intent") ?? "");
  const orderLineId = Number(form.get("orderLineId"));
  try {
    if (intent === "delete") {
      await args.context.api.post("/web/review/delete", { id: Number(form.get("id")) });
      return { ok: "deleted" } satisfies ReviewResult;
    }
    await args.context.api.post("/web/review/save", {
      orderLineId,
      rating: Number(form.get("rating")),
      body: String(form.get("body") ?? ""),
    });
    return { ok: "saved", orderLineId } satisfies ReviewResult;
  } catch (error) {
    return actionFailure<ReviewResult>(args, error, { orderLineId });
  }
}

export default function AccountReviewsPage({ loaderData }: Route.ComponentProps) {
  return <MyReviews {...loaderData} />;
}
