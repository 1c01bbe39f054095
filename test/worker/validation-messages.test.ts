import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { rule, VALIDATION_RULES } from "../../shared/api/validation-rules";
import { describeIssue } from "../../shared/api/validation-messages";
import { API_CODE } from "../../shared/api/envelope";
import { ALL_LOCALES, type Locale } from "../../shared/locale";
import { translator } from "../../shared/translator";
import { client, customer } from "./helpers";
import { orderOf, seedShop, SHOP } from "./shop";
import { createStaff, staffSession } from "./staff";

/** zod's own English (and its developer words), which must never reach a person. */
const ZOD_DEFAULTS =
  /expected|Invalid value for|Too small|Too big|Invalid input|Invalid option|Unrecognized key|received (undefined|null|string|number|NaN|boolean|object|array)/;
/** A field named by its key instead of its name: "amountMinor", "goodsSpecsId", "lineIds.0". */
const FIELD_KEY = /\b[a-z]+[A-Z][A-Za-z]*\b|\b[a-z]+\.\d+\b/;
/** A sentence ends: ".", "。", or a list of choices after ":". */
const SENTENCE_END = /[.。]$/;

type FieldKey = keyof ReturnType<typeof translator>["messages"]["validation"]["fields"];

interface Case {
  name: string;
  path: string;
  body?: unknown;
  /** Who calls: a visitor, the customer, a staff member. */
  as: "visitor" | "customer" | "staff";
  /** The field the message must name, by its form's name in the request's language. */
  field?: FieldKey;
}

let customerToken: string;
let staffToken: string;
let orderNo: string;

beforeAll(async () => {
  await seedShop();
  const buyer = await customer();
  customerToken = buyer.token;
  orderNo = (await orderOf(buyer, SHOP.sku32)).body.data.orderNo;
  staffToken = await staffSession((await createStaff("owner")).id);
});

const CASES: Case[] = [
  { name: "sign-up without an email", path: "/api/web/auth/register", body: {}, as: "visitor", field: "email" },
  {
    name: "sign-up with no address",
    path: "/api/web/auth/register",
    body: { email: "not-an-address", password: "x" },
    as: "visitor",
    field: "email",
  },
  {
    name: "sign-in with a number",
    path: "/api/web/auth/login",
    body: { email: 42, password: ["x"] },
    as: "visitor",
    field: "email",
  },
  {
    name: "a quantity of 0",
    path: "/api/web/cart/add",
    body: { goodsSpecsId: SHOP.sku32.id, goodsId: SHOP.sku32.goodsId, operateTime: "2026-11-22 10:15:00", quantity: 0 },
    as: "customer",
    field: "quantity",
  },
  {
    name: "a phone in words",
    path: "/api/web/address/save",
    body: { recipient: "Ada", phone: "call me", country: "DE", city: "Berlin", line1: "Unter den Linden 1" },
    as: "customer",
    field: "phone",
  },
  {
    name: "a country that is none",
    path: "/api/web/address/save",
    body: { recipient: "Ada", phone: "+49 30 1", country: "SP", city: "Berlin", line1: "Unter den Linden 1" },
    as: "customer",
    field: "country",
  },
  {
    name: "a city too long",
    path: "/api/web/address/save",
    body: { recipient: "Ada", phone: "+49 30 1", country: "DE", city: "x".repeat(81), line1: "Unter den Linden 1" },
    as: "customer",
    field: "city",
  },
  {
    name: "an order without items",
    path: "/api/web/order/create",
    body: { idempotencyKey: "k".repeat(20), lineIds: [], addressId: 1, shippingMethodId: 1 },
    as: "customer",
    field: "lineIds",
  },
  {
    name: "an item id in words",
    path: "/api/web/order/create",
    body: { idempotencyKey: "k".repeat(20), lineIds: ["x"], addressId: 1, shippingMethodId: 1 },
    as: "customer",
    field: "lineIds",
  },
  {
    name: "a rating of 0",
    path: "/api/web/review/save",
    body: { orderLineId: 1, rating: 0 },
    as: "customer",
    field: "rating",
  },
  { name: "a page size in words", path: "/api/goods/list?pageSize=many", as: "visitor", field: "pageSize" },
  {
    name: "an amount below 0",
    path: "/api/admin/orders/{orderNo}/paid",
    body: { amountMinor: -1 },
    as: "staff",
    field: "amountMinor",
  },
  {
    name: "an amount as text",
    path: "/api/admin/orders/{orderNo}/paid",
    body: { amountMinor: "$3,985.00" },
    as: "staff",
    field: "amountMinor",
  },
  {
    name: "a tracking number of signs",
    path: "/api/admin/orders/{orderNo}/ship",
    body: { trackingNo: "!!" },
    as: "staff",
    field: "trackingNo",
  },
  {
    name: "a note of nothing",
    path: "/api/admin/orders/{orderNo}/notes",
    body: { body: "  " },
    as: "staff",
    field: "body",
  },
  {
    name: "a staff invitation to no address",
    path: "/api/admin/staff",
    body: { email: "nobody", name: "N", role: "support" },
    as: "staff",
    field: "email",
  },
  {
    name: "a stock change of 0",
    path: "/api/admin/skus/{skuId}/stock",
    body: { delta: 0, reason: "received" },
    as: "staff",
    field: "delta",
  },
  { name: "an audit day in words", path: "/api/admin/audit?from=yesterday", as: "staff", field: "from" },
  {
    name: "a new category with a bad slug",
    path: "/api/admin/categories",
    body: {
      parentId: null,
      slug: "Bad Slug",
      img: null,
      published: true,
      text: { en: { name: "X", description: "" } },
    },
    as: "staff",
    field: "slug",
  },
  {
    name: "a company's legal name of 2,000 characters",
    path: "/api/web/company/save",
    body: { legalName: "N".repeat(2000), line1: "Hafenstraße 12", city: "Hamburg", country: "DE" },
    as: "customer",
    field: "legalName",
  },
  {
    name: "a GSTIN with a wrong check character",
    path: "/api/web/company/save",
    body: {
      legalName: "Udyog Traders",
      line1: "1 MG Road",
      city: "Pune",
      country: "IN",
      taxKind: "in_gstin",
      taxId: "27AAPFU0939F1ZO",
    },
    as: "customer",
    field: "taxId",
  },
  {
    name: "an EORI number with a VAT prefix",
    path: "/api/web/company/save",
    body: { legalName: "Elliniki AE", line1: "Odos 1", city: "Athens", country: "GR", eori: "EL094501040" },
    as: "customer",
    field: "eori",
  },
];

