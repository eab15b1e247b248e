import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ClickHouseClient } from '../src/storage/clickhouse/client';
import { buildApp } from '../src/app';
import { closeContext, createContext } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';

/** An in-process server on loopback with a fresh database in a temp dir, and a signed-up tenant. */
export interface BenchServer {
  baseUrl: string;
  ctx: AppContext;
  app: FastifyInstance;
  /** Bearer token of the signed-up user. */
  token: string;
  orgId: string;
  appId: string;
  /** Collector application id of that app. */
  collectorToken: string;
  /** The ClickHouse database of the events (BENCH_CLICKHOUSE_URL), else undefined. */
  clickhouseUrl?: string;
  close(): Promise<void>;
}

async function json(baseUrl: string, method: string, urlPath: string, body?: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(baseUrl + urlPath, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = (await response.json()) as Record<string, unknown>;
  if (response.status >= 300) throw new Error(`${method} ${urlPath} answered ${response.status}: ${JSON.stringify(parsed)}`);
  return parsed;
}

/** Where a bench server keeps its database, and whose account it uses. */
export interface BenchServerOptions {
  /** A data directory to use and keep after close (default: a fresh temp dir, removed on close). */
  dataDir?: string;
  /** Sign in as this existing user instead of signing up a new one (a kept database's owner). */
  account?: BenchAccount;
  /** With BENCH_CLICKHOUSE_URL: the ClickHouse database of the events, kept after close (default: a fresh one, dropped). */
  clickhouseDatabase?: string;
}

/** The e-mail and password of a bench user. */
export interface BenchAccount {
  email: string;
  password: string;
}

/** A new bench user's credentials. */
export const newBenchAccount = (): BenchAccount => ({ email: `bench-${Date.now()}@acme-bench.io`, password: 'correct horse battery' });

/**
 * With BENCH_CLICKHOUSE_URL (a ClickHouse server, e.g. http://127.0.0.1:18123), the events go to the named database
 * there, or to a database of this run's own (dropped at close): the same benchmark on ClickHouse.
 */
export function benchClickHouseUrl(database = `bench_${Date.now()}`): string | undefined {
  const server = process.env.BENCH_CLICKHOUSE_URL;
  if (!server) return undefined;
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

async function dropClickHouseDatabase(url: string): Promise<void> {
  const client = new ClickHouseClient(url);
  await client.command(`DROP DATABASE IF EXISTS ${client.database}`);
}

/**
 * Starts the server (no demo data), signs up a user (or signs in `options.account`) and mints a collector token for
 * their first app.
 */
export async function startBenchServer(options: BenchServerOptions = {}, account: BenchAccount = options.account ?? newBenchAccount()): Promise<BenchServer> {
  const keep = options.dataDir !== undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'apiscope-bench-'));
  const clickhouseUrl = benchClickHouseUrl(options.clickhouseDatabase);
  const ctx = await createContext(loadConfig({}, { dataDir, logLevel: 'silent', seedDemo: false, duckdbMemoryLimit: '1GB', clickhouseUrl }));
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const session = options.account
    ? await json(baseUrl, 'POST', '/api/auth/login', account)
    : await json(baseUrl, 'POST', '/api/auth/signup', { ...account, name: 'Bench' });
  const token = String(session.id_token);
  const orgs = (await json(baseUrl, 'GET', '/api/portal/organizations', undefined, token)) as unknown as Array<{ id: string; demo: boolean; apps: Array<{ id: string }> }>;
  const own = orgs.find((o) => !o.demo);
  if (!own) throw new Error('sign-up created no organization');
  const minted = await json(baseUrl, 'GET', `/api/portal/${own.id}/oauth/access_tokens?app_id=${own.apps[0].id}&target=collector`, undefined, token);
  return {
    baseUrl, ctx, app, token, orgId: own.id, appId: own.apps[0].id, collectorToken: String(minted.app_token), clickhouseUrl,
    async close() {
      await app.close();
      await closeContext(ctx);
      if (clickhouseUrl && !options.clickhouseDatabase) await dropClickHouseDatabase(clickhouseUrl);
      if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The value at quantile q (0-1) of sorted samples (nearest rank). */
export function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
