/** Site sections that have their own title and description, by catalogue/solution slug. */
export type CatalogueSection = "smsGateway" | "voipGateway" | "proxyGateway" | "smsModem";

const SECTION_BY_SLUG: Record<string, CatalogueSection> = {
  "sms-gateway": "smsGateway",
  "voip-gateway": "voipGateway",
  "goip-gateway": "voipGateway",
  "proxy-gateway": "proxyGateway",
  "sms-modem": "smsModem",
};

export function sectionOf(slug: string | undefined): CatalogueSection | undefined {
  return slug ? SECTION_BY_SLUG[slug] : undefined;
}
