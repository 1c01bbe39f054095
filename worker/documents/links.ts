import { hmacSha256Hex } from "../digest";
import { getConfig, type Env } from "../env";
import { timingSafeEqualText } from "../payments/money";

/** How long a document link in a mail can be used. */
export const DOCUMENT_LINK_DAYS = 30;

/** A signed link's parts: whose document, until when (seconds since 1970), and the signature. */
export interface DocumentLinkParts {
  number: string;
  userId: number;
  expires: number;
  signature: string;
}

/** MAIL_LINK_SECRET, else JWT_SECRET; the signed text starts "document:", so no other link's signature matches. */
function secret(env: Env): string {
  const config = getConfig(env);
  return config.MAIL_LINK_SECRET ?? config.JWT_SECRET;
}

const signedText = (parts: Omit<DocumentLinkParts, "signature">) =>
  `document:${parts.number}:${parts.userId}:${parts.expires}`;

/** The query of a document's signed link for its buyer, valid for DOCUMENT_LINK_DAYS from `now`. */
export async function signDocumentLink(
  env: Env,
  number: string,
  userId: number,
  now = Date.now(),
): Promise<URLSearchParams> {
  const expires = Math.floor(now / 1000) + DOCUMENT_LINK_DAYS * 86_400;
  const signature = await hmacSha256Hex(secret(env), signedText({ number, userId, expires }));
  return new URLSearchParams({ u: String(userId), e: String(expires), s: signature });
}

export type LinkCheck = "ok" | "expired" | "invalid";

/** Whether a signed link is genuine and still valid (the signature is compared in constant time). */
export async function checkDocumentLink(env: Env, parts: DocumentLinkParts, now = Date.now()): Promise<LinkCheck> {
  const expected = await hmacSha256Hex(secret(env), signedText(parts));
  if (!timingSafeEqualText(parts.signature, expected)) return "invalid";
  return parts.expires * 1000 > now ? "ok" : "expired";
}
