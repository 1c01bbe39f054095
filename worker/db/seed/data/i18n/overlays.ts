/**
 * The seed's languages beyond English and Chinese, one overlay each (see overlay-types.ts). A
 * language added to the shop gets a folder beside these and a line here; until then its content
 * falls back to English, and the pages say so.
 */
import type { Overlays } from "../../overlay-types";
import { es } from "./es/overlay";
import { ru } from "./ru/overlay";

export const overlays: Overlays = { es, ru };
