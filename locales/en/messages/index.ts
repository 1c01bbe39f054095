import type { BaseTranslation } from "../../i18n-types";
import validation from "./validation";
import quotes from "./quotes";

/**
 * The messages of the API's answers (errors and confirmations): the worker writes them, no page loads them.
 * `orders`: carts, addresses, orders and payments; `couponsAndReviews`: campaigns, coupons and reviews.
 */
const messages = {
  ok: "OK",
  bodyIncomplete: "The request body did not arrive completely. Please try again.",
  invalidJson: "The request body is not valid JSON.",
  unsupportedMediaType: "Send the request body as application/json.",
  notFound: "No such API endpoint: {path}",
  methodNotAllowed: "Method not allowed.",
  unauthorized: "Please sign in first.",
  forbidden: "You are not allowed to do that.",
  crossSite: "Cross-site request refused.",
  tooManyRequests: "Too many attempts. Please try again in {seconds} seconds.",
  wrongCredentials: "Email or password is incorrect.",
  emailTaken: "An account with this email already exists.",
  passwordRules:
    "The password must be 8–32 characters of letters, digits or symbols (no spaces), using at least two of the three.",
  passwordCommon: "This password is too common. Please choose another one.",
  passwordSame: "The new password must differ from the current one.",
  wrongOldPassword: "The current password is incorrect.",
  resetSent: "If an account exists for that email, a reset link is on its way.",
  resetInvalid: "This reset link is invalid or has expired. Please ask for a new one.",
  passwordChanged: "Your password has been changed.",
  privacy: {
    passwordNeeded: "Type your password to confirm that you want to delete your account.",
    wrongPassword: "The password is incorrect, so your account was not deleted.",
    unpaidOrders:
      "Orders waiting for payment must be cancelled or paid before your account can be deleted: {orderNos}.",
    ordersInProgress: "Your account can be deleted once your paid orders have arrived and are completed: {orderNos}.",
    refundDue: "We still owe you a refund for {orderNos}. Your account can be deleted once it has been paid back.",
    alreadyDeleted: "This account has already been deleted.",
    reservedEmail: "This address cannot receive mail. Please use your real email address.",
  },
  orders: {
    skuNotFound: "This SKU does not exist.",
    notEnoughStock: "Only {stock} of “{name}” left in stock.",
    lineNotFound: "That item is not in your cart.",
    addressNotFound: "That address does not exist.",
    shippingNotFound: "That shipping method is not available.",
    shippingRegion: "{method} does not ship to {country}.",
    nothingSelected: "Select at least one item to check out.",
    noLongerSold: "“{name}” is no longer sold. Remove it from your cart to check out.",
    orderNotFound: "That order does not exist.",
    orderNotPayable: "This order can no longer be paid ({status}).",
    refundNotFound: "There is no payment to refund with that id.",
    orderWrongStep: "This order’s status is {status}; that step does not apply now.",
    orderNotCancellable: "Only orders awaiting payment can be cancelled.",
    paymentBeingConfirmed:
      "Your payment has been received and is being confirmed, so this order can no longer be cancelled. It will show as paid shortly.",
    cancelProviderFailed:
      "The payment provider could not be reached, so the order was not cancelled. Please try again in a few minutes.",
    priceChanged: "Prices changed while you were checking out. Please review your order.",
    providerUnavailable: "This payment method is not available.",
    notThisPayPalPayment: "This PayPal payment is not one of this order. Start the payment again from the order.",
    providerFailed: "The payment provider did not answer. Please try again or choose bank transfer.",
    badSignature: "The webhook signature is invalid.",
    tooManyAddresses: "You can keep up to 20 addresses.",
    unknownCountry:
      "The address’s country “{country}” is not one we know. Choose its country from the list, then place the order.",
  },
  issuedDocuments: {
    documentNotFound: "That document does not exist.",
    notUnpaid: "A pro-forma invoice is issued only for an order awaiting payment.",
    notInvoiced: "This order has no invoice to credit yet: it gets one when it ships.",
    creditExceeds: "At most {amount} can still be credited against this invoice.",
    tradeDataMissing:
      "The commercial invoice cannot be issued: SKU {sku} has no {fields}. Add them in the product editor, then ship again.",
    hsCode: "HS code",
    originCountry: "country of origin",
    netWeightG: "net weight",
    grossWeightG: "gross weight",
    linkExpired: "This download link has expired. Sign in to download the document from your order.",
    linkInvalid: "This download link is not valid. Check that it was copied completely.",
    otherAccount: "This document belongs to another account.",
  },
  /** A buyer's company profile. */
  company: {
    stale:
      "Your company details were changed elsewhere (in another tab or device) since this page was opened. Reload it to see them, then save again.",
    notFound: "You have no company profile to change.",
  },
  couponsAndReviews: {
    campaignNotFound: "This coupon campaign does not exist.",
    notStarted: "Coupons of this campaign can be claimed from {start}.",
    paused: "Claiming from this campaign is paused for now.",
    expired: "This campaign has ended.",
    voided: "This campaign has been withdrawn.",
    soldOut: "All coupons of this campaign have been claimed.",
    alreadyClaimed: "You already hold this campaign's coupon.",
    couponNotUsable: "This coupon cannot be used for this order.",
    belowMinimum: "This coupon needs an order of at least {minimum}.",
    reviewNotAllowed: "You can review products you have bought, once per order line.",
    reviewNotFound: "That review does not exist.",
    reviewLocked: "This review was hidden by the shop and can no longer be changed.",
    reviewExists: "You have already reviewed this item.",
    productsOnly: "This coupon applies to certain products only, and none of them is in this order.",
    limitReached: "You already hold {limit} coupons of this campaign, the most one customer may claim.",
  },
  /** Values that fail validation, said in words. */
  validation,
  /** Quote steps refused. */
  quotes,
} satisfies BaseTranslation;

export default messages;
