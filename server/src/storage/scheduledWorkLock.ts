/** What `runExclusive` answers: the work's result when it ran, or that a run of the same name held the lock. */
export type ExclusiveRun<T> = { ran: true; result: T } | { ran: false };

/**
 * Scheduled work that must run once across the server processes sharing a store (retention with a shared event
 * store; later alert evaluation, cohort recomputation, exports, billing sync). Each process's timer fires on its
 * own; the lock lets one of them do the run and the others skip it.
 */
export interface ScheduledWorkLock {
  /**
   * Runs `work` unless a run under the same name holds the lock (in this process or another); never waits for it.
   * The lock is released when the work settles, and also if this process dies.
   */
  runExclusive<T>(name: string, work: () => Promise<T>): Promise<ExclusiveRun<T>>;
}

/**
 * The lock of a store only this process uses (the embedded database, whose file one process locks): granted
 * unless a run of the same name is still going on in this process.
 */
export class ProcessWorkLock implements ScheduledWorkLock {
  private readonly held = new Set<string>();

  async runExclusive<T>(name: string, work: () => Promise<T>): Promise<ExclusiveRun<T>> {
    if (this.held.has(name)) return { ran: false };
    this.held.add(name);
    try {
      return { ran: true, result: await work() };
    } finally {
      this.held.delete(name);
    }
  }
}

/** Runs `work` under the lock, waiting (polling every `pollMs`) while another run holds it: for start-up steps. */
export async function runWhenGranted<T>(lock: ScheduledWorkLock, name: string, work: () => Promise<T>, pollMs = 250): Promise<T> {
  for (;;) {
    const outcome = await lock.runExclusive(name, work);
    if (outcome.ran) return outcome.result;
    await new Promise<void>((resolve) => setTimeout(resolve, pollMs));
  }
}
