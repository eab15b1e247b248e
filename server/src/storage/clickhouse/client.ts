import type { Row } from '../sql';
import { ClickHouseError, exceptionError, isExceptionText } from './errors';
import { dateTimeText, identifier } from './literal';
import { resultRows, type JsonResult } from './resultRows';
import { capabilitiesOf, parseVersion, type ClickHouseCapabilities, type ClickHouseVersion } from './version';

/** Settings sent with one request (URL parameters of the HTTP interface), e.g. `{ max_query_size: 1048576 }`. */
export type ClickHouseSettings = Record<string, string | number | boolean>;

/** Options of the client. */
export interface ClickHouseClientOptions {
  /** Longest wait for one answer, in ms (default 60 s). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * Settings of every query: 64-bit integers as JSON numbers (18.16 quotes them by default) and the answer held back
 * until the query has finished, so that an error is an HTTP error rather than text appended to a 200 answer.
 */
const QUERY_SETTINGS: ClickHouseSettings = { output_format_json_quote_64bit_integers: 0, wait_end_of_query: 1 };

/**
 * One JSONEachRow value. 18.16 cannot read a JSON object into a String column, so objects are sent as their JSON
 * text; Dates as DateTime text (their UTC second); booleans as 1/0 (UInt8); bigints as text.
 */
function encodeValue(value: unknown): unknown {
  if (value instanceof Date) return dateTimeText(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

function encodeRow(row: Record<string, unknown>): string {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) out[name] = encodeValue(value);
  return JSON.stringify(out);
}

/**
 * A ClickHouse server over its HTTP interface, with Node's fetch. The URL names the server, the database (its path,
 * `default` when empty) and the credentials (its user and password): `http://user:secret@host:8123/apiscope`.
 * Statements carry their values as literals (`literal.ts`): 18.16 has no server-side parameters.
 */
export class ClickHouseClient {
  /** The database every statement runs in. */
  readonly database: string;
  private readonly endpoint: string;
  private readonly authorization: string | null;
  private readonly timeoutMs: number;
  private serverVersion: Promise<ClickHouseVersion> | null = null;
  private closed = false;

  constructor(url: string, options: ClickHouseClientOptions = {}) {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('A ClickHouse URL starts with http:// or https://');
    const name = decodeURIComponent(parsed.pathname.replace(/^\/+|\/+$/g, '')) || 'default';
    this.database = identifier(name).text;
    this.authorization = parsed.username
      ? `Basic ${Buffer.from(`${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`).toString('base64')}`
      : null;
    this.endpoint = `${parsed.protocol}//${parsed.host}/`;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** The server's address without credentials, for messages. */
  get address(): string {
    return `${this.endpoint}${this.database}`;
  }

  /** Runs a SELECT (without a FORMAT clause) and answers its rows; DateTime columns arrive as Dates. */
  async query<T = Row>(statement: string, settings: ClickHouseSettings = {}): Promise<T[]> {
    const text = await this.post(`${statement.trim().replace(/;$/, '')}\nFORMAT JSON`, { ...QUERY_SETTINGS, ...settings });
    let result: JsonResult;
    try {
      result = JSON.parse(text) as JsonResult;
    } catch {
      throw isExceptionText(text) ? exceptionError(text, 200) : new ClickHouseError(`ClickHouse answered a query with text that is not JSON: ${text.slice(0, 200)}`, null, 200);
    }
    return resultRows<T>(result);
  }

  /** Runs a statement for its effect (DDL, ALTER, INSERT ... SELECT). */
  async command(statement: string, settings: ClickHouseSettings = {}): Promise<void> {
    const text = await this.post(statement, { wait_end_of_query: 1, ...settings });
    if (isExceptionText(text)) throw exceptionError(text, 200);
  }

  /** Inserts rows into a table (JSONEachRow): keys are column names, objects are sent as JSON text (see encodeValue). */
  async insert(table: string, rows: Array<Record<string, unknown>>, settings: ClickHouseSettings = {}): Promise<void> {
    if (rows.length === 0) return;
    const body = rows.map(encodeRow).join('\n');
    await this.post(body, { ...settings, query: `INSERT INTO ${identifier(table).text} FORMAT JSONEachRow` });
  }

  /** Creates the URL's database when it does not exist (the statement runs in the user's default database). */
  async ensureDatabase(): Promise<void> {
    await this.post(`CREATE DATABASE IF NOT EXISTS ${this.database}`, {}, false);
  }

  /** The server's version, asked once. */
  version(): Promise<ClickHouseVersion> {
    if (!this.serverVersion) {
      this.serverVersion = this.query<{ v: string }>('SELECT version() AS v').then(([row]) => parseVersion(row.v));
      this.serverVersion.catch(() => { this.serverVersion = null; });
    }
    return this.serverVersion;
  }

  /** What the server can do beyond the common subset (version.ts). */
  async capabilities(): Promise<ClickHouseCapabilities> {
    return capabilitiesOf(await this.version());
  }

  /** Whether the server answers its health check. */
  async ping(): Promise<boolean> {
    try {
      const response = await fetch(`${this.endpoint}ping`, { signal: AbortSignal.timeout(this.timeoutMs) });
      return response.ok && (await response.text()).startsWith('Ok');
    } catch {
      return false;
    }
  }

  /** Refuses further statements. The HTTP connections are the process's shared ones and close when idle. */
  async close(): Promise<void> {
    this.closed = true;
  }

  /** POSTs a body with settings as URL parameters; answers the body text of a 2xx answer, else throws ClickHouse's error. */
  private async post(body: string, settings: ClickHouseSettings, inDatabase = true): Promise<string> {
    if (this.closed) throw new ClickHouseError('The ClickHouse client is closed', null, null);
    const params = new URLSearchParams();
    if (inDatabase) params.set('database', this.database);
    for (const [name, value] of Object.entries(settings)) params.set(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
    const headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8' };
    if (this.authorization) headers.authorization = this.authorization;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.endpoint}?${params}`, { method: 'POST', headers, body, signal: AbortSignal.timeout(this.timeoutMs) });
      text = await response.text();
    } catch (error) {
      const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      throw new ClickHouseError(`Cannot reach ClickHouse at ${this.endpoint}: ${reason}`, null, null);
    }
    if (!response.ok) throw exceptionError(text, response.status);
    return text;
  }
}
