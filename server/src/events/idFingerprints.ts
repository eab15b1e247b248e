import { hash } from 'node:crypto';

/**
 * A transaction id's fingerprint: the first 8 bytes of the MD5 of its UTF-8 text, as two unsigned 32-bit halves
 * (each read big-endian, as the hex digest spells it). DuckDB computes the same from a stored id
 * (fingerprintHighSql, fingerprintLowSql), so a day of ids is loaded as numbers, never as one JavaScript string per id.
 */
export interface Fingerprint {
  high: number;
  low: number;
}

/** The halves from an SQL expression of the id's MD5 hex digest (DuckDB's `md5`). */
export const fingerprintHighSql = (md5Hex: string) => `('0x' || ${md5Hex}[1:8])::UINTEGER`;
export const fingerprintLowSql = (md5Hex: string) => `('0x' || ${md5Hex}[9:16])::UINTEGER`;

/** The fingerprint of an id, as DuckDB computes it from the stored text. The hex digest is the fastest form to get. */
export function idFingerprint(id: string): Fingerprint {
  const digest = hash('md5', id);
  return { high: parseInt(digest.slice(0, 8), 16), low: parseInt(digest.slice(8, 16), 16) };
}

/** The first and last of some request times (epoch ms). */
export interface TimeSpan {
  first: number;
  last: number;
}

const EMPTY = 0;
/** Grown (doubled) once more than this share of its slots is used. */
const MAX_LOAD = 0.75;
/** Bytes per slot: the two halves and the time. */
export const FINGERPRINT_SLOT_BYTES = 12;

/** Slots (a power of two) for `entries` within the load limit. */
function slotsFor(entries: number): number {
  let slots = 16;
  while (slots * MAX_LOAD < entries) slots *= 2;
  return slots;
}

/**
 * An open-addressing multiset of fingerprints, each with one stored copy's request time as milliseconds after the
 * table's `origin` (a UTC day's start): 12 bytes a slot in three typed arrays, so a day of millions of ids is a few
 * tens of megabytes and no garbage-collected objects. A fingerprint stored again (another copy of the id) takes
 * another slot.
 */
export class FingerprintTable {
  private highs: Uint32Array;
  private lows: Uint32Array;
  /** Milliseconds after origin plus one; 0 marks an empty slot. */
  private times: Uint32Array;
  private count = 0;

  /** @param expected entries it is sized for without growing */
  constructor(private readonly origin: number, expected = 0) {
    const slots = slotsFor(expected);
    this.highs = new Uint32Array(slots);
    this.lows = new Uint32Array(slots);
    this.times = new Uint32Array(slots);
  }

  /** Memory a table sized for `entries` holds. */
  static bytesFor(entries: number): number {
    return slotsFor(entries) * FINGERPRINT_SLOT_BYTES;
  }

  /** Entries stored. */
  get size(): number {
    return this.count;
  }

  /** Memory held by the slots. */
  get bytes(): number {
    return this.times.length * FINGERPRINT_SLOT_BYTES;
  }

  /** Stores one copy of an id (its fingerprint's halves) with its request time (epoch ms, within a day of origin). */
  add(high: number, low: number, time: number): void {
    if (this.count + 1 > this.times.length * MAX_LOAD) this.grow();
    this.place(high, low, time - this.origin + 1);
    this.count++;
  }

  /**
   * Whether a copy with the fingerprint has a request time (epoch ms) in [from, to]; widens `span` to the times of
   * every such copy. Another id with the same fingerprint matches too: the caller confirms a match in the table.
   */
  match(print: Fingerprint, from: number, to: number, span: TimeSpan): boolean {
    const mask = this.times.length - 1;
    let found = false;
    for (let slot = print.low & mask; this.times[slot] !== EMPTY; slot = (slot + 1) & mask) {
      if (this.lows[slot] !== print.low || this.highs[slot] !== print.high) continue;
      const time = this.origin + this.times[slot] - 1;
      if (time < from || time > to) continue;
      found = true;
      if (time < span.first) span.first = time;
      if (time > span.last) span.last = time;
    }
    return found;
  }

  private place(high: number, low: number, stamp: number): void {
    const mask = this.times.length - 1;
    let slot = low & mask;
    while (this.times[slot] !== EMPTY) slot = (slot + 1) & mask;
    this.highs[slot] = high;
    this.lows[slot] = low;
    this.times[slot] = stamp;
  }

  private grow(): void {
    const { highs, lows, times } = this;
    this.highs = new Uint32Array(times.length * 2);
    this.lows = new Uint32Array(times.length * 2);
    this.times = new Uint32Array(times.length * 2);
    for (let slot = 0; slot < times.length; slot++) if (times[slot] !== EMPTY) this.place(highs[slot], lows[slot], times[slot]);
  }
}
