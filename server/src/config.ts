import path from 'node:path';
import { parseFrameAncestors } from './http/frameAncestors';
import { parseTrustProxy, type TrustProxy } from './http/trustProxy';
import { PASSWORD_COST, type ScryptCost } from './auth/passwordCost';
import type { SearchLimits } from './search/limits';
import { loadMailConfig, type MailConfig } from './mail/mailConfig';
import { loadSsoConfig, type SsoConfig } from './auth/sso/ssoConfig';
import { parseSizeSetting } from './storage/duckdb/sizeSetting';
import { defaultNormaliseThreads } from './collector/normaliseThreads';

/** Runtime settings of the platform server, read once from the environment. */
export interface ServerConfig {
  /** TCP port to listen on (PORT, default 8080). */
  port: number;
  /** Interface to bind (HOST, default 0.0.0.0). */
  host: string;
  /** Folder holding the DuckDB file and the signing secret (DATA_DIR, default ./data). */
  dataDir: string;
  /** Folder of the built SPA (DIST_DIR, default ./dist). */
  distDir: string;
  /** Public base URL of the site, used for canonical links and the sitemap (SITE_URL). */
  siteUrl: string;
  /**
   * PostgreSQL for the metadata (DATABASE_URL, e.g. postgres://user:pass@host:5432/apiscope); unset keeps it in the
   * embedded database with the events.
   */
  databaseUrl: string | undefined;
  /** PostgreSQL schema of the metadata tables (DATABASE_SCHEMA, default public). */
  databaseSchema: string;
  /** Most PostgreSQL connections one server process opens (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize: number;
  /**
   * ClickHouse for the events (CLICKHOUSE_URL, e.g. http://user:pass@host:8123/apiscope: the path names the
   * database, created at start-up); unset keeps them in the embedded database.
   */
  clickhouseUrl: string | undefined;
  /** DuckDB worker threads (DUCKDB_THREADS, default 2). */
  duckdbThreads: number;
  /** DuckDB memory cap (DUCKDB_MEMORY_LIMIT, default 1GB). */
  duckdbMemoryLimit: string;
  /**
   * Write-ahead log size past which a commit checkpoints it into the DuckDB file (DUCKDB_CHECKPOINT_THRESHOLD, default
   * 128MB; docs/benchmarks.md has what it trades: ingest rate against crash replay and shutdown time).
   */
  duckdbCheckpointThreshold: string;
  /** Seed the read-only demo organization on first start (SEED_DEMO, default true; tests turn it off). */
  seedDemo: boolean;
  /** Number of demo events to generate when seeding (DEMO_EVENTS, default 300000). */
  demoEvents: number;
  /** Log requests (LOG_LEVEL, default info; tests use silent). */
  logLevel: string;
  /** Origins allowed to frame the /plugin/ pages (PLUGIN_FRAME_ANCESTORS, space-separated; default none). */
  pluginFrameAncestors: string[];
  /** Answer 500 when a response schema alters what a route returned (CHECK_RESPONSE_SCHEMAS, default false; tests on). */
  checkResponseSchemas: boolean;
  /** Time a client has to send a whole request, headers and body, before it answers 408 (REQUEST_TIMEOUT_MS, default 60000). */
  requestTimeoutMs: number;
  /** A connection with no traffic either way for this long is closed (CONNECTION_TIMEOUT_MS, default 120000). */
  connectionTimeoutMs: number;
  /** An idle keep-alive connection is closed after this long (KEEP_ALIVE_TIMEOUT_MS, default 72000: above common load-balancer idle times). */
  keepAliveTimeoutMs: number;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY: hop count or addresses; default none). */
  trustProxy: TrustProxy;
  /** Collector high-water mark: event rows accepted and not yet committed (COLLECTOR_MAX_QUEUED_ROWS, default 10000; docs/reliability.md, R3). */
  collectorMaxQueuedRows: number;
  /** Collector high-water mark: bytes of request bodies in flight, as sent (COLLECTOR_MAX_INFLIGHT_MB, default 8). */
  collectorMaxInflightBytes: number;
  /**
   * Threads that parse and validate large collector batches off the event loop (COLLECTOR_PARSE_THREADS; default
   * every core but two, at most 4, so none on 2 cores; 0 parses every body on the event loop).
   */
  collectorParseThreads: number;
  /** Sign-ups allowed per client IP per hour (SIGNUP_RATE_LIMIT, default 20). */
  signupsPerHourPerIp: number;
  /** scrypt cost of new password hashes: the OWASP minimum. No environment setting; only tests lower it. */
  passwordCost: ScryptCost;
  /**
   * Overrides of the search API's limits (server/src/search/limits.ts); SEARCH_TIME_LIMIT_MS sets timeLimitMs
   * (default 10000). Tests lower others.
   */
  searchLimits: Partial<SearchLimits>;
  /** Outgoing e-mail: SMTP_URL or SMTP_HOST/PORT/USER/PASS/SECURE, and MAIL_FROM (server/src/mail). */
  mail: MailConfig;
  /** Single sign-on providers: OIDC_PROVIDERS, OIDC_<ID>_ISSUER/CLIENT_ID/CLIENT_SECRET/NAME, OIDC_REDIRECT_BASE_URL (server/src/auth/sso). */
  sso: SsoConfig;
}

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = intFrom(value, fallback);
  return parsed > 0 ? parsed : fallback;
}

