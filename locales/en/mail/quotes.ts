import type { BaseTranslation } from "../../i18n-types";

/** The mails of a quote: to the buyer, and the alerts to staff. */
const quoteMails = {
  view: "View your quote",
  viewOffer: "View and accept the offer",
  quoteNo: "Quote",
  validUntil: "Valid until",
  freight: "Freight",
  subtotal: "Subtotal",
  total: "Total",
  leadTime: "Ships {days:number} day{{s}} after payment",
  received: {
    subject: "We received your quote request {quoteNo}",
    heading: "Your quote request is with us",
    intro:
      "Thank you for asking. Our sales team will answer request {quoteNo} with an offer: prices, freight to {country} and lead times.",
  },
  offered: {
    subject: "Your offer for quote {quoteNo}",
    heading: "Your offer is ready",
    intro:
      "Here is our offer for quote {quoteNo}. It is valid until {date}; accept it on the quote's page and it becomes your order at these prices.",
  },
  revised: {
    subject: "Revised offer {version} for quote {quoteNo}",
    heading: "Your offer was revised",
    intro:
      "We revised the offer for quote {quoteNo} (version {version}, valid until {date}). Only this latest version can be accepted; the earlier ones stay on the quote's page to compare.",
  },
  reminder: {
    subject: "Your offer for quote {quoteNo} ends on {date}",
    heading: "Your offer ends soon",
    intro: "The offer for quote {quoteNo} is valid until {date}. Accept it before then to order at these prices.",
  },
  expired: {
    subject: "Your offer for quote {quoteNo} has expired",
    heading: "Your offer has expired",
    intro:
      "The offer for quote {quoteNo} was valid until {date} and can no longer be accepted. Write to us on the quote's page for a new one.",
  },
  reply: {
    subject: "New message about your quote {quoteNo}",
    heading: "{name} answered",
    intro: "There is a new message about quote {quoteNo}:",
  },
  declined: {
    subject: "About your quote request {quoteNo}",
    heading: "We cannot make an offer",
    intro: "We are sorry: we cannot make an offer for quote {quoteNo}.",
    reason: "Reason: {reason}",
  },
  /** A paragraph of the order mail of an accepted offer. */
  fromOffer: "This order is offer {version} of quote {quoteNo}, which you accepted.",
  staff: {
    requestedSubject: "New quote request {quoteNo} from {email}",
    requestedIntro: "{email} asks for a quote for {count:number} unit{{s}}, to {country}.",
    messageSubject: "{email} wrote about quote {quoteNo}",
    acceptedSubject: "Quote {quoteNo} accepted: order {orderNo}",
    acceptedIntro: "{email} accepted offer {version} of quote {quoteNo}. It is order {orderNo}, awaiting payment.",
    declinedSubject: "Quote {quoteNo} declined by the buyer",
    withdrawnSubject: "Quote {quoteNo} withdrawn by the buyer",
    closedIntro: "{email} closed quote {quoteNo}.",
    open: "Open the quote",
  },
} satisfies BaseTranslation;

export default quoteMails;
