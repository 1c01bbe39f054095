/** Everything of the demo seed in Spanish, assembled from the modules beside this one. */
import type { LanguageOverlay } from "../../../overlay-types";
import { articlesEs } from "./articles";
import { casesEs } from "./cases";
import { catalogEs } from "./catalogue";
import { commerceEs } from "./commerce";
import { goipGoodsEs } from "./product-goip";
import { modemRackGoodsEs } from "./product-modem-rack";
import { modemUsbGoodsEs } from "./product-modem-usb";
import { proxy4gGoodsEs } from "./product-proxy-4g";
import { proxy5gGoodsEs } from "./product-proxy-5g";
import { smsGsmGoodsEs } from "./product-sms-gsm";
import { smsHdGoodsEs } from "./product-sms-hd";
import { smsLteGoodsEs } from "./product-sms-lte";
import { goodsTermsEs } from "./product-terms";
import { voipLteGoodsEs } from "./product-voip-lte";
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
