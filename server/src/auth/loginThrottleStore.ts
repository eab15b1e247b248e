import type { SqlRunner } from '../storage/sql';

/** One throttled key: failures in the current window and the time (epoch ms) of the last one. */
export interface FailureRecord {
  failures: number;
  last: number;
}

/** What one attempt's check reads: the failures of its keys inside the window, and whether its IP is known. */
export interface ThrottleState {
  /** By key hash; keys without failures in the window are absent. */
  failures: Map<string, FailureRecord>;
  /** Whether the account signed in from the IP recently. */
  knownIp: boolean;
}

/** An account and an IP, as their hashes. */
export interface AccountIp {
  account: string;
  ip: string;
}

interface StateRow {
  kind: string;
  key_hash: string;
  failures: number;
  at_ms: number | string;
}

/**
 * Sign-in throttle counts shared by every server process on the metadata database: failures per hashed key
 * (login_failures) and the addresses accounts signed in from (login_known_ips).
 */
export interface SignInThrottleRepository {
  /**
   * The failures of `keys` since `since` and whether `accountIp` was seen since `knownSince` (epoch ms): one
   * statement.
   */
  readState(keys: string[], accountIp: AccountIp, since: number, knownSince: number): Promise<ThrottleState>;
  /**
   * One more failure under each key at `now`: a key whose last failure is older than `since` starts again at one.
   * One statement, atomic per key, so processes sharing the database count every failure.
   */
  addFailures(keys: string[], now: number, since: number): Promise<void>;
  /** Forgets the failures of one key. */
  clearFailures(key: string): Promise<void>;
  /** Remembers that the account signed in from the IP at `now`. */
  rememberIp(accountIp: AccountIp, now: number): Promise<void>;
  /**
   * Bounds the tables: drops failures older than `failuresSince`, known IPs older than `knownSince`, and the known IPs
   * of an account past its `maxKnownIps` most recent ones.
   */
  prune(failuresSince: number, knownSince: number, maxKnownIps: number): Promise<void>;
}

/** Sign-in throttle counts in SQL on the metadata database (DuckDB or PostgreSQL). */
export class SqlSignInThrottleRepository implements SignInThrottleRepository {
  constructor(private readonly db: SqlRunner) {}

  async readState(keys: string[], accountIp: AccountIp, since: number, knownSince: number): Promise<ThrottleState> {
    const keyParams = keys.map((_, i) => `$${i + 5}`).join(', ');
    const rows = await this.db.all<StateRow>(
      `SELECT 'failure' AS kind, key_hash, failures, last_failure_ms AS at_ms FROM login_failures
         WHERE key_hash IN (${keyParams}) AND last_failure_ms >= CAST($1 AS BIGINT)
       UNION ALL
       SELECT 'known' AS kind, ip_hash AS key_hash, 0 AS failures, seen_ms AS at_ms FROM login_known_ips
         WHERE account_hash = $2 AND ip_hash = $3 AND seen_ms > CAST($4 AS BIGINT)`,
      [since, accountIp.account, accountIp.ip, knownSince, ...keys],
    );
    const failures = new Map<string, FailureRecord>();
    let knownIp = false;
    for (const row of rows) {
      if (row.kind === 'known') knownIp = true;
      else failures.set(row.key_hash, { failures: Number(row.failures), last: Number(row.at_ms) });
    }
    return { failures, knownIp };
  }

  async addFailures(keys: string[], now: number, since: number): Promise<void> {
    const values = keys.map((_, i) => `($${i + 3}, 1, CAST($1 AS BIGINT))`).join(', ');
    await this.db.run(
      `INSERT INTO login_failures (key_hash, failures, last_failure_ms) VALUES ${values}
       ON CONFLICT (key_hash) DO UPDATE SET
         failures = CASE WHEN login_failures.last_failure_ms >= CAST($2 AS BIGINT) THEN login_failures.failures + 1 ELSE 1 END,
         last_failure_ms = excluded.last_failure_ms`,
      [now, since, ...keys],
    );
  }

  async clearFailures(key: string): Promise<void> {
    await this.db.run('DELETE FROM login_failures WHERE key_hash = $1', [key]);
  }

  async rememberIp(accountIp: AccountIp, now: number): Promise<void> {
    await this.db.run(
      `INSERT INTO login_known_ips (account_hash, ip_hash, seen_ms) VALUES ($1, $2, CAST($3 AS BIGINT))
       ON CONFLICT (account_hash, ip_hash) DO UPDATE SET seen_ms = excluded.seen_ms`,
      [accountIp.account, accountIp.ip, now],
    );
  }

  async prune(failuresSince: number, knownSince: number, maxKnownIps: number): Promise<void> {
    await this.db.run('DELETE FROM login_failures WHERE last_failure_ms < CAST($1 AS BIGINT)', [failuresSince]);
    await this.db.run('DELETE FROM login_known_ips WHERE seen_ms <= CAST($1 AS BIGINT)', [knownSince]);
    await this.db.run(
      `DELETE FROM login_known_ips
       WHERE account_hash IN (SELECT account_hash FROM login_known_ips GROUP BY account_hash HAVING count(*) > CAST($1 AS INTEGER))
         AND (SELECT count(*) FROM login_known_ips AS newer
              WHERE newer.account_hash = login_known_ips.account_hash AND newer.seen_ms > login_known_ips.seen_ms) >= CAST($1 AS INTEGER)`,
      [maxKnownIps],
    );
  }
}
