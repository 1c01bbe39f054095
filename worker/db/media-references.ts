/**
 * Whether anything still names a stored object. Keys are content-addressed and may be shared (two
 * products with the same photo, a post's cover that is also a product's), so an object is unused
 * only when no link, no image column and no text names its digest (the key's first 32 hex digits,
 * in every URL of it). Past orders' pictures count: an order page keeps showing what was bought.
 */

/** Columns that hold a /media/ URL or markdown that may embed one. */
const TEXT_REFERENCES: ReadonlyArray<readonly [table: string, column: string]> = [
  ["goods", "cover_img"],
  ["goods", "product_video"],
  ["goods", "product_video_preview_img"],
  ["goods_media", "url"],
  ["goods_sections", "img"],
  ["goods_sections", "url"],
  ["goods_sections", "body"],
  ["goods_translations", "description"],
  ["categories", "img"],
  ["category_translations", "description"],
  ["navigation_entries", "img"],
  ["order_lines", "image"],
  ["blog_posts", "cover_img"],
  ["cases", "cover_img"],
  ["articles", "cover_img"],
  ["blog_translations", "body_md"],
  ["case_translations", "body_md"],
  ["article_translations", "body_md"],
  ["page_translations", "body_md"],
];

/** SQL: true when the media row `alias` is named anywhere (a product link, an image column, a text). */
export function mediaReferenced(alias: string): string {
  const digest = `substr(${alias}.key, 1, 32)`;
  return [
    `EXISTS (SELECT 1 FROM goods_files WHERE media_id = ${alias}.id)`,
    ...TEXT_REFERENCES.map(
      ([table, column]) => `EXISTS (SELECT 1 FROM ${table} WHERE instr(${column}, ${digest}) > 0)`,
    ),
  ].join(" OR ");
}

/** SQL: the row `alias` may be deleted now: unused, not held by an upload, no deletion under way. */
export function mediaDeletable(alias: string, nowParam: string): string {
  return `${alias}.deleting_at IS NULL AND (${alias}.held_until IS NULL OR ${alias}.held_until < ${nowParam})
          AND NOT (${mediaReferenced(alias)})`;
}
