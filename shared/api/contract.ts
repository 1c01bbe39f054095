import type { z } from "zod";
import type {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ProfileSchema,
  RefreshSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from "../account/schemas";
import type { CompanyProfile } from "../account/company";
import type { CompanyDeleteSchema, CompanySaveSchema, CompanyVersionSchema } from "../account/company-schemas";
import type { AccountExport } from "../account/privacy";
import type { DeleteAccountSchema, StaffDeleteCustomerSchema } from "../account/privacy-schemas";
import type { TokenSet, UserInfo } from "../account/user";
import type { UnsubscribeState } from "../account/unsubscribe";
import type {
  CompareQuerySchema,
  ProductListQuerySchema,
  RelatedQuerySchema,
  SearchQuerySchema,
  SuggestQuerySchema,
} from "../catalogue/schemas";
import type {
  CategoryNode,
  CompareResult,
  ProductDetail,
  ProductSummary,
  NavigationEntry,
  Page,
  SearchHit,
  SearchResult,
} from "../catalogue/types";
import type { CheckoutPrice } from "../commerce/checkout";
import type {
  ConsoleQuoteListQuerySchema,
  OfferApproveSchema,
  OfferSendSchema,
  QuoteAcceptSchema,
  QuoteAssignSchema,
  QuoteDeclineSchema,
  QuoteListQuerySchema,
  QuoteMessageSchema,
  QuoteNoSchema,
  QuoteReplySchema,
  QuoteRequestSchema,
  QuoteStaffDeclineSchema,
  StaffOrderSchema,
} from "../commerce/quote-schemas";
import type {
  ConsoleQuoteDetail,
  ConsoleQuoteSummary,
  QuotableSku,
  QuoteAssignee,
  QuoteDetail,
  QuoteSummary,
  UploadedAttachment,
} from "../commerce/quotes";
import type {
  AddressSchema,
  CartBatchSchema,
  CartRemoveSchema,
  CartSelectSchema,
  CartUpdateSchema,
  IdSchema,
  OrderCreateSchema,
  OrderListQuerySchema,
  OrderNoSchema,
  PayPalCaptureSchema,
  PreviewSchema,
} from "../commerce/schemas";
import type {
  Address,
  BankTransferInstructions,
  Cart,
  CartAddition,
  OrderDetail,
  OrderStatus,
  OrderSummary,
  OrderTracking,
  PayPlatform,
  PlacedOrder,
  ShippingMethod,
} from "../commerce/types";
import type { BlogListQuerySchema, PageQuerySchema } from "../content/schemas";
import type {
  Article,
  ArticleSummary,
  BlogPost,
  BlogPostSummary,
  CaseStudy,
  CaseSummary,
  ContentPage,
} from "../content/types";
import type { CreditNoteSchema, DocumentMonthQuerySchema } from "../commerce/documents";
import type { ClaimSchema, MyCouponsQuerySchema } from "../coupons/schemas";
import type { Campaign, MyCoupon } from "../coupons/types";
import type { MyReview, PendingReview, ReviewPage } from "../reviews/reviews";
import type { ReviewIdSchema, ReviewPageQuerySchema, ReviewSaveSchema } from "../reviews/schemas";
import type { ConsoleProduct, ConsoleProductRow, CsvImportResult } from "../console/catalogue";
import type {
  CatalogueImportSchema,
  ConsoleProductListQuerySchema,
  ProductSaveSchema,
  StockAdjustSchema,
} from "../console/catalogue-schemas";
import type { ConsoleCategory, ConsoleNavigationEntry, ConsoleSpecOption, RelatedPick } from "../console/structure";
import type {
  CategorySaveSchema,
  MoveSchema,
  NavigationSaveSchema,
  NewProductSchema,
  RelatedSaveSchema,
  SpecOptionSaveSchema,
} from "../console/structure-schemas";
import type { ConsoleCustomerDetail, ConsoleCustomerRow } from "../console/customers";
import type { ConsoleCampaign, ConsoleCampaignRow } from "../console/campaigns";
import type { CampaignSaveSchema } from "../console/campaign-schemas";
import type { ContentItem, ContentRow } from "../console/content";
import type { ContentSaveSchema, PageSaveSchema } from "../console/content-schemas";
import type { Dashboard } from "../console/dashboard";
import type { DeadMail, OutboxMail } from "../console/mail";
import type { MediaRole } from "../media/files";
import type { ProductFiles, ProductFilesRow, UnusedMedia, UploadedMedia } from "../media/types";
import type { ConsoleOrderDetail, ConsoleOrderRow } from "../console/orders";
import type { DocumentLinkQuerySchema, DocumentSummary } from "../commerce/documents";
import type { NoteSchema, OrderListQuerySchema as ConsoleOrderListQuerySchema } from "../console/order-schemas";
import type {
  CreateApiTokenSchema,
  EnrolSchema,
  InviteStaffSchema,
  StaffLoginSchema,
  UpdateStaffSchema,
} from "../console/schemas";
import type {
  ConsoleReview,
  ApiTokenSummary,
  AuditPage,
  EnrolmentInfo,
  RefundDue,
  StaffMe,
  StaffSummary,
} from "../console/types";

/** A value of a query-string parameter: a list repeats the parameter; null and undefined leave it out. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/*
 * The /api contract: for each path (without the /api prefix), what a call sends and what its
 * envelope's `data` is. Types only — the browser bundle gets no zod: request bodies and query
 * fields are the input types of the very schemas the worker validates with. The API client is
 * generic over these maps, so a wrong path or field fails the typecheck.
 */

/** A query as the client sends it: the fields of the worker's query schema, with query values. */
type QueryOf<Schema extends z.ZodType> = {
  [Field in keyof z.input<Schema>]?: unknown extends z.input<Schema>[Field]
    ? QueryValue
    : Exclude<z.input<Schema>[Field], undefined> & QueryValue;
};

/** GET paths: `query` (when it takes one) and `answer`, the envelope's data. */
export interface ApiGets {
  "/goods/category/list": { answer: CategoryNode[] };
  "/goods/specs/list": { answer: Array<{ id: number; name: string }> };
  "/goods/list": { query: QueryOf<typeof ProductListQuerySchema>; answer: Page<ProductSummary> };
  [detail: `/goods/detail/${string}`]: { answer: ProductDetail };
  [related: `/goods/related/${string}`]: { query: QueryOf<typeof RelatedQuerySchema>; answer: ProductSummary[] };
  "/goods/compare": { query: QueryOf<typeof CompareQuerySchema>; answer: CompareResult };
  [reviews: `/goods/reviews/${string}`]: { query: QueryOf<typeof ReviewPageQuerySchema>; answer: ReviewPage };
  "/search": { query: QueryOf<typeof SearchQuerySchema>; answer: SearchResult };
  "/search/suggest": { query: QueryOf<typeof SuggestQuerySchema>; answer: SearchHit[] };
  "/navigation/list": { answer: NavigationEntry[] };
  "/blogInfo/yearList": { answer: number[] };
  "/blogInfo/list": { query: QueryOf<typeof BlogListQuerySchema>; answer: Page<BlogPostSummary> };
  [post: `/blogInfo/detail/${string}`]: { answer: BlogPost };
  "/case/list": { query: QueryOf<typeof PageQuerySchema>; answer: Page<CaseSummary> };
  [item: `/case/detail/${string}`]: { answer: CaseStudy };
  "/article/list": { query: QueryOf<typeof PageQuerySchema>; answer: Page<ArticleSummary> };
  [article: `/article/detail/${string}`]: { answer: Article };
  [page: `/page/detail/${string}`]: { answer: ContentPage };
  "/shipping/methods": { answer: ShippingMethod[] };
  "/web/user/info": { answer: UserInfo };
  "/web/mail/unsubscribe": { query: { t: QueryValue }; answer: UnsubscribeState };
  "/web/user/getUserInfo": { answer: UserInfo };
  /** Everything the shop holds about the signed-in customer (answered as a file to download). */
  "/web/user/export": { answer: AccountExport };
  "/web/cart/count": { answer: { count: number } };
  "/web/cart/list": { answer: Cart };
  "/web/address/list": { answer: Address[] };
  /** An order's documents (pro-forma, commercial invoice, credit notes), oldest first. */
  "/web/documents/list": { query: QueryOf<typeof OrderNoSchema>; answer: DocumentSummary[] };
  /** Whether a mail's signed document link still downloads, for the page that explains a refused one. */
  [documentCheck: `/web/documents/check/${string}`]: {
    query: QueryOf<typeof DocumentLinkQuerySchema>;
    answer: { state: "ok" | "expired" | "invalid" | "other_account" };
  };
  /** The buyer's company profile; null: they buy as a person. */
  "/web/company": { answer: CompanyProfile | null };
  "/web/order/list": { query: QueryOf<typeof OrderListQuerySchema>; answer: Page<OrderSummary> };
  "/web/quotes/list": { query: QueryOf<typeof QuoteListQuerySchema>; answer: Page<QuoteSummary> };
  "/web/quotes/detail": { query: QueryOf<typeof QuoteNoSchema>; answer: QuoteDetail };
  "/web/order/detail": { query: QueryOf<typeof OrderNoSchema>; answer: OrderDetail };
  "/web/order/track": { query: QueryOf<typeof OrderNoSchema>; answer: OrderTracking };
  "/web/activity/list": { answer: Campaign[] };
  "/web/activity/mine": { query: QueryOf<typeof MyCouponsQuerySchema>; answer: MyCoupon[] };
  "/web/review/mine": { answer: { reviews: MyReview[]; pending: PendingReview[] } };
  "/admin/me": { answer: StaffMe };
  "/admin/dashboard": { answer: Dashboard };
  "/admin/orders": { query: QueryOf<typeof ConsoleOrderListQuerySchema>; answer: Page<ConsoleOrderRow> };
  /** The quotes queue: those waiting longest for an answer first. */
  "/admin/quotes": { query: QueryOf<typeof ConsoleQuoteListQuerySchema>; answer: Page<ConsoleQuoteSummary> };
  "/admin/quotes/skus": { query: { q?: QueryValue }; answer: QuotableSku[] };
  "/admin/quotes/assignees": { answer: QuoteAssignee[] };
  [quoteAddresses: `/admin/quotes/customers/${string}/addresses`]: { answer: Address[] };
  /** A quote by its number (Q-2026-000123). */
  [quote: `/admin/quotes/Q-${string}`]: { answer: ConsoleQuoteDetail };
  /** An order by its number, which is upper case: the paths under it (…/documents) are not orders. */
  [order: `/admin/orders/${Uppercase<string>}`]: { answer: ConsoleOrderDetail };
  /** An order's documents, oldest first. */
  [orderDocuments: `/admin/orders/${string}/documents`]: { answer: DocumentSummary[] };
  /** The documents issued in a month (UTC), with their orders. */
  "/admin/documents": {
    query: QueryOf<typeof DocumentMonthQuerySchema>;
    answer: Array<DocumentSummary & { orderNo: string }>;
  };
  /** The number each kind of document takes next this year. */
  "/admin/documents/sequences": { answer: Array<{ kind: DocumentSummary["kind"]; next: string }> };
  "/admin/payments/refund-due": { query: { page?: QueryValue; pageSize?: QueryValue }; answer: Page<RefundDue> };
  "/admin/reviews": {
    query: { visibility?: QueryValue; rating?: QueryValue; productId?: QueryValue; page?: QueryValue };
    answer: Page<ConsoleReview>;
  };
  "/admin/customers": { query: { q?: QueryValue; page?: QueryValue }; answer: Page<ConsoleCustomerRow> };
  [customer: `/admin/customers/${string}`]: { answer: ConsoleCustomerDetail };
  "/admin/audit": { query: Record<string, QueryValue>; answer: AuditPage };
  "/admin/products": { query: QueryOf<typeof ConsoleProductListQuerySchema>; answer: Page<ConsoleProductRow> };
  [product: `/admin/products/${string}`]: { answer: ConsoleProduct };
  [preview: `/admin/preview/products/${string}`]: { answer: ProductDetail };
  [pagePreview: `/admin/preview/pages/${string}`]: { answer: ContentPage };
  [related: `/admin/related/products/${string}`]: { answer: RelatedPick[] };
  "/admin/categories": { answer: ConsoleCategory[] };
  "/admin/navigation": { answer: ConsoleNavigationEntry[] };
  "/admin/spec-options": { answer: ConsoleSpecOption[] };
  "/admin/staff": { answer: StaffSummary[] };
  "/admin/mail/outbox": { answer: OutboxMail[] };
  "/admin/mail/dead": { answer: DeadMail[] };
  "/admin/mail/alerts": { answer: { on: boolean; digest: boolean } };
  "/admin/tokens": { answer: ApiTokenSummary[] };
  "/admin/auth/enrolment": { query: { token: QueryValue }; answer: EnrolmentInfo };
  "/admin/media/products": { query: { q?: QueryValue; page?: QueryValue }; answer: Page<ProductFilesRow> };
  [productFiles: `/admin/media/products/${string}`]: { answer: ProductFiles };
  "/admin/media/unused": { answer: UnusedMedia[] };
  "/admin/content/blog": { answer: ContentRow[] };
  "/admin/content/case": { answer: ContentRow[] };
  "/admin/content/article": { answer: ContentRow[] };
  "/admin/content/page": { answer: ContentRow[] };
  [contentItem: `/admin/content/${string}/${string}`]: { answer: ContentItem };
  "/admin/campaigns": { answer: ConsoleCampaignRow[] };
  [campaign: `/admin/campaigns/${string}`]: { answer: ConsoleCampaign };
}

/** POST paths: `body` (when it takes one: the input of the worker's schema) and `answer`. */
export interface ApiPosts {
  "/web/auth/register": { body: z.input<typeof RegisterSchema>; answer: TokenSet };
  "/web/auth/login": { body: z.input<typeof LoginSchema>; answer: TokenSet };
  "/web/auth/refresh": { body: z.input<typeof RefreshSchema>; answer: TokenSet };
  "/web/auth/logout": { body?: z.input<typeof RefreshSchema>; answer: null };
  "/web/auth/logout-others": { answer: null };
  "/web/auth/forgot": { body: z.input<typeof ForgotPasswordSchema>; answer: { message: string } };
  "/web/auth/reset": { body: z.input<typeof ResetPasswordSchema>; answer: { message: string } };
  "/web/user/update": { body: z.input<typeof ProfileSchema>; answer: UserInfo };
  "/web/mail/unsubscribe": { body: { token: string }; answer: UnsubscribeState };
  "/web/user/password": { body: z.input<typeof ChangePasswordSchema>; answer: UserInfo };
  "/web/user/delete": { body: z.input<typeof DeleteAccountSchema>; answer: { deletedAt: string } };
  "/web/cart/add": { body: CartAddition; answer: { count: number } };
  /** The pro-forma of an unpaid order (the latest while it still holds). */
  "/web/documents/proforma": { body: z.input<typeof OrderNoSchema>; answer: DocumentSummary };
  "/web/cart/update": { body: z.input<typeof CartUpdateSchema>; answer: Cart };
  "/web/cart/batch": { body: z.input<typeof CartBatchSchema>; answer: Cart };
  "/web/cart/remove": { body: z.input<typeof CartRemoveSchema>; answer: Cart };
  "/web/cart/select": { body: z.input<typeof CartSelectSchema>; answer: Cart };
  "/web/address/save": { body: z.input<typeof AddressSchema>; answer: Address };
  /** The file itself as the body; its type is told from its bytes. */
  "/web/quotes/attachments": { body: Blob; query: { name: string }; answer: UploadedAttachment };
  "/web/quotes/request": { body: z.input<typeof QuoteRequestSchema>; answer: QuoteDetail };
  "/web/quotes/message": { body: z.input<typeof QuoteMessageSchema>; answer: QuoteDetail };
  "/web/quotes/accept": { body: z.input<typeof QuoteAcceptSchema>; answer: PlacedOrder };
  "/web/quotes/decline": { body: z.input<typeof QuoteDeclineSchema>; answer: QuoteDetail };
  "/web/quotes/withdraw": { body: z.input<typeof QuoteNoSchema>; answer: QuoteDetail };
  [quoteReply: `/admin/quotes/${string}/reply`]: { body: z.input<typeof QuoteReplySchema>; answer: ConsoleQuoteDetail };
  [quoteAssign: `/admin/quotes/${string}/assign`]: {
    body: z.input<typeof QuoteAssignSchema>;
    answer: ConsoleQuoteDetail;
  };
  [quoteOffer: `/admin/quotes/${string}/offer`]: { body: z.input<typeof OfferSendSchema>; answer: ConsoleQuoteDetail };
  [quoteApprove: `/admin/quotes/${string}/approve`]: {
    body: z.input<typeof OfferApproveSchema>;
    answer: ConsoleQuoteDetail;
  };
  [quoteDecline: `/admin/quotes/${string}/decline`]: {
    body: z.input<typeof QuoteStaffDeclineSchema>;
    answer: ConsoleQuoteDetail;
  };
  /** An order staff enter for a registered customer. */
  "/admin/orders/create": { body: z.input<typeof StaffOrderSchema>; answer: PlacedOrder };
  "/web/address/delete": { body: z.input<typeof IdSchema>; answer: null };
  "/web/company/save": { body: z.input<typeof CompanySaveSchema>; answer: CompanyProfile };
  "/web/company/delete": { body?: z.input<typeof CompanyDeleteSchema>; answer: null };
  "/web/order/preview": { body: z.input<typeof PreviewSchema>; answer: CheckoutPrice };
  "/web/order/create": { body: z.input<typeof OrderCreateSchema>; answer: PlacedOrder };
  "/web/order/cancel": { body: z.input<typeof OrderNoSchema>; answer: OrderDetail };
  "/web/pay/getPayPlatform": { answer: PayPlatform[] };
  "/web/pay/bank": { body: z.input<typeof OrderNoSchema>; answer: BankTransferInstructions };
  "/web/pay/stripe": { body: z.input<typeof OrderNoSchema>; answer: { url: string } };
  "/web/pay/paypal": { body: z.input<typeof OrderNoSchema>; answer: { url: string } };
  "/web/pay/paypal/capture": { body: z.input<typeof PayPalCaptureSchema>; answer: { status: OrderStatus } };
  "/web/activity/claim": { body: z.input<typeof ClaimSchema>; answer: { claimId: number; status: number } };
  "/web/review/save": { body: z.input<typeof ReviewSaveSchema>; answer: { id: number } };
  "/web/review/delete": { body: z.input<typeof ReviewIdSchema>; answer: null };
  "/admin/auth/login": { body: z.input<typeof StaffLoginSchema>; answer: { token: string } };
  "/admin/auth/logout": { body?: Record<string, never>; answer: null };
  "/admin/auth/enrol": { body: z.input<typeof EnrolSchema>; answer: { recoveryCodes: string[] } };
  "/admin/staff": { body: z.input<typeof InviteStaffSchema>; answer: { enrolmentUrl: string } };
  [staffRevoke: `/admin/staff/${string}/sessions/revoke`]: {
    body?: Record<string, never>;
    answer: { revoked: number };
  };
  [staffLink: `/admin/staff/${string}/enrolment`]: { body?: Record<string, never>; answer: { enrolmentUrl: string } };
  /** A member's role or status; the paths under it (sessions, enrolment) narrow the answer. */
  [staff: `/admin/staff/${string}`]: { body?: z.input<typeof UpdateStaffSchema>; answer: unknown };
  "/admin/tokens": { body: z.input<typeof CreateApiTokenSchema>; answer: ApiTokenSummary & { token: string } };
  [tokenRevoke: `/admin/tokens/${string}/revoke`]: { body?: Record<string, never>; answer: null };
  [orderNote: `/admin/orders/${string}/notes`]: { body: z.input<typeof NoteSchema>; answer: unknown };
  /** Staff steps on an order (paid, ship, complete, cancel, notes): the version seen, and the step's fields. */
  [orderStep: `/admin/orders/${string}/${string}`]: {
    body: {
      expectedVersion?: number;
      amountMinor?: number;
      trackingNo?: string;
      shippingMethodId?: number;
      body?: string;
    };
    answer: unknown;
  };
  /** A new pro-forma of an unpaid order, mailed to the buyer. */
  [orderProforma: `/admin/orders/${string}/proforma`]: { body: Record<string, never>; answer: DocumentSummary };
  /** Part or all of the order's invoice credited, mailed to the buyer. */
  [orderCreditNote: `/admin/orders/${string}/credit-note`]: {
    body: z.input<typeof CreditNoteSchema>;
    answer: DocumentSummary;
  };
  /** A document mailed to the buyer again. */
  [documentResend: `/admin/documents/${string}/resend`]: { body?: Record<string, never>; answer: { number: string } };
  [paymentRefunded: `/admin/payments/${string}/refunded`]: { body: { note?: string }; answer: unknown };
  [mailRetry: `/admin/mail/dead/${string}/retry`]: { body?: Record<string, never>; answer: null };
  "/admin/mail/alerts": { body: { on: boolean; digest?: boolean }; answer: { on: boolean; digest: boolean } };
  [reviewStep: `/admin/reviews/${string}`]: { body: { reason?: string }; answer: unknown };
  /**
   * Lock, unlock, sign out, reset link (no body), the deletion (the typed email, cancelling unpaid
   * orders), and verifying the company profile (the version seen); the paths under it narrow the answer.
   */
  [customerStep: `/admin/customers/${string}`]: {
    body?: Record<string, never> | z.input<typeof StaffDeleteCustomerSchema> | z.input<typeof CompanyVersionSchema>;
    answer: unknown;
  };
  /** `…/company/verify` and `…/company/unverify`: staff's check of the company, on the version they saw. */
  [customerCompany: `/admin/customers/${string}/company/${string}`]: {
    body: z.input<typeof CompanyVersionSchema>;
    answer: CompanyProfile;
  };
  /** The file itself as the body (`?role=…&name=…`); the browser sends it raw, never as JSON. */
  [productUpload: `/admin/media/products/${string}/files`]: {
    body: Blob;
    query: { role: MediaRole; name: string };
    answer: UploadedMedia;
  };
  "/admin/content/blog": { body: z.input<typeof ContentSaveSchema>; answer: { id: string } };
  "/admin/content/case": { body: z.input<typeof ContentSaveSchema>; answer: { id: string } };
  "/admin/content/article": { body: z.input<typeof ContentSaveSchema>; answer: { id: string } };
  [contentSave: `/admin/content/${string}/${string}`]: {
    body: z.input<typeof ContentSaveSchema> | z.input<typeof PageSaveSchema>;
    answer: { id: string };
  };
  "/admin/campaigns": { body: z.input<typeof CampaignSaveSchema>; answer: { id: number } };
  [campaignSave: `/admin/campaigns/${string}`]: { body?: z.input<typeof CampaignSaveSchema>; answer: unknown };
  "/admin/media/files": { body: Blob; query: { name: string }; answer: UploadedMedia };
  [productFileRemove: `/admin/media/products/${string}/remove`]: { body?: Record<string, never>; answer: null };
  [mediaDelete: `/admin/media/files/${string}/delete`]: { body?: Record<string, never>; answer: null };
  "/admin/catalog/import": { body: z.input<typeof CatalogueImportSchema>; answer: CsvImportResult };
  [stockAdjust: `/admin/skus/${string}/stock`]: {
    body: z.input<typeof StockAdjustSchema>;
    answer: { skuId: number; stock: number };
  };
  [productSave: `/admin/products/${string}`]: {
    body: z.input<typeof ProductSaveSchema>;
    answer: { id: number; version: number; changed: string[] };
  };
  "/admin/products": { body: z.input<typeof NewProductSchema>; answer: { id: number } };
  [relatedSave: `/admin/related/products/${string}`]: {
    body: z.input<typeof RelatedSaveSchema>;
    answer: { version: number };
  };
  "/admin/categories": { body: z.input<typeof CategorySaveSchema>; answer: { id: number; version: number } };
  /** A category's save (its id), move or delete (`…/move`, `…/delete`). */
  [categoryStep: `/admin/categories/${string}`]: {
    body: z.input<typeof CategorySaveSchema> | z.input<typeof MoveSchema> | { expectedVersion: number };
    answer: unknown;
  };
  "/admin/navigation": { body: z.input<typeof NavigationSaveSchema>; answer: { id: number } };
  [navigationStep: `/admin/navigation/${string}`]: {
    body: z.input<typeof NavigationSaveSchema> | z.input<typeof MoveSchema> | { expectedVersion: number };
    answer: unknown;
  };
  "/admin/spec-options": { body: z.input<typeof SpecOptionSaveSchema>; answer: { id: number } };
  [specOptionStep: `/admin/spec-options/${string}`]: {
    body: z.input<typeof SpecOptionSaveSchema> | z.input<typeof MoveSchema> | { expectedVersion: number };
    answer: unknown;
  };
}

export type GetPath = keyof ApiGets & string;
export type PostPath = keyof ApiPosts & string;
