/**
 * Time-based one-time passwords (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps) with WebCrypto,
 * the same in the worker, in Node (seed, scripts) and in tests. Secrets are base32 (RFC 4648), as
 * authenticator apps read them from an otpauth:// URI.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after now are accepted too (clock drift, typing time). */
export const TOTP_WINDOW = 1;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function encodeBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case, spaces and padding ignored); null when it is not base32. */
export function decodeBase32(text: string): Uint8Array<ArrayBuffer> | null {
  const clean = text.toUpperCase().replace(/[\s=]/g, "");
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** A new random secret: 20 bytes (160 bits, the size of an HMAC-SHA-1 key), base32. */
export function newTotpSecret(): string {
  return encodeBase32(crypto.getRandomValues(new Uint8Array(20)));
}

export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
}

/** The code of one time step (RFC 4226 dynamic truncation). */
export async function totpCode(secret: string, step: number, digits = TOTP_DIGITS): Promise<string> {
  const key = decodeBase32(secret);
  if (!key || key.length === 0) throw new Error("TOTP secret is not base32");
  const counter = new Uint8Array(8);
  new DataView(counter.buffer).setBigUint64(0, BigInt(step));
  const hmacKey = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-1" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", hmacKey, counter));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/**
 * The time step a code belongs to, within ±TOTP_WINDOW steps of now, or null. Steps at or before
 * `lastStep` (a code already used) are never matched: a code works once.
 */
export async function matchTotp(secret: string, code: string, nowMs: number, lastStep = 0): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(nowMs);
  let match: number | null = null;
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    if (step <= lastStep) continue;
    // Every candidate is computed, so the time taken does not tell which step matched.
    if ((await totpCode(secret, step)) === code && match === null) match = step;
  }
  return match;
}

/** The otpauth:// URI authenticator apps scan (Google Authenticator key URI format). */
export function otpauthUri(input: { issuer: string; account: string; secret: string }): string {
  const label = encodeURIComponent(`${input.issuer}:${input.account}`);
  const query = new URLSearchParams({
    secret: input.secret,
    issuer: input.issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}
