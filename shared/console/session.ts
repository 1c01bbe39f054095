/** A staff sign-in ends 8 hours after it started, whatever happens. */
export const STAFF_SESSION_MAX_MS = 8 * 60 * 60 * 1000;
/** …and after 30 minutes without a request. */
export const STAFF_SESSION_IDLE_MS = 30 * 60 * 1000;
/** The HttpOnly cookie of a staff sign-in (never the customers' cookies). */
export const STAFF_COOKIE = "portline_staff";
/** An enrolment link works once, within 3 days. */
export const ENROLMENT_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;
/** Prefixes that tell a staff sign-in token from an API token at a glance (and in logs). */
export const STAFF_SESSION_PREFIX = "pls_";
export const API_TOKEN_PREFIX = "plt_";
