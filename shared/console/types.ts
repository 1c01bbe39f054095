import type { StaffRole } from "./roles";

/** The signed-in staff member (GET /api/admin/me). */
export interface StaffMe {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** How this call was authenticated. */
  via: "session" | "token" | "operator";
}

/** A staff member as the owner sees them. Never a password hash, secret or token. */
export interface StaffSummary {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  status: "invited" | "active" | "disabled";
  createdAt: string;
  /** Open sign-ins right now. */
  activeSessions: number;
  lastSeenAt: string | null;
}

export interface ApiTokenSummary {
  id: number;
  name: string;
  role: StaffRole;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** What an enrolment link shows: the secret to scan, as text and as a QR code. */
export interface EnrolmentInfo {
  email: string;
  name: string;
  secret: string;
  otpauthUri: string;
  qrSvg: string;
  expiresAt: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  /** As stored: "staff:3", "staff:3 token:7", "staff:operator". */
  actor: string;
  staffName: string | null;
  staffEmail: string | null;
  entity: string;
  entityId: string;
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  ip: string;
}

/** A person an audit page names. */
export interface NamedPerson {
  name: string;
  email: string;
}

/**
 * The names an audit page shows instead of ids, by kind and id (as text): records in the reader's
 * language, SKU codes, people with their emails, each order's currency.
 */
export interface AuditNames {
  products: Record<string, string>;
  skus: Record<string, string>;
  categories: Record<string, string>;
  options: Record<string, string>;
  reviews: Record<string, string>;
  navigation: Record<string, string>;
  campaigns: Record<string, string>;
  tokens: Record<string, string>;
  media: Record<string, string>;
  mail: Record<string, string>;
  blog: Record<string, string>;
  cases: Record<string, string>;
  articles: Record<string, string>;
  pages: Record<string, string>;
  /** Order number → the order's currency. */
  orders: Record<string, string>;
  customers: Record<string, NamedPerson>;
  staff: Record<string, NamedPerson>;
}

/** A page of the audit log with the names it shows. */
export interface AuditPage {
  list: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  names: AuditNames;
  /** The shop's currency, for amounts of records without their own (products, campaigns). */
  currency: string;
}

/** A payment the shop received and could not keep, not given back yet. */
export interface RefundDue {
  id: number;
  orderNo: string;
  orderStatus: string;
  provider: string;
  providerRef: string;
  amountMinor: number;
  currency: string;
  at: string;
}

/** A review as the console lists it. */
export interface ConsoleReview {
  id: number;
  productId: number;
  productName: string;
  email: string;
  rating: number;
  body: string;
  visible: boolean;
  hiddenReason: string | null;
  createdAt: string;
}
