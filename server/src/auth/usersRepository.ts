import type { SqlRunner } from '../storage/sql';

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

/** A new account of the built-in identity provider. */
export interface NewUser {
  userId: string;
  /** Already normalised (normaliseEmail). */
  email: string;
  name: string;
  passwordHash: string;
  userMetadata: object;
}

/** Users of the built-in identity provider (table users). */
export interface UserRepository {
  /** Inserts a user; fails with a constraint error if the e-mail is taken. */
  insert(user: NewUser): Promise<void>;
  /** The user with that e-mail (normalised here), or undefined. */
  findByEmail(email: string): Promise<UserRow | undefined>;
  /** The user with that user_id, or undefined. */
  findById(userId: string): Promise<UserRow | undefined>;
  /** Updates the name and/or user_metadata (stored as JSON text) of a user; nothing for an unknown user. */
  update(userId: string, changes: { name?: string; userMetadata?: object }): Promise<void>;
  /** Replaces the password hash of a user. */
  updatePasswordHash(userId: string, passwordHash: string): Promise<void>;
  /** Records the partner a user first arrived from (profile app_metadata.partner_name); a later partner changes nothing. */
  setPartnerNameIfUnset(userId: string, partner: string): Promise<void>;
}

/** Users in SQL on the metadata database (DuckDB or PostgreSQL). */
export class SqlUserRepository implements UserRepository {
  constructor(private readonly db: SqlRunner) {}

  async insert(user: NewUser): Promise<void> {
    await this.db.run('INSERT INTO users (user_id, email, name, password_hash, user_metadata) VALUES ($1, $2, $3, $4, $5)', [
      user.userId, user.email, user.name, user.passwordHash, JSON.stringify(user.userMetadata),
    ]);
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.one<UserRow>('SELECT * FROM users WHERE email = $1', [normaliseEmail(email)]);
  }

  findById(userId: string): Promise<UserRow | undefined> {
    return this.db.one<UserRow>('SELECT * FROM users WHERE user_id = $1', [userId]);
  }

  async update(userId: string, changes: { name?: string; userMetadata?: object }): Promise<void> {
    const current = await this.findById(userId);
    if (!current) return;
    await this.db.run('UPDATE users SET name = $2, user_metadata = $3, updated_at = now() WHERE user_id = $1', [
      userId,
      changes.name ?? current.name,
      changes.userMetadata === undefined ? current.user_metadata : JSON.stringify(changes.userMetadata),
    ]);
  }

  async updatePasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.db.run('UPDATE users SET password_hash = $2, updated_at = now() WHERE user_id = $1', [userId, passwordHash]);
  }

  async setPartnerNameIfUnset(userId: string, partner: string): Promise<void> {
    await this.db.run('UPDATE users SET partner_name = $2, updated_at = now() WHERE user_id = $1 AND partner_name IS NULL', [userId, partner]);
  }
}
