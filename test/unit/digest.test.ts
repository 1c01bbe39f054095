import { describe, expect, it } from "vitest";
import { hmacSha256Hex, sha256Hex, toHex } from "../../worker/digest";

describe("digests", () => {
  it("SHA-256 of a text and of bytes, as hex (FIPS 180-2 example)", async () => {
    const abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
    expect(await sha256Hex("abc")).toBe(abc);
    expect(await sha256Hex(new TextEncoder().encode("abc"))).toBe(abc);
  });

  it("HMAC-SHA-256 as hex (RFC 4231, test case 2)", async () => {
    expect(await hmacSha256Hex("Jefe", "what do ya want for nothing?")).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });

  it("hex keeps leading zeros", () => {
    expect(toHex(new Uint8Array([0, 15, 255]))).toBe("000fff");
  });
});
