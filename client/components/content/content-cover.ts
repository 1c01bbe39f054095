/**
 * Editorial covers (blog posts, case studies) are drawn in the 1200 × 630 share-image format, so
 * their size is known without storing it: images are sized and nothing shifts while loading.
 */
export const CONTENT_COVER = { width: 1200, height: 630 } as const;
