/** Everything of the demo seed in Spanish, assembled from the modules beside this one. */
import type { LanguageOverlay } from "../../../overlay-types";
import { articlesEs } from "./articles";
import { casesEs } from "./cases";
import { catalogueEs } from "./catalogue";
import { commerceEs } from "./commerce";
import { goipProductsEs } from "./product-goip";
import { modemRackProductsEs } from "./product-modem-rack";
import { modemUsbProductsEs } from "./product-modem-usb";
import { proxy4gProductsEs } from "./product-proxy-4g";
import { proxy5gProductsEs } from "./product-proxy-5g";
import { smsGsmProductsEs } from "./product-sms-gsm";
import { smsHdProductsEs } from "./product-sms-hd";
import { smsLteProductsEs } from "./product-sms-lte";
import { productTermsEs } from "./product-terms";
import { voipLteProductsEs } from "./product-voip-lte";
import { companyPagesEs } from "./pages-company";
import { solutionPagesEs } from "./pages-solutions";
import { postsAEs } from "./posts-a";
import { postsBEs } from "./posts-b";
import { postsCEs } from "./posts-c";

export const es: LanguageOverlay = {
  ...catalogueEs,
  terms: productTermsEs,
  products: {
    ...smsGsmProductsEs,
    ...smsLteProductsEs,
    ...smsHdProductsEs,
    ...modemUsbProductsEs,
    ...modemRackProductsEs,
    ...goipProductsEs,
    ...voipLteProductsEs,
    ...proxy4gProductsEs,
    ...proxy5gProductsEs,
  },
  ...commerceEs,
  posts: { ...postsAEs, ...postsBEs, ...postsCEs },
  cases: casesEs,
  articles: articlesEs,
  pages: { ...companyPagesEs, ...solutionPagesEs },
};
