import { describe, expect, it } from "vitest";
import { LinkSchema, OptionalLinkSchema } from "../../shared/console/link-schema";

describe("the address staff enter for a link or an image", () => {
  it("takes https:// addresses and paths on this site", () => {
    for (const link of [
      "https://docs.portline.example/api/sms-gateway",
      "https://cdn.example/a%20b",
      "/images/goods/sg-32-1.svg",
      "/media/0123456789abcdef0123456789abcdef.png",
      "/solution/sms-gateway?tab=api#top",
      "  /images/trimmed.svg  ",
    ])
      expect(LinkSchema.safeParse(link).success, link).toBe(true);
  });

  it("refuses every other scheme, other hosts disguised as paths, and characters that break out", () => {
    for (const link of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "http://docs.portline.example/",
      "https://",
      "https:///evil.example",
      "//evil.example/x.png",
      "/\\evil.example/x.png",
      "/images/a\u0000.svg",
      '/images/a".svg',
      "/images/<x>.svg",
      "images/relative.svg",
      "",
      `/${"a".repeat(500)}`,
    ])
      expect(LinkSchema.safeParse(link).success, JSON.stringify(link)).toBe(false);
    expect(LinkSchema.safeParse("javascript:alert(1)").error?.issues[0]?.message).toBe("rule:link");
  });

  it("reads an empty optional link as none", () => {
    expect(OptionalLinkSchema.parse("")).toBeUndefined();
    expect(OptionalLinkSchema.parse(undefined)).toBeUndefined();
    expect(OptionalLinkSchema.safeParse("javascript:alert(1)").success).toBe(false);
  });
});
