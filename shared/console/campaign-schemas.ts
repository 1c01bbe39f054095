import { z } from "zod";
import { ALL_LOCALES } from "../locale";
import { rule } from "../api/validation-rules";

const minor = z.number().int().min(0).max(100_000_000);
const ids = z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(100).default([]);

/**
 * The body of a campaign save. Terms are all but `texts`: frozen once a buyer claimed a coupon.
 * An amount campaign has a value (and maybe a sale value); a percent one a percent of 1–90 and
 * maybe a cap. The other kind's fields are stored empty.
 */
export const CampaignSaveSchema = z
  .object({
    kind: z.enum(["amount", "percent"]).default("amount"),
    /** The coupon's value in minor units (amount campaigns). */
    priceMinor: minor.default(0),
    /** A lower value it is sold at for the campaign (0: none). */
    promoPriceMinor: minor.default(0),
    /** Percent off the eligible lines (percent campaigns). */
    percentOff: z.number().int().min(1).max(90).nullable().default(null),
    /** The most a percent campaign takes off, minor units (0: no cap). */
    maxDiscountMinor: minor.default(0),
    minAmountMinor: minor.default(0),
    startTime: z.iso.datetime({ offset: true }),
    endTime: z.iso.datetime({ offset: true }),
    quantityTotal: z.number().int().min(1).max(1_000_000),
    /** How many coupons one buyer may claim. */
    perUserLimit: z.number().int().min(1).max(100).default(1),
    newCustomersOnly: z.boolean().default(false),
    productIds: ids,
    /** Categories it applies to, with their sub-categories. */
    categoryIds: ids,
    texts: z
      .partialRecord(
        z.enum(ALL_LOCALES),
        z.object({ name: z.string().trim().min(1).max(120), description: z.string().trim().max(1000).default("") }),
      )
      .refine((texts) => texts.en !== undefined, { message: rule("englishRequired"), path: ["en"] }),
  })
  .refine((value) => Date.parse(value.endTime) > Date.parse(value.startTime), {
    message: rule("afterStart"),
    path: ["endTime"],
  })
  .refine((value) => value.kind !== "amount" || value.priceMinor > 0, {
    message: rule("moreThanZero"),
    path: ["priceMinor"],
  })
  .refine((value) => value.kind !== "amount" || value.promoPriceMinor < value.priceMinor, {
    message: rule("belowCouponValue"),
    path: ["promoPriceMinor"],
  })
  .refine((value) => value.kind !== "percent" || value.percentOff !== null, {
    message: rule("percentRequired"),
    path: ["percentOff"],
  })
  .transform((value) =>
    value.kind === "percent"
      ? { ...value, priceMinor: 0, promoPriceMinor: 0 }
      : { ...value, percentOff: null, maxDiscountMinor: 0 },
  );
export type CampaignSave = z.infer<typeof CampaignSaveSchema>;
