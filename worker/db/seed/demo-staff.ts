import { hashPassword } from "../../../shared/account/password-hash";
import type { StaffRole } from "../../../shared/console/roles";
import type { ImportOptions } from "../import/run";

/**
 * Local demo staff (listed in the README): one per role, the same password and TOTP secret, so
 * the console can be tried at once. Created once; never overwritten.
 */
export const DEMO_STAFF_PASSWORD = "Portline-Ops-2026";
/** Base32 (RFC 4648): add it to an authenticator app, or compute codes with any TOTP tool. */
export const DEMO_STAFF_TOTP_SECRET = "PORTLINEOPSDEMOTOTPSECRETKEY2345";

export const DEMO_STAFF: ReadonlyArray<{ email: string; name: string; role: StaffRole }> = [
  { email: "ops@portline.example", name: "Olivia Ops", role: "owner" },
  { email: "warehouse@portline.example", name: "Wang Warehouse", role: "staff" },
  { email: "support@portline.example", name: "Sam Support", role: "support" },
];

/** The carriers' tracking pages of the demo shipping methods ("{trackingNo}" is the number). */
const TRACKING_PAGES: Record<string, string> = {
  "dhl-express": "https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={trackingNo}",
  "fedex-ip": "https://www.fedex.com/fedextrack/?trknbr={trackingNo}",
  "ups-saver": "https://www.ups.com/track?tracknum={trackingNo}",
};

export async function seedDemoStaff({ db, now, log }: ImportOptions): Promise<void> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  for (const staff of DEMO_STAFF) {
    const result = await db
      .prepare(
        `INSERT INTO staff (email, name, role, status, password_hash, totp_secret, created_at, updated_at)
         VALUES (?1, ?2, ?3, 'active', ?4, ?5, ?6, ?6) ON CONFLICT (email) DO NOTHING`,
      )
      .bind(staff.email, staff.name, staff.role, passwordHash, DEMO_STAFF_TOTP_SECRET, now)
      .run();
    if (result.meta.changes) log?.(`demo staff ${staff.email} (${staff.role}) created`);
  }
  for (const [code, template] of Object.entries(TRACKING_PAGES)) {
    await db
      .prepare("UPDATE shipping_methods SET tracking_url_template = ?2 WHERE code = ?1 AND tracking_url_template = ''")
      .bind(code, template)
      .run();
  }
}
