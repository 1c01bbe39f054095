import type { BaseTranslation } from "../../i18n-types";

/** Campaigns and coupons, countdowns, and reviews. */
const coupons = {
  button: {
    used: "Used",
    notStarted: "Not started",
    claimed: "Claimed",
    claim: "Claim",
    unused: "Unused",
    paused: "Paused",
    expired: "Expired",
    voided: "Voided",
    abnormal: "Abnormal status",
    allClaimed: "All claimed",
    notEligible: "Not eligible",
  },
  claimed: "Claimed. Your coupon is waiting in My Coupons.",
  off: "{amount} off",
  minimum: "On orders of {amount} or more",
  noMinimum: "No minimum order",
  percentOff: "{percent} off",
  percentOffUpTo: "{percent} off, up to {cap}",
  perCustomer: "Up to {limit} per customer",
  left: "{count} left",
  startsIn: "Starts in {time}",
  endsIn: "Ends in {time}",
  ended: "Ended",
  invalidTime: "Invalid future time format",
  duration: "{days}d {clock}",
  validUntil: "Valid until {date}",
  usedOn: "Used on {date} for order {orderNo}",
  reservedFor: "Reserved for unpaid order {orderNo}",
  tabs: {
    unused: "Unused",
    used: "Used",
    expired: "Expired",
  },
  empty: "No coupons here.",
  noCampaigns: "There are no coupon campaigns running right now. Check back soon.",
  newCustomersOnly: "New customers only (accounts without a paid order)",
  notNewCustomer: "This coupon is for new customers only, and your account already has a paid order.",
  appliesTo: "Applies to:",
  ineligibleNewCustomer:
    "You cannot claim from this campaign: it is for new customers, and your account already has a paid order.",
  getMore: "See coupon campaigns",
  signInToClaim: "Sign in to claim a coupon from this campaign.",
  checkout: {
    title: "Coupon",
    none: "No coupon",
    noneAvailable: "You have no coupons for this order.",
    notApplicable: "needs {amount}",
    notForProducts: "not for these products",
    newCustomersOnly: "new customers only",
    /** Under the coupon list when the page chose the buyer's best claimed coupon. */
    bestApplied: "“{name}” is applied: your best coupon for this order.",
    /** Under the coupon list when none is chosen although some could be used. */
    usable: "{count} coupon{{s}} can be used on this order.",
  },
} satisfies BaseTranslation;

export default coupons;
