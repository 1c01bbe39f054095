import type { Env } from "../env";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** How the shop sends mail. Production: the send_email binding; locally: the outbox table. */
export interface MailSender {
  send(mail: Mail): Promise<void>;
}

/** Locally there is no mail server: each mail goes to the mail_outbox table and the log. */
export function outboxMailSender(db: D1Database): MailSender {
  return {
    async send(mail) {
      await db
        .prepare("INSERT INTO mail_outbox (recipient, subject, body_text, created_at) VALUES (?1, ?2, ?3, ?4)")
        .bind(mail.to, mail.subject, mail.text, Date.now())
        .run();
      console.log(
        JSON.stringify({
          level: "info",
          msg: "mail written to outbox (no MAILER binding)",
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        }),
      );
    },
  };
}

function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value)
    ? value
    : `=?UTF-8?B?${btoa(String.fromCharCode(...new TextEncoder().encode(value)))}?=`;
}

/** A minimal RFC 5322 text message for the send_email binding. */
export function buildMimeMessage(from: string, mail: Mail, messageId: string): string {
  const body = btoa(String.fromCharCode(...new TextEncoder().encode(mail.text))).replace(/.{76}/g, "$&\r\n");
  return [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Message-ID: <${messageId}>`,
    `Date: ${new Date().toUTCString()}`,
    "MIME-Version: 1.0",
    'Content-Type: text/plain; charset="UTF-8"',
    "Content-Transfer-Encoding: base64",
    "",
    body,
  ].join("\r\n");
}

/** Cloudflare Email Routing's send_email binding (configure MAILER and MAIL_FROM to enable it). */
export function bindingMailSender(binding: SendEmail, from: string): MailSender {
  return {
    async send(mail) {
      const { EmailMessage } = await import("cloudflare:email");
      const domain = from.split("@")[1] ?? "localhost";
      const raw = buildMimeMessage(from, mail, `${crypto.randomUUID()}@${domain}`);
      await binding.send(new EmailMessage(from, mail.to, raw));
    },
  };
}

export function mailSenderFor(env: Env): MailSender {
  return env.MAILER && env.MAIL_FROM ? bindingMailSender(env.MAILER, env.MAIL_FROM) : outboxMailSender(env.DB);
}
