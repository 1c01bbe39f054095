/**
 * The seed's languages beyond English and Chinese, one overlay each (see overlay-types.ts). A
 * language added to the shop gets a folder beside these and a line here; until then its content
 * falls back to English, and the pages say so. French, Portuguese and Arabic translate the shop's
 * structure so far (test/support/translated-parts.ts lists which parts).
 */
import type { Overlays } from "../../overlay-types";
import { ar } from "./ar/overlay";
import { es } from "./es/overlay";
import { fr } from "./fr/overlay";
import { pt } from "./pt/overlay";
import { ru } from "./ru/overlay";

export const overlays: Overlays = { es, ru, fr, pt, ar };
