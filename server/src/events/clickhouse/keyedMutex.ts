import { Mutex } from '../../lib/mutex';

/**
 * Mutexes by name, created on first use and dropped when idle. `run(keys, fn)` holds every named lock while fn runs,
 * taken in the order given: callers that take several must name them in one agreed order (see ClickHouseEventStore).
 */
export class KeyedMutex {
  private readonly locks = new Map<string, { mutex: Mutex; users: number }>();

  run<T>(keys: string[], fn: () => Promise<T>): Promise<T> {
    if (keys.length === 0) return fn();
    const [first, ...rest] = keys;
    let entry = this.locks.get(first);
    if (!entry) {
      entry = { mutex: new Mutex(), users: 0 };
      this.locks.set(first, entry);
    }
    const held = entry;
    held.users++;
    return held.mutex.run(() => this.run(rest, fn)).finally(() => {
      if (--held.users === 0) this.locks.delete(first);
    });
  }
}
