import { isbot } from "isbot";

/**
 * How a page is rendered for this client: crawlers get the complete document at once, browsers a
 * stream (shell first, deferred parts after). The two are cached apart.
 */
export type RenderVariant = "document" | "stream";

/** Recent answers: user agents repeat, and isbot's pattern is long. */
const recent = new Map<string, RenderVariant>();
const RECENT_MAX = 256;

export function renderVariant(userAgent: string | null | undefined): RenderVariant {
  if (!userAgent) return "stream";
  let variant = recent.get(userAgent);
  if (!variant) {
    variant = isbot(userAgent) ? "document" : "stream";
    if (recent.size >= RECENT_MAX) recent.clear();
    recent.set(userAgent, variant);
  }
  return variant;
}
