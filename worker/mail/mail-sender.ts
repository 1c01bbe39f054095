import type { Env } from "../env";
import type { Mail, MailSender } from "./mail";
import { resendMailSender } from "./resend";

/** Locally there is no mail server: each mail goes to the mail_outbox table (the console shows it). */
export function outboxMailSender(db: D1Database): MailSender {
  return {
    async send(mail) {
      const row = await db
        .prepare(
          `INSERT INTO mail_outbox (recipient, subject, body_text, body_html, headers_json, kind, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) RETURNING id`,
        )
        .bind(mail.to, mail.subject, mail.text, mail.html, JSON.stringify(mail.headers ?? {}), mail.kind, Date.now())
        .first<{ id: number }>();
      console.log(JSON.stringify({ level: "info", msg: "mail written to outbox", to: mail.to, kind: mail.kind }));
      return `outbox:${row?.id}`;
    },
  };
}

function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value)
    ? value
    : `=?UTF-8?B?${btoa(String.fromCharCode(...new TextEncoder().encode(value)))}?=`;
}

const base64Lines = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/.{76}/g, "$&\r\n");

/** An RFC 5322 message (text, or text and HTML as multipart/alternative) for the send_email binding. */
export function buildMimeMessage(from: string, mail: Mail, messageId: string): string {
  const head = [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Message-ID: <${messageId}>`,
    `Date: ${new Date().toUTCString()}`,
    ...Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    "MIME-Version: 1.0",
  ];
  const part = (type: string, body: string) =>
    [`Content-Type: ${type}; charset="UTF-8"`, "Content-Transfer-Encoding: base64", "", base64Lines(body)].join("\r\n");
  if (!mail.html) return [...head, part("text/plain", mail.text)].join("\r\n");
  const boundary = `=_${messageId.replace(/[^a-z0-9]/gi, "")}`;
  return [
    ...head,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    part("text/plain", mail.text),
    `--${boundary}`,
    part("text/html", mail.html),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/** Cloudflare Email Routing's send_email binding (configure MAILER and MAIL_FROM to enable it). */
export function bindingMailSender(binding: SendEmail, from: string): MailSender {
  return {
    async send(mail) {
      const { EmailMessage } = await import("cloudflare:email");
      const domain = from.split("@")[1] ?? "localhost";
      const messageId = `${mail.idempotencyKey.replace(/[^\w.-]/g, ".")}@${domain}`;
      await binding.send(new EmailMessage(from, mail.to, buildMimeMessage(from, mail, messageId)));
      return messageId;
    },
  };
}

/** Resend when its key is set, else the send_email binding, else (locally) the outbox table. */
export function mailSenderFor(env: Env): MailSender {
  if (env.RESEND_API_KEY && env.MAIL_FROM) {
    return resendMailSender({
      apiKey: env.RESEND_API_KEY,
      apiBase: env.RESEND_API_BASE || "https://api.resend.com",
      from: env.MAIL_FROM,
    });
  }
  return env.MAILER && env.MAIL_FROM ? bindingMailSender(env.MAILER, env.MAIL_FROM) : outboxMailSender(env.DB);
}
