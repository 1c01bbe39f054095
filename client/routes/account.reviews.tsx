import { data } from "react-router";
import type { MyReview, PendingReview } from "../../shared/coupons/reviews";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import type { Route } from "./+types/account.reviews";
import { MyReviews } from "../components/coupons/my-reviews";
import { handleSessionError, requireSignedIn } from "../lib/guards";
import { seoMeta } from "../lib/seo";
import { readForm } from "../lib/form-data";

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const mine = await args.context.api
    .get<{ reviews: MyReview[]; pending: PendingReview[] }>("/web/review/mine")
    .catch((error) => handleSessionError(args, error));
  const line = Number(new URL(args.request.url).searchParams.get("line")) || null;
  return { ...mine, focusLine: line };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.pages.account.reviews(), noIndex: true }));

export interface ReviewActionData {
  ok?: "saved" | "deleted";
  error?: string;
  orderLineId?: number;
}

export async function action(args: Route.ActionArgs) {
  requireSignedIn(args);
  const form = await readForm(args);
  const intent = String(form.get("intent") ?? "");
  const orderLineId = Number(form.get("orderLineId"));
  try {
    if (intent === "delete") {
      await args.context.api.post("/web/review/delete", { id: Number(form.get("id")) });
      return { ok: "deleted" } satisfies ReviewActionData;
    }
    await args.context.api.post("/web/review/save", {
      orderLineId,
      rating: Number(form.get("rating")),
      body: String(form.get("body") ?? ""),
    });
    return { ok: "saved", orderLineId } satisfies ReviewActionData;
  } catch (error) {
    if (error instanceof ApiError && error.code !== API_CODE.sessionInvalid) {
      return data({ error: error.message, orderLineId } satisfies ReviewActionData, { status: error.status });
    }
    return handleSessionError(args, error);
  }
}

export default function AccountReviewsPage({ loaderData }: Route.ComponentProps) {
  return <MyReviews {...loaderData} />;
}
