import type { SqlRunner } from '../storage/sql';
import { HttpError } from '../http/errors';
import { admitIngestBatches, checkIngestQuota, recordIngested } from '../subscription/quota';
import type { QuotaGate } from './ingestService';

/** 402 answered as {error: {msg}} (SPEC 8) when the organization's plan may not ingest more events. */
export class QuotaExceeded extends HttpError {
  constructor(message: string) {
    super(402, message);
  }
}

/** The organization's plan quota (subscription area) as the collector's gate: plans in `metadata`, counters in `events`. */
export function planQuotaGate(metadata: SqlRunner, events: SqlRunner): QuotaGate {
  return {
    async check(orgId, n) {
      const verdict = await checkIngestQuota({ metadata, counters: events }, orgId, n);
      if (!verdict.ok) throw new QuotaExceeded(verdict.message ?? 'The event quota of your plan is used up');
    },
    async admit(orgId, counts, tx) {
      const verdicts = await admitIngestBatches({ metadata, counters: tx }, orgId, counts);
      return verdicts.map((message) => (message === null ? null : new QuotaExceeded(message)));
    },
    async record(orgId, n, tx) {
      await recordIngested(tx, orgId, n);
    },
  };
}
