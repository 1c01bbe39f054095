import { isLocale, type Locale } from "../../shared/locale";
import { href } from "../../shared/routes";
import { translator } from "../api/request-locale";
import type { MailEventRow } from "../db/mail-events";
import type { Config, Env } from "../env";
import type { Mail } from "./mail";
import { renderMailHtml, renderMailText, type MailContent } from "./mail-layout";
import { signUnsubscribeToken, unsubscribeHeaders, type Subscription } from "./unsubscribe-token";

// The parts every mail composer shares: who reads a mail, what a composer gets, and how a mail is finished.

/** A mail ready to send, but for its idempotency key (the sender adds it per event and recipient). */
export type ComposedMail = Omit<Mail, "idempotencyKey">;

export interface Reader {
  email: string;
  name: string;
  locale: Locale;
  /** An optional mail's unsubscribe link (transactional mail has none). */
  unsubscribe?: string;
}

export interface Context {
  env: Env;
  config: Config;
  event: MailEventRow;
  payload: Record<string, unknown>;
}

/** A mail to one reader; an optional mail carries its unsubscribe link (footer and List-Unsubscribe headers). */
export function finish(
  kind: string,
  to: Reader,
  content: Omit<MailContent, "locale" | "siteName" | "footer">,
  ctx: Context,
): ComposedMail {
  const LL = translator(to.locale);
  const full: MailContent = {
    ...content,
    locale: to.locale,
    siteName: ctx.config.SITE_NAME,
    footer: LL.mail.footer({ siteName: ctx.config.SITE_NAME, email: to.email }),
    unsubscribe: to.unsubscribe ? { label: LL.mail.unsubscribe(), href: to.unsubscribe } : undefined,
  };
  const mail = { to: to.email, kind, subject: content.subject, html: renderMailHtml(full), text: renderMailText(full) };
  return to.unsubscribe ? { ...mail, headers: unsubscribeHeaders(to.unsubscribe) } : mail;
}

/** The link that stops an optional mail: /mail/unsubscribe on the reader's site, with a signed token. */
export async function unsubscribeLink(ctx: Context, origin: string, subscription: Subscription): Promise<string> {
  return `${origin}${href.unsubscribe(await signUnsubscribeToken(ctx.env, subscription))}`;
}

export async function userReader(db: D1Database, userId: number | null): Promise<Reader | null> {
  if (userId === null) return null;
  const row = await db
    .prepare("SELECT email, user_name, first_name, locale, status, deleted_at FROM users WHERE id = ?1")
    .bind(userId)
    .first<{
      email: string;
      user_name: string;
      first_name: string;
      locale: string;
      status: number;
      deleted_at: number | null;
    }>();
  // A deleted account is mailed nothing more (its address is an unreachable placeholder).
  if (!row || row.deleted_at !== null) return null;
  return { email: row.email, name: row.first_name || row.user_name, locale: isLocale(row.locale) ? row.locale : "en" };
}
