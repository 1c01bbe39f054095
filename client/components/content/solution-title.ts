import type { TranslationFunctions } from "../../../locales/i18n-types";
import type { SolutionSlug } from "../../../shared/routes";

const TITLE_KEY = {
  "sms-modem": "smsModem",
  "sms-gateway": "smsGateway",
  "goip-gateway": "goipGateway",
  "voip-gateway": "voipGateway",
  "proxy-gateway": "proxyGateway",
} as const satisfies Record<SolutionSlug, string>;

/** A solution page's title in the dictionary ("SMS Gateway Solution"): its <title> and links. */
export function solutionTitle(LL: TranslationFunctions, slug: SolutionSlug): string {
  return LL.pages.solution[TITLE_KEY[slug]]();
}
