import type { AppContext } from '../context';
import { seedDemoData } from './seedDemo';

/** A seeding run in the background: the API serves while demo data is written. */
export interface BackgroundSeeding {
  /** Resolves when seeding finished (or failed; failures are logged, not thrown). */
  done: Promise<void>;
  /** Asks the run to stop after the current chunk and waits for it. */
  stop(): Promise<void>;
}

/** Starts seeding the demo organization after the server listens, logging the time it took. */
export function startDemoSeeding(ctx: AppContext): BackgroundSeeding {
  const controller = new AbortController();
  const done = seedDemoData(ctx, controller.signal).then(
    (result) => {
      if (result.seeded) console.info(`Demo data seeded: ${result.events.toLocaleString('en-US')} events in ${(result.ms / 1000).toFixed(1)} s`);
    },
    (error: unknown) => console.error('Demo data seeding failed:', error instanceof Error ? error.message : error),
  );
  return {
    done,
    async stop() {
      controller.abort();
      await done;
    },
  };
}