/** Builds the configuration from an environment (process.env by default); overrides win. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: intFrom(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    distDir: path.resolve(env.DIST_DIR || './dist'),
    siteUrl: (env.SITE_URL || 'https://www.apiscope.dev').replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || 'public',
    databasePoolSize: positiveInt(env.DATABASE_POOL_SIZE, 10),
    clickhouseUrl: env.CLICKHOUSE_URL || undefined,
    duckdbThreads: intFrom(env.DUCKDB_THREADS, 2),
    duckdbMemoryLimit: env.DUCKDB_MEMORY_LIMIT || '1GB',
    duckdbCheckpointThreshold: parseSizeSetting('DUCKDB_CHECKPOINT_THRESHOLD', env.DUCKDB_CHECKPOINT_THRESHOLD, '128MB'),
    seedDemo: env.SEED_DEMO !== 'false',
    demoEvents: intFrom(env.DEMO_EVENTS, 300_000),
    logLevel: env.LOG_LEVEL || 'info',
    pluginFrameAncestors: parseFrameAncestors(env.PLUGIN_FRAME_ANCESTORS),
    checkResponseSchemas: env.CHECK_RESPONSE_SCHEMAS === 'true',
    requestTimeoutMs: intFrom(env.REQUEST_TIMEOUT_MS, 60_000),
    connectionTimeoutMs: intFrom(env.CONNECTION_TIMEOUT_MS, 120_000),
    keepAliveTimeoutMs: intFrom(env.KEEP_ALIVE_TIMEOUT_MS, 72_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    collectorMaxQueuedRows: positiveInt(env.COLLECTOR_MAX_QUEUED_ROWS, 10_000),
    collectorMaxInflightBytes: positiveInt(env.COLLECTOR_MAX_INFLIGHT_MB, 8) * 1024 * 1024,
    collectorParseThreads: Math.max(0, intFrom(env.COLLECTOR_PARSE_THREADS, defaultNormaliseThreads())),
    signupsPerHourPerIp: positiveInt(env.SIGNUP_RATE_LIMIT, 20),
    passwordCost: PASSWORD_COST,
    searchLimits: env.SEARCH_TIME_LIMIT_MS ? { timeLimitMs: positiveInt(env.SEARCH_TIME_LIMIT_MS, 10_000) } : {},
    mail: loadMailConfig(env),
    sso: loadSsoConfig(env),
    ...overrides,
  };
}
