import { describe, expect, it } from "vitest";
import { namespacesForPath } from "../../client/lib/dictionary";
import { namespaces } from "../../locales/i18n-util";

describe("the texts a page downloads beyond the shop dictionary", () => {
  it.each([
    ["/", []],
    ["/category/1", []],
    ["/blog/3", []],
    ["/search", []],
    ["/product/3", ["purchase"]],
    ["/cart", ["commerce", "coupons", "purchase"]],
    ["/order/order-confirm", ["commerce", "coupons", "purchase"]],
    ["/discount", ["commerce", "coupons", "purchase"]],
    ["/account/reviews", ["account", "commerce", "coupons", "purchase"]],
    ["/auth/login", ["account"]],
    ["/mail/unsubscribe", ["account"]],
    ["/admin/orders", ["account", "admin", "commerce", "coupons", "purchase"]],
    // A path that only starts like a section is not in it.
    ["/productions", []],
    ["/authors", []],
  ])("%s: %j", (path, expected) => {
    expect(namespacesForPath(path).sort()).toEqual(expected);
  });

  it("never include the worker's own texts (the mail's and the API's messages)", () => {
    expect(namespaces).toContain("mail");
    expect(namespaces).toContain("messages");
    const paths = ["/", "/product/3", "/cart", "/account", "/auth/login", "/mail/unsubscribe", "/admin", "/admin/mail"];
    for (const path of paths) {
      expect(namespacesForPath(path)).not.toContain("mail");
      expect(namespacesForPath(path)).not.toContain("messages");
    }
  });
});
