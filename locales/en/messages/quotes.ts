import type { BaseTranslation } from "../../i18n-types";

/** What the quote API says when a step cannot be taken. */
const quotes = {
  notFound: "No such quote.",
  stale: "This quote changed since you opened it. Reload it to see what changed, then try again.",
  notOpen: "This quote is closed: it can no longer be changed.",
  offerRevised: "A newer offer replaced this one. Look at the latest offer, then accept it if it suits you.",
  offerExpired: "This offer is no longer valid. Ask for a new one in the quote's messages.",
  noPendingOffer: "No offer of this quote waits for approval.",
  addressCountry:
    "The offer's prices and freight are for {country}. Choose an address in {country}, or ask for a new offer.",
  attachmentNotFound: "The attached file is missing or belongs to another request. Attach it again.",
  unknownStaff: "No active staff member has this id.",
  notSold: "“{name}” is no longer sold. Ask for an offer without it.",
  unknownSku: "There is no product version with id {skuId}.",
  belowFloor:
    "These lines are priced under {percent} % of their list price: {names}. Ask an owner to approve the offer, or raise the prices.",
  fileTooBig: "The file is too large: it can be at most {size}.",
  fileType: "Attach a PDF or a JPEG, PNG or WebP image.",
  fileDisguised: "The file's content does not match its name. Attach the file as it is.",
  fileEmpty: "The file is empty.",
  fileName: "Say the file's name.",
} satisfies BaseTranslation;

export default quotes;
