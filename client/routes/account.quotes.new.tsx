import { redirect } from "react-router";
import { ApiError } from "../../shared/api/envelope";
import { quoteHref } from "../../shared/commerce/quotes";
import type { Route } from "./+types/account.quotes.new";
import { QuoteRequestForm, type QuoteRequestResult, type RequestItem } from "../components/quotes/quote-request-form";
import { actionFailure } from "../lib/action-failure";
import { loadWithTexts } from "../lib/dictionary";
import { field, readForm } from "../lib/form-data";
import { handleSessionError, requireSignedIn } from "../lib/guards";
import { formatQuoteItems, parseQuoteItems } from "../lib/quotes";
import { seoMeta } from "../lib/seo";

/**
 * The form filled from `?items=12x20,13x5`. The items are named from the product of `?product=`
 * (the product page's link) and from the cart (the cart's link); a SKU found in neither is
 * shown by its number, and the API checks every one when the request is sent.
 */
export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const { context, request } = args;
  const url = new URL(request.url);
  const wanted = parseQuoteItems(url.searchParams.get("items"));
  const productId = url.searchParams.get("product");
  const [cart, product, addresses] = await Promise.all([
    wanted.length ? context.api.get("/web/cart/list") : null,
    // A product that is gone names nothing; the form still shows its SKUs by number.
    wanted.length && productId && /^\d{1,15}$/.test(productId)
      ? context.api.get(`/goods/detail/${productId}`).catch((error) => {
          if (error instanceof ApiError && error.status < 500) return null;
          throw error;
        })
      : null,
    context.api.get("/web/address/list"),
  ]).catch((error) => handleSessionError(args, error));
  const known = new Map<number, Omit<RequestItem, "skuId" | "quantity">>();
  for (const line of cart?.lines ?? []) {
    known.set(line.skuId, {
      productId: line.productId,
      name: line.name,
      specName: line.specName,
      image: line.image,
      listPriceMinor: Math.max(line.originalPriceMinor, line.unitPriceMinor),
      currency: line.currency,
    });
  }
  for (const sku of product?.skus ?? []) {
    known.set(sku.id, {
      productId: product!.id,
      name: product!.name,
      specName: sku.name,
      image: product!.cover?.url ?? null,
      listPriceMinor: sku.priceMinor,
      currency: product!.currency,
    });
  }
  const unknown = { productId: null, name: null, specName: "", image: null, listPriceMinor: null, currency: "" };
  const address = addresses.find((entry) => entry.isDefault) ?? addresses[0];
  return {
    items: wanted.map((item): RequestItem => ({ ...item, ...(known.get(item.skuId) ?? unknown) })),
    defaultCountry: address?.country ?? "",
    today: new Date().toISOString().slice(0, 10),
  };
}

/** The form's lines: each SKU with the quantity typed beside it (the API checks both). */
function postedItems(form: FormData): Array<{ skuId: number; quantity: number }> {
  const quantities = form.getAll("quantity");
  return form.getAll("sku").map((sku, index) => ({
    skuId: Number(sku),
    quantity: Number(quantities[index]),
  }));
}

/** A navigation here waits for the texts of carts, orders and quotes as for the page's data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithTexts(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.commerce.quotes.request.title(), noIndex: true }));

/** Sends the request (the file, if any, is uploaded by the page first) and opens the new quote. */
export async function action(args: Route.ActionArgs) {
  requireSignedIn(args);
  const form = await readForm(args);
  const wantedBy = field(form, "wantedBy");
  const attachmentId = Number(field(form, "attachmentId"));
  let quoteNo: string;
  try {
    const quote = await args.context.api.post("/web/quotes/request", {
      items: postedItems(form),
      country: field(form, "country"),
      wantedBy: wantedBy || undefined,
      message: field(form, "message"),
      attachmentId: Number.isSafeInteger(attachmentId) && attachmentId > 0 ? attachmentId : undefined,
    });
    quoteNo = quote.quoteNo;
  } catch (error) {
    return actionFailure<QuoteRequestResult>(args, error, {});
  }
  throw redirect(quoteHref.quote(quoteNo));
}

export default function QuoteRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    // Other items in the address (another product's link) start the form afresh.
    <QuoteRequestForm
      key={formatQuoteItems(loaderData.items)}
      items={loaderData.items}
      defaultCountry={loaderData.defaultCountry}
      today={loaderData.today}
      result={actionData}
    />
  );
}
