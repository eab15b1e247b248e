import { createHash } from 'node:crypto';
import { HttpError } from '../http/errors';
import type { AccountIp, FailureRecord, SignInThrottleRepository } from './loginThrottleStore';

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
/** IPs an account keeps as known: the most recent ones (a few more may count until the next pruning). */
export const MAX_KNOWN_IPS_PER_ACCOUNT = 10;
/** How often one throttle deletes forgotten rows (at a failure or a success, not on a timer). */
export const THROTTLE_PRUNE_INTERVAL_MS = 5 * 60_000;

/** Wait before the next attempt after `failures` failures under `rule`. */
export function delayAfter(failures: number, rule: KeyRule): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.maxDelayMs, FIRST_DELAY_MS * 2 ** Math.min(30, failures - rule.free));
}

/** SHA-256 of the parts: fixed-length keys, whatever the e-mail's length. */
function digest(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

/** The three keys one attempt counts under. */
interface AttemptKeys {
  ip: string;
  accountIp: string;
  account: string;
}

/**
 * Progressive delays for failed sign-ins, per e-mail + IP, per IP and per e-mail: past a few free failures each key
 * must wait 5 s, then 10 s, 20 s... before its next attempt, which answers 429 + Retry-After when early (without
 * checking the password). Attempts within the delays are never judged, so the delays bound guessing, while a
 * correct password is accepted as soon as the wait is over; and the account-wide delay is skipped from IPs the
 * account has signed in from, so failures from elsewhere cannot keep the real user out.
 *
 * The counts live in the metadata database (`login_failures`, `login_known_ips`), so every server process sharing it
 * counts the same failures: a check is one statement, a failure one more, a success two in parallel. `scope`
 * separates throttles whose keys must not add up (passwords, two-factor codes).
 */
export class LoginThrottle {
  private lastPrune: number;

  constructor(private readonly store: SignInThrottleRepository, private readonly scope: string, private readonly now: () => number = Date.now) {
    this.lastPrune = now();
  }

  private keysOf(email: string, ip: string): AttemptKeys {
    return {
      ip: digest(this.scope, 'ip', ip),
      accountIp: digest(this.scope, 'account-ip', email, ip),
      account: digest(this.scope, 'account', email),
    };
  }

  private accountIpOf(email: string, ip: string): AccountIp {
    return { account: digest(this.scope, 'known', email), ip: digest(ip) };
  }

  /** Throws 429 with Retry-After (seconds) while any of the attempt's keys is still waiting out its delay. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const now = this.now();
    const keys = this.keysOf(email, ip);
    const state = await this.store.readState(
      [keys.ip, keys.accountIp, keys.account], this.accountIpOf(email, ip), now - LOGIN_FAILURE_WINDOW_MS, now - KNOWN_IP_MS,
    );
    const waitMs = (key: string, rule: KeyRule) => {
      const record: FailureRecord | undefined = state.failures.get(key);
      return record ? Math.max(0, record.last + delayAfter(record.failures, rule) - now) : 0;
    };
    const waits = [waitMs(keys.ip, IP_RULE), waitMs(keys.accountIp, ACCOUNT_IP_RULE)];
    if (!state.knownIp) waits.push(waitMs(keys.account, ACCOUNT_RULE));
    const wait = Math.max(...waits);
    if (wait === 0) return;
    const seconds = Math.ceil(wait / 1000);
    throw new HttpError(429, `Too many failed sign-in attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, undefined, {
      'Retry-After': String(seconds),
    });
  }

  /** Records a failed attempt under all three keys. */
  async recordFailure(email: string, ip: string): Promise<void> {
    const now = this.now();
    const keys = this.keysOf(email, ip);
    await this.store.addFailures([keys.ip, keys.accountIp, keys.account], now, now - LOGIN_FAILURE_WINDOW_MS);
    await this.pruneNowAndThen(now);
  }

  /**
   * A successful sign-in: forgets the failures of this e-mail from this IP and remembers the IP as the account's.
   * The IP-wide and account-wide counts stay, so a guesser cannot reset them by signing in to an account of its own.
   */
  async reset(email: string, ip: string): Promise<void> {
    const now = this.now();
    await Promise.all([this.store.clearFailures(this.keysOf(email, ip).accountIp), this.store.rememberIp(this.accountIpOf(email, ip), now)]);
    await this.pruneNowAndThen(now);
  }

  /** Deletes forgotten rows once per THROTTLE_PRUNE_INTERVAL_MS of this throttle: the tables stay bounded. */
  private async pruneNowAndThen(now: number): Promise<void> {
    if (now - this.lastPrune < THROTTLE_PRUNE_INTERVAL_MS) return;
    this.lastPrune = now;
    await this.store.prune(now - LOGIN_FAILURE_WINDOW_MS, now - KNOWN_IP_MS, MAX_KNOWN_IPS_PER_ACCOUNT);
  }
}
