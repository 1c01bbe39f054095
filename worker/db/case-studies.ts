import type { CaseSummary } from "../../shared/content/types";
import { CONTENT_BASE_LOCALE, type Locale } from "../../shared/locale";
import {
  productIdsOf,
  hasText,
  isLive,
  linkedProductStatement,
  offsetOf,
  textColumns,
  toText,
  totalOf,
  translationJoins,
  type BodyRow,
  type Listed,
  type TextRow,
} from "./content";

interface CaseRow extends TextRow {
  customer: string;
  industry: string;
  region: string;
}

function caseSelect(withBody = false): string {
  return `SELECT k.id, k.slug, k.cover_img, k.published_at, k.updated_at,
                 COALESCE(t.customer, b.customer) AS customer, COALESCE(t.industry, b.industry) AS industry,
                 COALESCE(t.region, b.region) AS region, ${textColumns("case_id", withBody)}
            FROM cases k ${translationJoins("case_translations", "case_id", "k")}`;
}

const VISIBLE = `${isLive("k")} AND ${hasText("case_id")}`;

function toCase(row: CaseRow): CaseSummary {
  return { ...toText(row), customer: row.customer, industry: row.industry, region: row.region };
}

/** A page of case studies, newest first. */
export async function listCases(
  db: D1Database,
  locale: Locale,
  options: { page: number; pageSize: number },
): Promise<Listed<CaseSummary>> {
  const [count, rows] = await db.batch([
    db
      .prepare(
        `SELECT COUNT(*) AS total FROM cases k ${translationJoins("case_translations", "case_id", "k")} WHERE ${VISIBLE}`,
      )
      .bind(locale, CONTENT_BASE_LOCALE),
    db
      .prepare(`${caseSelect()} WHERE ${VISIBLE} ORDER BY k.published_at DESC, k.id DESC LIMIT ?3 OFFSET ?4`)
      .bind(locale, CONTENT_BASE_LOCALE, options.pageSize, offsetOf(options.page, options.pageSize)),
  ]);
  return { total: totalOf(count), list: (rows!.results as CaseRow[]).map(toCase) };
}

export interface CaseRecord extends CaseSummary {
  bodyMd: string;
  updatedAt: number;
  productIds: number[];
}

/** One case study with its body and linked products' ids; null when there is none. */
export async function getCase(db: D1Database, locale: Locale, id: number): Promise<CaseRecord | null> {
  const [item, product] = await db.batch([
    db.prepare(`${caseSelect(true)} WHERE k.id = ?3 AND ${VISIBLE}`).bind(locale, CONTENT_BASE_LOCALE, id),
    linkedProductStatement(db, "case", id),
  ]);
  const row = item!.results[0] as (CaseRow & BodyRow) | undefined;
  if (!row) return null;
  return { ...toCase(row), bodyMd: row.body_md, updatedAt: row.updated_at, productIds: productIdsOf(product) };
}
