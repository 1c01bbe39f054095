import { isTaxKind, type CompanyDetails, type CompanyProfile, type ViesStatus } from "../../shared/account/company";

/** A company_profiles row. */
export interface CompanyRow {
  user_id: number;
  legal_name: string;
  address_line1: string;
  address_line2: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  tax_kind: string | null;
  tax_id: string | null;
  eori: string | null;
  invoice_email: string | null;
  vies_status: ViesStatus | null;
  vies_name: string | null;
  vies_checked_at: number | null;
  verified_at: number | null;
  verified_by: string | null;
  created_at: number;
  updated_at: number;
  version: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The row's company details, as the profile names them. */
export function detailsOf(row: CompanyRow): CompanyDetails {
  return {
    legalName: row.legal_name,
    line1: row.address_line1,
    line2: row.address_line2,
    city: row.city,
    region: row.region,
    postalCode: row.postal_code,
    country: row.country,
    taxKind: isTaxKind(row.tax_kind) ? row.tax_kind : null,
    taxId: row.tax_id,
    eori: row.eori,
    invoiceEmail: row.invoice_email,
  };
}

export function toCompanyProfile(row: CompanyRow): CompanyProfile {
  return {
    ...detailsOf(row),
    vies: row.vies_status
      ? {
          status: row.vies_status,
          name: row.vies_name,
          checkedAt: row.vies_checked_at === null ? null : iso(row.vies_checked_at),
        }
      : null,
    verified: row.verified_at === null ? null : { at: iso(row.verified_at), by: row.verified_by ?? "" },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    version: row.version,
  };
}

export async function companyRow(db: D1Database, userId: number): Promise<CompanyRow | null> {
  return db.prepare("SELECT * FROM company_profiles WHERE user_id = ?1").bind(userId).first<CompanyRow>();
}

/** The customer's company profile as stored (null: they buy as a person). */
export async function companyOf(db: D1Database, userId: number): Promise<CompanyProfile | null> {
  const row = await companyRow(db, userId);
  return row ? toCompanyProfile(row) : null;
}

/** What VIES said, as a save or a re-check stores it (null: not an EU VAT number, nothing to say). */
export interface ViesRecord {
  status: ViesStatus;
  name: string | null;
  checkedAt: number;
}

const DETAIL_VALUES = (details: CompanyDetails) => [
  details.legalName,
  details.line1,
  details.line2,
  details.city,
  details.region,
  details.postalCode,
  details.country,
  details.taxKind,
  details.taxId,
  details.eori,
  details.invoiceEmail,
];

/** The INSERT of a new profile; it changes nothing when the customer has one already (changes() = 0). */
export function insertCompanyStatement(
  db: D1Database,
  userId: number,
  details: CompanyDetails,
  vies: ViesRecord | null,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO company_profiles (user_id, legal_name, address_line1, address_line2, city, region, postal_code,
         country, tax_kind, tax_id, eori, invoice_email, vies_status, vies_name, vies_checked_at, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?16)
       ON CONFLICT (user_id) DO NOTHING`,
    )
    .bind(userId, ...DETAIL_VALUES(details), vies?.status ?? null, vies?.name ?? null, vies?.checkedAt ?? null, now);
}

/**
 * The UPDATE of the profile at `expectedVersion` to the next version (changes() = 0 when it was
 * changed or deleted since). `keepVerified`: staff's check still stands (nothing it covers changed).
 */
export function updateCompanyStatement(
  db: D1Database,
  userId: number,
  expectedVersion: number,
  details: CompanyDetails,
  vies: ViesRecord | null,
  keepVerified: boolean,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE company_profiles SET legal_name = ?3, address_line1 = ?4, address_line2 = ?5, city = ?6, region = ?7,
              postal_code = ?8, country = ?9, tax_kind = ?10, tax_id = ?11, eori = ?12, invoice_email = ?13,
              vies_status = ?14, vies_name = ?15, vies_checked_at = ?16,
              verified_at = CASE WHEN ?17 THEN verified_at END, verified_by = CASE WHEN ?17 THEN verified_by END,
              updated_at = ?18, version = version + 1
        WHERE user_id = ?1 AND version = ?2`,
    )
    .bind(
      userId,
      expectedVersion,
      ...DETAIL_VALUES(details),
      vies?.status ?? null,
      vies?.name ?? null,
      vies?.checkedAt ?? null,
      keepVerified ? 1 : 0,
      now,
    );
}

/** The DELETE of the profile (at `expectedVersion` when given). */
export function deleteCompanyStatement(
  db: D1Database,
  userId: number,
  expectedVersion: number | undefined,
): D1PreparedStatement {
  return db
    .prepare("DELETE FROM company_profiles WHERE user_id = ?1 AND (?2 IS NULL OR version = ?2)")
    .bind(userId, expectedVersion ?? null);
}

/**
 * Stores a VIES answer for the number it was about: nothing changes when the profile names
 * another number by now. The profile's version stays (the buyer's open form is not made stale).
 */
export function viesResultStatement(
  db: D1Database,
  userId: number,
  taxId: string,
  vies: ViesRecord,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE company_profiles SET vies_status = ?3, vies_name = ?4, vies_checked_at = ?5
        WHERE user_id = ?1 AND tax_kind = 'eu_vat' AND tax_id = ?2`,
    )
    .bind(userId, taxId, vies.status, vies.name, vies.checkedAt);
}

/**
 * Marks the profile at `expectedVersion` checked by staff (`by` an audit actor label), or takes
 * the mark off (`by` null). changes() = 0: changed since, or already so.
 */
export function verifyCompanyStatement(
  db: D1Database,
  userId: number,
  expectedVersion: number,
  by: string | null,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE company_profiles SET verified_at = CASE WHEN ?3 IS NULL THEN NULL ELSE ?4 END, verified_by = ?3
        WHERE user_id = ?1 AND version = ?2 AND (verified_at IS NULL) = (?3 IS NOT NULL)`,
    )
    .bind(userId, expectedVersion, by, now);
}

/**
 * EU VAT numbers VIES should be asked about again: never answered, or unavailable when last
 * asked before `askedBefore`, the longest waiting first.
 */
export async function profilesDueForVies(db: D1Database, askedBefore: number, limit: number): Promise<CompanyRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM company_profiles
        WHERE tax_kind = 'eu_vat' AND tax_id IS NOT NULL
          AND (vies_status IS NULL OR (vies_status = 'unavailable' AND COALESCE(vies_checked_at, 0) < ?1))
        ORDER BY COALESCE(vies_checked_at, 0), user_id LIMIT ?2`,
    )
    .bind(askedBefore, limit)
    .all<CompanyRow>();
  return results;
}
