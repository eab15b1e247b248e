import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { closeContext } from './bootstrap';
import type { BackgroundSeeding } from './demo/backgroundSeeding';

/** Longest a graceful shutdown may take before the process exits anyway. */
export const SHUTDOWN_DEADLINE_MS = 10_000;

const IDLE_REAP_INTERVAL_MS = 50;

/** What a shutdown stops, and how it ends the process. */
export interface ShutdownTargets {
  app: FastifyInstance;
  ctx: AppContext;
  demoSeeding: BackgroundSeeding | null;
  /** Ends the process (process.exit outside tests). */
  exit(code: number): void;
  /** Defaults to SHUTDOWN_DEADLINE_MS. */
  deadlineMs?: number;
  log?(message: string): void;
}

/**
 * Graceful stop: the server stops accepting connections and answers what is in flight (each answer comes after its
 * data is committed), demo seeding stops after its current chunk, queued writes and profile touches commit, and the
 * database is checkpointed and closed; then exit(0). If that takes longer than the deadline (e.g. a client that
 * never finishes sending its body), exit(1) at the deadline: nothing unanswered was acknowledged, so nothing
 * acknowledged is lost.
 */
export async function shutDown({ app, ctx, demoSeeding, exit, deadlineMs = SHUTDOWN_DEADLINE_MS, log = console.info }: ShutdownTargets): Promise<void> {
  const deadline = setTimeout(() => {
    log(`Shutdown did not finish within ${deadlineMs / 1000} s: exiting now`);
    exit(1);
  }, deadlineMs);
  // close() reaps the connections idle at that moment only; in-flight requests end on keep-alive connections
  // that would otherwise stay open until the client or the keep-alive time-out closes them.
  const reaper = setInterval(() => app.server.closeIdleConnections(), IDLE_REAP_INTERVAL_MS);
  try {
    await app.close();
    clearInterval(reaper);
    await demoSeeding?.stop();
    await ctx.events.settled();
    await closeContext(ctx);
    clearTimeout(deadline);
    exit(0);
  } catch (error) {
    clearInterval(reaper);
    clearTimeout(deadline);
    log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
    exit(1);
  }
}
