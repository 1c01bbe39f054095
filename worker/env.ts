import { z } from "zod";
import { ALL_LOCALES, type Locale } from "../shared/locale";

/** Bindings and variables of wrangler.toml, plus secrets (wrangler secret put ...). */
export interface Env {
  DB: D1Database;
  CACHE: KVNamespace;
  /** R2: images and files staff upload (served at /media/<key>). */
  MEDIA: R2Bucket;
  ASSETS?: Fetcher;
  /** R2: the PDFs of issued documents, by digest (never public; served only through signed or signed-in requests). */
  DOCUMENTS: R2Bucket;
  SITE_NAME: string;
  SITE_DESCRIPTION: string;
  SITE_ORIGIN: string;
  IMAGE_BASE: string;
  IMAGE_PROXY: string;
  IMAGE_RESIZE: string;
  DEFAULT_LOCALE: string;
  LOCALES: unknown;
  DOMAIN_LOCALES: unknown;
  CURRENCY: string;
  CHAT_SCRIPT_URL: string;
  /** Secret (wrangler secret put JWT_SECRET): signs access tokens. */
  JWT_SECRET: string;
  /** Mail events to send (the consumer renders and sends each; see worker/mail/). */
  MAIL_QUEUE: Queue<{ eventId: number }>;
  /** Sender address of all mail; with RESEND_API_KEY (secret) mail goes through Resend, else the MAILER binding. */
  MAIL_FROM?: string;
  RESEND_API_KEY?: string;
  RESEND_API_BASE?: string;
  /**
   * Optional secret signing the unsubscribe links of optional mail (JWT_SECRET when unset). Rotating
   * it makes every unsubscribe link already mailed invalid, and nothing else.
   */
  MAIL_LINK_SECRET?: string;
  /** Optional send_email binding (Cloudflare Email Routing). */
  MAILER?: SendEmail;
  ORDER_PAYMENT_MINUTES: string;
  QUOTE_PRICE_FLOOR_PERCENT?: string;
  SIGNUPS_PER_IP_HOUR?: string;
  SIGNINS_PER_IP_15_MIN?: string;
  BANK_NAME: string;
  BANK_ACCOUNT_NAME: string;
  BANK_ACCOUNT_NUMBER: string;
  BANK_SWIFT: string;
  SELLER_LEGAL_NAME: string;
  SELLER_ADDRESS: unknown;
  SELLER_COUNTRY: string;
  SELLER_TAX_LABEL: string;
  SELLER_TAX_ID: string;
  SELLER_EORI?: string;
  SELLER_EMAIL: string;
  DOCUMENT_INCOTERM?: string;
  STRIPE_API_BASE?: string;
  /** Secrets: a provider is offered only when its secrets are set. */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  PAYPAL_API_BASE?: string;
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
  PAYPAL_WEBHOOK_ID?: string;
  /** Secret: operator calls (/api/admin/*) send it as a bearer token. */
  OPERATOR_TOKEN?: string;
  CHAT_GROUP_ID: string;
  BUILD_CHECK_INTERVAL_SECONDS: string;
  /** Where overrides of the interface texts come from (GET, X-Accept-Language); empty: none. */
  TRANSLATIONS_URL?: string;
  /** The EU's VIES REST API, which says whether an EU VAT number is registered. */
  VIES_API_BASE?: string;
}

const LocaleSchema = z.enum(ALL_LOCALES);
const emptyOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(""), schema]);
/** An optional secret: unset or empty ("") both mean "not configured", so the feature is off. */
const optionalSecret = (min: number, message?: string) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.string().min(min, message).optional());
const hostname = z.string().regex(/^[a-z0-9.-]+(:\d+)?$/i, "must be a bare hostname such as shop.example.com");

