/**
 * Domain values to the legacy wire names and back (see ./types.ts). Plain functions: the browser
 * bundle carries no zod. The worker's routes answer `toWire…(value)`; the API client decodes by path.
 */
import type { UserInfo } from "../../account/user";
import type { CategoryNode, NavigationEntry, ProductDetail, ProductSku } from "../../catalogue/types";
import type { CartAddition } from "../../commerce/types";
import type { Campaign } from "../../coupons/types";
import type {
  CampaignWire,
  CartAddWire,
  CategoryNodeWire,
  NavigationEntryWire,
  ProductDetailWire,
  ProductSkuWire,
  SpecOptionWire,
  UserInfoWire,
} from "./types";

/** `value` with keys renamed by `names` (a key named null is left out); other keys as they are. */
function renamed<T>(value: object, names: Record<string, string | null>): T {
  const entries = Object.entries(value).flatMap(([key, item]) => {
    const name = key in names ? names[key] : key;
    return name === null || name === undefined ? [] : [[name, item]];
  });
  return Object.fromEntries(entries) as T;
}

const TO_WIRE_ID = { id: "keyId" };
const FROM_WIRE_ID = { keyId: "id", sid: null };

export const toWireUserInfo = (user: UserInfo): UserInfoWire => renamed(user, TO_WIRE_ID);
export const fromWireUserInfo = (user: UserInfoWire): UserInfo => renamed(user, FROM_WIRE_ID);

export const toWireCategory = (node: CategoryNode): CategoryNodeWire => ({
  ...renamed<CategoryNodeWire>(node, { id: "keyId", children: null }),
  child: node.children.map(toWireCategory),
});
export const fromWireCategory = (node: CategoryNodeWire): CategoryNode => ({
  ...renamed<CategoryNode>(node, { keyId: "id", child: null }),
  children: node.child.map(fromWireCategory),
});

export const toWireSpecOption = (option: { id: number; name: string }): SpecOptionWire => renamed(option, TO_WIRE_ID);
export const fromWireSpecOption = (option: SpecOptionWire): { id: number; name: string } =>
  renamed(option, FROM_WIRE_ID);

export const toWireNavigationEntry = (entry: NavigationEntry): NavigationEntryWire => renamed(entry, TO_WIRE_ID);
export const fromWireNavigationEntry = (entry: NavigationEntryWire): NavigationEntry => renamed(entry, FROM_WIRE_ID);

const toWireSku = (sku: ProductSku): ProductSkuWire => ({
  ...renamed<ProductSkuWire>(sku, TO_WIRE_ID),
  sid: String(sku.id),
});

export const toWireProductDetail = (product: ProductDetail): ProductDetailWire => ({
  ...renamed<ProductDetailWire>(product, { id: "keyId", parameters: "productParamenters", skus: null }),
  sid: String(product.id),
  children: product.skus.map(toWireSku),
});
export const fromWireProductDetail = (product: ProductDetailWire): ProductDetail => ({
  ...renamed<ProductDetail>(product, { ...FROM_WIRE_ID, productParamenters: "parameters", children: null }),
  skus: product.children.map((sku) => renamed<ProductSku>(sku, FROM_WIRE_ID)),
});

export const toWireCampaign = (campaign: Campaign): CampaignWire => ({
  ...renamed<CampaignWire>(campaign, { id: "keyId", promoPrice: "activityPrice", myClaim: null }),
  activityUserResp: campaign.myClaim && renamed(campaign.myClaim, TO_WIRE_ID),
});
export const fromWireCampaign = (campaign: CampaignWire): Campaign => ({
  ...renamed<Campaign>(campaign, { keyId: "id", activityPrice: "promoPrice", activityUserResp: null }),
  myClaim: campaign.activityUserResp && renamed(campaign.activityUserResp, FROM_WIRE_ID),
});

export const toWireCartAdd = (addition: CartAddition): CartAddWire =>
  renamed(addition, { skuId: "goodsSpecsId", productId: "goodsId" });

const byId = (item: object) => renamed(item, FROM_WIRE_ID);
const each =
  (decode: (item: never) => unknown) =>
  (list: never[]): unknown[] =>
    list.map(decode);

/** Answers whose data travels under legacy names, by path (without /api): decode to the domain type. */
const ANSWERS: Partial<Record<string, (data: never) => unknown>> = {
  "/web/user/info": byId,
  "/web/user/getUserInfo": byId,
  "/web/user/update": byId,
  "/web/user/password": byId,
  "/goods/category/list": each(fromWireCategory),
  "/goods/specs/list": each(byId),
  "/navigation/list": each(byId),
  "/web/activity/list": each(fromWireCampaign),
};

/** An answer's data in domain names (the path without /api and without its query). */
export function decodeAnswer(path: string, data: unknown): unknown {
  const codec = path.startsWith("/goods/detail/") ? fromWireProductDetail : ANSWERS[path];
  return codec && data !== null && data !== undefined ? codec(data as never) : data;
}

/** A request body in the wire's names. */
export function encodeBody(path: string, body: unknown): unknown {
  return path === "/web/cart/add" ? toWireCartAdd(body as CartAddition) : body;
}
