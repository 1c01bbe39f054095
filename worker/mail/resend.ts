import { MailSendError, type MailSender } from "./mail";

/** Resend's answer to POST /emails: the mail's id, or an error with a name and message. */
interface ResendAnswer {
  id?: string;
  name?: string;
  message?: string;
}

/**
 * Resend's send-email API (POST {apiBase}/emails, bearer API key, JSON body). The event-and-recipient
 * key goes in the Idempotency-Key header, so a retry after a lost answer is not sent twice. Rate
 * limits (429), provider failures (5xx) and network errors may pass: they are retried; any other
 * refusal (an invalid address, an unverified sender) is permanent.
 */
export function resendMailSender(options: { apiKey: string; apiBase: string; from: string }): MailSender {
  return {
    async send(mail) {
      let response: Response;
      try {
        response = await fetch(`${options.apiBase}/emails`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            "content-type": "application/json",
            "idempotency-key": mail.idempotencyKey,
          },
          body: JSON.stringify({
            from: options.from,
            to: [mail.to],
            subject: mail.subject,
            html: mail.html || undefined,
            text: mail.text,
            headers: mail.headers && Object.keys(mail.headers).length > 0 ? mail.headers : undefined,
            tags: [{ name: "kind", value: mail.kind }],
          }),
        });
      } catch (error) {
        throw new MailSendError(`Resend unreachable: ${String(error)}`, false);
      }
      const answer = (await response.json().catch(() => ({}))) as ResendAnswer;
      if (response.ok && answer.id) return answer.id;
      const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
      throw new MailSendError(
        `Resend ${response.status}: ${answer.name ?? ""} ${answer.message ?? ""}`.trim(),
        permanent && response.status !== 409,
      );
    },
  };
}
