import { Form, Link, useActionData } from "react-router";
import { href } from "../../../shared/routes";
import type { Route } from "./+types/reviews";
import { ConsoleTime } from "../../components/console/local-time";
import { FormMessage } from "../../components/ui/form-message";
import { PageHeader } from "../../components/ui/page-header";
import { Pagination } from "../../components/ui/pagination";
import { handleStaffError, runStaffAction } from "../../lib/console-guards";
import { field, readForm } from "../../lib/form-data";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";
import { pageNumber } from "../../../shared/pagination";

export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const visibility = ["visible", "hidden"].includes(params.get("visibility") ?? "")
    ? params.get("visibility")!
    : undefined;
  const rating = /^[1-5]$/.test(params.get("rating") ?? "") ? params.get("rating")! : undefined;
  const productId = /^\d{1,12}$/.test(params.get("productId") ?? "") ? params.get("productId")! : undefined;
  const page = pageNumber(params.get("page"));
  const reviews = await args.context.api
    .get("/admin/reviews", { query: { visibility, rating, productId: productId, page } })
    .catch((error) => handleStaffError(args, error));
  return { reviews, filter: { visibility, rating, productId: productId } };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.reviews.title(), noIndex: true }));

export async function action(args: Route.ActionArgs) {
  const form = await readForm(args);
  const intent = field(form, "intent") === "show" ? "show" : "hide";
  const id = encodeURIComponent(field(form, "id"));
  return runStaffAction(args, intent, () =>
    args.context.api.post(`/admin/reviews/${id}/${intent}`, intent === "hide" ? { reason: field(form, "reason") } : {}),
  );
}

/** The moderation queue: newest first, by visibility, rating and product; hide with a reason, or show. */
export default function ConsoleReviewsPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const R = LL.console.reviews;
  const { reviews, filter } = loaderData;
  const result = useActionData<typeof action>();
  const answer = result && "ok" in result ? result : null;
  return (
    <>
      <PageHeader title={R.title()} />
      <FormMessage
        error={answer && !answer.ok ? answer.error : null}
        success={answer?.ok ? (answer.intent === "hide" ? R.hiddenDone() : R.shownDone()) : null}
      />
      <Form method="get" className="console-filters" role="search">
        <label className="field">
          <span className="field__label">{R.visibility()}</span>
          <select name="visibility" defaultValue={filter.visibility ?? ""} className="field__input">
            <option value="">{R.all()}</option>
            <option value="visible">{R.visible()}</option>
            <option value="hidden">{R.hidden()}</option>
          </select>
        </label>
        <label className="field">
          <span className="field__label">{R.rating()}</span>
          <select name="rating" defaultValue={filter.rating ?? ""} className="field__input">
            <option value="">{R.allRatings()}</option>
            {[5, 4, 3, 2, 1].map((rating) => (
              <option key={rating} value={rating}>
                {R.stars({ rating })}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{R.product()}</span>
          <input
            name="productId"
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={filter.productId ?? ""}
            className="field__input"
          />
        </label>
        <button type="submit" className="button button--primary">
          {LL.console.orders.filter()}
        </button>
      </Form>
      {reviews.list.length === 0 ? (
        <p className="console-muted">{R.none()}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{R.review()}</th>
                <th scope="col">{R.author()}</th>
                <th scope="col">{R.visibility()}</th>
              </tr>
            </thead>
            <tbody>
              {reviews.list.map((review) => (
                <tr key={review.id} data-testid={`review-${review.id}`}>
                  <td>
                    <Link to={href.product(review.productId)} reloadDocument>
                      {review.productName}
                    </Link>{" "}
                    · {R.stars({ rating: review.rating })}
                    <div className="console-diff">{review.body}</div>
                  </td>
                  <td>
                    {review.email}
                    <br />
                    <ConsoleTime iso={review.createdAt} />
                  </td>
                  <td>
                    {review.visible ? (
                      <Form method="post" className="console-inline">
                        <input type="hidden" name="id" value={review.id} />
                        <input type="hidden" name="intent" value="hide" />
                        <label className="console-select">
                          <span className="visually-hidden">{R.reason()}</span>
                          <input
                            name="reason"
                            required
                            maxLength={300}
                            placeholder={R.reason()}
                            className="field__input"
                          />
                        </label>
                        <button type="submit" className="button button--danger">
                          {R.hide()}
                        </button>
                      </Form>
                    ) : (
                      <Form method="post" className="console-inline">
                        <input type="hidden" name="id" value={review.id} />
                        <input type="hidden" name="intent" value="show" />
                        <span className="console-muted">
                          {R.hidden()}
                          {review.hiddenReason ? `: ${review.hiddenReason}` : ""}
                        </span>
                        <button type="submit" className="button">
                          {R.show()}
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={reviews.page} total={reviews.total} pageSize={reviews.pageSize} />
    </>
  );
}
