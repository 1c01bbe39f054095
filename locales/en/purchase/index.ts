import type { BaseTranslation } from "../../i18n-types";

/** Buying a product: its quantity, adding it to the cart, and the reviews buyers write of it. */
const purchase = {
  quantity: "Quantity",
  decrease: "Decrease quantity",
  increase: "Increase quantity",
  addDialog: {
    title: "Tips",
    message: "Please sign in first",
    confirm: "Sign in now",
    cancel: "Got it",
  },
  added: "Add Cart success!",
  addingToCart: "Adding…",
  /** Beside add to cart: a price for this version and quantity, asked of the sales team. */
  requestQuote: "Request a quote",
  reviews: {
    title: "Reviews",
    summary: "{average} out of 5 · {count:number} review{{s}}",
    none: "No reviews yet.",
    verified: "Verified purchase",
    by: "{name} · {date}",
    more: "More reviews",
    write: "Write a review",
    edit: "Edit",
    delete: "Delete",
    deleteConfirm: "Delete this review?",
    rating: "Rating",
    stars: "{count} star{{s}}",
    text: "Your review",
    textHint: "What works well, what could be better (up to 2,000 characters).",
    save: "Publish review",
    saved: "Thank you! Your review is published.",
    deleted: "Your review has been deleted.",
    toReview: "Waiting for your review",
    mine: "My reviews",
    hidden: "Hidden by the shop",
    hiddenReason: "Hidden by the shop: {reason}",
    cancel: "Cancel",
    orderedIn: "Bought in order {orderNo}",
    anonymous: "A customer",
    deletedCustomer: "Deleted customer",
  },
} satisfies BaseTranslation;

export default purchase;
