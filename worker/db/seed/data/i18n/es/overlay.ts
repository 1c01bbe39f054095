/** Everything of the demo seed in Spanish, assembled from the modules beside this one. */
import type { LanguageOverlay } from "../../../overlay-types";
import { catalogEs } from "./catalog";
import { commerceEs } from "./commerce";
import { smsGsmGoodsEs } from "./goods-sms-gsm";
import { goodsTermsEs } from "./goods-terms";

export const es: LanguageOverlay = {
  ...catalogEs,
  terms: goodsTermsEs,
  goods: { ...smsGsmGoodsEs },
  ...commerceEs,
  posts: {},
  cases: {},
  articles: {},
  pages: {},
};
