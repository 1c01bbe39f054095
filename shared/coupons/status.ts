/** A campaign's status: 1 not started, 2 claimable, 3 paused, 4 expired, 5 voided. */
export const ACTIVITY_STATUS = { notStarted: 1, claimable: 2, paused: 3, expired: 4, voided: 5 } as const;
export type ActivityStatus = (typeof ACTIVITY_STATUS)[keyof typeof ACTIVITY_STATUS];

/** The user's record of an activity: 0 claimed/unused, 1 used. */
export const CLAIM_STATUS = { unused: 0, used: 1 } as const;

export type OperatorState = "active" | "paused" | "voided";

/** The listed status from the operator's state and the clock: voided and paused win over time. */
export function activityStatus(input: {
  state: OperatorState;
  startTime: number;
  endTime: number;
  now: number;
}): ActivityStatus {
  if (input.state === "voided") return ACTIVITY_STATUS.voided;
  if (input.state === "paused") return ACTIVITY_STATUS.paused;
  if (input.now < input.startTime) return ACTIVITY_STATUS.notStarted;
  if (input.now >= input.endTime) return ACTIVITY_STATUS.expired;
  return ACTIVITY_STATUS.claimable;
}
