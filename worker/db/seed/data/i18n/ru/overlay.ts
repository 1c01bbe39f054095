/** Everything of the demo seed in Russian, assembled from the modules beside this one. */
import type { LanguageOverlay } from "../../../overlay-types";
import { articlesRu } from "./articles";
import { casesRu } from "./cases";
import { catalogRu } from "./catalogue";
import { commerceRu } from "./commerce";
import { goipGoodsRu } from "./product-goip";
import { modemRackGoodsRu } from "./product-modem-rack";
import { modemUsbGoodsRu } from "./product-modem-usb";
import { proxy4gGoodsRu } from "./product-proxy-4g";
import { proxy5gGoodsRu } from "./product-proxy-5g";
import { smsGsmGoodsRu } from "./product-sms-gsm";
import { smsHdGoodsRu } from "./product-sms-hd";
import { smsLteGoodsRu } from "./product-sms-lte";
import { goodsTermsRu } from "./product-terms";
import { voipLteGoodsRu } from "./product-voip-lte";
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
