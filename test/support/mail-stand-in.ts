import type { StandInRoute } from "./stand-in-server";

/**
 * Resend's send-email API (POST /emails), checked as Resend documents it: a bearer API key,
 * a JSON body with `from`, `to` (an address or up to 50), `subject`, `html` and/or `text`, optional
 * `headers` (strings) and `tags` (ASCII names and values), and the optional Idempotency-Key header
 * (at most 256 characters: the same key with the same body answers the first mail's id without
 * sending again; with another body, 409). Errors are `{ statusCode, name, message }`.
 *
 * Recipients steer failures: `fail3-…` answers 500 to the first three tries of each key, `down-…`
 * always 503, `refuse-…` 422 (a permanent refusal). GET /stand-in/resend/sent answers the mails
 * sent (once each), /stand-in/resend/requests every request with what was wrong with it.
 */
export const RESEND_TEST_KEY = "re_stand_in_portline_0123456789";

interface SentMail {
  id: string;
  idempotencyKey: string | null;
  from: string;
  to: string[];
  subject: string;
  html?: string;
  text?: string;
  headers?: Record<string, string>;
  tags?: Array<{ name: string; value: string }>;
}

const sent: SentMail[] = [];
const requests: Array<{ path: string; headers: Record<string, unknown>; body: string; problems: string[] }> = [];
const byKey = new Map<string, { body: string; id: string }>();
const tries = new Map<string, number>();
let counter = 0;

const error = (status: number, name: string, message: string) => ({
  status,
  body: { statusCode: status, name, message },
});

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const isSender = (value: unknown) =>
  typeof value === "string" && (ADDRESS.test(value) || /^[^<>]+ <[^\s@<>]+@[^\s@<>]+>$/.test(value));
const TAG = /^[A-Za-z0-9_-]{1,256}$/;

function problemsOf(headers: Record<string, unknown>, raw: string): { problems: string[]; mail?: SentMail } {
  const problems: string[] = [];
  if (headers["content-type"] !== "application/json") problems.push("content-type must be application/json");
  const key = headers["idempotency-key"];
  if (key !== undefined && (typeof key !== "string" || key.length === 0 || key.length > 256)) {
    problems.push("Idempotency-Key must be 1-256 characters");
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return { problems: [...problems, "body is not JSON"] };
  }
  if (!isSender(body.from)) problems.push("from must be an address or 'Name <address>'");
  const to = typeof body.to === "string" ? [body.to] : body.to;
  if (
    !Array.isArray(to) ||
    to.length === 0 ||
    to.length > 50 ||
    !to.every((a) => typeof a === "string" && ADDRESS.test(a))
  ) {
    problems.push("to must be an address or 1-50 addresses");
  }
  if (typeof body.subject !== "string" || body.subject.length === 0) problems.push("subject is required");
  if (typeof body.html !== "string" && typeof body.text !== "string") problems.push("html or text is required");
  if (body.headers !== undefined) {
    const entries = typeof body.headers === "object" && body.headers ? Object.entries(body.headers) : null;
    if (!entries?.every(([, value]) => typeof value === "string")) problems.push("headers must be strings");
  }
  if (body.tags !== undefined) {
    const ok =
      Array.isArray(body.tags) &&
      body.tags.every(
        (tag: { name?: unknown; value?: unknown }) =>
          typeof tag.name === "string" && TAG.test(tag.name) && typeof tag.value === "string" && TAG.test(tag.value),
      );
    if (!ok) problems.push("tags must be { name, value } of ASCII letters, digits, _ and -");
  }
  const known = new Set(["from", "to", "subject", "html", "text", "headers", "tags", "cc", "bcc", "reply_to"]);
  for (const field of Object.keys(body)) if (!known.has(field)) problems.push(`unknown field ${field}`);
  return {
    problems,
    mail: {
      id: "",
      idempotencyKey: typeof key === "string" ? key : null,
      from: String(body.from),
      to: (to as string[]) ?? [],
      subject: String(body.subject),
      html: body.html as string | undefined,
      text: body.text as string | undefined,
      headers: body.headers as Record<string, string> | undefined,
      tags: body.tags as SentMail["tags"],
    },
  };
}

export const mailStandIns: StandInRoute[] = [
  {
    prefix: "/resend/emails",
    handle: ({ method, path, headers, body }) => {
      const { problems, mail } = problemsOf(headers, body);
      requests.push({ path, headers, body, problems });
      if (method !== "POST") return error(405, "method_not_allowed", "Method not allowed");
      if (headers.authorization === undefined)
        return error(401, "missing_api_key", "Missing API key in the authorization header.");
      if (headers.authorization !== `Bearer ${RESEND_TEST_KEY}`)
        return error(403, "invalid_api_key", "API key is invalid");
      if (problems.length > 0 || !mail) return error(422, "validation_error", problems.join("; "));
      const recipient = mail.to[0]!;
      const key = mail.idempotencyKey;
      const attempt = (tries.get(key ?? recipient) ?? 0) + 1;
      tries.set(key ?? recipient, attempt);
      if (recipient.startsWith("refuse-")) return error(422, "validation_error", "The `to` address is not allowed.");
      if (recipient.startsWith("down-")) return error(503, "internal_server_error", "Service unavailable");
      if (recipient.startsWith("fail3-") && attempt <= 3) return error(500, "internal_server_error", "Try again");
      if (key) {
        const earlier = byKey.get(key);
        if (earlier && earlier.body !== body) {
          return error(409, "invalid_idempotent_request", "Same idempotency key used with a different payload.");
        }
        if (earlier) return { body: { id: earlier.id } };
      }
      const id = `re-${++counter}-${crypto.randomUUID()}`;
      sent.push({ ...mail, id });
      if (key) byKey.set(key, { body, id });
      return { body: { id } };
    },
  },
  {
    prefix: "/stand-in/resend/",
    handle: ({ path }) => ({ body: path.startsWith("/stand-in/resend/sent") ? sent : requests }),
  },
];
