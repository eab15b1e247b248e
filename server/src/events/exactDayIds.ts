/** Estimated memory of one id held as text in ExactDayIds (a Map entry with a short string), for the index's budget. */
export const EXACT_ID_BYTES = 100;

/**
 * One app's transaction ids of one UTC day as strings, each with the request times of its stored copies: the
 * cheapest form to look up, since the group already hashed each id's string for its own duplicates; held for days
 * of up to a moderate number of ids (idFingerprints.ts holds larger ones).
 */
export class ExactDayIds {
  /** Request time (epoch ms) of each stored copy of an id; more than one only in rare cases. */
  private readonly times = new Map<string, number | number[]>();
  private count = 0;

  /** Copies held. */
  get size(): number {
    return this.count;
  }

  /** Estimated memory held. */
  get bytes(): number {
    return this.count * EXACT_ID_BYTES;
  }

  /** Stores one copy of an id with its request time (epoch ms). */
  add(id: string, time: number): void {
    const times = this.times.get(id);
    if (times === undefined) this.times.set(id, time);
    else if (typeof times === 'number') this.times.set(id, [times, time]);
    else times.push(time);
    this.count++;
  }

  /** Whether a copy of the id has a request time in [from, to] (epoch ms). */
  has(id: string, from: number, to: number): boolean {
    const times = this.times.get(id);
    if (times === undefined) return false;
    return typeof times === 'number' ? times >= from && times <= to : times.some((t) => t >= from && t <= to);
  }
}
