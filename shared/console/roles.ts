/**
 * Staff roles and what each may do. The API checks these on every /api/admin call; the console
 * only hides what the API would refuse anyway.
 */
export const STAFF_ROLES = ["owner", "staff", "support"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** Any staff member or API token: who am I. */
  "console",
  /** See orders, payments, the dashboard. */
  "orders.read",
  /** Confirm transfers, ship, complete, cancel, mark refunds. */
  "orders.write",
  /** Add internal notes to an order. */
  "orders.note",
  /** Search and read customers. */
  "customers.read",
  /** Lock and unlock customers, send reset links, sign them out everywhere. */
  "customers.write",
  /** Download everything the shop holds about a customer (their privacy request), audited. */
  "customers.export",
  /** Delete (anonymise) a customer's account at their request, audited. */
  "customers.delete",
  /** Hide and show reviews. */
  "reviews.write",
  /** See products, SKUs and their stock. */
  "catalog.read",
  /** Edit products and SKUs, adjust stock, publish. */
  "catalog.write",
  /** Read the audit log (staff-management entries: owner only). */
  "audit.read",
  /** Read the local mail outbox and the mail given up on; send such mail again. */
  "mail",
  /** Write posts, case studies, articles and pages; upload product images and files. */
  "content.write",
  /** Create, change, pause, resume and void coupon campaigns. */
  "campaigns.write",
  /** See quotes and their threads. */
  "quotes.read",
  /** Answer a buyer in a quote's thread, assign a quote. */
  "quotes.reply",
  /** Write and send offers, decline requests, enter orders for customers. */
  "quotes.offer",
  /** Approve an offer priced under the floor. */
  "quotes.approve",
  /** Invite, change and disable staff; revoke their sessions. */
  "staff.manage",
  /** One's own profile, sessions and API tokens (signed-in staff only, never an API token). */
  "self",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  // Everything but managing staff and approving prices under the floor.
  staff: PERMISSIONS.filter((permission) => permission !== "staff.manage" && permission !== "quotes.approve"),
  support: [
    "console",
    "orders.read",
    "orders.note",
    "customers.read",
    "customers.export",
    "catalog.read",
    "quotes.read",
    "quotes.reply",
    "self",
  ],
};

/** Never through an API token: only a signed-in (second-factor) staff member. */
export const SESSION_ONLY: readonly Permission[] = ["self", "staff.manage"];

/** A permission as the dictionaries key it ("orders.read" → "orders_read"). */
export type PermissionKey = Permission extends infer P ? (P extends `${infer A}.${infer B}` ? `${A}_${B}` : P) : never;

export function permissionKey(permission: Permission): PermissionKey {
  return permission.replace(".", "_") as PermissionKey;
}

export function roleAllows(role: StaffRole, permission: Permission): boolean {
  return GRANTS[role].includes(permission);
}

/** Roles from most to least powerful: a token or invitation never outranks its creator. */
const RANK: Record<StaffRole, number> = { owner: 3, staff: 2, support: 1 };

export function roleWithin(role: StaffRole, limit: StaffRole): boolean {
  return RANK[role] <= RANK[limit];
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}
