import { jwtVerify, SignJWT, errors } from "jose";
import { SESSION_COOKIE_MAX_AGE_S } from "../../shared/constants";

/** Access tokens live as long as the session cookies that carry them (7200 s). */
export const ACCESS_TOKEN_LIFETIME_S = SESSION_COOKIE_MAX_AGE_S;
/** A refresh token is valid this long after it is issued; every refresh issues a new one. */
export const REFRESH_TOKEN_LIFETIME_S = SESSION_COOKIE_MAX_AGE_S;
/** A family (one sign-in) ends after this long whatever happens: sign in again monthly. */
export const REFRESH_FAMILY_MAX_AGE_S = 30 * 24 * 3600;
/** A refresh token used again within this window (parallel requests) is not treated as theft. */
export const REFRESH_REUSE_GRACE_S = 10;

export const TOKEN_ISSUER = "portline-shop";
export const TOKEN_AUDIENCE = "portline-shop-web";
/** The only algorithm accepted: "none", RS256 tokens and the like are rejected before anything. */
const ALGORITHM = "HS256";

export interface AccessClaims {
  userId: number;
  familyId: string;
  expiresAt: number;
  issuedAt: number;
}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  secret: string,
  claims: { userId: number; familyId: string },
  nowSeconds: number,
): Promise<string> {
  return new SignJWT({ fid: claims.familyId })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(String(claims.userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ACCESS_TOKEN_LIFETIME_S)
    .sign(keyOf(secret));
}

/**
 * Verifies signature, algorithm, issuer, audience and expiry. Returns null for any bad token.
 * `allowExpired` is for the refresh call, which only uses the old token to cross-check its owner.
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  options: { nowSeconds?: number; allowExpired?: boolean } = {},
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      currentDate: options.nowSeconds === undefined ? undefined : new Date(options.nowSeconds * 1000),
      clockTolerance: options.allowExpired ? REFRESH_FAMILY_MAX_AGE_S : 0,
      requiredClaims: ["sub", "exp", "iat"],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.fid !== "string") return null;
    return { userId, familyId: payload.fid, expiresAt: payload.exp!, issuedAt: payload.iat! };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/** 32 random bytes, base64url: refresh tokens and reset links. */
export function randomToken(byteLength = 32): string {
  const bytes = crypto.getRandomValues(new Uint8Array(byteLength));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
