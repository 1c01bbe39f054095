/**
 * Long content the demo data does not have, for the layout tests: a campaign with a long title and
 * an article whose markdown holds a long URL, a long word and a wide table. Written into the test
 * state through the catalogue import (the path an operator's import takes), never into the seed.
 */
import { commerceImport } from "../../worker/db/import/commerce";
import { contentImport } from "../../worker/db/import/content";
import { runImport, type ImportOptions } from "../../worker/db/import/run";

export const LONG_CAMPAIGN_ID = 9001;
export const LONG_ARTICLE_ID = 9001;

/** A 40-character surname, for the account's name in the header, orders and addresses. */
export const LONG_SURNAME = "Wolfeschlegelsteinhausenbergerdorffvoral";

export const LONG_URL =
  "https://downloads.portline.example/firmware/sg32-4g-lte/release-notes/portline-sg32-4g-lte-sms-gateway-firmware-v2.14.7-build-20261124.pdf";

const LONG_BODY = `Firmware notes for operators who keep several generations of gateways in one rack.

Download the notes from ${LONG_URL} or read them here: [release notes](${LONG_URL}).

A German configuration key as it appears in the console: Mobilfunknetzbetreiberzugangsdatenverwaltungsseite.

| Parameter | Default | Range | Applies to | Notes |
|---|---|---|---|---|
| smpp.throughput.max_messages_per_second_per_bind | 50 | 1-500 | SG32-4G LTE, SG64, SG128, MP66 rack | Raised after the carrier confirms the limit |
| sim.rotation.interval_minutes_between_changes | 120 | 5-1440 | every SIM bank and every modem pool | Shorter intervals cost battery on USB pools |

\`\`\`
curl -X POST https://gateway.local/api/v1/smpp/accounts --data '{"system_id":"acme-otp","throughput":50,"sim_group":"otp"}'
\`\`\`
`;

export async function importLongContent(options: ImportOptions): Promise<void> {
  await runImport(
    commerceImport(
      {
        shippingMethods: [],
        campaigns: [
          {
            id: LONG_CAMPAIGN_ID,
            state: "active",
            priceMinor: 500,
            promoPriceMinor: 0,
            minAmountMinor: 0,
            startOffsetHours: -24,
            endOffsetHours: 24 * 60,
            quantityTotal: 10_000,
            quantityLeft: 10_000,
            productIds: [],
            sort: 99,
            name: {
              en: "Anniversary thank-you coupon for every SMS gateway, GoIP gateway and modem pool customer worldwide",
              es: "Cupón de agradecimiento de aniversario para todos los clientes de pasarelas SMS, pasarelas GoIP y pools de módems",
            },
            description: {
              en: "Valid on any order, shipped anywhere; one per account while the anniversary lasts.",
              es: "Válido en cualquier pedido y destino; uno por cuenta mientras dure el aniversario.",
            },
          },
        ],
      },
      options.now,
      "test-long-campaign",
    ),
    options,
  );
  await runImport(
    contentImport(
      {
        posts: [],
        cases: [],
        pages: [],
        articles: [
          {
            id: LONG_ARTICLE_ID,
            slug: "firmware-release-notes-for-mixed-gateway-racks",
            publishedAt: "2026-11-20",
            productIds: [3],
            text: {
              en: {
                title: "Firmware release notes for racks that mix SG32-4G LTE gateways and MP66 modem pools",
                summary: "Where the notes are and which settings changed.",
                bodyMd: LONG_BODY,
              },
              es: {
                title: "Notas de la versión de firmware para racks que combinan pasarelas SG32-4G LTE y pools MP66",
                summary: "Dónde están las notas y qué ajustes cambiaron.",
                bodyMd: LONG_BODY,
              },
            },
          },
        ],
      },
      "test-long-article",
    ),
    options,
  );
}
