import { describe, expect, it } from "vitest";
import { decodeBase32, encodeBase32, matchTotp, otpauthUri, totpCode } from "../../shared/console/totp";
import { roleAllows, roleWithin } from "../../shared/console/roles";

/** RFC 6238 appendix B, SHA-1: the ASCII secret "12345678901234567890". */
const RFC_SECRET = encodeBase32(new TextEncoder().encode("12345678901234567890"));

describe("TOTP (RFC 6238)", () => {
  it.each([
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ])("at %i s the 8-digit code is %s", async (seconds, code) => {
    expect(await totpCode(RFC_SECRET, Math.floor(seconds / 30), 8)).toBe(code);
  });

  it("base32 round-trips and rejects other letters", () => {
    const bytes = crypto.getRandomValues(new Uint8Array(20));
    expect(decodeBase32(encodeBase32(bytes))).toEqual(bytes);
    expect(decodeBase32("abc 1")).toBeNull();
  });

  it("accepts the codes of one step either side of now, not two, and never a spent step", async () => {
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 30_000);
    for (const offset of [-1, 0, 1]) {
      expect(await matchTotp(RFC_SECRET, await totpCode(RFC_SECRET, step + offset), now)).toBe(step + offset);
    }
    expect(await matchTotp(RFC_SECRET, await totpCode(RFC_SECRET, step - 2), now)).toBeNull();
    expect(await matchTotp(RFC_SECRET, await totpCode(RFC_SECRET, step), now, step)).toBeNull();
    expect(await matchTotp(RFC_SECRET, "12345", now)).toBeNull();
  });

  it("writes the otpauth URI authenticator apps scan", () => {
    expect(otpauthUri({ issuer: "Portline", account: "ops@portline.example", secret: "ABC" })).toBe(
      "otpauth://totp/Portline%3Aops%40portline.example?secret=ABC&issuer=Portline&algorithm=SHA1&digits=6&period=30",
    );
  });
});

describe("roles", () => {
  it("support reads and notes, staff acts on orders, only the owner manages staff", () => {
    expect(roleAllows("support", "orders.read")).toBe(true);
    expect(roleAllows("support", "orders.note")).toBe(true);
    expect(roleAllows("support", "orders.write")).toBe(false);
    expect(roleAllows("staff", "orders.write")).toBe(true);
    expect(roleAllows("staff", "staff.manage")).toBe(false);
    expect(roleAllows("owner", "staff.manage")).toBe(true);
    expect(roleWithin("support", "staff")).toBe(true);
    expect(roleWithin("owner", "staff")).toBe(false);
  });
});
