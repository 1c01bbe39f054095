import type { TranslationFunctions } from "../../locales/i18n-types";
import { documentLinkHref } from "../../shared/commerce/documents";
import { orderDocuments, type DocumentRow } from "../db/documents";
import type { DocumentKind } from "../documents/model";
import { signDocumentLink } from "../documents/links";
import type { Env } from "../env";

/** A document's name in the reader's language ("Pro-forma invoice"). */
export const documentName = (LL: TranslationFunctions, kind: DocumentKind) => LL.commerce.orderDocuments[kind]();

/** A signed, expiring link to one document, for its buyer. */
export async function documentMailLink(
  env: Env,
  origin: string,
  doc: Pick<DocumentRow, "number" | "kind">,
  userId: number,
  LL: TranslationFunctions,
): Promise<{ label: string; href: string }> {
  const query = await signDocumentLink(env, doc.number, userId);
  return {
    label: LL.mail.document.download({ name: documentName(LL, doc.kind), number: doc.number }),
    href: `${origin}${documentLinkHref(doc.number, query)}`,
  };
}

/** Signed links to an order's latest document of each kind asked for. */
export async function orderDocumentLinks(
  env: Env,
  origin: string,
  order: { id: number; userId: number },
  kinds: readonly DocumentKind[],
  LL: TranslationFunctions,
): Promise<Array<{ label: string; href: string }>> {
  const documents = await orderDocuments(env.DB, order.id);
  const latest = kinds.flatMap((kind) => documents.filter((doc) => doc.kind === kind).slice(-1));
  return Promise.all(latest.map((doc) => documentMailLink(env, origin, doc, order.userId, LL)));
}
