import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/src/app';
import { closeContext, createContext } from '../../../server/src/bootstrap';
import { loadConfig, type ServerConfig } from '../../../server/src/config';
import type { AppContext } from '../../../server/src/context';
import type { Database } from '../../../server/src/storage/duckdb/database';

/**
 * The server's context as tests read it: `db`, the embedded DuckDB database, is typed as present; reading it on a
 * server without one (events in ClickHouse, metadata in PostgreSQL) throws, naming the test's assumption.
 */
export type TestContext = AppContext & { db: Database };

/** A server started in-process on a random port, with a real DuckDB file in a temp dir. */
export interface TestServer {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  app: FastifyInstance;
  ctx: TestContext;
  /** Stops the server, closes the database and removes the temp dir. */
  close(): Promise<void>;
}

/**
 * scrypt cost of the password hashes tests create: the production cost (N=2^17) takes ~0.3 s per sign-up or
 * sign-in; tests that are about hashing itself pass `passwordCost: PASSWORD_COST`.
 */
export const TEST_PASSWORD_COST = { ln: 10, r: 8, p: 1 };

/** Options of startTestServer beyond the configuration. */
export interface TestServerOptions {
  /**
   * A running test server whose PostgreSQL schema and signing secret this one shares, as a second server process of
   * the same install does (own port, DATA_DIR and DuckDB file). TEST_DATABASE_URL only. The schema stays its
   * owner's, dropped when the owner closes: close the joining server first.
   */
  joining?: TestServer;
}

/**
 * Where test servers keep their metadata: the embedded database, or a fresh PostgreSQL schema per server when
 * TEST_DATABASE_URL is set (the second CI leg runs the whole server suite that way), or the schema of the server
 * joined.
 */
function metadataSettings(joining: TestServer | undefined): Partial<ServerConfig> {
  if (joining) {
    const { databaseUrl, databaseSchema } = joining.ctx.config;
    if (!databaseUrl) throw new Error('Only a server on PostgreSQL (TEST_DATABASE_URL) can be joined: the embedded database is one process\'s');
    return { databaseUrl, databaseSchema, databasePoolSize: 4 };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return {};
  return { databaseUrl: url, databaseSchema: `test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`, databasePoolSize: 4 };
}

/**
 * What test servers log: server errors (a 5xx and the error behind it, as JSON lines on stdout), so a failure in CI
 * shows its cause; TEST_LOG_LEVEL sets another pino level ('silent': nothing, 'info': every request).
 */
function testLogLevel(): string {
  return process.env.TEST_LOG_LEVEL?.trim() || 'error';
}

/** Starts a fresh server with an empty database (no demo data unless asked), or one joining another's database. */
export async function startTestServer(overrides: Partial<ServerConfig> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apiscope-test-'));
  const config = loadConfig({}, {
    dataDir, logLevel: testLogLevel(), seedDemo: false, host: '127.0.0.1', port: 0, duckdbMemoryLimit: '512MB', passwordCost: TEST_PASSWORD_COST,
    ...metadataSettings(options.joining),
    ...overrides,
  });
  // Processes of one install sign with one secret (APISCOPE_SECRET in production): the joined server's key file.
  if (options.joining) fs.writeFileSync(path.join(dataDir, 'secret.key'), options.joining.ctx.secret.toString('hex'), { mode: 0o600 });
  const ctx = await createContext(config);
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    ctx: testContext(ctx),
    async close() {
      await app.close();
      try {
        if (ctx.metadata !== ctx.db && !options.joining) await ctx.metadata.run(`DROP SCHEMA IF EXISTS ${config.databaseSchema} CASCADE`);
      } finally {
        await closeContext(ctx);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The embedded DuckDB database of a context a test created itself; throws when it has none. */
export function embeddedDb(ctx: AppContext): Database {
  if (!ctx.db) throw new Error('This test reads the embedded database, which this server does not have');
  return ctx.db;
}

function testContext(ctx: AppContext): TestContext {
  return new Proxy(ctx, {
    get(target, property, receiver) {
      return property === 'db' ? embeddedDb(target) : Reflect.get(target, property, receiver);
    },
  }) as TestContext;
}

/** JSON request helper over real HTTP (Node's fetch). */
export async function http(
  baseUrl: string,
  method: string,
  urlPath: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Headers }> { // eslint-disable-line @typescript-eslint/no-explicit-any -- test responses are asserted field by field
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = headers['content-type'] ?? 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(baseUrl + urlPath, {
    method,
    headers,
    body: options.body === undefined ? undefined : typeof options.body === 'string' || options.body instanceof Uint8Array ? (options.body as string) : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try { body = text ? JSON.parse(text) : undefined; } catch { /* not JSON */ }
  return { status: response.status, body, headers: response.headers };
}
