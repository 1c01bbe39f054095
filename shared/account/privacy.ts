/**
 * Privacy requests: the file of everything the shop holds about a customer, and what deleting an
 * account keeps. (No zod here: the browser imports this file.)
 */

import type { CompanyProfile } from "./company";

/**
 * The domain of a deleted account's address. `.invalid` is reserved (RFC 2606, RFC 6761): no mail
 * can reach it, and nobody can sign up with it.
 */
export const DELETED_EMAIL_DOMAIN = "deleted.invalid";

/** The address a deleted account keeps in place of its own: unique, unreachable, no personal data. */
export function deletedAccountEmail(userId: number): string {
  return `deleted-${userId}@${DELETED_EMAIL_DOMAIN}`;
}

/** An address no account may sign up with: the reserved `.invalid` top-level domain. */
export function isReservedEmail(email: string): boolean {
  return /\.invalid$/i.test(email.trim());
}

/**
 * What an anonymised account's orders, payments and documents keep, as accounting law needs them.
 * The settings page and the console list these; the README names them.
 */
export const KEPT_AFTER_DELETION = [
  "orderNumbers",
  "datesAndStatuses",
  "linesAndAmounts",
  "payments",
  "country",
  "shipping",
] as const;
export type KeptAfterDeletion = (typeof KEPT_AFTER_DELETION)[number];

/** Why an account is not deleted (the deletion's typed refusals). */
export type AccountDeleteRefusal =
  | "not_found"
  | "already_deleted"
  /** An order waits for payment: its buyer cancels it (or pays it) first; staff may cancel it with the deletion. */
  | "unpaid_orders"
  /** An order is paid or shipped: the shop still needs the address and contact to deliver it. */
  | "orders_in_progress"
  /** Money received for an order is still to be given back. */
  | "refund_due"
  /** Staff asked to cancel the unpaid orders first, and one of them could not be cancelled. */
  | "cancel_refused";

/** The download of everything the shop holds about a customer (GET /api/web/user/export). */
export interface AccountExport {
  /** What the file is, for whoever opens it later. */
  format: "account-export";
  version: 1;
  shop: string;
  exportedAt: string;
  account: {
    id: number;
    email: string;
    userName: string;
    firstName: string;
    lastName: string;
    /** The language of the account's mail. */
    language: string;
    status: "active" | "locked" | "deleted";
    createdAt: string;
    updatedAt: string;
    deletedAt: string | null;
    /** The last sign-in used a password that breaks today's rules. */
    weakPassword: boolean;
    /** Optional mail the account gets. */
    mail: { newSignIn: boolean };
  };
  addresses: Array<{
    recipient: string;
    phone: string;
    company: string;
    country: string;
    region: string;
    city: string;
    line1: string;
    line2: string;
    postalCode: string;
    isDefault: boolean;
    createdAt: string;
    updatedAt: string;
  }>;
  cart: Array<{ productId: number; skuId: number; quantity: number; selected: boolean; addedAt: string }>;
  orders: Array<{
    orderNo: string;
    status: string;
    currency: string;
    subtotalMinor: number;
    shippingMinor: number;
    discountMinor: number;
    totalMinor: number;
    shippingMethod: string;
    /** The address the order was sent to, as it was when ordered. */
    address: Record<string, unknown>;
    notes: string;
    /** The buyer's purchase order number. */
    poNumber: string | null;
    trackingNo: string | null;
    carrier: string | null;
    trackingUrl: string | null;
    createdAt: string;
    expiresAt: string;
    paidAt: string | null;
    shippedAt: string | null;
    completedAt: string | null;
    cancelledAt: string | null;
    lines: Array<{
      productId: number;
      skuId: number;
      name: string;
      specName: string;
      unitPriceMinor: number;
      quantity: number;
      lineTotalMinor: number;
    }>;
    payments: Array<{
      provider: string;
      reference: string;
      status: string;
      amountMinor: number;
      currency: string;
      createdAt: string;
      refundedAt: string | null;
      refundNote: string | null;
    }>;
    /** The order's documents (pro-forma, commercial invoice, credit notes); their PDFs download from the order. */
    documents: Array<{ number: string; kind: string; issuedAt: string; totalMinor: number; currency: string }>;
    /** Notices of the payment providers about this order. */
    paymentNotices: Array<{ provider: string; eventId: string; type: string; receivedAt: string }>;
    /** The order's history: each step, when, and who took it (the customer, the shop, the system, a provider). */
    events: Array<{ status: string; note: string; by: string; at: string }>;
  }>;
  reviews: Array<{
    productId: number;
    orderNo: string;
    rating: number;
    body: string;
    visible: boolean;
    hiddenReason: string | null;
    createdAt: string;
    updatedAt: string;
  }>;
  couponClaims: Array<{
    campaignId: number;
    campaign: string;
    claimNo: number;
    used: boolean;
    orderNo: string | null;
    claimedAt: string;
    usedAt: string | null;
  }>;
  mail: {
    /** Every mail the shop wrote for the account, and whether it went out. */
    events: Array<{
      kind: string;
      orderNo: string | null;
      status: string;
      createdAt: string;
      doneAt: string | null;
      deliveries: Array<{ recipient: string; status: string; sentAt: string | null }>;
    }>;
    /**
     * Copies of mail to the account's address kept in the shop's outbox (when no provider sends
     * mail); a password-reset mail without its text (its link may still work).
     */
    outbox: Array<{ kind: string; subject: string; text: string; createdAt: string }>;
  };
  /** Browsers the account signed in from. */
  devices: Array<{ userAgent: string; firstSeenAt: string; lastSeenAt: string }>;
  /** Sign-ins: when each started, was last renewed, expires or ended. */
  sessions: Array<{ startedAt: string; lastRenewedAt: string; expiresAt: string; endedAt: string | null }>;
  passwordResets: Array<{ requestedAt: string; expiresAt: string; usedAt: string | null }>;
  /** What staff did to the account (lock, unlock, sign out everywhere, reset link, export, deletion). */
  accountHistory: Array<{ action: string; at: string }>;
  /** The company invoices name, as saved (with what VIES and staff found); null: none. */
  company: CompanyProfile | null;
  /** Quotes asked for: what and where to, the thread, the offers sent and what happened. */
  quotes: Array<{
    quoteNo: string;
    status: string;
    country: string;
    wantedBy: string | null;
    createdAt: string;
    items: Array<{ skuId: number; quantity: number }>;
    messages: Array<{ from: string; body: string; at: string }>;
    offers: Array<{
      version: number;
      status: string;
      currency: string;
      freightMinor: number;
      totalMinor: number;
      validUntil: string;
      notes: string;
      lines: Array<{ name: string; specName: string; quantity: number; netUnitMinor: number; lineTotalMinor: number }>;
    }>;
    attachment: { name: string; contentType: string; sizeBytes: number } | null;
    events: Array<{ kind: string; by: string; at: string }>;
  }>;
}

/** Where a signed-in customer's browser downloads their data (a link: the answer is a file). */
export const ACCOUNT_EXPORT_PATH = "/api/web/user/export";

/** Where a staff member's browser downloads a customer's data. */
export function customerExportPath(customerId: number): string {
  return `/api/admin/customers/${customerId}/export`;
}

/** The download's file name: the shop, whose data and the day (`portline-account-data-2026-12-02.json`). */
export function exportFileName(siteName: string, now: number, userId?: number): string {
  const shop =
    siteName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "shop";
  const who = userId === undefined ? "account" : `customer-${userId}`;
  return `${shop}-${who}-data-${new Date(now).toISOString().slice(0, 10)}.json`;
}
