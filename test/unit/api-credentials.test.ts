import { describe, expect, it } from "vitest";
import { credentialFor } from "../../worker/session/api-credentials";

describe("which sign-in an API call carries", () => {
  const both = { staffToken: () => "staff", accessToken: async () => "customer" };

  it("a console call carries the staff sign-in", async () => {
    expect(await credentialFor("/admin/orders", both)).toBe("staff");
  });

  it("any other call carries the customer's, even with a staff sign-in", async () => {
    expect(await credentialFor("/web/cart/list", both)).toBe("customer");
    expect(await credentialFor("/administrator", both)).toBe("customer");
  });

  it("a console call without a staff sign-in carries the customer's (which the API refuses)", async () => {
    expect(await credentialFor("/admin/orders", { staffToken: () => null, accessToken: () => "customer" })).toBe(
      "customer",
    );
  });

  it("a visitor's call carries none", async () => {
    expect(await credentialFor("/web/goods/list", {})).toBeNull();
    expect(await credentialFor("/admin/orders", { staffToken: () => undefined, accessToken: () => null })).toBeNull();
  });
});
