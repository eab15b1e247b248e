
/** How the retention job deletes spans: the bounds it uses for events. */
export interface SpanPurgeOptions {
  batchSize: number;
  maxBatchesPerOrg: number;
  pauseMs: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Deletes the organization's spans that started before `cutoff`, batch by batch (one short transaction each, with
 * a pause between them so ingest takes the write connection), at most `maxBatchesPerOrg` batches; the rest waits
 * for the next run. Answers how many spans it deleted. Called by the retention job with the events' cutoff and the
 * event backend's batch delete of one organization's spans.
 */
export async function purgeOldSpans(
  deleteBatch: (cutoff: Date, limit: number) => Promise<number>, cutoff: Date, options: SpanPurgeOptions, stopped: () => boolean = () => false,
): Promise<number> {
  let deleted = 0;
  for (let batch = 0; batch < options.maxBatchesPerOrg && !stopped(); batch++) {
    const n = await deleteBatch(cutoff, options.batchSize);
    deleted += n;
    if (n < options.batchSize) break;
    await pause(options.pauseMs);
  }
  return deleted;
}
