import type { UserInfo } from "../../shared/account/user";

interface UserRow {
  id: number;
  email: string;
  user_name: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  status: number;
  regist_type: number;
  weak_password: number;
  weak_password_count: number;
  created_by: string | null;
  created_at: number;
  updated_by: string | null;
  updated_at: number;
  locale: string;
  mail_new_sign_in: number;
  /** When the account was deleted (anonymised); NULL while it lives. */
  deleted_at: number | null;
}

export type UserRecord = UserRow;

/** The user info the API answers: everything but the password (the UI shows a mask for it). */
export function toUserInfo(row: UserRow): UserInfo {
  return {
    id: row.id,
    userName: row.user_name,
    email: row.email,
    status: row.status,
    registType: row.regist_type,
    createdBy: row.created_by,
    createdTime: new Date(row.created_at).toISOString(),
    modifiedBy: row.updated_by,
    modifiedTime: new Date(row.updated_at).toISOString(),
    lastName: row.last_name,
    firstName: row.first_name,
    weakPassword: row.weak_password === 1,
    weakPasswordCount: row.weak_password_count,
    language: row.locale,
    newSignInMail: row.mail_new_sign_in === 1,
  };
}

export async function findUserByEmail(db: D1Database, email: string): Promise<UserRow | null> {
  return db.prepare("SELECT * FROM users WHERE email = ?1").bind(email).first<UserRow>();
}

export async function getUserById(db: D1Database, id: number): Promise<UserRow | null> {
  return db.prepare("SELECT * FROM users WHERE id = ?1").bind(id).first<UserRow>();
}

export interface NewUser {
  email: string;
  userName: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  /** The language of the account's mail (the page's at sign-up). */
  locale?: string;
}

/** Inserts a user; null when the email is taken (the UNIQUE constraint decides, not a read). */
export async function insertUser(db: D1Database, user: NewUser, now: number): Promise<UserRow | null> {
  return insertUserStatement(db, user, now).first<UserRow>();
}

/** The INSERT of a user (answers the row; nothing when the email is taken), for a batch. */
export function insertUserStatement(db: D1Database, user: NewUser, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO users (email, user_name, first_name, last_name, password_hash, status, regist_type, created_by, created_at, updated_by, updated_at, locale, mail_new_sign_in)
       VALUES (?1, ?2, ?3, ?4, ?5, 1, 1, 'self', ?6, 'self', ?6, ?7, 1)
       ON CONFLICT (email) DO NOTHING
       RETURNING *`,
    )
    .bind(user.email, user.userName, user.firstName, user.lastName, user.passwordHash, now, user.locale ?? "en");
}

/** Records the strength of the password just used to sign in (weak sign-ins are counted). */
export async function recordSignInStrength(db: D1Database, id: number, weak: boolean): Promise<UserRow | null> {
  return db
    .prepare(
      `UPDATE users SET weak_password = ?2,
              weak_password_count = CASE WHEN ?2 = 1 THEN weak_password_count + 1 ELSE 0 END
        WHERE id = ?1 RETURNING *`,
    )
    .bind(id, weak ? 1 : 0)
    .first<UserRow>();
}

export async function updateProfile(
  db: D1Database,
  id: number,
  profile: { userName: string; firstName: string; lastName: string; language?: string; newSignInMail?: boolean },
  now: number,
): Promise<UserRow | null> {
  return db
    .prepare(
      `UPDATE users SET user_name = ?2, first_name = ?3, last_name = ?4, locale = COALESCE(?6, locale),
              mail_new_sign_in = COALESCE(?7, mail_new_sign_in), updated_by = 'self', updated_at = ?5
        WHERE id = ?1 RETURNING *`,
    )
    .bind(
      id,
      profile.userName,
      profile.firstName,
      profile.lastName,
      now,
      profile.language ?? null,
      profile.newSignInMail === undefined ? null : profile.newSignInMail ? 1 : 0,
    )
    .first<UserRow>();
}

/** A new password meets today's rules: the weak-password flags are cleared with it. */
export function setPasswordStatement(
  db: D1Database,
  id: number,
  passwordHash: string,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE users SET password_hash = ?2, weak_password = 0, weak_password_count = 0, updated_by = 'self', updated_at = ?3
        WHERE id = ?1 RETURNING *`,
    )
    .bind(id, passwordHash, now);
}

/** The password change of a reset, applied only if the link was spent by this same batch. */
export function setPasswordAfterResetStatement(
  db: D1Database,
  id: number,
  passwordHash: string,
  resetId: number,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE users SET password_hash = ?2, weak_password = 0, weak_password_count = 0, updated_by = 'self', updated_at = ?3
        WHERE id = ?1 AND EXISTS (SELECT 1 FROM password_resets WHERE id = ?4 AND user_id = ?1 AND used_at = ?3)`,
    )
    .bind(id, passwordHash, now, resetId);
}
