import { redirect } from "react-router";
import type { DocumentSummary } from "../../shared/commerce/documents";
import type { BankTransferInstructions, PayPlatform } from "../../shared/commerce/types";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import type { Route } from "./+types/order.order-pay";
import { PAY_METHOD, type PayResult, PaymentPanel } from "../components/cart/payment-panel";
import { actionFailure } from "../lib/action-failure";
import { handleSessionError, notFound, requireSignedIn } from "../lib/guards";
import { seoMeta } from "../lib/seo";
import { readForm } from "../lib/form-data";
import { loadWithTexts } from "../lib/dictionary";

const ORDER_NO = /^[A-Z0-9-]{6,32}$/;

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const { context, request } = args;
  const url = new URL(request.url);
  const orderNo = url.searchParams.get("orderNo") ?? "";
  if (!ORDER_NO.test(orderNo)) notFound(request);
  const provider = url.searchParams.get("provider");
  const result = url.searchParams.get("result");
  const getOrder = () =>
    context.api.get("/web/order/detail", { query: { orderNo } }).catch((error) => {
      if (error instanceof ApiError && error.code === API_CODE.notFound) notFound(request);
      return handleSessionError(args, error);
    });
  let order = await getOrder();
  // Back from PayPal with an approved payment: capture it now.
  const token = url.searchParams.get("token");
  if (order.status === "awaiting_payment" && provider === "paypal" && result === "success" && token) {
    await context.api.post("/web/pay/paypal/capture", { orderNo, token }).catch(() => null);
    order = await getOrder();
  }
  const platforms = await context.api.post("/web/pay/getPayPlatform").catch((): PayPlatform[] => []);
  // The way to pay the buyer chose (back from a provider: that provider); none until they choose.
  const wanted = url.searchParams.get(PAY_METHOD) ?? provider;
  const chosen = platforms.some((platform) => platform.code === wanted) ? wanted : null;
  let bank: BankTransferInstructions | null = null;
  // What the buyer's bank may ask for before it sends the transfer.
  let proforma: DocumentSummary | null = null;
  let qrSvg = "";
  if (order.status === "awaiting_payment" && chosen === "bank") {
    // Asking for the details records the transfer as started: only once the buyer chose it.
    const [instructions, documents] = await Promise.all([
      context.api.post("/web/pay/bank", { orderNo }).catch(() => null),
      context.api.get("/web/documents/list", { query: { orderNo } }).catch(() => []),
    ]);
    bank = instructions;
    proforma = documents.filter((doc) => doc.kind === "proforma").at(-1) ?? null;
    // The transfer details as a QR code (medium error correction, margin 4), drawn here on the server.
    // The QR encoder loads on first use: most requests of an isolate never draw one.
    if (bank) qrSvg = (await import("../../shared/qr-svg.server")).renderQrSvg(bank.qrText).svg;
  }
  return { order, platforms, chosen, bank, proforma, qrSvg, returned: { provider, result } };
}

/** A navigation here waits for the texts of carts, orders and coupons as for the page's data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithTexts(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({
    title: args.loaderData
      ? LL.commerce.pay.title({ orderNo: args.loaderData.order.orderNo })
      : LL.pages.orderPay.title(),
    noIndex: true,
  }));

export async function action(args: Route.ActionArgs) {
  requireSignedIn(args);
  const form = await readForm(args);
  const provider = String(form.get("provider") ?? "");
  const orderNo = String(form.get("orderNo") ?? "");
  if (provider !== "stripe" && provider !== "paypal") return { error: null } satisfies PayResult;
  try {
    const { url } = await args.context.api.post(`/web/pay/${provider}`, { orderNo });
    // Off to the provider's checkout page; it sends the customer back to this page.
    return redirect(url);
  } catch (error) {
    // The page's data is loaded again: the order may have changed meanwhile (paid, expired).
    return actionFailure<PayResult>(args, error, {}, { reload: true });
  }
}

export default function OrderPayPage({ loaderData }: Route.ComponentProps) {
  return <PaymentPanel {...loaderData} />;
}