/** The deployment's variables, validated once per isolate. A bad value names its key. */
export const ConfigSchema = z
  .object({
    SITE_NAME: z.string().trim().min(1).max(60),
    SITE_DESCRIPTION: z.string().trim().min(1).max(300),
    SITE_ORIGIN: z
      .url({ protocol: /^https?$/ })
      .refine((value) => /^https?:\/\/[^/?#]+\/?$/.test(value), "must be an origin such as https://shop.example.com")
      .transform((value) => new URL(value).origin),
    IMAGE_BASE: emptyOr(z.url({ protocol: /^https?$/ })).default(""),
    IMAGE_PROXY: emptyOr(z.string().regex(/^\/[\w/-]*$/, "must be a path such as /img-proxy")).default(""),
    IMAGE_RESIZE: z.enum(["on", "off"]).default("off"),
    DEFAULT_LOCALE: LocaleSchema,
    LOCALES: z.array(LocaleSchema).min(1),
    DOMAIN_LOCALES: z.record(hostname, LocaleSchema),
    CURRENCY: z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code such as USD"),
    CHAT_SCRIPT_URL: emptyOr(z.url({ protocol: /^https$/ })).default(""),
    CHAT_GROUP_ID: z.string().max(64).default(""),
    JWT_SECRET: z
      .string()
      .min(32, "must be a secret of at least 32 characters (wrangler secret put JWT_SECRET; locally .dev.vars)"),
    MAIL_FROM: emptyOr(z.email()).optional(),
    RESEND_API_KEY: optionalSecret(8),
    RESEND_API_BASE: z.url({ protocol: /^https?$/ }).default("https://api.resend.com"),
    MAIL_LINK_SECRET: optionalSecret(32, "must be a secret of at least 32 characters"),
    ORDER_PAYMENT_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(60 * 24 * 30)
      .default(4320),
    // An offer's line priced under this percentage of its list price needs an owner's approval.
    QUOTE_PRICE_FLOOR_PERCENT: z.coerce.number().int().min(0).max(100).default(75),
    // New accounts one client address may open per hour (a shared office or test rig may need more).
    SIGNUPS_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
    // Sign-in attempts one client address may make in 15 minutes, whatever the accounts.
    SIGNINS_PER_IP_15_MIN: z.coerce.number().int().min(1).max(100_000).default(30),
    BANK_NAME: z.string().trim().min(1),
    BANK_ACCOUNT_NAME: z.string().trim().min(1),
    BANK_ACCOUNT_NUMBER: z.string().trim().min(4),
    BANK_SWIFT: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{8,11}$/, "must be a SWIFT/BIC code"),
    // The seller as its documents name it (pro-forma, commercial invoice, credit note).
    SELLER_LEGAL_NAME: z.string().trim().min(1).max(200),
    SELLER_ADDRESS: z.array(z.string().trim().min(1).max(120)).min(1).max(6),
    SELLER_COUNTRY: z.string().regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code such as HK"),
    SELLER_TAX_LABEL: z.string().trim().min(1).max(30),
    SELLER_TAX_ID: z.string().trim().min(1).max(40),
    SELLER_EORI: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z
        .string()
        .regex(/^[A-Z]{2}[A-Z0-9]{1,15}$/, "must be an EORI number such as DE123456789012345")
        .optional(),
    ),
    SELLER_EMAIL: z.email(),
    // Incoterms 2020 rule printed on commercial invoices.
    DOCUMENT_INCOTERM: z
      .enum(["EXW", "FCA", "CPT", "CIP", "DAP", "DPU", "DDP", "FAS", "FOB", "CFR", "CIF"])
      .default("DAP"),
    STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).default("https://api.stripe.com"),
    STRIPE_SECRET_KEY: optionalSecret(8),
    STRIPE_WEBHOOK_SECRET: optionalSecret(8),
    PAYPAL_API_BASE: z.url({ protocol: /^https?$/ }).default("https://api-m.paypal.com"),
    PAYPAL_CLIENT_ID: optionalSecret(4),
    PAYPAL_CLIENT_SECRET: optionalSecret(4),
    PAYPAL_WEBHOOK_ID: optionalSecret(4),
    OPERATOR_TOKEN: optionalSecret(32, "must be at least 32 characters"),
    BUILD_CHECK_INTERVAL_SECONDS: z.coerce.number().int().min(10).max(86_400),
    TRANSLATIONS_URL: emptyOr(z.url({ protocol: /^https?$/ })).default(""),
    VIES_API_BASE: z
      .url({ protocol: /^https?$/ })
      .default("https://ec.europa.eu/taxation_customs/vies/rest-api")
      .transform((value) => value.replace(/\/+$/, "")),
  })
  .superRefine((value, ctx) => {
    if (!value.LOCALES.includes(value.DEFAULT_LOCALE)) {
      ctx.addIssue({ code: "custom", path: ["DEFAULT_LOCALE"], message: "must be one of LOCALES" });
    }
  });

export type Config = z.infer<typeof ConfigSchema> & {
  LOCALES: Locale[];
  DOMAIN_LOCALES: Record<string, Locale>;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Turns zod issues into one line per bad key: "Invalid configuration: DEFAULT_LOCALE: ...". */
export function describeConfigIssues(error: z.ZodError): string {
  const lines = error.issues.map((issue) => `${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`);
  return `Invalid configuration (wrangler.toml [vars]): ${lines.join("; ")}`;
}

export function parseConfig(env: Partial<Env>): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) throw new ConfigError(describeConfigIssues(result.error));
  // Hostnames compare case-insensitively.
  const domainLocales = Object.fromEntries(
    Object.entries(result.data.DOMAIN_LOCALES).map(([host, locale]) => [host.toLowerCase(), locale]),
  );
  return { ...result.data, DOMAIN_LOCALES: domainLocales } as Config;
}

const parsed = new WeakMap<object, Config>();

/** The validated config of this isolate's env (parsed on first use, then reused). */
export function getConfig(env: Env): Config {
  let config = parsed.get(env);
  if (!config) {
    config = parseConfig(env);
    parsed.set(env, config);
  }
  return config;
}

/**
 * The same bindings reading D1 through `db` (a Sessions API session): the config parsed for `env`
 * is shared, not parsed again per request.
 */
export function withDatabase(env: Env, db: D1Database): Env {
  const copy = { ...env, DB: db };
  parsed.set(copy, getConfig(env));
  return copy;
}
