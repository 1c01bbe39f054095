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
      route("coupons", "routes/account.coupons.tsx"),
      route("reviews", "routes/account.reviews.tsx"),
      route("settings", "routes/account.settings.tsx"),
    ]),
  ]),

  layout("layouts/nothing.tsx", [route("discount", "routes/discount.tsx")]),

  layout("layouts/single.tsx", [route("order/order-pay", "routes/order.order-pay.tsx")]),

  layout("layouts/auth.tsx", [
    ...prefix("auth", [route(":mode?", "routes/auth.$mode.tsx")]),
    // The console's sign-in and one-time set-up (staff only; a card like the shop's sign-in).
    route("admin/sign-in", "routes/admin.sign-in.tsx"),
    route("admin/enrol", "routes/admin.enrol.tsx"),
    // An optional mail's unsubscribe link (no sign-in: the link's signed token is the proof).
    route("mail/unsubscribe", "routes/mail.unsubscribe.tsx"),
  ]),
  route("admin/sign-out", "routes/admin.sign-out.tsx"),

  // The operations console: its own layout, never cached, staff only.
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.tsx"),
    route("orders", "routes/admin.orders._index.tsx"),
    route("orders/:orderNo", "routes/admin.orders.$orderNo.tsx"),
    route("refunds", "routes/admin.refunds.tsx"),
    route("customers", "routes/admin.customers._index.tsx"),
    route("customers/:id", "routes/admin.customers.$id.tsx"),
    route("reviews", "routes/admin.reviews.tsx"),
    route("products", "routes/admin.products._index.tsx"),
    route("products/:id", "routes/admin.products.$id.tsx"),
    route("catalog-import", "routes/admin.catalog-import.tsx"),
    route("categories", "routes/admin.categories.tsx"),
    route("navigation", "routes/admin.navigation.tsx"),
    route("spec-options", "routes/admin.spec-options.tsx"),
    route("audit", "routes/admin.audit.tsx"),
    route("staff", "routes/admin.staff.tsx"),
    route("tokens", "routes/admin.tokens.tsx"),
    route("outbox", "routes/admin.outbox.tsx"),
    route("media", "routes/admin.media.tsx"),
    route("products/:id/media", "routes/admin.products.$id.media.tsx"),
    route("content", "routes/admin.content._index.tsx"),
    route("content/:kind/*", "routes/admin.content.$kind.$.tsx"),
    route("campaigns", "routes/admin.campaigns._index.tsx"),
    route("campaigns/:id", "routes/admin.campaigns.$id.tsx"),
  ]),

  // Any other path: the not-found page, no layout, HTTP 404.
  route("*", "routes/$.tsx"),
] satisfies RouteConfig;
