import type { DocumentSummary } from "../../../shared/commerce/documents";
import { formatDate, formatPrice } from "../../../shared/format";
import { useI18n } from "../../lib/i18n";

/** An order's documents, each a PDF to download: pro-forma, commercial invoice, credit notes. */
export function OrderDocuments({ documents }: { documents: readonly DocumentSummary[] }) {
  const { LL, locale } = useI18n();
  const D = LL.commerce.orderDocuments;
  if (!documents.length) return null;
  return (
    <section className="card order-section" aria-labelledby="order-documents">
      <h2 id="order-documents">{D.title()}</h2>
      <ul className="document-list">
        {documents.map((doc) => {
          const name = D[doc.kind]();
          return (
            <li key={doc.number} data-document={doc.number}>
              <a href={doc.href} download={`${doc.number}.pdf`} className="document-list__link">
                {D.download({ name, number: doc.number })}
              </a>
              <span className="muted">
                {D.issuedOn({ date: formatDate(doc.issuedAt, locale) })} ·{" "}
                <bdi className="amount">{formatPrice(doc.totalMinor, doc.currency, locale)}</bdi>
                {doc.refersTo ? <> · {D.creditOf({ invoice: doc.refersTo })}</> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
