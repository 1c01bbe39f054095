/** Plain rules of content URLs, without zod (the browser bundle imports these). */

/** Content ids are positive integers written with digits only. */
export const CONTENT_ID_PATTERN = /^\d{1,15}$/;

/** True when a route parameter is a content id (the page routes 404 on anything else). */
export function isContentId(value: string | undefined): value is string {
  return typeof value === "string" && CONTENT_ID_PATTERN.test(value);
}
