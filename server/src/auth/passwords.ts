import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context';
import { overloaded } from '../http/errors';
import { BoundedSemaphore, SemaphoreFull } from '../lib/boundedSemaphore';
import type { ScryptCost } from './passwordCost';

const KEY_LENGTH = 64;
/** Cost of hashes stored before the format named its parameters ('scrypt$<salt>$<key>'). */
const LEGACY_COST: ScryptCost = { ln: 14, r: 8, p: 1 };
/** Hashes computed at once. Each holds a thread-pool thread (DuckDB and file reads need them too) and 128 MiB. */
export const HASHING_SLOTS = 2;
/** Hashes allowed to wait for a slot; past that a sign-in answers 503 + Retry-After at once. */
export const HASHING_QUEUE = 16;

/** A stored hash split into its parts; undefined if it is not one of ours or names an unsupported cost. */
function parseHash(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | undefined {
  const parts = stored.split('$');
  let cost = LEGACY_COST;
  if (parts.length === 4) {
    const match = /^ln=(\d+),r=(\d+),p=(\d+)$/.exec(parts[1]);
    if (!match) return undefined;
    cost = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
    parts.splice(1, 1);
  }
  const [scheme, saltHex, keyHex] = parts;
  if (parts.length !== 3 || scheme !== 'scrypt' || !saltHex || !keyHex) return undefined;
  // A tampered row must not make one check cost minutes or gigabytes.
  if (cost.ln < 4 || cost.ln > 20 || cost.r < 1 || cost.r > 16 || cost.p < 1 || cost.p > 4) return undefined;
  return { cost, salt: Buffer.from(saltHex, 'hex'), key: Buffer.from(keyHex, 'hex') };
}

const sameCost = (a: ScryptCost, b: ScryptCost) => a.ln === b.ln && a.r === b.r && a.p === b.p;

/**
 * Password hashing with scrypt at a given cost ('scrypt$ln=17,r=8,p=1$<salt hex>$<key hex>'), at most HASHING_SLOTS
 * at a time: a flood of sign-ins gets 503s instead of starving the thread pool. Hashes of an older cost still verify.
 */
export class PasswordHasher {
  private readonly slots = new BoundedSemaphore(HASHING_SLOTS, HASHING_QUEUE);
  private dummy: Promise<string> | undefined;

  constructor(private readonly cost: ScryptCost) {}

  private derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
    const N = 2 ** cost.ln;
    // scrypt needs 128 * N * r * p bytes; Node refuses above maxmem (32 MiB by default).
    const options = { N, r: cost.r, p: cost.p, maxmem: 2 * 128 * N * cost.r * cost.p };
    const run = () => new Promise<Buffer>((resolve, reject) => {
      scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
    });
    return this.slots.run(run).catch((error: unknown) => {
      if (error instanceof SemaphoreFull) throw overloaded('Too many sign-ins are being checked right now: try again in a few seconds', 2);
      throw error;
    });
  }

  /** Hashes a password with a fresh per-user salt. */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await this.derive(password, salt, this.cost);
    const { ln, r, p } = this.cost;
    return `scrypt$ln=${ln},r=${r},p=${p}$${salt.toString('hex')}$${key.toString('hex')}`;
  }

  /** Checks a password against a stored hash of any supported cost, in constant time. */
  async verify(password: string, stored: string): Promise<boolean> {
    const parsed = parseHash(stored);
    if (!parsed) return false;
    const actual = await this.derive(password, parsed.salt, parsed.cost);
    return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
  }

  /** Whether a stored hash has another cost than new hashes get (replace it at the next successful sign-in). */
  needsRehash(stored: string): boolean {
    const parsed = parseHash(stored);
    return !parsed || !sameCost(parsed.cost, this.cost);
  }

  /** A hash of a random password, compared against when the e-mail is unknown so timing does not reveal accounts. */
  unknownUserHash(): Promise<string> {
    if (!this.dummy) {
      this.dummy = this.hash(randomBytes(16).toString('hex'));
      // A refused (overloaded) first computation must not stay cached.
      this.dummy.catch(() => { this.dummy = undefined; });
    }
    return this.dummy;
  }
}

const hashers = new WeakMap<AppContext['config'], PasswordHasher>();

/** The password hasher of a server (one per configuration, so its concurrency bound is the server's). */
export function passwordHasherFor(ctx: Pick<AppContext, 'config'>): PasswordHasher {
  let hasher = hashers.get(ctx.config);
  if (!hasher) {
    hasher = new PasswordHasher(ctx.config.passwordCost);
    hashers.set(ctx.config, hasher);
  }
  return hasher;
}
