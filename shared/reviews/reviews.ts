/** Reviews: limits, shapes and the reviewer name rule (no zod here: the browser imports this file). */

/** Review text is plain text (rendered as text, never HTML), at most this long. */
export const REVIEW_MAX_LENGTH = 2000;

export interface PublicReview {
  id: number;
  rating: number;
  body: string;
  /** "Ada L." — first name and initial only. */
  author: string;
  createdAt: string;
  updatedAt: string;
  /** Every review is tied to an order line: the reviewer bought the product. */
  verified: true;
}

export interface ReviewPage {
  average: number | null;
  count: number;
  list: PublicReview[];
  total: number;
  page: number;
  pageSize: number;
}

export interface MyReview {
  id: number;
  orderLineId: number;
  orderNo: string;
  productId: number;
  productName: string;
  image: string | null;
  rating: number;
  body: string;
  hidden: boolean;
  /** Why the shop hid it (shown to its author). */
  hiddenReason: string | null;
  updatedAt: string;
}

export interface PendingReview {
  orderLineId: number;
  orderNo: string;
  productId: number;
  productName: string;
  image: string | null;
}

/** "Ada Lovelace" → "Ada L."; empty names become the fallback. */
export function reviewerName(firstName: string, lastName: string, userName: string, fallback: string): string {
  const first = firstName.trim() || userName.trim().split(/\s+/)[0] || "";
  const initial = lastName.trim().charAt(0);
  if (!first) return fallback;
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
