import { getConfig, type Env } from "../env";
import { timingSafeEqualText } from "../payments/money";

/** The optional mails a reader can stop: each is one setting of a user or a staff member. */
export const OPTIONAL_MAIL = {
  /** A user's sign-in from a new device (users.mail_new_sign_in). */
  new_sign_in: "user",
  /** A staff member's daily digest (staff.mail_digest). */
  digest: "staff",
  /** A staff member's mail at once of paid orders and low stock (staff.mail_alerts). */
  alerts: "staff",
} as const;
export type OptionalMail = keyof typeof OPTIONAL_MAIL;

/** Whom an unsubscribe link is for, and which mail it stops. */
export interface Subscription {
  kind: OptionalMail;
  /** users.id for a user's mail, staff.id for a staff member's. */
  id: number;
}

const TOKEN = /^(new_sign_in|digest|alerts)\.([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/;

function toBase64Url(bytes: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** MAIL_LINK_SECRET, else JWT_SECRET; the signed text starts "unsubscribe:", so no token of another kind matches. */
async function signingKey(env: Env, usage: KeyUsage): Promise<CryptoKey> {
  const config = getConfig(env);
  const secret = config.MAIL_LINK_SECRET ?? config.JWT_SECRET;
  return crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    usage,
  ]);
}

const signedText = (subscription: Subscription) =>
  new TextEncoder().encode(`unsubscribe:${subscription.kind}:${subscription.id}`);

/** The token of an unsubscribe link: the mail kind, the reader's id and an HMAC-SHA256 of both. No expiry. */
export async function signUnsubscribeToken(env: Env, subscription: Subscription): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await signingKey(env, "sign"), signedText(subscription));
  return `${subscription.kind}.${subscription.id}.${toBase64Url(mac)}`;
}

/** The subscription a token stops, or null when it is malformed or its signature does not match. */
export async function verifyUnsubscribeToken(env: Env, token: string): Promise<Subscription | null> {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const subscription = { kind: match[1] as OptionalMail, id: Number(match[2]) };
  // The whole token as it would be signed, compared in constant time (a base64 text with other
  // unused bits would decode to the same MAC: only the one spelling is accepted).
  return timingSafeEqualText(token, await signUnsubscribeToken(env, subscription)) ? subscription : null;
}

/** The headers of an optional mail (RFC 2369 and RFC 8058 one-click): a POST to the link unsubscribes. */
export function unsubscribeHeaders(link: string): Record<string, string> {
  return { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
