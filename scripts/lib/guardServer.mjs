// Helpers of the crash and overload guard scripts: the compiled server as a child process on loopback, a tenant to
// ingest into, SDK-shaped event batches, memory samples, and a read of what the database file holds afterwards.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { DuckDBInstance } from '@duckdb/node-api';
import { waitForHealth } from './serverProcess.mjs';

/**
 * Starts `node <bundle>` on 127.0.0.1:<port> with the given DATA_DIR (no demo data, warn-level logs) and waits for
 * /health. Returns the child, its base URL and a promise of its exit ({code, signal}).
 */
export async function startServer(bundle, { dataDir, port, env = {} }) {
  const child = spawn(process.execPath, [bundle], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, baseUrl, exited };
}

/**
 * Resident memory of a process in bytes (Linux /proc), all zero once it is gone: the total, its anonymous part (the
 * V8 heap and every native allocation: DuckDB, libuv threads, malloc arenas) and its file-backed part (the mapped
 * node binary and DuckDB library), which a load cannot grow.
 */
export function residentMemory(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kB = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
    return { rss: kB('VmRSS'), anonymous: kB('RssAnon'), file: kB('RssFile') };
  } catch {
    return { rss: 0, anonymous: 0, file: 0 };
  }
}

async function json(baseUrl, method, path, { body, token } = {}) {
  const response = await fetch(baseUrl + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const parsed = await response.json();
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(parsed)}`);
  return parsed;
}

/** Signs up a user and mints a collector token for their first app: {orgId, appId, collectorToken}. */
export async function createTenant(baseUrl) {
  const signup = await json(baseUrl, 'POST', '/api/auth/signup', {
    body: { email: `guard-${randomUUID().slice(0, 8)}@acme-guard.io`, password: 'correct horse battery', name: 'Guard' },
  });
  const orgs = await json(baseUrl, 'GET', '/api/portal/organizations', { token: signup.id_token });
  const own = orgs.find((o) => !o.demo);
  const query = new URLSearchParams({ app_id: own.apps[0].id, target: 'collector' });
  const minted = await json(baseUrl, 'GET', `/api/portal/${own.id}/oauth/access_tokens?${query}`, { token: signup.id_token });
  return { orgId: own.id, appId: own.apps[0].id, collectorToken: minted.app_token };
}

/**
 * A batch of `size` API-call events as an SDK sends them, each with its own transaction_id (the collector's dedup
 * key): {ids, body}. Retrying must resend this exact body.
 */
export function eventBatch(size) {
  const now = Date.now();
  const ids = [];
  const events = [];
  for (let i = 0; i < size; i++) {
    const id = randomUUID();
    ids.push(id);
    events.push({
      request: { time: new Date(now - 50).toISOString(), uri: `https://api.acme.io/v1/orders/${i}`, verb: 'GET', headers: { 'user-agent': 'guard/1.0' } },
      response: { time: new Date(now).toISOString(), status: 200, headers: { 'content-type': 'application/json' } },
      user_id: `user-${i % 50}`,
      transaction_id: id,
    });
  }
  return { ids, body: JSON.stringify(events) };
}

/** POSTs a batch to the collector; resolves with {status, retryAfter} or {error} for network failures. */
export async function sendBatch(baseUrl, collectorToken, body) {
  try {
    const response = await fetch(`${baseUrl}/collector/v1/events/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-moesif-application-id': collectorToken },
      body,
    });
    await response.arrayBuffer();
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { error: error instanceof Error ? (error.cause?.code ?? error.message) : String(error) };
  }
}

/** Reads the stored events of an organization from the database file (the server must be stopped). */
export async function storedTransactionIds(dataDir, orgId) {
  const instance = await DuckDBInstance.create(`${dataDir}/apiscope.duckdb`);
  const connection = await instance.connect();
  try {
    const reader = await connection.runAndReadAll('SELECT transaction_id FROM events WHERE org_id = $1', [orgId]);
    return reader.getRowObjectsJS().map((row) => String(row.transaction_id));
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** Sleeps `ms` milliseconds. */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
