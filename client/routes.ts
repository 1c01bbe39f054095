import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every route of the site, grouped by layout. Route files are named after their URL.
 */
export default [
  layout("layouts/home.tsx", [index("routes/_index.tsx")]),

  layout("layouts/default.tsx", [
    route("sms", "routes/sms.tsx"),
    route("lists", "routes/lists.tsx"),
    route("search", "routes/search.tsx"),
    route("category/:id", "routes/category.$id.tsx"),
    route("product/:id", "routes/product.$id.tsx"),
    route("cart", "routes/cart.tsx"),
    route("about", "routes/about.tsx"),
    route("logistics", "routes/logistics.tsx"),
    route("user-agreement", "routes/user-agreement.tsx"),
    route("blog", "routes/blog._index.tsx"),
    route("blog/:id", "routes/blog.$id.tsx"),
    route("case", "routes/case._index.tsx"),
    route("case/:id", "routes/case.$id.tsx"),
    route("article/:id", "routes/article.$id.tsx"),
    route("solution/:slug", "routes/solution.$slug.tsx"),
    route("order/order-confirm", "routes/order.order-confirm.tsx"),
    route("account", "routes/account.tsx", [
      index("routes/account._index.tsx"),
      route("orders", "routes/account.orders.tsx"),
      route("quotes", "routes/account.quotes._index.tsx"),
      route("quotes/new", "routes/account.quotes.new.tsx"),
      route("quotes/:quoteNo", "routes/account.quotes.$quoteNo.tsx"),
      route("coupons", "routes/account.coupons.tsx"),
      route("reviews", "routes/account.reviews.tsx"),
      route("settings", "routes/account.settings.tsx"),
      route("company", "routes/account.company.tsx"),
    ]),
  ]),

  layout("layouts/nothing.tsx", [route("discount", "routes/discount.tsx")]),

  layout("layouts/single.tsx", [route("order/order-pay", "routes/order.order-pay.tsx")]),

  layout("layouts/auth.tsx", [
    ...prefix("auth", [route(":mode?", "routes/auth.$mode.tsx")]),
    // The console's sign-in and one-time set-up (staff only; a card like the shop's sign-in).
    route("admin/sign-in", "routes/console/sign-in.tsx"),
    route("admin/enrol", "routes/console/enrol.tsx"),
    // An optional mail's unsubscribe link (no sign-in: the link's signed token is the proof).
    route("mail/unsubscribe", "routes/mail.unsubscribe.tsx"),
    // A document's link from a mail (no sign-in: the link's signature is the proof).
    route("documents/:number", "routes/documents.$number.tsx"),
  ]),
  route("admin/sign-out", "routes/console/sign-out.tsx"),

  // The operations console: its own layout, never cached, staff only.
  route("admin", "routes/console/layout.tsx", [
    index("routes/console/_index.tsx"),
    route("orders", "routes/console/orders._index.tsx"),
    // Before the order's own page: "new" is no order number.
    route("orders/new", "routes/console/orders.new.tsx"),
    route("orders/:orderNo", "routes/console/orders.$orderNo.tsx"),
    route("quotes", "routes/console/quotes._index.tsx"),
    route("quotes/:quoteNo", "routes/console/quotes.$quoteNo.tsx"),
    route("refunds", "routes/console/refunds.tsx"),
    route("documents", "routes/console/documents.tsx"),
    route("customers", "routes/console/customers._index.tsx"),
    route("customers/:id", "routes/console/customers.$id.tsx"),
    route("reviews", "routes/console/reviews.tsx"),
    route("products", "routes/console/products._index.tsx"),
    route("products/:id", "routes/console/products.$id.tsx"),
    route("catalog-import", "routes/console/catalogue-import.tsx"),
    route("categories", "routes/console/categories.tsx"),
    route("navigation", "routes/console/navigation.tsx"),
    route("spec-options", "routes/console/spec-options.tsx"),
    route("audit", "routes/console/audit.tsx"),
    route("staff", "routes/console/staff.tsx"),
    route("tokens", "routes/console/tokens.tsx"),
    route("outbox", "routes/console/outbox.tsx"),
    route("media", "routes/console/media.tsx"),
    route("products/:id/media", "routes/console/products.$id.media.tsx"),
    route("content", "routes/console/content._index.tsx"),
    route("content/:kind/*", "routes/console/content.$kind.$.tsx"),
    route("campaigns", "routes/console/campaigns._index.tsx"),
    route("campaigns/:id", "routes/console/campaigns.$id.tsx"),
  ]),

  // Any other path: the not-found page, no layout, HTTP 404.
  route("*", "routes/$.tsx"),
] satisfies RouteConfig;
