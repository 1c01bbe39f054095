import { catalogueImport } from "../import/catalogue";
import { commerceImport } from "../import/commerce";
import { contentImport } from "../import/content";
import { runImport, type ImportOptions } from "../import/run";
import { hashPassword } from "../../../shared/account/password-hash";
import { seedDemoStaff } from "./demo-staff";
import { overlayGapCounts, seedCatalogue, seedCommerce, seedContent } from "./localized-data";

/**
 * Seeds the demo shop: catalogue, content, shipping and coupons. Idempotent: an unchanged part is
 * skipped, a changed one is upserted and its cached API answers dropped from KV.
 */
export async function seedDemoData(options: ImportOptions): Promise<void> {
  await runImport(catalogueImport(seedCatalogue), options);
  await runImport(contentImport(seedContent), options);
  await runImport(commerceImport(seedCommerce, options.now), options);
  await seedDemoCustomers(options);
  await seedDemoStaff(options);
  for (const [lang, gaps] of overlayGapCounts()) {
    if (gaps) options.log?.(`${lang}: ${gaps} records or rows not translated yet (shown in English)`);
  }
}

/** Local demo accounts (listed in the README). Created once; never overwritten. */
export const DEMO_CUSTOMERS = [
  {
    email: "demo@portline.example",
    password: "Portline-Demo-2026",
    userName: "Demo Buyer",
    firstName: "Demo",
    lastName: "Buyer",
  },
  // Signs in with a password that breaks today's rules: shows the weak-password reminder.
  { email: "weak@portline.example", password: "12345678", userName: "Weak Password", firstName: "Wei", lastName: "Ke" },
] as const;

async function seedDemoCustomers({ db, now, log }: ImportOptions) {
  for (const customer of DEMO_CUSTOMERS) {
    const result = await db
      .prepare(
        `INSERT INTO users (email, user_name, first_name, last_name, password_hash, status, regist_type, created_by, created_at, updated_by, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, 1, 1, 'seed', ?6, 'seed', ?6)
         ON CONFLICT (email) DO NOTHING`,
      )
      .bind(
        customer.email,
        customer.userName,
        customer.firstName,
        customer.lastName,
        await hashPassword(customer.password),
        now,
      )
      .run();
    if (result.meta.changes) log?.(`demo customer ${customer.email} created`);
  }
}
