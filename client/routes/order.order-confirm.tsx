import { redirect } from "react-router";
import type { ShippingMethod } from "../../shared/commerce/types";
import { bestCoupon } from "../../shared/coupons/best";
import type { MyCoupon } from "../../shared/coupons/types";
import { ApiError } from "../../shared/api/envelope";
import { href } from "../../shared/routes";
import type { Route } from "./+types/order.order-confirm";
import { CheckoutForm, type CheckoutResult, type CouponNote, NO_COUPON } from "../components/cart/checkout-form";
import { actionFailure } from "../lib/action-failure";
import { PageHeader } from "../components/ui/page-header";
import type { CheckoutPrice } from "../../shared/commerce/checkout";
import { handleSessionError, requireSignedIn } from "../lib/guards";
import { useI18n } from "../lib/i18n";
import { addressFromForm, field, readForm } from "../lib/form-data";
import { seoMeta } from "../lib/seo";
import { loadWithTexts } from "../lib/dictionary";

function ids(value: string | null): number[] {
  return (value ?? "")
    .split(",")
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, 100);
}

function optionalId(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The selected lines cannot be ordered as they are (sold out, fewer left than wanted, no longer
 * sold): back to the cart, which shows each line's state. Other failures stay errors.
 */
function backToCart(error: unknown): unknown {
  const lineProblem = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
  return lineProblem ? redirect(href.cart()) : error;
}

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const { context, request } = args;
  const url = new URL(request.url);
  const [cart, addresses, methods, coupons] = await Promise.all([
    context.api.get("/web/cart/list"),
    context.api.get("/web/address/list"),
    context.api.get("/shipping/methods").catch((): ShippingMethod[] => []),
    context.api.get("/web/activity/mine", { query: { tab: "unused" } }).catch((): MyCoupon[] => []),
  ]).catch((error) => handleSessionError(args, error));

  const wanted = ids(url.searchParams.get("lines"));
  const lines = cart.lines.filter((line) => (wanted.length ? wanted.includes(line.id) : line.selected));
  const address =
    addresses.find((item) => item.id === optionalId(url.searchParams.get("address"))) ??
    addresses.find((item) => item.isDefault) ??
    addresses[0];
  const shipsThere = (method: ShippingMethod) =>
    !address || method.regions.includes("*") || method.regions.includes(address.country);
  const method =
    methods.find((item) => item.id === optionalId(url.searchParams.get("shipping")) && shipsThere(item)) ??
    methods.find(shipsThere);
  // The coupon the buyer chose, none ("none"), or (not chosen yet) the best of their coupons here.
  const couponParam = url.searchParams.get("coupon");
  const chosen = optionalId(couponParam);
  const { best, usable } = bestCoupon(coupons, { lines });
  const suggested = chosen === undefined && couponParam !== NO_COUPON ? best?.claimId : undefined;
  let couponClaimId = chosen ?? suggested;

  let price: CheckoutPrice | null = null;
  let priceError: string | null = null;
  if (lines.length) {
    const preview = (couponId?: number) =>
      context.api.post("/web/order/preview", {
        lineIds: lines.map((line) => line.id),
        shippingMethodId: method?.id,
        couponClaimId: couponId,
      });
    try {
      price = await preview(couponClaimId);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (couponClaimId === undefined) throw backToCart(error);
      // A coupon that does not apply: say why (the one the buyer chose), and price the order without it.
      if (chosen !== undefined) priceError = error.message;
      couponClaimId = undefined;
      price = await preview(undefined).catch((retry: unknown) => {
        throw backToCart(retry);
      });
    }
  }
  const couponNote: CouponNote | null =
    couponClaimId !== undefined && couponClaimId === suggested
      ? { kind: "best", claimId: couponClaimId }
      : couponClaimId === undefined && usable > 0
        ? { kind: "usable", count: usable }
        : null;
  return {
    lines,
    addresses,
    methods,
    coupons,
    selection: {
      addressId: address?.id ?? null,
      shippingMethodId: method?.id ?? null,
      couponClaimId: couponClaimId ?? null,
    },
    price,
    priceError,
    couponNote,
    // One key per page view: a double click or a retry of this submission places one order.
    idempotencyKey: crypto.randomUUID(),
  };
}

/** A navigation here waits for the texts of carts, orders and coupons as for the page's data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithTexts(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.pages.orderConfirm.title(), noIndex: true }));

export async function action(args: Route.ActionArgs) {
  requireSignedIn(args);
  const form = await readForm(args);
  try {
    if (field(form, "intent") === "address") {
      const saved = await args.context.api.post("/web/address/save", addressFromForm(form));
      return { addressSaved: saved.id } satisfies CheckoutResult;
    }
    const order = await args.context.api.post("/web/order/create", {
      idempotencyKey: field(form, "idempotencyKey"),
      lineIds: ids(field(form, "lineIds")),
      addressId: Number(field(form, "addressId")),
      shippingMethodId: Number(field(form, "shippingMethodId")),
      notes: field(form, "notes"),
      poNumber: field(form, "poNumber"),
      couponClaimId: optionalId(field(form, "couponClaimId") || null),
    });
    return redirect(href.orderPay(order.orderNo));
  } catch (error) {
    return actionFailure<CheckoutResult>(args, error, {});
  }
}

export default function OrderConfirmPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  return (
    <>
      <PageHeader title={LL.pages.orderConfirm.title()} />
      <CheckoutForm {...loaderData} />
    </>
  );
}
