import { REFRESH_THRESHOLD } from "../constants";

/**
 * Refresh the access token before a call once its remaining life is 95 % of its lifetime
 * or less. Times in seconds since the epoch.
 */
export function needsRefresh(expiresAt: number, lifetimeSeconds: number, nowSeconds: number): boolean {
  if (lifetimeSeconds <= 0) return true;
  return expiresAt - nowSeconds <= lifetimeSeconds * REFRESH_THRESHOLD;
}
