import type { SqlRunner } from '../storage/duckdb/database';

/** A stored user of the built-in identity provider. */
export interface UserRow {
  user_id: string;
  email: string;
  name: string;
  password_hash: string;
  /** JSON text of user_metadata. */
  user_metadata: string;
  partner_name: string | null;
  partner_user_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Normalises an e-mail address for storage and lookup. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Inserts a user; fails with a constraint error if the e-mail is taken. */
export async function insertUser(db: SqlRunner, user: { userId: string; email: string; name: string; passwordHash: string; userMetadata: object }): Promise<void> {
  await db.run('INSERT INTO users (user_id, email, name, password_hash, user_metadata) VALUES ($1, $2, $3, $4, $5)', [
    user.userId, user.email, user.name, user.passwordHash, JSON.stringify(user.userMetadata),
  ]);
}

/** The user with that e-mail (normalised), or undefined. */
export function findUserByEmail(db: SqlRunner, email: string): Promise<UserRow | undefined> {
  return db.one<UserRow>('SELECT * FROM users WHERE email = $1', [normaliseEmail(email)]);
}

/** The user with that user_id, or undefined. */
export function findUserById(db: SqlRunner, userId: string): Promise<UserRow | undefined> {
  return db.one<UserRow>('SELECT * FROM users WHERE user_id = $1', [userId]);
}

/** Updates the name and/or user_metadata (JSON text) of a user. */
export async function updateUser(db: SqlRunner, userId: string, changes: { name?: string; userMetadata?: object }): Promise<void> {
  const current = await findUserById(db, userId);
  if (!current) return;
  await db.run('UPDATE users SET name = $2, user_metadata = $3, updated_at = now() WHERE user_id = $1', [
    userId,
    changes.name ?? current.name,
    changes.userMetadata === undefined ? current.user_metadata : JSON.stringify(changes.userMetadata),
  ]);
}

/** Replaces the password hash of a user. */
export async function updatePasswordHash(db: SqlRunner, userId: string, passwordHash: string): Promise<void> {
  await db.run('UPDATE users SET password_hash = $2, updated_at = now() WHERE user_id = $1', [userId, passwordHash]);
}

/** Records the partner a user first arrived from (profile app_metadata.partner_name); a later partner changes nothing. */
export async function setPartnerNameIfUnset(db: SqlRunner, userId: string, partner: string): Promise<void> {
  await db.run('UPDATE users SET partner_name = $2, updated_at = now() WHERE user_id = $1 AND partner_name IS NULL', [userId, partner]);
}
