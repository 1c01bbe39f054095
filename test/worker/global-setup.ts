import type { TestProject } from "vitest/node";
import { mailStandIns } from "../support/mail-stand-in";
import { PAYMENT_TEST_SECRETS, paymentStandIns } from "../support/payment-stand-ins";
import { startStandIn } from "../support/stand-in-server";
import { translationStandIn } from "../support/translation-stand-in";
import { viesStandIns } from "../support/vies-stand-in";

declare module "vitest" {
  export interface ProvidedContext {
    standInUrl: string;
    /** Provider secrets and OPERATOR_TOKEN handed to the worker as bindings (test/vitest.config.ts). */
    paymentSecrets: typeof PAYMENT_TEST_SECRETS;
  }
}

/** Starts the stand-ins for outside systems the worker talks to over HTTP. */
export default async function setup(project: TestProject) {
  const { url, server } = await startStandIn([
    {
      // A legacy backend speaking the same API: echoes what it received inside an envelope.
      prefix: "/legacy",
      handle: ({ method, path, headers, body }) => ({
        body: { code: 0, msg: "ok", data: { method, path, headers, body } },
      }),
    },
    // Stripe under /stripe, PayPal under /paypal, and GET /stand-in/requests (what they received).
    ...paymentStandIns,
    // A translations service (TRANSLATIONS_URL) under /translations/.
    translationStandIn,
    // Resend's send-email API under /resend, and what it sent under /stand-in/resend/.
    ...mailStandIns,
    // The EU's VIES API (VIES_API_BASE) under /vies, steered under /stand-in/vies/.
    ...viesStandIns,
  ]);
  project.provide("standInUrl", url);
  project.provide("paymentSecrets", PAYMENT_TEST_SECRETS);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
