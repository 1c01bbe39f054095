import { z } from "zod";
import { ALL_LOCALES } from "../locale";

const minor = z.number().int().min(0).max(100_000_000);

/** The body of a campaign save. Terms are all but `texts`: frozen once a buyer claimed a coupon. */
export const CampaignSaveSchema = z
  .object({
    /** The coupon's value in minor units. */
    priceMinor: minor.refine((value) => value > 0, "must be more than 0"),
    /** A lower value it is sold at for the campaign (0: none). */
    activityPriceMinor: minor.default(0),
    minAmountMinor: minor.default(0),
    startTime: z.iso.datetime({ offset: true }),
    endTime: z.iso.datetime({ offset: true }),
    quantityTotal: z.number().int().min(1).max(1_000_000),
    newCustomersOnly: z.boolean().default(false),
    goodsIds: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(100).default([]),
    texts: z
      .partialRecord(
        z.enum(ALL_LOCALES),
        z.object({ name: z.string().trim().min(1).max(120), description: z.string().trim().max(1000).default("") }),
      )
      .refine((texts) => texts.en !== undefined, { message: "English name is required", path: ["en"] }),
  })
  .refine((value) => Date.parse(value.endTime) > Date.parse(value.startTime), {
    message: "must be after the start",
    path: ["endTime"],
  })
  .refine((value) => value.activityPriceMinor < value.priceMinor, {
    message: "must be below the coupon's value",
    path: ["activityPriceMinor"],
  });
export type CampaignSave = z.infer<typeof CampaignSaveSchema>;
