import { z } from "zod";
import { idOrDigits } from "../commerce/schemas";

/** Input of /api/web/activity/claim (the legacy field name: the campaign's id). */
export const ClaimSchema = z.object({ campaignId: idOrDigits });

/** Query of /api/web/activity/mine: which of the user's coupons. */
export const MyCouponsQuerySchema = z.object({ tab: z.enum(["unused", "used", "expired"]).default("unused") });
