import { describeBrowser } from "../../shared/account/user-agent";
import { countryName } from "../../shared/commerce/countries";
import { INTL_TAGS, type Locale } from "../../shared/locale";
import { href } from "../../shared/routes";
import { translator } from "../api/request-locale";
import { mailOrigin } from "../site/site-links";
import { finish, unsubscribeLink, userReader, type ComposedMail, type Context } from "./compose-context";
import type { MailRow } from "./mail-layout";

/** The sign-in's time in the reader's language, in UTC (the zone is printed with it). */
function formatWhen(at: number, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: "long", timeStyle: "long", timeZone: "UTC" }).format(
    new Date(at),
  );
}

/**
 * The mail of a sign-in from a browser the account was never used in: when, which browser, roughly
 * where (Cloudflare's city and country, when known), and the way to the settings page that changes the
 * password and signs out every other device. Not sent when the reader has turned it off since.
 */
export async function composeNewSignIn(ctx: Context): Promise<ComposedMail[]> {
  const { env, config, event, payload } = ctx;
  const wanted = await env.DB.prepare("SELECT mail_new_sign_in FROM users WHERE id = ?1 AND status = 1")
    .bind(event.user_id)
    .first<number>("mail_new_sign_in");
  const reader = wanted === 1 ? await userReader(env.DB, event.user_id) : null;
  if (!reader) return [];
  const { locale } = reader;
  const LL = translator(locale);
  const m = LL.mail.newSignIn;
  const origin = mailOrigin(config, locale);
  const { browser, system } = describeBrowser(String(payload.userAgent ?? ""));
  const country = typeof payload.country === "string" && /^[A-Z]{2}$/.test(payload.country) ? payload.country : "";
  const city = typeof payload.city === "string" ? payload.city.slice(0, 80) : "";
  const place = [city, country ? countryName(country, locale) : ""].filter(Boolean).join(", ");
  const rows: MailRow[] = [
    { label: m.when(), value: formatWhen(Number(payload.at ?? event.created_at), locale) },
    {
      label: m.browser(),
      value: browser && system ? m.browserOn({ browser, system }) : browser || system || m.unknownBrowser(),
    },
    ...(place ? [{ label: m.place(), value: place }] : []),
  ];
  const siteName = config.SITE_NAME;
  const to = {
    ...reader,
    unsubscribe: await unsubscribeLink(ctx, origin, { kind: "new_sign_in", id: event.user_id! }),
  };
  return [
    finish(
      event.kind,
      to,
      {
        subject: m.subject({ siteName }),
        heading: m.heading(),
        greeting: LL.mail.greeting({ name: reader.name }),
        paragraphs: [m.intro()],
        groups: [{ rows }],
        afterword: [m.ifYou(), m.ifNotYou()],
        action: { label: m.action(), href: `${origin}${href.accountSettings()}` },
      },
      ctx,
    ),
  ];
}
