import type { CompanyDetails, CompanyProfile } from "../../shared/account/company";
import type { CompanySave } from "../../shared/account/company-schemas";
import { auditStatement, type AuditActor, type AuditRecord } from "../db/audit";
import {
  companyOf,
  companyRow,
  deleteCompanyStatement,
  detailsOf,
  insertCompanyStatement,
  profilesDueForVies,
  updateCompanyStatement,
  verifyCompanyStatement,
  viesResultStatement,
  type CompanyRow,
  type ViesRecord,
} from "../db/company-profiles";
import { getConfig, type Env } from "../env";
import { checkVatNumber } from "./vies";

/**
 * A buyer's company profile through its lifecycle: the buyer saves (VIES asked about an EU VAT
 * number first) and deletes it, staff verify it by hand, the cron asks VIES again about numbers it
 * could not check. Each change and its audit row are one D1 batch; a change made on a version
 * that is no longer the profile's is refused, never applied over the newer one.
 */

/** Why a change was refused: the profile changed since it was read ("stale"), or there is none. */
export type CompanyRefusal = "stale" | "not_found";

export type CompanyResult = { ok: true; profile: CompanyProfile } | { ok: false; reason: CompanyRefusal };

/** The author of a buyer's own change, for its audit row (no address: the row outlives the account). */
export function customerActor(userId: number): AuditActor {
  return { staffId: null, label: `customer:${userId}`, ip: "" };
}

const CRON_ACTOR: AuditActor = { staffId: null, label: "cron", ip: "" };

/** The fields an audit row shows of a profile. */
function audited(details: CompanyDetails | null, viesStatus: string | null) {
  if (!details) return {};
  return {
    legalName: details.legalName,
    country: details.country,
    taxId: details.taxId,
    eori: details.eori,
    viesStatus,
  };
}

/** Only the fields that differ, before and after. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of keys) {
    if (before[key] === after[key]) continue;
    if (key in before) was[key] = before[key];
    if (key in after) is[key] = after[key];
  }
  return { before: was, after: is };
}

function sameDetails(a: CompanyDetails, b: CompanyDetails): boolean {
  return (Object.keys(a) as Array<keyof CompanyDetails>).every((key) => a[key] === b[key]);
}

function logUnavailable(userId: number, error: string | undefined) {
  console.warn(JSON.stringify({ level: "warn", msg: "vies unavailable", userId, error }));
}

/**
 * What to store of VIES for a profile's tax ID. An EU VAT number is asked about now; when VIES
 * cannot answer about a number it already answered about, that answer stands.
 */
async function viesFor(env: Env, userId: number, details: CompanyDetails, current: CompanyRow | null, now: number) {
  if (details.taxKind !== "eu_vat" || !details.taxId) return null;
  const answer = await checkVatNumber(getConfig(env).VIES_API_BASE, details.taxId);
  if (answer.status === "unavailable") {
    logUnavailable(userId, answer.error);
    const known = current?.tax_kind === "eu_vat" && current.tax_id === details.taxId ? current : null;
    if (known && (known.vies_status === "valid" || known.vies_status === "invalid")) {
      return { status: known.vies_status, name: known.vies_name, checkedAt: known.vies_checked_at ?? now };
    }
  }
  return { status: answer.status, name: answer.name, checkedAt: now } satisfies ViesRecord;
}

/**
 * Creates the buyer's profile (no `expectedVersion`) or updates it (the version the form showed).
 * An unavailable VIES never stops the save: the number is stored as unavailable and the cron asks
 * again. Staff's verification stands while the details stay the same.
 */
export async function saveCompany(
  env: Env,
  userId: number,
  input: CompanySave,
  now = Date.now(),
): Promise<CompanyResult> {
  const db = env.DB;
  const { expectedVersion, ...details } = input;
  const current = await companyRow(db, userId);
  if (expectedVersion === undefined ? current !== null : current?.version !== expectedVersion) {
    return { ok: false, reason: "stale" };
  }
  const vies = await viesFor(env, userId, details, current, now);
  const before = current ? detailsOf(current) : null;
  const change = current
    ? updateCompanyStatement(
        db,
        userId,
        current.version,
        details,
        vies,
        before !== null && sameDetails(before, details),
        now,
      )
    : insertCompanyStatement(db, userId, details, vies, now);
  const audit: AuditRecord = {
    actor: customerActor(userId),
    entity: "customer",
    entityId: String(userId),
    action: "company_save",
    ...changedFields(audited(before, current?.vies_status ?? null), audited(details, vies?.status ?? null)),
  };
  const [written] = await db.batch([change, auditStatement(db, audit, now, "changes() = 1")]);
  if (written!.meta.changes !== 1) return { ok: false, reason: "stale" };
  const profile = await companyOf(db, userId);
  return profile ? { ok: true, profile } : { ok: false, reason: "stale" };
}