async function ask(testCase: Case, locale: Locale) {
  const token = { customer: customerToken, staff: staffToken, visitor: undefined }[testCase.as];
  const api = client(token, { headers: { "x-accept-language": locale } });
  const path = testCase.path.replace("{orderNo}", orderNo).replace("{skuId}", String(SHOP.sku32.id));
  return testCase.body === undefined ? api.get(path) : api.post(path, testCase.body);
}

describe("the API's validation messages are sentences people read, in their language", () => {
  it.each(CASES.map((testCase) => [testCase.name, testCase] as const))("%s", async (_name, testCase) => {
    const english = (await ask(testCase, "en")).body.msg;
    for (const locale of ALL_LOCALES) {
      const answer = await ask(testCase, locale);
      const { msg } = answer.body;
      expect(answer.status, `${locale}: ${msg}`).toBe(400);
      expect(answer.body.code).toBe(API_CODE.badRequest);
      expect(msg, locale).not.toMatch(ZOD_DEFAULTS);
      expect(msg, locale).not.toMatch(FIELD_KEY);
      expect(msg, locale).toMatch(SENTENCE_END);
      if (testCase.field) {
        const label = translator(locale).messages.validation.fields[testCase.field]();
        expect(msg, locale).toContain(label);
      }
      if (locale !== "en") expect(msg, `${locale} is not English`).not.toBe(english);
    }
  });

  it("says every kind of zod issue, and every named rule, in words in each language", () => {
    const schema = z.object({
      count: z.number().int().min(1).max(5),
      price: z.number().int().min(0).max(1_000).optional(),
      code: z.string().trim().min(3).max(4),
      list: z.array(z.number()).min(2).max(3),
      kind: z.enum(["a", "b"]),
      at: z.iso.datetime({ offset: true }),
      flag: z.boolean(),
      url: z.url(),
      target: z.union([z.object({ a: z.number() }), z.object({ b: z.string() })]),
      strict: z.strictObject({}),
    });
    const inputs: unknown[] = [
      {},
      {
        count: 1.5,
        price: -1,
        code: "x",
        list: [1],
        kind: "c",
        at: "2025",
        flag: "yes",
        url: "nope",
        target: {},
        strict: { extra: 1 },
      },
      { count: 9, price: 2_000, code: "xxxxx", list: [1, 2, 3, 4] },
      { count: "1", code: 5, list: 1 },
    ];
    for (const locale of ALL_LOCALES) {
      const LL = translator(locale);
      for (const input of inputs) {
        const parsed = schema.safeParse(input);
        expect(parsed.success).toBe(false);
        for (const issue of parsed.success ? [] : parsed.error.issues) {
          const text = describeIssue(LL, locale, issue, input, "USD");
          expect(text, `${locale} ${issue.code}`).not.toMatch(ZOD_DEFAULTS);
          expect(text, `${locale} ${issue.code}`).not.toMatch(/[{}]/);
          expect(text, `${locale} ${issue.code}`).toMatch(SENTENCE_END);
        }
      }
      for (const name of VALIDATION_RULES) {
        const parsed = z.object({ slug: z.string().refine(() => false, rule(name)) }).safeParse({ slug: "x" });
        const issue = parsed.success ? null : parsed.error.issues[0]!;
        const text = describeIssue(LL, locale, issue!, { slug: "x" }, "USD");
        expect(text, `${locale} ${name}`).not.toMatch(/rule:|[{}]/);
        expect(text, `${locale} ${name}`).toMatch(SENTENCE_END);
      }
      // An amount's limits are said in money.
      const money = z.object({ priceMinor: z.number().min(0) }).safeParse({ priceMinor: -1 });
      expect(describeIssue(LL, locale, money.success ? ({} as never) : money.error.issues[0]!, {}, "USD")).toContain(
        locale === "en" ? "$0.00" : "0",
      );
    }
  });
});
