import { HttpError } from '../http/errors';

/** One throttled key: failures in the current window and the time of the last one. */
interface FailureRecord {
  failures: number;
  last: number;
}

/** A kind of key failures are counted under. */
interface KeyRule {
  /** Failures allowed before attempts are delayed. */
  free: number;
  /** Longest delay between two attempts. */
  maxDelayMs: number;
}

/** Failed sign-ins of one e-mail from one IP: the guesser's own key. */
export const ACCOUNT_IP_RULE: KeyRule = { free: 5, maxDelayMs: 15 * 60_000 };
/** Failed sign-ins from one IP, whatever the e-mail: one client trying many accounts. */
export const IP_RULE: KeyRule = { free: 20, maxDelayMs: 15 * 60_000 };
/**
 * Failed sign-ins of one e-mail from any IP: guessers rotating addresses. Its delay is short, and it does not apply
 * from an IP the account recently signed in from, so nobody else's failures can lock the real user out.
 */
export const ACCOUNT_RULE: KeyRule = { free: 10, maxDelayMs: 5 * 60_000 };
/** Delay after the last free failure; it doubles with each further failure up to the rule's maximum. */
export const FIRST_DELAY_MS = 5000;
/** A key without failures for this long is forgotten. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** How long an IP stays known to an account after a successful sign-in from it. */
export const KNOWN_IP_MS = 30 * 24 * 3600 * 1000;
const MAX_KNOWN_IPS_PER_ACCOUNT = 10;
const MAX_TRACKED = 50_000;

/** Wait before the next attempt after `failures` failures under `rule`. */
export function delayAfter(failures: number, rule: KeyRule): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.maxDelayMs, FIRST_DELAY_MS * 2 ** Math.min(30, failures - rule.free));
}

/** Drops the oldest entries of a map (insertion order) until it has room for one more. */
function makeRoom<K, V>(map: Map<K, V>): void {
  for (const key of map.keys()) {
    if (map.size < MAX_TRACKED) return;
    map.delete(key);
  }
}

/**
 * Progressive delays for failed sign-ins, per e-mail + IP, per IP and per e-mail: past a few free failures each key
 * must wait 5 s, then 10 s, 20 s... before its next attempt, which answers 429 + Retry-After when early (without
 * checking the password). Attempts within the delays are never judged, so the delays bound guessing, while a
 * correct password is accepted as soon as the wait is over; and the account-wide delay is skipped from IPs the
 * account has signed in from, so failures from elsewhere cannot keep the real user out.
 */
export class LoginThrottle {
  private readonly records = new Map<string, FailureRecord>();
  private readonly knownIps = new Map<string, Map<string, number>>();

  constructor(private readonly now: () => number = Date.now) {}

  private current(key: string): FailureRecord | undefined {
    const record = this.records.get(key);
    if (record && this.now() - record.last > LOGIN_FAILURE_WINDOW_MS) {
      this.records.delete(key);
      return undefined;
    }
    return record;
  }

  private waitMs(key: string, rule: KeyRule): number {
    const record = this.current(key);
    return record ? Math.max(0, record.last + delayAfter(record.failures, rule) - this.now()) : 0;
  }

  private isKnownIp(email: string, ip: string): boolean {
    const seen = this.knownIps.get(email)?.get(ip);
    return seen !== undefined && this.now() - seen < KNOWN_IP_MS;
  }

  /** Throws 429 with Retry-After (seconds) while any of the attempt's keys is still waiting out its delay. */
  assertAllowed(email: string, ip: string): void {
    const waits = [this.waitMs(`ip\n${ip}`, IP_RULE), this.waitMs(`account-ip\n${email}\n${ip}`, ACCOUNT_IP_RULE)];
    if (!this.isKnownIp(email, ip)) waits.push(this.waitMs(`account\n${email}`, ACCOUNT_RULE));
    const wait = Math.max(...waits);
    if (wait === 0) return;
    const seconds = Math.ceil(wait / 1000);
    throw new HttpError(429, `Too many failed sign-in attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, undefined, {
      'Retry-After': String(seconds),
    });
  }

  private add(key: string): void {
    const record = this.current(key);
    if (!record) makeRoom(this.records);
    this.records.set(key, { failures: (record?.failures ?? 0) + 1, last: this.now() });
  }

  /** Records a failed attempt under all three keys. */
  recordFailure(email: string, ip: string): void {
    this.add(`ip\n${ip}`);
    this.add(`account-ip\n${email}\n${ip}`);
    this.add(`account\n${email}`);
  }

  /**
   * A successful sign-in: forgets the failures of this e-mail from this IP and remembers the IP as the account's.
   * The IP-wide and account-wide counts stay, so a guesser cannot reset them by signing in to an account of its own.
   */
  reset(email: string, ip: string): void {
    this.records.delete(`account-ip\n${email}\n${ip}`);
    let ips = this.knownIps.get(email);
    if (!ips) {
      makeRoom(this.knownIps);
      ips = new Map();
      this.knownIps.set(email, ips);
    }
    ips.delete(ip);
    ips.set(ip, this.now());
    if (ips.size > MAX_KNOWN_IPS_PER_ACCOUNT) ips.delete(ips.keys().next().value as string);
  }
}
