/**
 * The business constants, declared once. Cookie names are the legacy site's, so the
 * vendor can switch over without logging anyone out.
 */
export const COOKIE = {
  accessToken: "NUXT_USER_TOKEN",
  refreshToken: "NUXT_USER_REFRESH_TOKEN",
  /** Access-token expiry, seconds since the epoch. */
  tokenExpires: "NUXT_USER_TOKEN_EXPIRES",
  /** Access-token lifetime in seconds. */
  tokenLifetime: "NUXT_USER_TOKEN_EXPIRES_SECOND",
  /** Display data of the signed-in user (never a secret). */
  userInfo: "NUXT_USER_INFO",
  /** The visitor's chosen language (the legacy site's @nuxtjs/i18n cookie name). */
  language: "i18n_redirected",
  /** The browser's random id (HttpOnly): a sign-in from a browser the account never used may be mailed. */
  device: "pl_device",
} as const;

/** Max age of the token-set cookies. */
export const SESSION_COOKIE_MAX_AGE_S = 7200;
/** Max age of the user-info cookie: 30 days. */
export const USER_INFO_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
/** Max age of the language cookie. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 31_536_000;
/** Max age of the device cookie: 400 days, the longest browsers keep a cookie. */
export const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/** Refresh the access token once its remaining life is this share of its lifetime or less. */
export const REFRESH_THRESHOLD = 0.95;
/** The same error message is not shown again within this window. */
export const DUPLICATE_ERROR_WINDOW_MS = 1000;
/** A failed chunk load reloads the page at most once per this window. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const COUNTDOWN_TICK_MS = 1000;

/** The product video goes after this many gallery images. */
export const VIDEO_INSERT_POSITION = 3;

/** The most characters an account's display, first or last name may have (the API refuses longer ones). */
export const NAME_MAX_LENGTH = 50;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;
/** Above this many weak-password sign-ins, changing the password is forced. */
export const WEAK_PASSWORD_REMINDER_LIMIT = 5;
export const PASSWORD_MASK = "********";

export const TOAST = {
  durationMs: 4000,
  visibleToasts: 3,
  gapPx: 14,
  widthPx: 356,
  /** The legacy site shows its toast area at the top centre. */
  position: "top-center",
  hotkey: ["altKey", "KeyT"],
  swipeThresholdPx: 20,
  swipeVelocity: 0.11,
} as const;

export const PAGINATION = { pageSize: 10, siblings: 2, firstPage: 1, maxPageSize: 100 } as const;
export const NUMBER_FIELD = { step: 1, pageStep: 10, repeatDelayMs: 400, repeatEveryMs: 60 } as const;
/** A cart line holds 1 to 9,999 units (the schema's CHECK says the same). */
export const MAX_LINE_QUANTITY = 9999;
export const CONFIRM_DIALOG_REMOVE_MS = 300;

export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_DEFAULT_FORMAT = "webp";
export const SCREENS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536 } as const;

export const QR_DEFAULTS = { ecl: "M", padding: 4 } as const;

/** Specs the selection lists never offer. */
export const HIDDEN_SPEC_NAMES = ["2G/4G"] as const;
