import { describe, expect, it } from "vitest";
import { blogListPath, withPage, yearParam } from "../../client/lib/content-paths";
import { pageParam } from "../../shared/pagination";
import { isContentId } from "../../shared/content/ids";
import { rule } from "../../shared/api/validation-rules";
import { BlogListQuerySchema, PageQuerySchema, PageSlugSchema } from "../../shared/content/schemas";

describe("content API query rules", () => {
  it("default to page 1 of 10 and clamp odd paging values instead of failing", () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(PageQuerySchema.parse({ page: "3", pageSize: "20" })).toEqual({ page: 3, pageSize: 20 });
    expect(PageQuerySchema.parse({ page: "0", pageSize: "100000" })).toEqual({ page: 1, pageSize: 100 });
    expect(PageQuerySchema.parse({ page: "x", pageSize: "" })).toEqual({ page: 1, pageSize: 10 });
    expect(PageQuerySchema.parse({ page: "99999999" }).page).toBe(10_000);
    expect(PageQuerySchema.parse({ page: "2.5" }).page).toBe(2);
  });

  it("take a year filter, and refuse one that is not a year", () => {
    expect(BlogListQuerySchema.parse({ year: "2025" }).year).toBe(2025);
    expect(BlogListQuerySchema.parse({ year: "" }).year).toBeUndefined();
    const bad = BlogListQuerySchema.safeParse({ year: "twenty" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]).toMatchObject({ path: ["year"], message: rule("year") });
  });

  it("accept page slugs with at most one folder, nothing that climbs out", () => {
    for (const slug of ["about", "user-agreement", "solution/sms-gateway"])
      expect(PageSlugSchema.safeParse(slug).success, slug).toBe(true);
    for (const slug of ["../etc", "a/b/c", "About", "", "solution/"])
      expect(PageSlugSchema.safeParse(slug).success, slug).toBe(false);
  });

  it("know content ids by their digits", () => {
    expect(isContentId("10")).toBe(true);
    for (const bad of ["abc", "1a", "-1", "", undefined, "1".repeat(16)]) expect(isContentId(bad)).toBe(false);
  });
});

describe("content page URLs", () => {
  it("read ?page= and ?year= leniently", () => {
    expect(pageParam(new URL("http://x/blog?page=3"))).toBe(3);
    expect(pageParam(new URL("http://x/blog?page=-2"))).toBe(1);
    expect(pageParam(new URL("http://x/blog"))).toBe(1);
    expect(yearParam(new URL("http://x/blog?year=2025"))).toBe(2025);
    expect(yearParam(new URL("http://x/blog?year=25"))).toBeUndefined();
  });

  it("write canonical list paths with the page past the first", () => {
    expect(blogListPath(undefined, 1)).toBe("/blog");
    expect(blogListPath(2025, 1)).toBe("/blog?year=2025");
    expect(blogListPath(2025, 2)).toBe("/blog?year=2025&page=2");
    expect(withPage("/case", 3)).toBe("/case?page=3");
  });
});
