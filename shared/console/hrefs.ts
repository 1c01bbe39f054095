/** Links of the operations console, in one place (pages, redirects, tests). */
export const consoleHref = {
  dashboard: () => "/admin",
  signIn: (redirectTo?: string, options: { expired?: boolean } = {}) => {
    const query = new URLSearchParams();
    if (redirectTo && redirectTo !== "/admin") query.set("redirect", redirectTo);
    if (options.expired) query.set("session", "expired");
    const text = query.toString();
    return text ? `/admin/sign-in?${text}` : "/admin/sign-in";
  },
  signOut: () => "/admin/sign-out",
  enrol: (token: string) => `/admin/enrol?token=${encodeURIComponent(token)}`,
  orders: (query?: Record<string, string | undefined>) => withQuery("/admin/orders", query),
  order: (orderNo: string) => `/admin/orders/${encodeURIComponent(orderNo)}`,
  /** The filtered list as CSV, straight from the API (the staff cookie goes along). */
  ordersCsv: (query?: Record<string, string | undefined>) => withQuery("/api/admin/export/orders.csv", query),
  refunds: () => "/admin/refunds",
  quotes: (query?: Record<string, string | undefined>) => withQuery("/admin/quotes", query),
  quote: (quoteNo: string) => `/admin/quotes/${encodeURIComponent(quoteNo)}`,
  newOrder: (query?: { customer?: string }) => withQuery("/admin/orders/new", query),
  customers: () => "/admin/customers",
  customer: (id: number) => `/admin/customers/${id}`,
  reviews: () => "/admin/reviews",
  audit: (query?: Record<string, string | undefined>) => withQuery("/admin/audit", query),
  products: (query?: Record<string, string | undefined>) => withQuery("/admin/products", query),
  product: (id: number, query?: Record<string, string | undefined>) => withQuery(`/admin/products/${id}`, query),
  catalogueImport: () => "/admin/catalog-import",
  /** `edit`: a category's id, or "new". */
  categories: (query?: { edit?: string; saved?: string }) => withQuery("/admin/categories", query),
  navigation: (query?: { edit?: string; saved?: string }) => withQuery("/admin/navigation", query),
  specOptions: (query?: { edit?: string; saved?: string }) => withQuery("/admin/spec-options", query),
  /** The catalogue as CSV, straight from the API (the staff cookie goes along). */
  catalogueCsv: () => "/api/admin/export/catalog.csv",
  staff: () => "/admin/staff",
  tokens: () => "/admin/tokens",
  outbox: () => "/admin/outbox",
  media: (query?: Record<string, string | undefined>) => withQuery("/admin/media", query),
  productMedia: (productId: number) => `/admin/products/${productId}/media`,
  content: (kind?: string) => (kind ? `/admin/content?kind=${encodeURIComponent(kind)}` : "/admin/content"),
  /** A page's id is its slug ("solution/sms-gateway"); "new" opens an empty post, case or article. */
  contentItem: (kind: string, id: string) => `/admin/content/${kind}/${id}`,
  campaigns: () => "/admin/campaigns",
  campaign: (id: number | "new") => `/admin/campaigns/${id}`,
} as const;

function withQuery(path: string, query: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** A console path to come back to after signing in ("/admin…" only, never another site). */
export function safeConsolePath(raw: string | null | undefined): string {
  return raw && /^\/admin(?:[/?#]|$)/.test(raw) && !raw.startsWith("//") ? raw : "/admin";
}
