import { isLocale, type Locale } from "../locale";

/** Every kind of record an audit row is about; the last three only the owner reads. */
export const AUDIT_ENTITIES = [
  "order",
  "customer",
  "review",
  "product",
  "sku",
  "category",
  "navigation",
  "spec_option",
  "campaign",
  "media",
  "mail",
  "blog_post",
  "case_study",
  "article",
  "page",
  "staff",
  "staff_session",
  "api_token",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Staff management: only the owner reads these rows. */
export const STAFF_AUDIT_ENTITIES = ["staff", "staff_session", "api_token"] as const;

export function isAuditEntity(value: unknown): value is AuditEntity {
  return typeof value === "string" && (AUDIT_ENTITIES as readonly string[]).includes(value);
}

/** How a changed value is written. */
export type AuditValueKind =
  | "money"
  | "flag"
  | "number"
  | "percent"
  | "time"
  | "orderStatus"
  | "staffStatus"
  | "mailStatus"
  | "provider"
  | "role"
  | "mediaRole"
  | "stockReason"
  | "campaignKind"
  | "campaignState"
  | "word"
  | "category"
  | "categories"
  | "option"
  | "products"
  | "languages"
  | "localized"
  | "list"
  | "video"
  | "text";

/** The fields an audit row names, by their key in the row ("sku.22.priceMinor" is a SKU field). */
export const AUDIT_FIELDS = [
  "status",
  "provider",
  "amountMinor",
  "trackingNo",
  "trackingUrl",
  "carrier",
  "note",
  "paymentId",
  "refunded",
  "reference",
  "locked",
  "sessions",
  "resetLink",
  "email",
  "name",
  "role",
  "revokedAt",
  "enrolmentLink",
  "secondFactor",
  "recoveryCodes",
  "revoked",
  "visible",
  "reason",
  "kind",
  "priceMinor",
  "promoPriceMinor",
  "percentOff",
  "maxDiscountMinor",
  "minAmountMinor",
  "startTime",
  "endTime",
  "quantityTotal",
  "perUserLimit",
  "newCustomersOnly",
  "productIds",
  "categoryIds",
  "langs",
  "state",
  "categoryId",
  "slug",
  "sort",
  "published",
  "video",
  "summary",
  "description",
  "essentialDetails",
  "packagingDelivery",
  "productParameters",
  "sections",
  "compare",
  "related",
  "mediaId",
  "url",
  "stock",
  "delta",
  "parentId",
  "img",
  "text",
  "target",
  "names",
  "translations",
  "order",
  "draft",
  "publishedAt",
  "title",
  "bodyMd",
  "customer",
  "industry",
  "region",
  "legalName",
  "country",
  "taxId",
  "eori",
  "viesStatus",
  "verified",
] as const;
export type AuditFieldName = (typeof AUDIT_FIELDS)[number];

export const AUDIT_SKU_FIELDS = [
  "sku",
  "specId",
  "priceMinor",
  "promoPriceMinor",
  "lowStockThreshold",
  "sold",
  "hsCode",
  "originCountry",
  "netWeightG",
  "grossWeightG",
  "lengthMm",
  "widthMm",
  "heightMm",
] as const;
export type AuditSkuField = (typeof AUDIT_SKU_FIELDS)[number];

/** One changed field of an audit row, understood: its label, the SKU or language it belongs to, its kind of value. */
export type AuditField =
  | { field: AuditFieldName; lang?: Locale; kind: AuditValueKind }
  | { skuId: number; skuField: AuditSkuField; kind: AuditValueKind };

const KIND_OF: Partial<Record<AuditFieldName | AuditSkuField, AuditValueKind>> = {
  amountMinor: "money",
  priceMinor: "money",
  promoPriceMinor: "money",
  maxDiscountMinor: "money",
  minAmountMinor: "money",
  locked: "flag",
  refunded: "flag",
  revoked: "flag",
  visible: "flag",
  published: "flag",
  draft: "flag",
  newCustomersOnly: "flag",
  sold: "flag",
  paymentId: "number",
  recoveryCodes: "number",
  quantityTotal: "number",
  perUserLimit: "number",
  sort: "number",
  stock: "number",
  delta: "number",
  lowStockThreshold: "number",
  netWeightG: "number",
  grossWeightG: "number",
  lengthMm: "number",
  widthMm: "number",
  heightMm: "number",
  mediaId: "number",
  percentOff: "percent",
  revokedAt: "time",
  startTime: "time",
  endTime: "time",
  publishedAt: "time",
  provider: "provider",
  sessions: "word",
  resetLink: "word",
  enrolmentLink: "word",
  secondFactor: "word",
  state: "campaignState",
  categoryId: "category",
  parentId: "category",
  categoryIds: "categories",
  specId: "option",
  productIds: "products",
  related: "products",
  langs: "languages",
  text: "localized",
  names: "localized",
  translations: "localized",
  sections: "list",
  compare: "list",
  essentialDetails: "list",
  packagingDelivery: "list",
  productParameters: "list",
  order: "list",
  video: "video",
  verified: "flag",
  viesStatus: "word",
};

/** Fields whose values depend on the record: an order's status is not a staff member's. */
function kindFor(entity: string, field: AuditFieldName): AuditValueKind {
  if (field === "status") return entity === "staff" ? "staffStatus" : entity === "mail" ? "mailStatus" : "orderStatus";
  if (field === "role") return entity === "product" ? "mediaRole" : "role";
  if (field === "reason") return entity === "sku" ? "stockReason" : "text";
  if (field === "kind") return entity === "campaign" ? "campaignKind" : "text";
  return KIND_OF[field] ?? "text";
}

const isField = (key: string): key is AuditFieldName => (AUDIT_FIELDS as readonly string[]).includes(key);
const isSkuField = (key: string): key is AuditSkuField => (AUDIT_SKU_FIELDS as readonly string[]).includes(key);

/** Keys older audit rows were written with, and the field each is now called. */
const RENAMED_FIELDS = new Map([
  ["activityPriceMinor", "promoPriceMinor"],
  ["goodsIds", "productIds"],
  ["keyId", "target"],
]);

/**
 * A changed field's key as words to show: "sku.22.promoPriceMinor" is SKU 22's sale price (an
 * amount), "text.es.description" the Spanish description, "categoryId" a category. null: a key
 * this console does not know (shown as it is).
 */
export function auditField(entity: string, key: string): AuditField | null {
  const parts = key.split(".").map((part) => RENAMED_FIELDS.get(part) ?? part);
  key = parts.join(".");
  if (parts[0] === "sku" && parts.length === 3 && /^\d+$/.test(parts[1]!) && isSkuField(parts[2]!)) {
    const skuField = parts[2];
    return { skuId: Number(parts[1]), skuField, kind: KIND_OF[skuField] ?? "text" };
  }
  if (parts.length === 3 && parts[0] === "text" && isLocale(parts[1]) && isField(parts[2]!)) {
    return { field: parts[2], lang: parts[1], kind: kindFor(entity, parts[2]) };
  }
  if (parts.length === 2 && isLocale(parts[1]) && isField(parts[0]!)) {
    return { field: parts[0], lang: parts[1], kind: kindFor(entity, parts[0]) };
  }
  if (parts.length === 1 && isField(key)) return { field: key, kind: kindFor(entity, key) };
  return null;
}
