import type { DocumentContent, DocumentKind } from "../documents/model";

/** The printed prefix of each kind's numbers: PF-2026-000001, INV-2026-000042, CN-2026-000003. */
export const DOCUMENT_PREFIX: Record<DocumentKind, string> = {
  proforma: "PF",
  commercial_invoice: "INV",
  credit_note: "CN",
};

export const DOCUMENT_KINDS = Object.keys(DOCUMENT_PREFIX) as DocumentKind[];

export interface DocumentRow {
  id: number;
  order_id: number;
  kind: DocumentKind;
  year: number;
  seq: number;
  number: string;
  issued_at: number;
  issued_by: string;
  lang: string;
  currency: string;
  total_minor: number;
  refers_to_id: number | null;
  content_json: string;
  sha256: string | null;
  byte_size: number | null;
}

/** A document to issue: the order it belongs to, what it says, who issues it and when. */
export interface NewDocument {
  orderId: number | { orderNo: string };
  kind: DocumentKind;
  issuedAt: number;
  issuedBy: string;
  content: DocumentContent;
  totalMinor: number;
  refersToId?: number | null;
}

/** The year a document issued at `at` is numbered in (UTC). */
export const documentYear = (at: number) => new Date(at).getUTCFullYear();

/**
 * The two statements that issue a document, for the batch of the event that issues it: the next
 * number of its kind and year is taken, and the document is written with it. Both run only when
 * `onlyIf` holds (trusted SQL, no input), and a batch that fails takes back both: no number is
 * ever skipped or used twice.
 */
export function issueStatements(db: D1Database, doc: NewDocument, onlyIf = "1"): D1PreparedStatement[] {
  const year = documentYear(doc.issuedAt);
  const orderId = typeof doc.orderId === "number" ? "?9" : "(SELECT id FROM orders WHERE order_no = ?9)";
  const orderBinding = typeof doc.orderId === "number" ? doc.orderId : doc.orderId.orderNo;
  return [
    db
      .prepare(
        `INSERT INTO document_sequences (kind, year, last_number) SELECT ?1, ?2, 1 WHERE ${onlyIf}
         ON CONFLICT (kind, year) DO UPDATE SET last_number = last_number + 1`,
      )
      .bind(doc.kind, year),
    db
      .prepare(
        `INSERT INTO documents (order_id, kind, year, seq, number, issued_at, issued_by, lang, currency, total_minor, refers_to_id, content_json)
         SELECT ${orderId}, ?1, ?2, s.last_number, ?3 || printf('%06d', s.last_number), ?4, ?5, ?6, ?7, ?8, ?10, ?11
           FROM document_sequences s WHERE s.kind = ?1 AND s.year = ?2 AND ${onlyIf} RETURNING *`,
      )
      .bind(
        doc.kind,
        year,
        `${DOCUMENT_PREFIX[doc.kind]}-${year}-`,
        doc.issuedAt,
        doc.issuedBy,
        doc.content.lang,
        doc.content.currency,
        doc.totalMinor,
        orderBinding,
        doc.refersToId ?? null,
        JSON.stringify(doc.content),
      ),
  ];
}

export async function findDocument(db: D1Database, number: string): Promise<DocumentRow | null> {
  return db.prepare("SELECT * FROM documents WHERE number = ?1").bind(number).first<DocumentRow>();
}

export async function findDocumentById(db: D1Database, id: number): Promise<DocumentRow | null> {
  return db.prepare("SELECT * FROM documents WHERE id = ?1").bind(id).first<DocumentRow>();
}

/** An order's documents, oldest first. */
export async function orderDocuments(db: D1Database, orderId: number): Promise<DocumentRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM documents WHERE order_id = ?1 ORDER BY issued_at, id")
    .bind(orderId)
    .all<DocumentRow>();
  return results;
}

/** Records the digest and size of a document's PDF, once. Returns whether this call recorded them. */
export async function recordRendering(db: D1Database, id: number, sha256: string, byteSize: number): Promise<boolean> {
  const result = await db
    .prepare("UPDATE documents SET sha256 = ?2, byte_size = ?3 WHERE id = ?1 AND sha256 IS NULL")
    .bind(id, sha256, byteSize)
    .run();
  return result.meta.changes === 1;
}

/** The documents issued from `from` (inclusive) to `to` (exclusive), in issue order, with their orders. */
export async function documentsIssued(
  db: D1Database,
  from: number,
  to: number,
): Promise<Array<DocumentRow & { order_no: string; refers_to_number: string | null }>> {
  const { results } = await db
    .prepare(
      `SELECT d.*, o.order_no, r.number AS refers_to_number
         FROM documents d JOIN orders o ON o.id = d.order_id LEFT JOIN documents r ON r.id = d.refers_to_id
        WHERE d.issued_at >= ?1 AND d.issued_at < ?2 ORDER BY d.issued_at, d.id`,
    )
    .bind(from, to)
    .all<DocumentRow & { order_no: string; refers_to_number: string | null }>();
  return results;
}

/** The number each kind will take next this year. */
export async function nextNumbers(db: D1Database, now: number): Promise<Array<{ kind: DocumentKind; next: string }>> {
  const year = documentYear(now);
  const { results } = await db
    .prepare("SELECT kind, last_number FROM document_sequences WHERE year = ?1")
    .bind(year)
    .all<{ kind: DocumentKind; last_number: number }>();
  const last = new Map(results.map((row) => [row.kind, row.last_number]));
  return DOCUMENT_KINDS.map((kind) => ({
    kind,
    next: `${DOCUMENT_PREFIX[kind]}-${year}-${String((last.get(kind) ?? 0) + 1).padStart(6, "0")}`,
  }));
}
