import type { CompanyProfile } from "../account/company";

/** A customer as staff see them (never a password hash or a token). */
export interface ConsoleCustomerRow {
  id: number;
  email: string;
  name: string;
  /** Sign-in locked by staff. */
  locked: boolean;
  /** When the account was deleted at its owner's request (name and email are gone then); null while it lives. */
  deletedAt: string | null;
  createdAt: string;
  orders: number;
}

export interface ConsoleCustomerDetail extends ConsoleCustomerRow {
  openSessions: number;
  recentOrders: Array<{ orderNo: string; status: string; totalMinor: number; currency: string; createdAt: string }>;
  addresses: Array<{ id: number; recipient: string; city: string; country: string; isDefault: boolean }>;
  coupons: Array<{ campaignId: number; name: string; used: boolean; claimedAt: string }>;
  reviews: Array<{ id: number; productId: number; rating: number; body: string; visible: boolean; createdAt: string }>;
  /** Their company profile, with the name of the staff member who verified it; null: they buy as a person. */
  company: (CompanyProfile & { verifiedByName: string | null }) | null;
}
