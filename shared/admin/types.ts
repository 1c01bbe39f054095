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
  actor: string;
  staffName: string | null;
  entity: string;
  entityId: string;
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  ip: string;
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
export interface AdminReview {
  id: number;
  goodsId: number;
  goodsName: string;
  email: string;
  rating: number;
  body: string;
  visible: boolean;
  hiddenReason: string | null;
  createdAt: string;
}
