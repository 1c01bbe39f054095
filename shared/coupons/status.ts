/** A campaign's status: 1 not started, 2 claimable, 3 paused, 4 expired, 5 voided. */
export const CAMPAIGN_STATUS = { notStarted: 1, claimable: 2, paused: 3, expired: 4, voided: 5 } as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUS)[keyof typeof CAMPAIGN_STATUS];

/** The user's coupon of a campaign: 0 claimed/unused, 1 used. */
export const CLAIM_STATUS = { unused: 0, used: 1 } as const;

export type OperatorState = "active" | "paused" | "voided";

/** The listed status from the operator's state and the clock: voided and paused win over time. */
export function campaignStatus(input: {
  state: OperatorState;
  startTime: number;
  endTime: number;
  now: number;
}): CampaignStatus {
  if (input.state === "voided") return CAMPAIGN_STATUS.voided;
  if (input.state === "paused") return CAMPAIGN_STATUS.paused;
  if (input.now < input.startTime) return CAMPAIGN_STATUS.notStarted;
  if (input.now >= input.endTime) return CAMPAIGN_STATUS.expired;
  return CAMPAIGN_STATUS.claimable;
}