/** Deletes the buyer's profile (at `expectedVersion` when given): they buy as a person again. */
export async function deleteCompany(
  env: Env,
  userId: number,
  expectedVersion: number | undefined,
  now = Date.now(),
): Promise<{ ok: true } | { ok: false; reason: CompanyRefusal }> {
  const db = env.DB;
  const current = await companyRow(db, userId);
  if (!current) return { ok: false, reason: "not_found" };
  if (expectedVersion !== undefined && current.version !== expectedVersion) return { ok: false, reason: "stale" };
  const audit: AuditRecord = {
    actor: customerActor(userId),
    entity: "customer",
    entityId: String(userId),
    action: "company_delete",
    before: audited(detailsOf(current), current.vies_status),
    after: {},
  };
  const [deleted] = await db.batch([
    deleteCompanyStatement(db, userId, current.version),
    auditStatement(db, audit, now, "changes() = 1"),
  ]);
  return deleted!.meta.changes === 1 ? { ok: true } : { ok: false, reason: "stale" };
}

/**
 * Staff mark the profile they saw (`expectedVersion`) as checked by hand, or take the mark off.
 * Marking a profile already marked (or unmarking an unmarked one) changes nothing and answers it.
 */
export async function verifyCompany(
  env: Env,
  target: { userId: number; expectedVersion: number; actor: AuditActor; verified: boolean },
  now = Date.now(),
): Promise<CompanyResult> {
  const db = env.DB;
  const current = await companyRow(db, target.userId);
  if (!current) return { ok: false, reason: "not_found" };
  if (current.version !== target.expectedVersion) return { ok: false, reason: "stale" };
  if ((current.verified_at !== null) === target.verified)
    return { ok: true, profile: (await companyOf(db, target.userId))! };
  const by = target.verified ? target.actor.label.replace(/ token:\d+$/, "") : null;
  const audit: AuditRecord = {
    actor: target.actor,
    entity: "customer",
    entityId: String(target.userId),
    action: target.verified ? "company_verify" : "company_unverify",
    before: { verified: !target.verified },
    after: { verified: target.verified },
  };
  const [marked] = await db.batch([
    verifyCompanyStatement(db, target.userId, target.expectedVersion, by, now),
    auditStatement(db, audit, now, "changes() = 1"),
  ]);
  const profile = await companyOf(db, target.userId);
  if (!profile) return { ok: false, reason: "not_found" };
  return marked!.meta.changes === 1 || (profile.verified !== null) === target.verified
    ? { ok: true, profile }
    : { ok: false, reason: "stale" };
}

/** Profiles VIES is asked about again per cron run, at most. */
export const VIES_RECHECKS_PER_RUN = 5;
/** An unavailable answer is asked about again once it is this old. */
export const VIES_RECHECK_AFTER_MS = 30 * 60_000;

/**
 * The cron's part: asks VIES again about EU VAT numbers it could not check (or never checked), a
 * few per run, the longest waiting first. A changed answer gets its audit row; an answer about a
 * number the buyer has changed meanwhile is dropped.
 */
export async function recheckCompanyVies(env: Env, now = Date.now()): Promise<{ checked: number; changed: number }> {
  const db = env.DB;
  const due = await profilesDueForVies(db, now - VIES_RECHECK_AFTER_MS, VIES_RECHECKS_PER_RUN);
  let changed = 0;
  for (const row of due) {
    const taxId = row.tax_id!;
    const answer = await checkVatNumber(getConfig(env).VIES_API_BASE, taxId);
    if (answer.status === "unavailable") logUnavailable(row.user_id, answer.error);
    const vies: ViesRecord = { status: answer.status, name: answer.name, checkedAt: now };
    const statements = [viesResultStatement(db, row.user_id, taxId, vies)];
    if (answer.status !== row.vies_status) {
      statements.push(
        auditStatement(
          db,
          {
            actor: CRON_ACTOR,
            entity: "customer",
            entityId: String(row.user_id),
            action: "company_vies",
            before: { viesStatus: row.vies_status },
            after: { viesStatus: answer.status },
          },
          now,
          "changes() = 1",
        ),
      );
      changed++;
    }
    await db.batch(statements);
  }
  return { checked: due.length, changed };
}
