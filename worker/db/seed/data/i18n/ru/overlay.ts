/** Everything of the demo seed in Russian, assembled from the modules beside this one. */
import type { LanguageOverlay } from "../../../overlay-types";
import { articlesRu } from "./articles";
import { casesRu } from "./cases";
import { catalogueRu } from "./catalogue";
import { commerceRu } from "./commerce";
import { goipProductsRu } from "./product-goip";
import { modemRackProductsRu } from "./product-modem-rack";
import { modemUsbProductsRu } from "./product-modem-usb";
import { proxy4gProductsRu } from "./product-proxy-4g";
import { proxy5gProductsRu } from "./product-proxy-5g";
import { smsGsmProductsRu } from "./product-sms-gsm";
import { smsHdProductsRu } from "./product-sms-hd";
import { smsLteProductsRu } from "./product-sms-lte";
import { productTermsRu } from "./product-terms";
import { voipLteProductsRu } from "./product-voip-lte";
import { companyPagesRu } from "./pages-company";
import { solutionPagesRu } from "./pages-solutions";
import { postsARu } from "./posts-a";
import { postsBRu } from "./posts-b";
import { postsCRu } from "./posts-c";

export const ru: LanguageOverlay = {
  ...catalogueRu,
  terms: productTermsRu,
  products: {
    ...smsGsmProductsRu,
    ...smsLteProductsRu,
    ...smsHdProductsRu,
    ...modemUsbProductsRu,
    ...modemRackProductsRu,
    ...goipProductsRu,
    ...voipLteProductsRu,
    ...proxy4gProductsRu,
    ...proxy5gProductsRu,
  },
  ...commerceRu,
  posts: { ...postsARu, ...postsBRu, ...postsCRu },
  cases: casesRu,
  articles: articlesRu,
  pages: { ...companyPagesRu, ...solutionPagesRu },
};
