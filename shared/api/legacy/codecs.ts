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

export function toWireUserInfo({ id, ...rest }: UserInfo): UserInfoWire {
  return { keyId: id, ...rest };
}
export function fromWireUserInfo({ keyId, ...rest }: UserInfoWire): UserInfo {
  return { id: keyId, ...rest };
}

export function toWireCategory({ id, children, ...rest }: CategoryNode): CategoryNodeWire {
  return { keyId: id, ...rest, child: children.map(toWireCategory) };
}
export function fromWireCategory({ keyId, child, ...rest }: CategoryNodeWire): CategoryNode {
  return { id: keyId, ...rest, children: child.map(fromWireCategory) };
}

export function toWireSpecOption({ id, name }: { id: number; name: string }): SpecOptionWire {
  return { keyId: id, name };
}
export function fromWireSpecOption({ keyId, name }: SpecOptionWire): { id: number; name: string } {
  return { id: keyId, name };
}

export function toWireNavigationEntry({ id, ...rest }: NavigationEntry): NavigationEntryWire {
  return { keyId: id, ...rest };
}
export function fromWireNavigationEntry({ keyId, ...rest }: NavigationEntryWire): NavigationEntry {
  return { id: keyId, ...rest };
}

function toWireSku({ id, ...rest }: ProductSku): ProductSkuWire {
  return { keyId: id, sid: String(id), ...rest };
}
function fromWireSku({ keyId, sid: _sid, ...rest }: ProductSkuWire): ProductSku {
  return { id: keyId, ...rest };
}

export function toWireProductDetail({ id, parameters, skus, ...rest }: ProductDetail): ProductDetailWire {
  return { keyId: id, sid: String(id), ...rest, productParamenters: parameters, children: skus.map(toWireSku) };
}
export function fromWireProductDetail({
  keyId,
  sid: _sid,
  productParamenters,
  children,
  ...rest
}: ProductDetailWire): ProductDetail {
  return { id: keyId, ...rest, parameters: productParamenters, skus: children.map(fromWireSku) };
}

export function toWireCampaign({ id, promoPrice, myClaim, ...rest }: Campaign): CampaignWire {
  const activityUserResp = myClaim && (({ id: claimId, ...claim }) => ({ keyId: claimId, ...claim }))(myClaim);
  return { keyId: id, ...rest, activityPrice: promoPrice, activityUserResp };
}
export function fromWireCampaign({ keyId, activityPrice, activityUserResp, ...rest }: CampaignWire): Campaign {
  const myClaim = activityUserResp && (({ keyId: claimId, ...claim }) => ({ id: claimId, ...claim }))(activityUserResp);
  return { id: keyId, ...rest, promoPrice: activityPrice, myClaim };
}

export function toWireCartAdd({ skuId, productId, operateTime, quantity }: CartAddition): CartAddWire {
  return { goodsSpecsId: skuId, goodsId: productId, operateTime, ...(quantity === undefined ? {} : { quantity }) };
}

/** Answers whose data travels under legacy names, by path (without /api): decode to the domain type. */
const ANSWERS: ReadonlyArray<[RegExp, (data: never) => unknown]> = [
  [/^\/web\/user\/(?:info|getUserInfo|update|password)$/, fromWireUserInfo],
  [/^\/goods\/category\/list$/, (list: CategoryNodeWire[]) => list.map(fromWireCategory)],
  [/^\/goods\/specs\/list$/, (list: SpecOptionWire[]) => list.map(fromWireSpecOption)],
  [/^\/navigation\/list$/, (list: NavigationEntryWire[]) => list.map(fromWireNavigationEntry)],
  [/^\/goods\/detail\/[^/]+$/, fromWireProductDetail],
  [/^\/web\/activity\/list$/, (list: CampaignWire[]) => list.map(fromWireCampaign)],
];

/** An answer's data in domain names (the path without /api and without its query). */
export function decodeAnswer(path: string, data: unknown): unknown {
  const codec = ANSWERS.find(([pattern]) => pattern.test(path))?.[1];
  return codec && data !== null && data !== undefined ? codec(data as never) : data;
}

/** A request body in the wire's names. */
export function encodeBody(path: string, body: unknown): unknown {
  return path === "/web/cart/add" ? toWireCartAdd(body as CartAddition) : body;
}
