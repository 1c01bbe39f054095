import { describe, expect, it } from "vitest";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "../../shared/account/password-hash";
import { checkPasswordRules, meetsPasswordRules } from "../../shared/account/password-rules";
import { decodeSessionUser, encodeSessionUser, sessionCookies } from "../../shared/account/session-cookies";
import { needsRefresh } from "../../shared/account/session-timing";
import { displayName, fullName } from "../../shared/account/user";
import { weakPasswordPrompt } from "../../shared/account/weak-password";

describe("password rules (three labelled rules)", () => {
  it("checks length 8–32", () => {
    expect(checkPasswordRules("Ab1!Ab1").length).toBe(false);
    expect(checkPasswordRules("Ab1!Ab1!").length).toBe(true);
    expect(checkPasswordRules("a1".repeat(16)).length).toBe(true);
    expect(checkPasswordRules(`${"a1".repeat(16)}x`).length).toBe(false);
  });

  it("allows printable ASCII without spaces only", () => {
    expect(checkPasswordRules("abcd 1234").allowedCharacters).toBe(false);
    expect(checkPasswordRules("pässword1").allowedCharacters).toBe(false);
    expect(checkPasswordRules("密码密码密码12").allowedCharacters).toBe(false);
    expect(checkPasswordRules("~!@#$%^&*()_+a1").allowedCharacters).toBe(true);
  });

  it("needs at least two of letters, digits, symbols", () => {
    expect(checkPasswordRules("abcdefgh").characterKinds).toBe(false);
    expect(checkPasswordRules("12345678").characterKinds).toBe(false);
    expect(checkPasswordRules("!@#$%^&*").characterKinds).toBe(false);
    expect(checkPasswordRules("abcd1234").characterKinds).toBe(true);
    expect(checkPasswordRules("abcd!@#$").characterKinds).toBe(true);
    expect(checkPasswordRules("1234!@#$").characterKinds).toBe(true);
    expect(meetsPasswordRules("Gateway-2026!")).toBe(true);
  });
});

describe("password hashing", () => {
  it("uses PBKDF2-SHA256 at exactly 100,000 iterations (the Workers production cap)", async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    const stored = await hashPassword("Gateway-2026!");
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[\w-]{22}\$[\w-]{43}$/);
  });

  it("verifies the right password only, with a fresh salt per hash", async () => {
    const a = await hashPassword("Gateway-2026!");
    const b = await hashPassword("Gateway-2026!");
    expect(a).not.toBe(b);
    expect(await verifyPassword("Gateway-2026!", a)).toBe(true);
    expect(await verifyPassword("gateway-2026!", a)).toBe(false);
    expect(await verifyPassword("Gateway-2026!", "md5$abc")).toBe(false);
    expect(await verifyPassword("x", a.replace("100000", "900000"))).toBe(false);
  });
});

describe("weak-password prompt", () => {
  it("is due when weak, unless reminded later; forced above 5 weak sign-ins", () => {
    expect(weakPasswordPrompt({ weakPassword: false, weakPasswordCount: 9, remindLater: false })).toBe("none");
    expect(weakPasswordPrompt({ weakPassword: null, weakPasswordCount: null, remindLater: false })).toBe("none");
    expect(weakPasswordPrompt({ weakPassword: true, weakPasswordCount: 1, remindLater: false })).toBe("remind");
    expect(weakPasswordPrompt({ weakPassword: true, weakPasswordCount: 5, remindLater: true })).toBe("none");
    expect(weakPasswordPrompt({ weakPassword: true, weakPasswordCount: 5, remindLater: false })).toBe("remind");
    expect(weakPasswordPrompt({ weakPassword: true, weakPasswordCount: 6, remindLater: true })).toBe("forced");
    expect(weakPasswordPrompt({ weakPassword: true, weakPasswordCount: null, remindLater: false })).toBe("remind");
  });
});

describe("token refresh threshold (remaining life ≤ 95 % of the lifetime)", () => {
  it("refreshes from the moment 5 % of the lifetime has passed", () => {
    const issued = 1_000_000;
    const expires = issued + 7200;
    expect(needsRefresh(expires, 7200, issued)).toBe(false);
    expect(needsRefresh(expires, 7200, issued + 359)).toBe(false);
    expect(needsRefresh(expires, 7200, issued + 360)).toBe(true);
    expect(needsRefresh(expires, 7200, expires + 1)).toBe(true);
  });
});

describe("session cookies", () => {
  it("keeps tokens HttpOnly for 7200 s and the user's display data readable for 30 days, Strict", () => {
    const user = {
      id: 7,
      userName: "Ada",
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "L",
      weakPassword: false,
      weakPasswordCount: 0,
    };
    const cookies = sessionCookies({ token: "a.b.c", refreshToken: "r", expiresIn: 7200 }, user, {
      secure: true,
      nowSeconds: 100,
    });
    expect(cookies.slice(0, 4)).toEqual([
      "NUXT_USER_TOKEN=a.b.c; Path=/; Max-Age=7200; SameSite=Lax; HttpOnly; Secure",
      "NUXT_USER_REFRESH_TOKEN=r; Path=/; Max-Age=7200; SameSite=Lax; HttpOnly; Secure",
      "NUXT_USER_TOKEN_EXPIRES=7300; Path=/; Max-Age=7200; SameSite=Lax; HttpOnly; Secure",
      "NUXT_USER_TOKEN_EXPIRES_SECOND=7200; Path=/; Max-Age=7200; SameSite=Lax; HttpOnly; Secure",
    ]);
    expect(cookies[4]).toMatch(/^NUXT_USER_INFO=[\w-]+; Path=\/; Max-Age=2592000; SameSite=Strict; Secure$/);
    expect(decodeSessionUser(cookies[4]!.split(";")[0]!.split("=")[1])).toEqual(user);
    expect(decodeSessionUser(encodeSessionUser({ ...user, userName: "李雷" }))?.userName).toBe("李雷");
    expect(decodeSessionUser("not-base64!")).toBeNull();
  });
});

describe("the names a user is shown by", () => {
  it("greets by the display name the user chose, else by the full name", () => {
    const user = { userName: "Amazing Grace", firstName: "Grace", lastName: "Hopper" };
    expect(displayName(user)).toBe("Amazing Grace");
    expect(fullName(user)).toBe("Grace Hopper");
    expect(displayName({ ...user, userName: " " })).toBe("Grace Hopper");
    expect(fullName({ userName: "gh", firstName: "", lastName: "" })).toBe("gh");
  });
});
