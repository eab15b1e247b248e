import type { SqlRunner } from '../storage/sql';
import { HttpError } from '../http/errors';
import { UsageFloors, admitIngestBatches, checkIngestQuota, recordIngested } from '../subscription/quota';
import type { QuotaGate } from './ingestService';

/** 402 answered as {error: {msg}} (SPEC 8) when the organization's plan may not ingest more events. */
export class QuotaExceeded extends HttpError {
  constructor(message: string) {
    super(402, message);
  }
}

/**
 * The organization's plan quota (subscription area) as the collector's gate: plans in `metadata`, counters in
 * `events`. The early check reads the usage each organization's last admission read (UsageFloors), so a batch does
 * not wait for the counters behind the commits on its way to the queue; admission reads them in the transaction.
 */
export function planQuotaGate(metadata: SqlRunner, events: SqlRunner): QuotaGate {
  const floors = new UsageFloors();
  return {
    async check(orgId, n) {
      const verdict = await checkIngestQuota({ metadata, counters: events }, orgId, n, floors);
      if (!verdict.ok) throw new QuotaExceeded(verdict.message ?? 'The event quota of your plan is used up');
    },
    async admit(orgId, counts, tx) {
      const verdicts = await admitIngestBatches({ metadata, counters: tx }, orgId, counts, floors);
      return verdicts.map((message) => (message === null ? null : new QuotaExceeded(message)));
    },
    async record(orgId, n, tx) {
      await recordIngested(tx, orgId, n);
    },
  };
}
