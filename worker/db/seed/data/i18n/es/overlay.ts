/** Everything of the demo seed in Spanish, assembled from the modules beside this one. */
import type { LanguageOverlay } from "../../../overlay-types";
import { articlesEs } from "./articles";
import { casesEs } from "./cases";
import { catalogEs } from "./catalog";
import { commerceEs } from "./commerce";
import { goipGoodsEs } from "./goods-goip";
import { modemRackGoodsEs } from "./goods-modem-rack";
import { modemUsbGoodsEs } from "./goods-modem-usb";
import { proxy4gGoodsEs } from "./goods-proxy-4g";
import { proxy5gGoodsEs } from "./goods-proxy-5g";
import { smsGsmGoodsEs } from "./goods-sms-gsm";
import { smsHdGoodsEs } from "./goods-sms-hd";
import { smsLteGoodsEs } from "./goods-sms-lte";
import { goodsTermsEs } from "./goods-terms";
import { voipLteGoodsEs } from "./goods-voip-lte";
import { companyPagesEs } from "./pages-company";
import { solutionPagesEs } from "./pages-solutions";
import { postsAEs } from "./posts-a";
import { postsBEs } from "./posts-b";
import { postsCEs } from "./posts-c";

export const es: LanguageOverlay = {
  ...catalogEs,
  terms: goodsTermsEs,
  goods: {
    ...smsGsmGoodsEs,
    ...smsLteGoodsEs,
    ...smsHdGoodsEs,
    ...modemUsbGoodsEs,
    ...modemRackGoodsEs,
    ...goipGoodsEs,
    ...voipLteGoodsEs,
    ...proxy4gGoodsEs,
    ...proxy5gGoodsEs,
  },
  ...commerceEs,
  posts: { ...postsAEs, ...postsBEs, ...postsCEs },
  cases: casesEs,
  articles: articlesEs,
  pages: { ...companyPagesEs, ...solutionPagesEs },
};
