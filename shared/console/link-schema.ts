import { z } from "zod";
import { rule } from "../api/validation-rules";

/**
 * An address staff enter for a link or an image: https://, or a path on this site ("/…"; never
 * "//host" or "/\host", which browsers open on another host). Any other scheme (javascript:,
 * data:, http:) is refused, and so are spaces, control characters, quotes and angle brackets.
 */
export const STAFF_LINK = /^(?:https:\/\/[^\s<>"\\/\p{Cc}]|\/(?![/\\]))[^\s<>"\\\p{Cc}]*$/u;

/** Every link or image address a staff member can enter (the worker's schemas; the browser never loads zod). */
export const LinkSchema = z.string().trim().max(500).regex(STAFF_LINK, rule("link"));

/** A link that may be left out: empty is the same as none. */
export const OptionalLinkSchema = z.union([z.literal("").transform(() => undefined), LinkSchema]).optional();
