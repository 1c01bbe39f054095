import { data, redirect } from "react-router";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import type { Address } from "../../shared/commerce/types";
import { href } from "../../shared/routes";
import type { Route } from "./+types/account.quotes.$quoteNo";
import { type QuoteIntent, QuoteDetailView, type QuoteStepResult } from "../components/quotes/quote-detail";
import { actionFailure } from "../lib/action-failure";
import { loadWithTexts } from "../lib/dictionary";
import { addressFromForm, field, readForm } from "../lib/form-data";
import { handleSessionError, notFound, requireSignedIn } from "../lib/guards";
import { seoMeta } from "../lib/seo";

/** Q-2026-000123 (shared/commerce/quotes.ts QUOTE_NO, whose module the browser does not load). */
const QUOTE_NO = /^Q-\d{4}-\d{6}$/;
const INTENTS: readonly QuoteIntent[] = ["message", "accept", "decline", "withdraw", "address"];

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const { context, params, request } = args;
  if (!QUOTE_NO.test(params.quoteNo)) notFound(request);
  const quote = await context.api.get("/web/quotes/detail", { query: { quoteNo: params.quoteNo } }).catch((error) => {
    if (error instanceof ApiError && error.code === API_CODE.notFound) notFound(request);
    return handleSessionError(args, error);
  });
  // The address book only matters while an offer can be accepted.
  const addresses: Address[] =
    quote.status === "offered"
      ? await context.api.get("/web/address/list").catch((error) => handleSessionError(args, error))
      : [];
  return { quote, addresses };
}

/** A navigation here waits for the texts of carts, orders and quotes as for the page's data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithTexts(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.commerce.quotes.quoteNo({ quoteNo: args.params.quoteNo }), noIndex: true }));

/** Asks, accepts (and goes to the pay page), declines, withdraws, or adds an address to accept with. */
export async function action(args: Route.ActionArgs) {
  requireSignedIn(args);
  const quoteNo = args.params.quoteNo;
  const form = await readForm(args);
  const intent = field(form, "intent") as QuoteIntent;
  if (!INTENTS.includes(intent) || !QUOTE_NO.test(quoteNo)) throw data(null, { status: 400 });
  const api = args.context.api;
  const version = Number(field(form, "version"));
  let orderNo: string | null = null;
  try {
    if (intent === "message") {
      await api.post("/web/quotes/message", { quoteNo, body: field(form, "body") });
    } else if (intent === "accept") {
      const placed = await api.post("/web/quotes/accept", {
        quoteNo,
        version,
        addressId: Number(field(form, "addressId")),
        poNumber: field(form, "poNumber"),
      });
      orderNo = placed.orderNo;
    } else if (intent === "decline") {
      await api.post("/web/quotes/decline", { quoteNo, version, reason: field(form, "reason") });
    } else if (intent === "withdraw") {
      await api.post("/web/quotes/withdraw", { quoteNo });
    } else {
      const saved = await api.post("/web/address/save", addressFromForm(form));
      return { intent, ok: true, addressSaved: saved.id } satisfies QuoteStepResult;
    }
  } catch (error) {
    // The page's data is loaded again: a refusal often means the quote changed meanwhile.
    return actionFailure<QuoteStepResult>(args, error, { intent }, { reload: true });
  }
  if (orderNo) throw redirect(href.orderPay(orderNo));
  return { intent, ok: true } satisfies QuoteStepResult;
}

export default function AccountQuotePage({ loaderData }: Route.ComponentProps) {
  return <QuoteDetailView quote={loaderData.quote} addresses={loaderData.addresses} />;
}
