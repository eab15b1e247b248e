import type { SqlRunner } from '../storage/sql';

/** A stored verification link (the token's hash only). */
export interface EmailVerificationRow {
  token_sha256: string;
  user_id: string;
  email: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
  /** Computed on read: past expires_at. */
  expired: boolean;
}

/** A verification link to store. */
export interface NewEmailVerification {
  tokenSha256: string;
  userId: string;
  email: string;
  lifetimeHours: number;
}

/** Proven e-mail addresses and the single-use links that prove them (tables verified_emails, email_verifications). */
export interface EmailVerificationRepository {
  /** Whether the user proved they receive mail at this address. */
  isVerified(userId: string, email: string): Promise<boolean>;
  /** Records that the user proved the address (idempotent). */
  markVerified(userId: string, email: string): Promise<void>;
  /** Stores a new verification link and retires the user's earlier unused ones, so only the newest works (run in a transaction). */
  insert(link: NewEmailVerification): Promise<void>;
  /** The unused verification link with this token hash (expired ones included), or undefined. */
  findUnused(tokenSha256: string): Promise<EmailVerificationRow | undefined>;
  /** Uses up a verification link; false if it was used meanwhile. Run it in a transaction (RETURNING). */
  use(tokenSha256: string): Promise<boolean>;
}

/** E-mail verification in SQL on the metadata database (DuckDB or PostgreSQL). */
export class SqlEmailVerificationRepository implements EmailVerificationRepository {
  constructor(private readonly db: SqlRunner) {}

  async isVerified(userId: string, email: string): Promise<boolean> {
    return (await this.db.one('SELECT 1 AS ok FROM verified_emails WHERE user_id = $1 AND email = $2', [userId, email])) !== undefined;
  }

  async markVerified(userId: string, email: string): Promise<void> {
    await this.db.run('INSERT INTO verified_emails (user_id, email) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, email]);
  }

  async insert(link: NewEmailVerification): Promise<void> {
    await this.db.run('UPDATE email_verifications SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [link.userId]);
    await this.db.run("INSERT INTO email_verifications (token_sha256, user_id, email, expires_at) VALUES ($1, $2, $3, now() + CAST($4 AS INTEGER) * INTERVAL '1 hour')", [
      link.tokenSha256, link.userId, link.email, link.lifetimeHours,
    ]);
  }

  findUnused(tokenSha256: string): Promise<EmailVerificationRow | undefined> {
    return this.db.one<EmailVerificationRow>(
      'SELECT *, expires_at <= now() AS expired FROM email_verifications WHERE token_sha256 = $1 AND used_at IS NULL',
      [tokenSha256],
    );
  }

  async use(tokenSha256: string): Promise<boolean> {
    const rows = await this.db.all('UPDATE email_verifications SET used_at = now() WHERE token_sha256 = $1 AND used_at IS NULL RETURNING token_sha256', [tokenSha256]);
    return rows.length > 0;
  }
}
