/**
 * The legacy API's field names, kept on the wire where the storefront's public contract fixes them:
 * user info, the category tree, specification options, navigation entries, a product's detail, the
 * coupon campaigns and the add-to-cart payload. Everything inside the code uses the domain types;
 * ./codecs.ts maps between the two at the edge. Fields the legacy contract does not name travel
 * under their domain names.
 */
import type { UserInfo } from "../../account/user";
import type { CategoryNode, NavigationEntry, ProductDetail, ProductSku } from "../../catalogue/types";
import type { Campaign } from "../../coupons/types";

/** User info: the id is `keyId`. */
export type UserInfoWire = Omit<UserInfo, "id"> & { keyId: number };

/** A category: `keyId`, with its sub-categories under `child`. */
export type CategoryNodeWire = Omit<CategoryNode, "id" | "children"> & { keyId: number; child: CategoryNodeWire[] };

/** A specification option: name and `keyId` (the legacy client adds `sid`). */
export interface SpecOptionWire {
  keyId: number;
  name: string;
}

/** A navigation entry: `keyId` is the category id or page it opens. */
export type NavigationEntryWire = Omit<NavigationEntry, "id"> & { keyId: string };

/** A SKU as a child catalogue item: `keyId` and its text form `sid`. */
export type ProductSkuWire = Omit<ProductSku, "id"> & { keyId: number; sid: string };

/** A catalogue item: `keyId`, `sid`, `productParamenters`, and its SKUs under `children`. */
export type ProductDetailWire = Omit<ProductDetail, "id" | "parameters" | "skus"> & {
  keyId: number;
  sid: string;
  productParamenters: string;
  children: ProductSkuWire[];
};

/** The signed-in buyer's claim of a campaign, as `activityUserResp`. */
export type ClaimWire = Omit<NonNullable<Campaign["myClaim"]>, "id"> & { keyId: number };

/** A coupon campaign ("activity"): `keyId`, `activityPrice` and `activityUserResp`. */
export type CampaignWire = Omit<Campaign, "id" | "promoPrice" | "myClaim"> & {
  keyId: number;
  activityPrice: number;
  activityUserResp: ClaimWire | null;
};

/** What /web/cart/add is sent: `goodsSpecsId` (the SKU), `goodsId` (its product), `operateTime`. */
export interface CartAddWire {
  goodsSpecsId: number | string;
  goodsId: number | string;
  operateTime: string;
  quantity?: number;
}
