/**
 * Href builders used by links, SSR redirects and the sitemap, so a URL shape lives in one place.
 */
export const SOLUTION_SLUGS = ["sms-modem", "sms-gateway", "goip-gateway", "voip-gateway", "proxy-gateway"] as const;
export type SolutionSlug = (typeof SOLUTION_SLUGS)[number];

export interface NavigationTarget {
  id: string;
  img?: string | null;
}

export const href = {
  home: () => "/",
  /** The home page filtered by one category (both parameters carry the id, as the legacy site did). */
  homeCategory: (id: number | string) => `/?category=${encodeURIComponent(id)}&cid=${encodeURIComponent(id)}`,
  category: (id: number | string) => `/category/${id}`,
  product: (id: number | string) => `/product/${id}`,
  lists: () => "/lists",
  sms: () => "/sms",
  search: (query?: string) => (query ? `/search?keyword=${encodeURIComponent(query)}` : "/search"),
  cart: () => "/cart",
  discount: () => "/discount",
  blog: (year?: number) => (year ? `/blog?year=${year}` : "/blog"),
  blogPost: (id: number | string) => `/blog/${id}`,
  cases: () => "/case",
  caseStudy: (id: number | string) => `/case/${id}`,
  article: (id: number | string) => `/article/${id}`,
  solution: (slug: SolutionSlug) => `/solution/${slug}`,
  about: () => "/about",
  logistics: () => "/logistics",
  userAgreement: () => "/user-agreement",
  account: () => "/account",
  accountOrders: () => "/account/orders",
  accountCoupons: () => "/account/coupons",
  accountReviews: () => "/account/reviews",
  accountSettings: () => "/account/settings",
  /** The quote request form, filled with SKUs and quantities ("12x20,13x5"): product pages and the cart link to it. */
  quoteRequest: (items?: ReadonlyArray<{ skuId: number; quantity: number }>) =>
    items?.length
      ? `/account/quotes/new?items=${items.map((item) => `${item.skuId}x${item.quantity}`).join(",")}`
      : "/account/quotes/new",
  /** The page an optional mail's unsubscribe link opens (its POST is the RFC 8058 one-click). */
  unsubscribe: (token: string) => `/mail/unsubscribe?t=${encodeURIComponent(token)}`,
  orderConfirm: () => "/order/order-confirm",
  orderPay: (orderNo?: string) =>
    orderNo ? `/order/order-pay?orderNo=${encodeURIComponent(orderNo)}` : "/order/order-pay",
  auth: (mode: "login" | "register" | "forgot" | "reset" = "login") => `/auth/${mode}`,
  /**
   * Sign-in, coming back to `redirectTo` (a same-site path with its query) afterwards; `expired`
   * makes the page say the session ended, `accountDeleted` that the account was just deleted.
   */
  login: (redirectTo?: string, options: { expired?: boolean; accountDeleted?: boolean } = {}) => {
    const params = new URLSearchParams();
    if (redirectTo && redirectTo !== "/") params.set("redirect", redirectTo);
    if (options.expired) params.set("session", "expired");
    if (options.accountDeleted) params.set("account", "deleted");
    const query = params.toString();
    return query ? `/auth/login?${query.replace(/\+/g, "%20")}` : "/auth/login";
  },
  /** Plain entries link to /{id}; entries with an image to the home page filtered by it. */
  navigation: (entry: NavigationTarget) =>
    entry.img ? href.homeCategory(entry.id) : `/${entry.id.replace(/^\/+/, "")}`,
};

/** Category route ids are digits only. */
export function isCategoryId(value: string | undefined): value is string {
  return typeof value === "string" && /^\d{1,15}$/.test(value);
}

/**
 * A redirect target taken from a query parameter, kept only when it is a path on this site:
 * "/account/orders?tab=2" passes; "//evil.example", "https://evil.example", "/\\evil" do not.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = "/"): string {
  if (!raw || raw.length > 2048) return fallback;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\u0000-\u001f\\]/.test(raw)) return fallback;
  try {
    const url = new URL(raw, "http://same.invalid");
    if (url.origin !== "http://same.invalid") return fallback;
    const path = url.pathname + url.search + url.hash;
    // Normalising can make a protocol-relative URL ("/.//evil.example" → "//evil.example").
    return path.startsWith("//") ? fallback : path;
  } catch {
    return fallback;
  }
}
