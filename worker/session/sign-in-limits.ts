import { clearHitsStatement, countFailureStatement, peekFailures } from "../db/rate-limits";

const MINUTE = 60_000;

/** The window of the per-address limit: `SIGNINS_PER_IP_15_MIN` attempts in it, whatever the accounts. */
export const SIGN_IN_IP_WINDOW_MS = 15 * MINUTE;

/**
 * Wrong passwords for one account from one client address: five at once, then a wait of 30 s
 * before the next try, doubling with each further one up to an hour. The run ends with a sign-in
 * from that address and is forgotten a day after its last failure. Other addresses are never
 * slowed by it, so nobody can lock an account's owner out by guessing wrong.
 */
export const PASSWORD_BACKOFF = {
  free: 5,
  firstDelayMs: 30_000,
  maxDelayMs: 60 * MINUTE,
  forgetMs: 24 * 60 * MINUTE,
} as const;

/** The wait after a run of `failures` wrong passwords (0: the next try may come at once). */
export function passwordDelayMs(failures: number): number {
  if (failures < PASSWORD_BACKOFF.free) return 0;
  const doublings = Math.min(failures - PASSWORD_BACKOFF.free, 30);
  return Math.min(PASSWORD_BACKOFF.maxDelayMs, PASSWORD_BACKOFF.firstDelayMs * 2 ** doublings);
}

/** The counter of one account's wrong passwords from one address (the account need not exist). */
export function passwordBucket(scope: "login" | "staff-login", email: string, address: string): string {
  return `${scope}-password:${address}|${email}`;
}

/** When this address may next try this account's password (`now` or before: at once). */
export async function passwordRetryAt(db: D1Database, bucket: string, now: number): Promise<number> {
  const run = await peekFailures(db, bucket, PASSWORD_BACKOFF.forgetMs, now);
  return run.failures ? run.lastAt + passwordDelayMs(run.failures) : now;
}

export function countWrongPasswordStatement(db: D1Database, bucket: string, now: number): D1PreparedStatement {
  return countFailureStatement(db, bucket, PASSWORD_BACKOFF.forgetMs, now);
}

export function endPasswordRunStatement(db: D1Database, bucket: string): D1PreparedStatement {
  return clearHitsStatement(db, bucket);
}

/**
 * Wrong passwords for one customer account from every address in a day. Past them, only a
 * browser that has signed in to the account before may try: a guesser spread over many addresses
 * is stopped, and the owner's own browser is never locked out.
 */
export const ACCOUNT_GUESS_LIMIT = { hits: 100, windowMs: 24 * 60 * MINUTE } as const;

/**
 * Wrong second factors after a right password, per staff account: five in 15 minutes lock its
 * codes for the rest of the window. Only someone who knows the password can cause it, and a
 * recovery code still signs in.
 */
export const SECOND_FACTOR_LIMIT = { hits: 5, windowMs: 15 * MINUTE } as const;
