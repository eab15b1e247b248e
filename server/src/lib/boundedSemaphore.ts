/** Thrown by BoundedSemaphore.run when both its slots and its queue are full. */
export class SemaphoreFull extends Error {
  constructor() {
    super('Every slot and queue place is taken');
    this.name = 'SemaphoreFull';
  }
}

/**
 * At most `slots` tasks run at once; up to `maxWaiting` more wait in arrival order. Beyond that, run() refuses at
 * once (SemaphoreFull) rather than letting work pile up: a flood cannot grow memory or latency without bound.
 */
export class BoundedSemaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly slots: number, private readonly maxWaiting: number) {}

  /** Runs `task` when a slot is free; rejects with SemaphoreFull when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.slots) {
      if (this.waiting.length >= this.maxWaiting) throw new SemaphoreFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter (active stays the same), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
