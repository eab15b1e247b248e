import { randomUUID } from 'node:crypto';
import type { ClickHouseClient } from '../../storage/clickhouse/client';
import { ClickHouseError } from '../../storage/clickhouse/errors';
import { sql } from '../../storage/clickhouse/literal';
import type { LeasedConnection } from '../../storage/duckdb/connectionPool';
import type { Row } from '../../storage/sql';
import type { SearchLimits } from '../limits';
import { searchOutOfMemory, searchTimedOut, type SearchConnections } from '../searchGate';
import { renderSql } from './renderSql';

/** ClickHouse's codes for a query over max_execution_time, over its memory limit, and cancelled by KILL QUERY. */
const TIMEOUT_EXCEEDED = 159;
const MEMORY_LIMIT_EXCEEDED = 241;
/**
 * Longest statement text of a search: a 1 MB body of terms lists becomes literals (and a profile field's predicate
 * is written twice), beyond ClickHouse's default max_query_size of 256 KiB.
 */
const MAX_QUERY_BYTES = 16 * 1024 * 1024;

/**
 * Statements of one search sent at once (its total, page of hits and aggregations, sibling aggregations, a bucket's
 * percentiles beside its sub-buckets): each waits mostly on the server's parsing, planning and its reads of the
 * partial hours, which overlap; more than a few only share the same cores.
 */
export const CLICKHOUSE_STATEMENTS_AT_ONCE = 3;

/**
 * Search "connections" on a ClickHouse server, for the SearchGate: ClickHouse spreads one query over its own
 * threads and Node's fetch shares HTTP connections, so a lease is only a statement runner and a way to stop it.
 * Each statement is rendered with literals (renderSql.ts) and carries a `query_id` and `max_execution_time` (the
 * seconds left of the search's time limit, rounded up: the server stops it even if this process is gone);
 * `interrupt` sends `KILL QUERY` for each running one. `size` is the configured number of concurrent searches; a
 * lease runs up to `statementsAtOnce` statements at once (StatementLanes).
 */
export class ClickHouseSearchPool implements SearchConnections {
  readonly statementsAtOnce = CLICKHOUSE_STATEMENTS_AT_ONCE;

  constructor(private readonly client: ClickHouseClient, private readonly limits: SearchLimits) {}

  get size(): number {
    return this.limits.connections;
  }

  async use<T>(fn: (connection: LeasedConnection) => Promise<T>): Promise<T> {
    const deadline = Date.now() + this.limits.timeLimitMs;
    const running = new Set<string>();
    const all = async <R = Row>(text: string, params?: unknown): Promise<R[]> => {
      const statement = renderSql(text, Array.isArray(params) ? params : []);
      const queryId = randomUUID();
      running.add(queryId);
      const seconds = Math.max(1, Math.ceil((deadline - Date.now()) / 1000));
      try {
        return await this.client.query<R>(statement, { query_id: queryId, max_execution_time: seconds, max_query_size: MAX_QUERY_BYTES });
      } catch (error) {
        if (error instanceof ClickHouseError && error.code === TIMEOUT_EXCEEDED) throw searchTimedOut(this.limits);
        if (error instanceof ClickHouseError && error.code === MEMORY_LIMIT_EXCEEDED) throw searchOutOfMemory(this.limits);
        throw error;
      } finally {
        running.delete(queryId);
      }
    };
    return fn({
      all,
      one: async <R = Row>(text: string, params?: unknown) => (await all<R>(text, params))[0],
      run: async (text, params) => { await all(text, params); },
      interrupt: () => {
        for (const queryId of running) this.client.command(sql`KILL QUERY WHERE query_id = ${queryId} ASYNC`).catch(() => undefined);
      },
    });
  }
}
