/**
 * A browser is recognised by a long-lived HttpOnly cookie holding a random id; sign-in and sign-up
 * pass it to the API in this header (the API never reads cookies). API clients may send one of their
 * own; a sign-in without one counts as a new device.
 */
export const DEVICE_HEADER = "x-device-id";

/** The API calls that record the device they come from (a sign-in from a new one may be mailed). */
export const DEVICE_RECORDING_PATHS: ReadonlySet<string> = new Set(["/web/auth/login", "/web/auth/register"]);

/** A device id as the cookie holds it: 32 random bytes, base64url. */
export const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;
