import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { EventLimits } from '../events/normaliseEvent';
import type { Tenant } from '../events/types';
import type { EventKind, IngestOptions, NormalisedBatch } from './batchNormalise';

/**
 * Smallest inflated body handed to a normalising thread. A smaller one (under about 70 events of moesif-nodejs, at
 * about 12 µs each to parse and normalise here) holds the event loop under a millisecond; handing it to a thread
 * would be a larger share of its cost.
 */
export const OFF_LOOP_MIN_BYTES = 64 * 1024;

/** One batch for a normalising thread. */
export interface NormaliseJob {
  id: number;
  /** The inflated body: a copy of its own ArrayBuffer, moved to the thread (the event loop keeps the original for parseHere). */
  bytes: ArrayBuffer;
  kind: EventKind;
  tenant: Tenant;
  limits: EventLimits;
  options: IngestOptions;
  /** The route the body was posted to (which text jsonBodyProblem refuses). */
  routeUrl: string;
}

/** A thread's answer: the normalised batch, the 4xx refusing it, or a request to do the job on the event loop. */
export type NormaliseAnswer =
  | { id: number; batch: NormalisedBatch }
  | { id: number; refused: { status: number; message: string } }
  | { id: number; parseHere: true };

/** What the ingest service gets back: as NormaliseAnswer, without the job id. */
export type NormaliseOutcome = { batch: NormalisedBatch } | { refused: { status: number; message: string } } | { parseHere: true };

interface Pending {
  resolve: (outcome: NormaliseOutcome) => void;
  reject: (error: Error) => void;
}

interface NormaliseThread {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * Dates a thread sends arrive as the main realm's Date. Code running in another realm (a vm context, as Jest runs
 * the server in) tests dates with its own `instanceof Date`, so there they are rebuilt; in the server nothing is.
 */
function ownDates(batch: NormalisedBatch): void {
  const first = batch.records[0];
  if (!first || first.time instanceof Date) return;
  for (const record of batch.records) {
    record.time = new Date(record.time.getTime());
    if (record.responseTime) record.responseTime = new Date(record.responseTime.getTime());
  }
}

/**
 * Default size (COLLECTOR_PARSE_THREADS overrides): every core but two, at most 4. One core runs the event loop, one
 * DuckDB's commits and checkpoints; on 2 cores a thread only competes with them (docs/benchmarks.md, "Batches parsed
 * on worker threads"), so there are none.
 */
export function defaultNormaliseThreads(): number {
  return Math.min(4, Math.max(0, os.availableParallelism() - 2));
}

/**
 * The worker's entry: build/server/normaliseWorker.js in the compiled server (scripts/build-server.mjs); from the
 * TypeScript sources (tsx, Jest) the thread first registers tsx's require hook to load normaliseWorker.ts.
 */
function startWorker(): Worker {
  const compiled = path.join(__dirname, 'normaliseWorker.js');
  if (fs.existsSync(compiled)) return new Worker(compiled);
  const tsx = require.resolve('tsx/cjs/api');
  const source = path.join(__dirname, 'normaliseWorker.ts');
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(source)});`, { eval: true });
}

/**
 * Worker threads that parse, check and validate large collector batches (normaliseWorker.ts), so the event loop
 * only appends and commits them. Threads start on first use, up to `size`; a job goes to the thread with the fewest
 * jobs queued. A thread that fails rejects its jobs (the caller does them on the event loop) and is replaced by the
 * next start. Threads never keep the process alive; close() ends them.
 */
export class NormaliseThreads {
  private readonly threads: NormaliseThread[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    /** Most threads; 0 turns them off (every body is parsed on the event loop). */
    readonly size: number,
  ) {}

  /** Whether a body of `bytes` inflated bytes goes to a thread. */
  takes(bytes: number): boolean {
    return this.size > 0 && !this.closed && bytes >= OFF_LOOP_MIN_BYTES;
  }

  /** Runs one batch on a thread. Rejects when the thread fails or the pool is closed. */
  normalise(job: Omit<NormaliseJob, 'id'>): Promise<NormaliseOutcome> {
    if (this.closed) return Promise.reject(new Error('The normalising threads are closed'));
    const thread = this.pick();
    const id = this.nextId++;
    return new Promise<NormaliseOutcome>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ ...job, id } satisfies NormaliseJob, [job.bytes]);
    });
  }

  /** Ends every thread; jobs still running are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    const threads = this.threads.splice(0);
    await Promise.all(threads.map(async (thread) => {
      this.fail(thread, new Error('The normalising threads are closed'));
      await thread.worker.terminate();
    }));
  }

  private pick(): NormaliseThread {
    const idlest = this.threads.reduce<NormaliseThread | undefined>((best, t) => (!best || t.pending.size < best.pending.size ? t : best), undefined);
    if (idlest && (idlest.pending.size === 0 || this.threads.length >= this.size)) return idlest;
    return this.start();
  }

  private start(): NormaliseThread {
    const thread: NormaliseThread = { worker: startWorker(), pending: new Map() };
    thread.worker.unref();
    thread.worker.on('message', (answer: NormaliseAnswer) => {
      const pending = thread.pending.get(answer.id);
      if (!pending) return;
      thread.pending.delete(answer.id);
      const { id: _id, ...outcome } = answer;
      if ('batch' in outcome) ownDates(outcome.batch);
      pending.resolve(outcome);
    });
    const lost = (error: Error) => {
      const index = this.threads.indexOf(thread);
      if (index >= 0) this.threads.splice(index, 1);
      this.fail(thread, error);
    };
    thread.worker.on('error', lost);
    thread.worker.on('exit', (code) => lost(new Error(`A normalising thread exited with code ${code}`)));
    this.threads.push(thread);
    return thread;
  }

  private fail(thread: NormaliseThread, error: Error): void {
    for (const pending of thread.pending.values()) pending.reject(error);
    thread.pending.clear();
  }
}
