import path from 'node:path';

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
  /** DuckDB worker threads (DUCKDB_THREADS, default 2). */
  duckdbThreads: number;
  /** DuckDB memory cap (DUCKDB_MEMORY_LIMIT, default 1GB). */
  duckdbMemoryLimit: string;
  /** Seed the read-only demo organization on first start (SEED_DEMO, default true; tests turn it off). */
  seedDemo: boolean;
  /** Number of demo events to generate when seeding (DEMO_EVENTS, default 300000). */
  demoEvents: number;
  /** Log requests (LOG_LEVEL, default info; tests use silent). */
  logLevel: string;
}

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** Builds the configuration from an environment (process.env by default); overrides win. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: intFrom(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    distDir: path.resolve(env.DIST_DIR || './dist'),
    siteUrl: (env.SITE_URL || 'https://www.apiscope.dev').replace(/\/$/, ''),
    duckdbThreads: intFrom(env.DUCKDB_THREADS, 2),
    duckdbMemoryLimit: env.DUCKDB_MEMORY_LIMIT || '1GB',
    seedDemo: env.SEED_DEMO !== 'false',
    demoEvents: intFrom(env.DEMO_EVENTS, 300_000),
    logLevel: env.LOG_LEVEL || 'info',
    ...overrides,
  };
}
