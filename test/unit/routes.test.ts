import { describe, expect, it } from "vitest";
import { href, isCategoryId, safeRedirectPath } from "../../shared/routes";

describe("navigation links", () => {
  it("links plain entries to /{id}", () => {
    expect(href.navigation({ id: "sms" })).toBe("/sms");
    expect(href.navigation({ id: "blog", img: null })).toBe("/blog");
  });

  it("links entries with an image to the home page filtered by category and cid", () => {
    expect(href.navigation({ id: "12", img: "/images/c.svg" })).toBe("/?category=12&cid=12");
  });
});

describe("category ids (digits only)", () => {
  it("accepts digits only", () => {
    expect(isCategoryId("42")).toBe(true);
    for (const bad of ["abc", "4a", "-1", "1.5", "", " 1", undefined]) expect(isCategoryId(bad)).toBe(false);
  });
});

describe("sign-in redirect", () => {
  it("encodes the full path with its query", () => {
    expect(href.login("/account/orders?tab=paid")).toBe("/auth/login?redirect=%2Faccount%2Forders%3Ftab%3Dpaid");
    expect(href.login("/cart")).toBe("/auth/login?redirect=%2Fcart");
    expect(href.login("/")).toBe("/auth/login");
  });

  it("honours same-site paths only (no open redirect)", () => {
    expect(safeRedirectPath("/account/orders?tab=1#x")).toBe("/account/orders?tab=1#x");
    for (const bad of [
      "//evil.example",
      "/.//evil.example",
      "/a/..//evil.example",
      "https://evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "evil",
      "/\u0000x",
      null,
      "",
    ]) {
      expect(safeRedirectPath(bad)).toBe("/");
    }
  });
});
