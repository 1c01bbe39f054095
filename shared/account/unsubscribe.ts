import { z } from "zod";

/** The optional mails an unsubscribe link can stop. */
export const UNSUBSCRIBE_KINDS = ["new_sign_in", "digest", "alerts"] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

/** The token of an unsubscribe link (`?t=` of /mail/unsubscribe). */
export const UnsubscribeTokenSchema = z.object({ t: z.string().min(1).max(200) });

export const UnsubscribeSchema = z.object({ token: z.string().min(1).max(200) });

/** What an unsubscribe link is about: which mail, to which (masked) address, and whether it still goes. */
export interface UnsubscribeState {
  kind: UnsubscribeKind;
  recipient: string;
  subscribed: boolean;
}

/** "lucia@example.com" → "l•••@example.com": the page names the address without showing it to a forwardee. */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf("@");
  return at > 0 ? `${email[0]}•••${email.slice(at)}` : "•••";
}
