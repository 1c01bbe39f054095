import type { OrderStatus } from "../../shared/commerce/types";
import { ORDER_STATUSES } from "../../shared/commerce/types";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import type { Route } from "./+types/account.orders";
import { type CancelOrderResult, OrderDetailView } from "../components/orders/order-detail";
import { actionFailure } from "../lib/action-failure";
import { OrderList } from "../components/orders/order-list";
import { handleSessionError, notFound, requireSignedIn } from "../lib/guards";
import { seoMeta } from "../lib/seo";
import { readForm } from "../lib/form-data";
import { pageParam } from "../../shared/pagination";

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const { context, request } = args;
  const url = new URL(request.url);
  const orderNo = url.searchParams.get("orderNo");
  if (orderNo) {
    if (!/^[A-Z0-9-]{6,32}$/.test(orderNo)) notFound(request);
    const [detail, documents] = await Promise.all([
      context.api.get("/web/order/detail", { query: { orderNo } }),
      context.api.get("/web/documents/list", { query: { orderNo } }),
    ]).catch((error) => {
      if (error instanceof ApiError && error.code === API_CODE.notFound) notFound(request);
      return handleSessionError(args, error);
    });
    return { view: "detail" as const, detail, documents };
  }
  const raw = url.searchParams.get("status");
  const status = (ORDER_STATUSES as readonly string[]).includes(raw ?? "") ? (raw as OrderStatus) : undefined;
  const page = pageParam(url);
  const orders = await context.api
    .get("/web/order/list", { query: { status, page } })
    .catch((error) => handleSessionError(args, error));
  return { view: "list" as const, status: status ?? null, orders };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.pages.account.orders(), noIndex: true }));

export async function action(args: Route.ActionArgs) {
  requireSignedIn(args);
  const form = await readForm(args);
  try {
    await args.context.api.post("/web/order/cancel", { orderNo: String(form.get("orderNo") ?? "") });
    return { cancelled: true, error: null } satisfies CancelOrderResult;
  } catch (error) {
    return actionFailure<CancelOrderResult>(args, error, { cancelled: false });
  }
}

export default function AccountOrdersPage({ loaderData }: Route.ComponentProps) {
  return loaderData.view === "detail" ? (
    <OrderDetailView order={loaderData.detail} documents={loaderData.documents} />
  ) : (
    <OrderList status={loaderData.status} orders={loaderData.orders} />
  );
}
