import { z } from "zod";
import { pageNumber } from "./pagination";

/** ?page= of every paginated API: clamped by the one rule of `pageNumber`, never refused. */
export const pageQuery = z
  .unknown()
  .optional()
  .transform((value) => pageNumber(value));
