import { describe, expect, it } from "vitest";
import { namespaceFile, namespacesForPath } from "../../client/lib/dictionary";
import { namespaces } from "../../locales/i18n-util";
import { ALL_LOCALES } from "../../shared/locale";

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
    ["/admin/orders", ["account", "commerce", "console", "coupons", "purchase"]],
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

  it("every namespace a page loads has a file in every language, the same texts the worker reads", async () => {
    // The console loads every namespace pages have.
    const loaded = namespacesForPath("/admin");
    expect(loaded.sort()).toEqual(
      namespaces.filter((name) => name !== "documents" && name !== "mail" && name !== "messages").sort(),
    );
    for (const locale of ALL_LOCALES) {
      for (const name of loaded) {
        const file = namespaceFile(locale, name);
        expect(file, `${locale}/${name}`).toBeTypeOf("function");
        const { default: texts } = await import(`../../locales/${locale}/${name}/index.ts`);
        expect(await file!()).toEqual(texts);
      }
    }
  });
});
