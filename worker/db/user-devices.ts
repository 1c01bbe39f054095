import { DEVICE_HEADER, DEVICE_ID } from "../../shared/account/device";
import { sha256Hex } from "../digest";
import { randomToken } from "../session/tokens";

/** Where a sign-in came from: its device id, browser and (from Cloudflare) rough location. */
export interface SignInDevice {
  deviceId: string;
  userAgent: string;
  country: string | null;
  city: string | null;
}

/** The device of an API request: the id the browser's cookie or an API client sent (a new one when none). */
export function signInDeviceOf(request: Request): SignInDevice {
  const sent = request.headers.get(DEVICE_HEADER);
  const cf = request.cf as { country?: unknown; city?: unknown } | undefined;
  const text = (value: unknown, max: number) => (typeof value === "string" && value ? value.slice(0, max) : null);
  return {
    deviceId: sent && DEVICE_ID.test(sent) ? sent : randomToken(32),
    userAgent: (request.headers.get("user-agent") ?? "").slice(0, 300),
    country: text(cf?.country, 2),
    city: text(cf?.city, 80),
  };
}

/**
 * Records a sign-in's device (stored as the SHA-256 of its id) and, in the same batch, writes the
 * "new device" mail when the account asked for it, has signed in from another device before (never
 * for the first device: the one of the sign-up) and never from this one.
 */
export async function recordSignInDevice(db: D1Database, userId: number, device: SignInDevice, now: number) {
  const hash = await sha256Hex(device.deviceId);
  const payload = JSON.stringify({
    at: now,
    userAgent: device.userAgent,
    country: device.country,
    city: device.city,
  });
  await db.batch([
    db
      .prepare(
        `INSERT INTO mail_events (kind, user_id, payload_json, created_at)
         SELECT 'new_sign_in', id, ?3, ?4 FROM users
          WHERE id = ?1 AND mail_new_sign_in = 1
            AND EXISTS (SELECT 1 FROM user_devices WHERE user_id = ?1)
            AND NOT EXISTS (SELECT 1 FROM user_devices WHERE user_id = ?1 AND device_hash = ?2)`,
      )
      .bind(userId, hash, payload, now),
    db
      .prepare(
        `INSERT INTO user_devices (user_id, device_hash, user_agent, first_seen_at, last_seen_at)
         VALUES (?1, ?2, ?3, ?4, ?4)
         ON CONFLICT (user_id, device_hash) DO UPDATE SET last_seen_at = excluded.last_seen_at, user_agent = excluded.user_agent`,
      )
      .bind(userId, hash, device.userAgent, now),
  ]);
}

/** Whether the account with this email has signed in from this device before (false for unknown emails). */
export async function hasSignedInFrom(db: D1Database, email: string, deviceId: string): Promise<boolean> {
  const row = await db
    .prepare(
      "SELECT 1 FROM user_devices d JOIN users u ON u.id = d.user_id WHERE u.email = ?1 AND d.device_hash = ?2 LIMIT 1",
    )
    .bind(email, await sha256Hex(deviceId))
    .first();
  return row !== null;
}
