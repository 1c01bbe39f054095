/** Everything of the demo seed in Russian, assembled from the modules beside this one. */
import type { LanguageOverlay } from "../../../overlay-types";
import { articlesRu } from "./articles";
import { casesRu } from "./cases";
import { catalogRu } from "./catalog";
import { commerceRu } from "./commerce";
import { goipGoodsRu } from "./goods-goip";
import { modemRackGoodsRu } from "./goods-modem-rack";
import { modemUsbGoodsRu } from "./goods-modem-usb";
import { proxy4gGoodsRu } from "./goods-proxy-4g";
import { proxy5gGoodsRu } from "./goods-proxy-5g";
import { smsGsmGoodsRu } from "./goods-sms-gsm";
import { smsHdGoodsRu } from "./goods-sms-hd";
import { smsLteGoodsRu } from "./goods-sms-lte";
import { goodsTermsRu } from "./goods-terms";
import { voipLteGoodsRu } from "./goods-voip-lte";
import { companyPagesRu } from "./pages-company";
import { solutionPagesRu } from "./pages-solutions";
import { postsARu } from "./posts-a";
import { postsBRu } from "./posts-b";
import { postsCRu } from "./posts-c";

export const ru: LanguageOverlay = {
  ...catalogRu,
  terms: goodsTermsRu,
  goods: {
    ...smsGsmGoodsRu,
    ...smsLteGoodsRu,
    ...smsHdGoodsRu,
    ...modemUsbGoodsRu,
    ...modemRackGoodsRu,
    ...goipGoodsRu,
    ...voipLteGoodsRu,
    ...proxy4gGoodsRu,
    ...proxy5gGoodsRu,
  },
  ...commerceRu,
  posts: { ...postsARu, ...postsBRu, ...postsCRu },
  cases: casesRu,
  articles: articlesRu,
  pages: { ...companyPagesRu, ...solutionPagesRu },
};
