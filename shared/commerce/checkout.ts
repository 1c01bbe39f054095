/** What an order of some cart lines costs (POST /api/web/order/preview). Minor units. */
export interface CheckoutPrice {
  currency: string;
  subtotalMinor: number;
  shippingMinor: number;
  discountMinor: number;
  totalMinor: number;
  shippingMethodName: string | null;
  couponClaimId: number | null;
  couponName: string | null;
}
